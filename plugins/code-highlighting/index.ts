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

export default function codeHighlightingPlugin(): Plugin {
  return {
    name: 'code-highlighting',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    configureWebpack() {
      return {
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
