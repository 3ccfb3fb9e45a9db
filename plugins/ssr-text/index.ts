/**
 * Intact text in the server-rendered pages (see README.md): Docusaurus 3.6.3 renders each page with
 * React 18's `renderToPipeableStream`, which corrupts a multi-byte character that falls on one of
 * its internal buffer boundaries (facebook/react#31134, fixed only in React 19): the built HTML then
 * shows "�" in place of a letter such as „ü“ or a German quotation mark. The server build uses
 * render-to-string.ts instead of the core's renderToHtml module.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The core module that renders a page to HTML in the server build. */
export const CORE_RENDER_TO_HTML = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]renderToHtml\.js$/;

export default function ssrTextPlugin(): Plugin {
  return {
    name: 'ssr-text',
    configureWebpack(_config, isServer, utils) {
      if (!isServer) return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {plugins: [new NormalModuleReplacementPlugin(CORE_RENDER_TO_HTML, path.join(__dirname, 'render-to-string.ts'))]};
    },
  };
}
