/**
 * Splitting German compounds ("Zahlungsmethode" → zahlung + methode, "Bildzielerkennung" → bild +
 * ziel + erkennung) with a dictionary: at build time the corpus vocabulary, at query time the
 * terms of the loaded index. Linking elements (Fugenelemente) s, es, n, en may sit between parts.
 * Browser-safe.
 */
import {stem} from './stem';
import {STOP_WORDS} from './text';

/** Linking elements allowed between two parts, tried after the empty one. */
export const LINKING_ELEMENTS = ['s', 'es', 'n', 'en'] as const;

export interface SplitOptions {
  /** Shortest part (default 4). */
  minPart?: number;
  /** Most parts in one word (default 4). */
  maxParts?: number;
}

/**
 * Splits a folded word into the fewest known parts (ties: the most even split loses to the one with
 * longer parts). `isKnown(part, isLast)` decides whether a piece is a word. Returns undefined when the
 * word is not a compound of known parts.
 */
export function splitCompound(
  word: string,
  isKnown: (part: string, isLast: boolean) => boolean,
  {minPart = 4, maxParts = 4}: SplitOptions = {},
): string[] | undefined {
  const n = word.length;
  if (n < minPart * 2) return undefined;
  // best[i]: best split of word[0, i) where i is the start of the next part.
  const best: (string[] | undefined)[] = new Array(n + 1);
  best[0] = [];
  let result: string[] | undefined;
  for (let i = 0; i < n; i++) {
    const before = best[i];
    if (!before || before.length >= maxParts) continue;
    for (let j = i + minPart; j <= n; j++) {
      const part = word.slice(i, j);
      const isLast = j === n;
      if (isLast && before.length === 0) continue; // the whole word is not a split
      if (!isKnown(part, isLast)) continue;
      const parts = [...before, part];
      if (isLast) {
        if (better(parts, result)) result = parts;
        continue;
      }
      for (const link of ['', ...LINKING_ELEMENTS]) {
        if (link && !word.startsWith(link, j)) continue;
        const next = j + link.length;
        if (next + minPart > n) continue;
        if (better(parts, best[next])) best[next] = parts;
      }
    }
  }
  return result;
}

function better(candidate: string[], current: string[] | undefined): boolean {
  if (!current) return true;
  if (candidate.length !== current.length) return candidate.length < current.length;
  const weight = (parts: string[]) => parts.reduce((sum, p) => sum + p.length * p.length, 0);
  return weight(candidate) > weight(current);
}

/** A compound splitter with a cache. */
export interface CompoundSplitter {
  /** The fewest known parts of a word, or [] when it is not a compound. */
  split(word: string): string[];
  /** Every part, recursively (outer parts first): what the index stores for a word. */
  expand(word: string): string[];
}

/**
 * Builds the build-time splitter from corpus word counts (folded words → occurrences). A part is
 * known when it occurs as a word of its own, or when it is the stem of such a word and at least
 * five letters long (Zahlung- from "Zahlungen"); the last part may be inflected. Three-letter parts
 * must occur at least three times (Web, App, Typ); stop words never count.
 *
 * With `nouns` (folded words written with a capital letter inside sentences), only nouns are split,
 * three-letter parts must be nouns, and a noun whose head is a known noun is also split when its
 * modifier is unknown but plausible ("Befestigungspunkt" → befestigungs + punkt).
 */
