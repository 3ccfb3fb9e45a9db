/**
 * Local plugin: search (see README.md). One house for everything search:
 *
 * - settings: the local index, or Algolia when ALGOLIA_APP_ID, ALGOLIA_API_KEY and
 *   ALGOLIA_INDEX_NAME are all set; handed to the browser as global data (`usePluginData('search')`)
 *   and, for Algolia, a preconnect hint;
 * - theme components (getThemePath): `SearchBar` (button + DocSearch modal) and `SearchPage`, the
 *   page at `<locale baseUrl>search/`, whose route the plugin adds;
 * - build step (postBuild): for each locale, reads the rendered pages of the searched sections and
 *   writes the index in two files, `<outDir>/search/index.json` (titles and headings; answers on
 *   its own, loaded on the first open) and `search/index-rest.json` (text index and snippets, loaded
 *   right after), with the glossary's search synonyms (writing/glossary.json). Nothing is written
 *   when Algolia answers.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {glossarySynonyms, writeSearchIndex} from './build/build';
import {INDEX_FILE, REST_FILE} from './engine/types';
import {searchHeadTags, searchSettings, type SearchSettings} from './settings';

export const PLUGIN_NAME = 'search';

export interface SearchPluginOptions {
  /** Docs instances; those with `indexed: true` are searched (docusaurus_tag `docs-<id>-current`). */
  instances: readonly {id: string; indexed?: boolean}[];
  /** Glossary with the search synonyms, relative to the site (default writing/glossary.json). */
  glossary?: string;
}

/** The docusaurus_tag values of the searched docs instances. */
export function searchedTags(instances: SearchPluginOptions['instances']): string[] {
  return instances.filter((i) => i.indexed).map((i) => `docs-${i.id}-current`);
}

function validate(options: unknown): SearchPluginOptions {
  const instances = (options as SearchPluginOptions | undefined)?.instances;
  if (!Array.isArray(instances) || !instances.every((i) => typeof i?.id === 'string')) {
    throw new Error(`${PLUGIN_NAME}: options must be {instances: [{id, indexed}]} (the docs instances).`);
  }
  return options as SearchPluginOptions;
}

export default function searchPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = validate(rawOptions);
  const locale = context.i18n.currentLocale;
  const settings: SearchSettings = searchSettings(searchedTags(options.instances));
  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    async contentLoaded({actions}) {
      actions.setGlobalData(settings);
      actions.addRoute({path: `${context.baseUrl}search/`, component: '@theme/SearchPage', exact: true});
    },

    injectHtmlTags() {
      return {headTags: searchHeadTags(settings)};
    },

    async postBuild({outDir, baseUrl, routesPaths}) {
      if (settings.mode === 'algolia') {
        console.info(`[search] ${locale}: Algolia is configured, no local index written.`);
        return;
      }
      const report = writeSearchIndex({
        dir: outDir,
        baseUrl,
        routesPaths,
        tags: settings.tags,
        defaultLanguage: locale,
        synonyms: glossarySynonyms(path.join(context.siteDir, options.glossary ?? 'writing/glossary.json')),
      });
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
      const message =
        `[search] ${locale}: ${report.pages} pages, ${report.records} records → ` +
        `${INDEX_FILE} ${kb(report.bytes)} (${kb(report.gzipBytes)} gzip) + ${REST_FILE} ${kb(report.restBytes)} ` +
        `(${kb(report.restGzipBytes)} gzip, content ${report.maxContentChars} chars) in ${report.ms} ms`;
      if (report.overBudget) console.warn(`${message} — over the size budget`);
      else console.info(message);
    },
  };
}
