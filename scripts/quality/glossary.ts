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

/**
 * Compounds of a name with a German noun are hyphenated throughout („8th-Wall-Konto“,
 * „Studio-API“): `names` are the product and API names, `heads` the German nouns they combine with.
 */
export interface CompoundRule {
  names: string[];
  heads: string[];
  /**
   * Words after which "<name> <head>" is not a compound but a name followed by an object
   * („in Studio Entitäten anlegen“, „mit XR8 Projekte bauen“).
   */
  notAfter: string[];
}

/** A literal rendering of an English phrase, or an English operating-system text, with the German to write instead. */
export interface LiteralPhrase {
  /** Literal text, or a regular expression after `re:`. */
  pattern: string;
  better: string;
  note?: string;
}

export interface Glossary {
  terms: GlossaryTerm[];
  keep: string[];
  forbidden: ForbiddenRendering[];
  compounds: CompoundRule;
  phrases: LiteralPhrase[];
}

export const GLOSSARY_FILE = path.join(root, 'writing/glossary.json');

export function loadGlossary(file = GLOSSARY_FILE): Glossary {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Glossary;
  for (const term of data.terms) {
    if (!term.en || !term.de || !Array.isArray(term.avoid)) {
      throw new Error(`${file}: every term needs "en", "de" and "avoid" (see ${JSON.stringify(term)})`);
    }
  }
  if (!data.compounds?.names?.length || !data.compounds.heads?.length || !Array.isArray(data.compounds.notAfter)) {
    throw new Error(`${file}: "compounds" needs "names", "heads" and "notAfter"`);
  }
  for (const phrase of data.phrases ?? []) {
    if (!phrase.pattern || !phrase.better) throw new Error(`${file}: every phrase needs "pattern" and "better" (see ${JSON.stringify(phrase)})`);
    toRegExp(phrase.pattern);
  }
  data.phrases ??= [];
  return data;
}

/** A pattern as a global regular expression: literal text matches as a whole word. */
export function toRegExp(pattern: string): RegExp {
  if (pattern.startsWith('re:')) return new RegExp(pattern.slice(3), 'gu');
  return new RegExp(`(?<![\\p{L}\\p{N}-])${escapeRegExp(pattern)}(?![\\p{L}\\p{N}-])`, 'gu');
}

/**
 * An `avoid` rendering as a regular expression that also matches its German inflected forms: a
 * literal word that ends in a letter also matches with the endings -s, -es, -e, -en, -n, -er and
 * -ern („Zielbild“ also finds „Zielbilds“, „Zielbilder“), so the list needs no declined copies.
 */
export function toInflectedRegExp(pattern: string): RegExp {
  if (pattern.startsWith('re:') || !/\p{L}$/u.test(pattern)) return toRegExp(pattern);
  return new RegExp(`(?<![\\p{L}\\p{N}-])${escapeRegExp(pattern)}(?:s|es|e|en|n|er|ern)?(?![\\p{L}\\p{N}-])`, 'gu');
}
