/**
 * Token → index terms. One written token becomes several terms so that it is found whole and by
 * its parts:
 *
 * - plain word: its stem, plus the stems of its compound parts ("zahlungsmethoden" → zahlungsmethod;
 *   parts zahlung, method);
 * - identifier or hyphenated compound (`XR8.addCameraPipelineModule`, `gltf-model`,
 *   `onProcessGpu`, `GLTF_MODEL_LOADED`, `Stripe-Abrechnungsportal`): the stem of all parts joined
 *   (xr8addcamerapipelinemodul, gltfmodel, …), each dotted segment joined, and every atomic part
 *   (as whole words), with their compound parts.
 *
 * Compound parts are returned apart (`parts`) so the index can keep them in their own, lower-weighted
 * fields: a title that *is* "Konto" outranks one that merely contains it ("Kontoeinstellungen").
 *
 * Stop words and one-letter parts are dropped. The same function serves the query side for
 * normalising identifiers, so "GltfModel", "gltf-model" and "gltf_model" meet on "gltfmodel".
 * Browser-safe.
 */
import type {CompoundSplitter} from './decompound';
import {GERMAN, type LanguageProfile} from './language';
import {identifierParts} from './text';

/** The terms of one token: whole-word terms and the parts of compounds (indexed in separate fields). */
export interface TokenTerms {
  whole: string[];
  parts: string[];
}

export type Analyzer = (token: string) => TokenTerms;

const NO_SPLIT: CompoundSplitter = {split: () => [], expand: () => []};

export function createAnalyzer(splitter: CompoundSplitter = NO_SPLIT, profile: LanguageProfile = GERMAN): Analyzer {
  const cache = new Map<string, TokenTerms>();
  return (token: string) => {
    let terms = cache.get(token);
    if (!terms) {
      terms = analyzeToken(token, splitter, profile);
      cache.set(token, terms);
    }
    return terms;
  };
}

export function analyzeToken(token: string, splitter: CompoundSplitter = NO_SPLIT, profile: LanguageProfile = GERMAN): TokenTerms {
  const {stem, stopWords} = profile;
  const {atoms, segments, joined} = identifierParts(token);
  const whole = new Set<string>();
  const parts = new Set<string>();
  const addWord = (word: string) => {
    if (word.length < 2 || stopWords.has(word)) return;
    whole.add(stem(word));
    for (const part of splitter.expand(word)) parts.add(stem(part));
  };
  if (atoms.length === 1) {
    addWord(joined);
  } else {
    if (joined.length >= 2) whole.add(stem(joined));
    if (segments.length > 1) for (const segment of segments) if (segment.length >= 2) whole.add(stem(segment));
    for (const atom of atoms) addWord(atom);
  }
  for (const term of whole) parts.delete(term);
  return {whole: [...whole], parts: [...parts]};
}
