/**
 * The per-locale texts files of the Studio API reference (`<page>.texts.json` next to the API
 * pages; format: `PageTexts` in src/data/ecs/types.ts). The components in src/components/StudioApi
 * render them into the schema, payload and parameter tables, so the German checks read the German
 * files like a page: every JSON string value is prose except keys, `values` arrays (code) and
 * strings that are only code.
 */
import fs from 'node:fs';
import path from 'node:path';
import {root, walk} from './site';
import type {PageTexts} from '../../src/data/ecs/types';

export const API_TEXTS_DIRS = {
  en: path.join(root, 'api/studio'),
  de: path.join(root, 'i18n/de/docusaurus-plugin-content-docs-api/current/studio'),
};

export const isTextsFile = (f: string): boolean => f.endsWith('.texts.json');

/** All texts files of a locale. */
export function textsFiles(locale: 'en' | 'de'): string[] {
  return walk(API_TEXTS_DIRS[locale], isTextsFile).sort();
}

export function readTexts(file: string): PageTexts {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as PageTexts;
}

/**
 * A German texts file as a pseudo-page for the prose checks: one line per source line, holding
 * the prose string of `"key": "…"` lines (keys and array items are names or code, not prose).
 */
export function textsAsProse(file: string): {name: string; source: string} {
  const lines = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => {
      const m = /^\s*"(?:[^"\\]|\\.)*":\s*("(?:[^"\\]|\\.)*")\s*,?\s*$/.exec(line);
      return m ? (JSON.parse(m[1]) as string) : '';
    });
  return {name: path.relative(root, file), source: lines.join('\n')};
}