export function createCorpusSplitter(wordCounts: ReadonlyMap<string, number>, nouns?: ReadonlySet<string>): CompoundSplitter {
  const words = new Set<string>();
  const stems = new Set<string>();
  const short = new Set<string>();
  for (const [word, count] of wordCounts) {
    if (STOP_WORDS.has(word) || !/^[a-z]+$/.test(word)) continue;
    if (word.length >= 4) {
      words.add(word);
      stems.add(stem(word));
    } else if (word.length === 3 && count >= 3 && (!nouns || nouns.has(word))) short.add(word);
  }
  const nounStems = new Set([...(nouns ?? [])].map(stem));
  const isKnown = (part: string, isLast: boolean) => {
    if (part.length === 3) return short.has(part);
    if (words.has(part)) return true;
    if (part.length >= 5 && stems.has(part)) return true;
    return isLast && part.length >= 5 && stems.has(stem(part));
  };
  const isNounHead = (head: string) => head.length >= 5 && nounStems.has(stem(head)) && isKnown(head, true);
  // A modifier counts when it ends in a suffix with linking -s (Zahlungs-, Sicherheits-) or precedes
  // at least two different heads in the corpus (Steuer-element, Steuer-ung …).
  const headsOf = new Map<string, Set<string>>();
  for (const noun of nouns ?? []) {
    for (let i = 4; i <= noun.length - 5; i++) {
      const head = noun.slice(i);
      if (!isNounHead(head)) continue;
      const modifier = noun.slice(0, i);
      let heads = headsOf.get(modifier);
      if (!heads) headsOf.set(modifier, (heads = new Set()));
      heads.add(stem(head));
    }
  }
  const isModifier = (modifier: string) => LINKED_SUFFIX.test(modifier) || (headsOf.get(modifier)?.size ?? 0) >= 2;
  return cachedSplitter((word) => {
    if (nouns && !nouns.has(word)) return undefined;
    return splitCompound(word, isKnown, {minPart: 3}) ?? (nouns ? splitHead(word, (head, modifier) => isNounHead(head) && isModifier(modifier)) : undefined);
  });
}

/** Noun suffixes followed by the linking -s: Zahlungs-, Sicherheits-, Funktions-, Qualitäts-, Wirtschafts-. */
const LINKED_SUFFIX = /(ung|heit|keit|ion|tat|schaft|ling|tum)s$/;

/** Verb and noun prefixes that are not compound modifiers ("Übersicht" is not über + Sicht). */
const NOT_MODIFIERS = new Set(['uber', 'unter', 'nach', 'miss', 'ober', 'hinter', 'wider', 'gegen', 'zusammen', 'voraus', 'heraus', 'herunter']);

/**
 * Fallback when not every part is known: the longest accepted head (the last part, which carries a
 * German compound's meaning) and the rest as modifier, at least four letters long.
 */
export function splitHead(
  word: string,
  accept: (head: string, modifier: string) => boolean,
  minModifier = 4,
  minHead = 5,
): string[] | undefined {
  for (let i = minModifier; i <= word.length - minHead; i++) {
    const modifier = word.slice(0, i);
    const head = word.slice(i);
    if (NOT_MODIFIERS.has(modifier) || !/[aeiouy]/.test(modifier)) continue;
    if (accept(head, modifier)) return [modifier, head];
  }
  return undefined;
}

/**
 * A splitter over a set of index terms (stems): the query-side dictionary. Also used by the English
 * pipeline for words run together ("imagetarget"), with its own stemmer and stop words.
 */
export function createTermSplitter(
  hasTerm: (term: string) => boolean,
  {stem: stemWord = stem, stopWords = STOP_WORDS}: {stem?: (word: string) => string; stopWords?: ReadonlySet<string>} = {},
): CompoundSplitter {
  const isKnown = (part: string) => !stopWords.has(part) && (hasTerm(part) || hasTerm(stemWord(part)));
  return cachedSplitter((word) => splitCompound(word, isKnown, {minPart: 4}));
}

function cachedSplitter(splitOnce: (word: string) => string[] | undefined): CompoundSplitter {
  const splits = new Map<string, string[]>();
  const expansions = new Map<string, string[]>();
  const split = (word: string): string[] => {
    let parts = splits.get(word);
    if (!parts) {
      parts = (/^[a-z]+$/.test(word) ? splitOnce(word) : undefined) ?? [];
      splits.set(word, parts);
    }
    return parts;
  };
  const expand = (word: string, depth = 0): string[] => {
    const hit = expansions.get(word);
    if (hit) return hit;
    const all: string[] = [];
    for (const part of split(word)) {
      all.push(part);
      if (part.length >= 8 && depth < 3) all.push(...expand(part, depth + 1));
    }
    expansions.set(word, all);
    return all;
  };
  return {split, expand: (word) => expand(word)};
}
