import fs from 'node:fs';
import path from 'node:path';
import {root} from '../lib/site';
import {escapeRegExp} from './prose';

export interface GlossaryTerm {
  en: string;
  de: string;
  avoid: string[];
  note?: string;
}

export interface ForbiddenRendering {
  /** Literal text, or a regular expression after `re:`. */
  pattern: string;
  reason: string;
  use: string;
}

export interface Glossary {
  terms: GlossaryTerm[];
  keep: string[];
  forbidden: ForbiddenRendering[];
}

export const GLOSSARY_FILE = path.join(root, 'writing/glossary.json');

export function loadGlossary(file = GLOSSARY_FILE): Glossary {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Glossary;
  for (const term of data.terms) {
    if (!term.en || !term.de || !Array.isArray(term.avoid)) {
      throw new Error(`${file}: every term needs "en", "de" and "avoid" (see ${JSON.stringify(term)})`);
    }
  }
  return data;
}

/** A pattern as a global regular expression: literal text matches as a whole word. */
export function toRegExp(pattern: string): RegExp {
  if (pattern.startsWith('re:')) return new RegExp(pattern.slice(3), 'gu');
  return new RegExp(`(?<![\\p{L}\\p{N}-])${escapeRegExp(pattern)}(?![\\p{L}\\p{N}-])`, 'gu');
}
