/**
 * The analysis pipeline per index language. German pages (de) get the German pipeline: the light
 * German stemmer, German + English stop words, compound splitting, umlaut digraph variants, the
 * German-learner spellings and the glossary's synonyms. Every other locale of this site (en, and
 * ja/fr/es, which show the English text) gets English analysis: an English light stemmer, English
 * stop words, no compound splitting at build time (at query time, words run together are split
 * into the index's terms, as German compounds are). Browser-safe.
 */
import {stem as stemGerman, stemEnglish} from './stem';
import {QUERY_FILLERS, QUERY_FILLERS_EN, STOP_WORDS, STOP_WORDS_EN} from './text';

export interface LanguageProfile {
  /** 'de' or 'en': which pipeline (not the index language, which may be ja/fr/es). */
  pipeline: 'de' | 'en';
  stem(folded: string): string;
  stopWords: ReadonlySet<string>;
  /** Indexed words that a query never requires (question words, pronouns, auxiliaries). */
  queryFillers: ReadonlySet<string>;
  /** Split compounds when indexing (German). At query time every pipeline splits unknown words into index terms. */
  compounds: boolean;
  /** ae/oe/ue as umlaut spellings (German). */
  digraphs: boolean;
  /** k/c, z/c, ph/f spellings of German learners. */
  learnerSpellings: boolean;
  /**
   * Most edits of the typo tolerance for a query word the index has as written (words it lacks get
   * the full tolerance by length). German stems already meet the other forms of a word, so an
   * indexed word is taken as spelled right: 0 (no fuzzy look-up, the most expensive part of a
   * query). The English minimal stemmer leaves forms apart that one edit joins: 1.
   */
  knownWordEdits: number;
}

export const GERMAN: LanguageProfile = {
  pipeline: 'de',
  stem: stemGerman,
  stopWords: STOP_WORDS,
  queryFillers: QUERY_FILLERS,
  compounds: true,
  digraphs: true,
  learnerSpellings: true,
  knownWordEdits: 0,
};

export const ENGLISH: LanguageProfile = {
  pipeline: 'en',
  stem: stemEnglish,
  stopWords: STOP_WORDS_EN,
  queryFillers: QUERY_FILLERS_EN,
  compounds: false,
  digraphs: false,
  learnerSpellings: false,
  knownWordEdits: 1,
};

/** The pipeline for an index language ("de", "de-DE" → German; everything else → English). */
export function languageProfile(language: string | undefined): LanguageProfile {
  return /^de\b/i.test(language ?? '') ? GERMAN : ENGLISH;
}
