/**
 * Local plugin: the German-aware local search index.
 *
 * After each locale's build (`postBuild`), it reads the rendered HTML of that locale's output
 * (`outDir`: build/ for en, build/de/ for de, …), turns the pages tagged docs-{default,studio,api,
 * quickstart,account}-current into DocSearch-shaped records and writes the serialized index to
 * `<outDir>/search/index.json`, i.e. served at `<locale baseUrl>search/index.json`
 * (/docs/de/search/index.json). The file name is stable; fetch it with `cache: 'no-cache'` (as
 * `fetchSearchIndex` callers should) so a new deployment is picked up by revalidation.
 *
 * Global data (usePluginData('search-index')): `{enabled, indexPath}` — `enabled` is false when
 * Algolia is configured (ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME all set); then no
 * index is written and the hosted search is used.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {INDEX_FILE, writeSearchIndex} from '../../src/search/node/build';

export interface SearchIndexGlobalData {
  /** False when the hosted search (Algolia) is configured. */
  enabled: boolean;
  /** Path of the index relative to the locale's base URL ("search/index.json"). */
  indexPath: string;
}

/** True when all three Algolia variables are set (non-blank). */
export function isAlgoliaConfigured(environment: NodeJS.ProcessEnv = process.env): boolean {
  return ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'].every((name) => Boolean(environment[name]?.trim()));
}

export default function searchIndexPlugin(context: LoadContext): Plugin<void> {
  const locale = context.i18n.currentLocale;
  return {
    name: 'search-index',

    async contentLoaded({actions}) {
      const data: SearchIndexGlobalData = {enabled: !isAlgoliaConfigured(), indexPath: INDEX_FILE};
      actions.setGlobalData(data);
    },

    async postBuild({outDir, baseUrl, routesPaths}) {
      if (isAlgoliaConfigured()) {
        console.info(`[search-index] ${locale}: Algolia is configured, no local index written.`);
        return;
      }
      const report = writeSearchIndex({
        dir: outDir,
        baseUrl,
        routesPaths,
        defaultLanguage: locale,
      });
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
      const message =
        `[search-index] ${locale}: ${report.pages} pages, ${report.records} records → ` +
        `${INDEX_FILE} ${kb(report.bytes)} (${kb(report.gzipBytes)} gzip, content ${report.maxContentChars} chars) in ${report.ms} ms`;
      if (report.overBudget) console.warn(`${message} — over the size budget`);
      else console.info(message);
    },
  };
}
