/**
 * Translation status plugin: for each non-default locale build, finds the translated docs whose
 * English source changed after the translation (status.ts) and publishes
 * them as global data. The DocItem/Content wrapper shows a short notice with a link to the
 * English original on those pages.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pairsIn, translationStatus} from './status';

export interface TranslationStatusOptions {
  /** Docs instances: plugin id and English content folder (relative to the site). */
  instances: {id: string; path: string}[];
}

export interface TranslationStatusData {
  /** `@site/…` source path of each stale translated doc (as in the doc's metadata.source). */
  stale: string[];
}

export const PLUGIN_NAME = 'translation-status';

function validate(options: unknown): TranslationStatusOptions {
  const instances = (options as TranslationStatusOptions | undefined)?.instances;
  if (!Array.isArray(instances) || !instances.every((i) => typeof i?.id === 'string' && typeof i?.path === 'string')) {
    throw new Error(`${PLUGIN_NAME}: options must be {instances: [{id, path}]} (docs plugin id and English folder).`);
  }
  return {instances};
}

export default function translationStatusPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = validate(rawOptions);
  const {siteDir, localizationDir, i18n} = context;
  const translationDir = (id: string) =>
    path.join(localizationDir, id === 'default' ? 'docusaurus-plugin-content-docs' : `docusaurus-plugin-content-docs-${id}`, 'current');
  return {
    name: PLUGIN_NAME,
    getPathsToWatch() {
      return options.instances.flatMap((i) => [path.join(siteDir, i.path, '**/*.{md,mdx}'), path.join(translationDir(i.id), '**/*.{md,mdx}')]);
    },
    async loadContent(): Promise<TranslationStatusData> {
      if (i18n.currentLocale === i18n.defaultLocale) return {stale: []};
      const pairs = options.instances.flatMap((i) => pairsIn(i.id, path.join(siteDir, i.path), translationDir(i.id)));
      const stale = translationStatus(pairs, siteDir)
        .filter((s) => s.state === 'stale' && !s.partial)
        .map((s) => `@site/${path.relative(siteDir, s.de).split(path.sep).join('/')}`);
      return {stale};
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
  };
}
