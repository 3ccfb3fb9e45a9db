/**
 * Code highlighting only where there is code (see README.md).
 *
 * - theme/CodeBlock replaces `@theme/CodeBlock` with a component that renders the code block a
 *   page registered; remark.ts (a docs option, see config/docs-instances.ts) makes every page with
 *   a code block import client/register.ts, which registers theme-classic's code block and Prism.
 * - theme-classic's client module `prism-include-languages`, which put Prism and the additional
 *   languages into the main bundle of every page, is replaced with an empty module.
 * - `prism-react-renderer` is client/prism.tsx: the same `Highlight` on a Prism with this site's
 *   languages only (server and browser build alike, so both render the same markup).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export {default as remarkCodeHighlighting} from './remark';

const themeClassicLib = path.dirname(require.resolve('@docusaurus/theme-classic'));

/**
 * The highlighter's chunk: the registration, the code block, Prism and theme-classic's code block
 * with what only it uses (line-range parser, copy and word-wrap buttons, code block utilities) —
 * not client/registry.ts, which the light `@theme/CodeBlock` of every page reads.
 */
export const HIGHLIGHTER_CHUNK = {
  test: new RegExp(
    [
      String.raw`[\\/]plugins[\\/]code-highlighting[\\/]client[\\/](?:register|CodeBlock|prism)\.tsx?$`,
      String.raw`[\\/]node_modules[\\/](?:prismjs|prism-react-renderer|parse-numeric-range|copy-text-to-clipboard)[\\/]`,
      String.raw`[\\/]node_modules[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/](?:CodeBlock|Icon[\\/](?:Copy|Success|WordWrap))[\\/]`,
      String.raw`[\\/]node_modules[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/](?:utils[\\/]codeBlockUtils|hooks[\\/]useCodeWordWrap)\.js$`,
    ].join('|'),
  ),
  name: 'highlighter',
  chunks: 'async' as const,
  priority: 45,
  enforce: true,
};

export default function codeHighlightingPlugin(): Plugin {
  return {
    name: 'code-highlighting',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    configureWebpack(_config, isServer) {
      return {
        // Docusaurus moves modules that more than half of the pages use into one "common" chunk that
        // every page loads. Most pages have code, so the highlighter would end up there; it gets a
        // chunk of its own that only pages with code load.
        ...(isServer ? {} : {optimization: {splitChunks: {cacheGroups: {highlighter: HIGHLIGHTER_CHUNK}}}}),
        resolve: {
          alias: {
            // client-modules.js requires it by absolute path without extension.
            [path.join(themeClassicLib, 'prism-include-languages')]: path.join(__dirname, 'client', 'noop.ts'),
            'prism-react-renderer$': path.join(__dirname, 'client', 'prism.tsx'),
          },
        },
      };
    },
  };
}
