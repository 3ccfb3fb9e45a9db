import fs from 'node:fs';
import path from 'node:path';
import {docsInstances} from '../../config/docs-instances';
import {i18nDocsDir, root, walk} from '../lib/site';

/** An English source file and the place of its German translation (pages and `_` partials). */
export interface TranslationPair {
  /** Docs instance id (`default`, `studio`, …). */
  instance: string;
  /** Path relative to the instance folder, e.g. `essentials/schema.mdx`. */
  rel: string;
  en: string;
  de: string;
  /** True when the German file exists. */
  translated: boolean;
}

const isMarkdown = (f: string) => /\.mdx?$/.test(f);

/** The English Markdown files of one folder with their counterparts in a translation folder. */
export function pairsIn(instance: string, enDir: string, deDir: string): TranslationPair[] {
  return walk(enDir, isMarkdown).map((en) => {
    const rel = path.relative(enDir, en);
    const de = path.join(deDir, rel);
    return {instance, rel, en, de, translated: fs.existsSync(de)};
  });
}

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
