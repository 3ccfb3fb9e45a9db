/**
 * Leaner client bundle for a site with 512 pages (see README.md). Production client build only;
 * development and the server build are unchanged.
 *
 * - Chunk files are named `<id>.<contenthash>.js`: the runtime needs one map for ~600 chunks
 *   (id → hash) instead of two (id → name and id → hash).
 * - Route data (route-data.cjs): short chunk names in the route registry and route-to-chunk map,
 *   no module path strings in the registry (only server rendering reads them), and compact docs
 *   lists in the docs plugins' global data, restored when the module loads.
 * - The site config the browser gets leaves out plugin and preset options and the HTML template;
 *   the interface messages leave out the blog's (the site has no blog).
 * - @docusaurus/utils-common gets the one tslib helper it uses instead of all of tslib.
 * - Route components are created on first use (client/lazy-component-creator.js), not for all
 *   ~530 routes while main.js starts.
 * - Links prefetch their pages in idle time, each chunk file once (client/docusaurus.js replaces
 *   @docusaurus/core's window.docusaurus module).
 * - Interface messages lose the descriptions meant for translators (translate-descriptions.cjs).
 * - DocSearch's modal stylesheet stays with the modal's chunk (loaded on the first open) instead
 *   of joining the one stylesheet every page loads.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Every module but the stylesheets only lazily loaded code uses (DocSearch's modal). */
const NOT_LAZY_CSS = /^(?!.*[\\/]@docsearch[\\/]css[\\/]dist[\\/]modal\.css$)/;

/** Code that declares interface messages: the theme's, and the site's own components and plugins. */
const TRANSLATING_CODE = (resource: string) =>
  /\.[jt]sx?$/.test(resource) &&
  (/[\\/]@docusaurus[\\/]theme-(classic|common)[\\/]lib[\\/]/.test(resource) ||
    (!resource.includes(`${path.sep}node_modules${path.sep}`) && /[\\/](src|plugins)[\\/]/.test(resource)));

/** A generated module of .docusaurus/, by file name. */
const generated = (file: string) => new RegExp(`[\\\\/]\\.docusaurus[\\\\/]${file.replace(/\./g, '\\.')}$`);

export default function leanBundlePlugin(): Plugin {
  return {
    name: 'lean-bundle',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      const loader = {loader: path.join(__dirname, 'loader.cjs')};
      return {
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        optimization: {
          splitChunks: {
            cacheGroups: {
              // Docusaurus puts all CSS into one file; the modal's CSS is left to its lazy chunk.
              styles: {test: NOT_LAZY_CSS},
            },
          },
        },
        module: {
          rules: [
            {test: [generated('registry.js'), generated('routesChunkNames.json'), generated('docusaurus.config.mjs'), generated('routes.js')], enforce: 'pre', use: [loader]},
            {test: generated('globalData.json'), enforce: 'pre', type: 'javascript/auto', use: [loader]},
            {test: generated('codeTranslations.json'), enforce: 'pre', use: [loader]},
            // window.docusaurus: prefetching in idle time, each chunk file once (client/docusaurus.js).
            {test: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/, enforce: 'pre', use: [loader]},
            // Interface messages without their translator descriptions (translate-descriptions.cjs).
            {test: TRANSLATING_CODE, enforce: 'post', use: [{loader: path.join(__dirname, 'translate-descriptions.cjs')}]},
            {
              test: /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/,
              resolve: {alias: {tslib$: path.join(__dirname, 'tslib-shim.cjs')}},
            },
          ],
        },
      };
    },
  };
}
