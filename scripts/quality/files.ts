import fs from 'node:fs';
import path from 'node:path';
import {docsInstances} from '../../config/docs-instances';
import {isMarkdown, pairsIn, type TranslationPair} from '../../plugins/translation-status/status';
import {i18nDocsDir, root, walk} from '../lib/site';

export type {TranslationPair};

/** Every English Markdown file of every docs instance, with its German counterpart. */
export function translationPairs(baseDir = root): TranslationPair[] {
  return docsInstances.flatMap((instance) =>
    pairsIn(instance.id, path.join(baseDir, instance.path), path.join(baseDir, path.relative(root, i18nDocsDir(instance, 'de')))),
  );
}

/** German Markdown files that have no English source (left over after a move or rename). */
export function orphanTranslations(baseDir = root): string[] {
  return docsInstances.flatMap((instance) => {
    const enDir = path.join(baseDir, instance.path);
    const deDir = path.join(baseDir, path.relative(root, i18nDocsDir(instance, 'de')));
    return walk(deDir, isMarkdown).filter((de) => !fs.existsSync(path.join(enDir, path.relative(deDir, de))));
  });
}

/** Path for messages: relative to the project root. */
export const rel = (file: string): string => path.relative(root, file) || file;
