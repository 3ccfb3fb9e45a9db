/**
 * Doc descriptions where they are shown (see README.md).
 *
 * Docusaurus 3.6.3 ships the description of every doc of a section in the section's version data,
 * which every page of the section loads (the legacy section alone: some 300 descriptions). Only
 * cards (`<DocCardList />` on category pages) show them. This plugin
 *
 * - removes the docs list (ids, titles, descriptions) from the version data (props-loader.cjs,
 *   server and browser build; only cards read it),
 * - writes them per docs instance as generated data with a small module that registers them
 *   (allContentLoaded), which remark.ts makes every page with a `<DocCardList />` import,
 * - gives the theme's `DocCard` the registered description (theme/DocCard).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

import {PLUGIN_NAME} from './names';

export {default as remarkDocDescriptions} from './remark';
export {PLUGIN_NAME, registerModule} from './names';

/** Descriptions of one docs instance: version name → doc permalink (the sidebar item's href) → description (non-empty only). */
export type Descriptions = Record<string, Record<string, string>>;

export function descriptionsOf(content: LoadedContent): Descriptions {
  return Object.fromEntries(
    content.loadedVersions.map((version) => [
      version.versionName,
      Object.fromEntries(version.docs.filter((doc) => doc.description?.trim()).map((doc) => [doc.permalink, doc.description])),
    ]),
  );
}

export default function docDescriptionsPlugin(context: LoadContext): Plugin {
  void context;
  return {
    name: PLUGIN_NAME,
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    async allContentLoaded({allContent, actions}) {
      const docs = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedContent>;
      const registry = path.join(__dirname, 'client', 'registry.ts');
      for (const [pluginId, content] of Object.entries(docs)) {
        const data = await actions.createData(`descriptions-${pluginId}.json`, JSON.stringify(descriptionsOf(content)));
        await actions.createData(
          `register-${pluginId}.js`,
          [
            `import descriptions from ${JSON.stringify(data)};`,
            `import {registerDescriptions} from ${JSON.stringify(registry)};`,
            `registerDescriptions(${JSON.stringify(pluginId)}, descriptions);`,
            '',
          ].join('\n'),
        );
      }
    },
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              // Version data of the docs plugins (.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json).
              test: /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
              enforce: 'pre' as const,
              use: [{loader: path.join(__dirname, 'props-loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
