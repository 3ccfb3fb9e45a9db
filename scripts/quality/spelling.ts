import fs from 'node:fs';
import path from 'node:path';
import {root} from '../lib/site';
import type {Finding} from './terms';

/** The reviewed project word list: product, API and technical terms German prose may use. */
export const WORDS_FILE = path.join(root, 'writing/words.de.txt');

export function loadWords(file = WORDS_FILE): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.replace(/#.*/, '').trim())
    .filter(Boolean);
}

export interface SpellInput {
  file: string;
  lines: string[];
}

/** Does the dictionary know this word? */
export type Lookup = (word: string) => boolean;

/** The de-DE dictionary of cspell (Hunspell-based). Loaded once; the default (English) configuration is not used. */
let dictionary: Promise<Lookup> | undefined;
export function germanDictionary(): Promise<Lookup> {
  dictionary ??= (async () => {
    const {getDictionary, readSettings} = await import('cspell-lib');
    const settings = await readSettings(require.resolve('@cspell/dict-de-de/cspell-ext.json'));
    const dict = await getDictionary({...settings, dictionaries: ['de-de']});
    if (!dict.has('Komponente')) throw new Error('cspell: the de-DE dictionary did not load (@cspell/dict-de-de).');
    return (word: string) => dict.has(word);
  })();
  return dictionary;
}

const LINKING = ['', 's', 'es', 'n', 'en', 'e', 'er'];
const MIN_PART = 3;

/**
 * A checker for single words: dictionary, project word list, a lower-case variant (sentence
 * start), and German compounds — a word is correct when it splits into known words, with the
 * linking elements -s-, -es-, -n-, -en-, -e-, -er- (Entität+s+typen, Komponente+n+schema).
 */
export function wordChecker(lookup: Lookup, projectWords: string[]): (word: string) => boolean {
  const own = new Set(projectWords.flatMap((w) => [w, w.toLowerCase()]));
  const cache = new Map<string, boolean>();
  const known = (w: string) =>
    own.has(w) || own.has(w.toLowerCase()) || lookup(w) || lookup(w[0].toUpperCase() + w.slice(1)) || lookup(w.toLowerCase());
  /** Known, or an -s/-es/-n/-en/-e form of a known word (plurals, genitives, "Entitäts-ID"). */
  const inflected = (w: string) =>
    known(w) || ['s', 'es', 'n', 'en', 'e'].some((end) => w.endsWith(end) && w.length - end.length >= MIN_PART && known(w.slice(0, -end.length)));

  const compound = (w: string, depth: number): boolean => {
    if (depth > 3) return false;
    for (let i = w.length - MIN_PART; i >= MIN_PART; i--) {
      const rest = w.slice(i);
      const restOk = inflected(rest) || compound(rest[0].toUpperCase() + rest.slice(1), depth + 1);
      if (!restOk) continue;
      const head = w.slice(0, i);
      for (const link of LINKING) {
        if (link && !head.endsWith(link)) continue;
        const stem = head.slice(0, head.length - link.length);
        if (stem.length >= MIN_PART && known(stem)) return true;
      }
    }
    return false;
  };

  return (word: string) => {
    let ok = cache.get(word);
    if (ok === undefined) {
      ok = inflected(word) || compound(word, 0);
      cache.set(word, ok);
    }
    return ok;
  };
}

/** Words that are not checked: identifiers (camelCase, PascalCase with inner capitals), words with digits, ALL CAPS. */
function ignored(word: string): boolean {
  return (
    word.length < MIN_PART ||
    /\d/.test(word) ||
    /^\p{Lu}{2,}s?$/u.test(word) ||
    /^\p{L}+\p{Ll}\p{Lu}/u.test(word) ||
    /^[\p{Lu}]\p{Lu}+\p{Ll}/u.test(word)
  );
}

const WORD = /\p{L}[\p{L}\p{M}]*/gu;

/** Spell-checks German prose lines; one finding per unknown word occurrence. */
export async function spellCheck(inputs: SpellInput[], words: string[] = loadWords()): Promise<Finding[]> {
  const isCorrect = wordChecker(await germanDictionary(), words);
  const findings: Finding[] = [];
  for (const input of inputs) {
    input.lines.forEach((text, index) => {
      for (const m of text.matchAll(WORD)) {
        const word = m[0];
        if (ignored(word) || isCorrect(word)) continue;
        findings.push({
          file: input.file,
          line: index + 1,
          message: `Unknown word "${word}" (German spelling; add reviewed terms to writing/words.de.txt)`,
        });
      }
    });
  }
  return findings;
}
