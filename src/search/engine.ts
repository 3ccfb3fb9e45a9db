/**
 * The search engine: builds a compact serialized index from DocSearch records, loads it, and answers
 * queries with ranked, per-page-deduplicated hits. Browser-safe. MiniSearch does the term lookup
 * (exact and fuzzy over its radix tree, BM25 per field); this module does query analysis and ranking.
 *
 * Index: one document per record (page intro = lvl1, each heading section = lvl2..lvl6) with the
 * fields title (lvl1 records), heading, content (the full section text), code (identifiers from code
 * blocks), lvl0 (lvl1 records), and titleParts / headingParts / contentParts holding the compound
 * parts of those fields' words (see analyze.ts), so that whole-word matches outrank part matches.
 *
 * Query analysis (per written word):
 * - stem exact match, with typo tolerance by length (≤4 letters: none, 5–8: 1 edit, ≥9: 2 edits);
 * - the last word, while typed (no trailing space), also as a prefix: its completions in the index,
 *   the shortest first, at most 40 (12 for one letter, 24 for two);
 * - umlaut digraphs as an alternative ("ueberblick" also as "uberblick");
 * - identifiers whole ("xr8addcamerapipelinemodule") or by all their parts (xr8 + add + camera + …);
 * - words unknown to the index by their compound parts ("bildziel" → bild + ziel), split with the
 *   index's own terms;
 * - two adjacent words also joined ("Zahlungs Methode" → zahlungsmethode).
 * Every word is required (AND, counted per page over all its records); when no page has them all,
 * the pages with the most words are returned. Stop words are optional.
 *
 * Ranking: BM25 with field boosts (title 6, heading 3, lvl0 1, content 1, code 0.8; compound parts:
 * title 2.5, heading 1.2, content 0.5), then per page: best record + 30 % of the others (at most
 * doubling it); ×2 when the title holds every word, ×2 more when it holds them as whole words,
 * ×2.5 when the query is the title (ignoring case, punctuation and "()"). Records: ×1.5 when their
 * heading holds every word, ×2 when it is the query, ×0.5 when neither heading nor the stored
 * content shows the match (it lies beyond the stored snippet text).
 */
import MiniSearch, {type SearchResult} from 'minisearch';
import {createAnalyzer} from './analyze';
import {encodeMiniSearch, restoreMiniSearch, type CompactMiniSearch} from './codec';
import {createCorpusSplitter, createTermSplitter, type CompoundSplitter} from './decompound';
import type {DocSearchRecord, Hierarchy, RecordType} from './records';
import {stem} from './stem';
import {capQuery, digraphVariant, fold, identifierParts, STOP_WORDS, tokenize, tokenizeToStrings} from './text';
import {MAX_QUERY_LENGTH} from '../lib/searchQuery';

/** The spec's cap on the search query (characters), shared with the search page. */
export {MAX_QUERY_LENGTH};
export const INDEX_FORMAT = 'docs-search-index';
/** Where the index goes, relative to the locale's outDir (served at <locale baseUrl>search/index.json). */
export const INDEX_FILE = 'search/index.json';
export const INDEX_VERSION = 1;
/** Default characters of content kept per record for snippets. */
export const DEFAULT_MAX_CONTENT_CHARS = 300;

/** Indexed fields; `*Parts` hold the compound parts of the words of the field they are named after. */
const FIELDS = ['title', 'heading', 'content', 'code', 'lvl0', 'titleParts', 'headingParts', 'contentParts'] as const;
type Field = (typeof FIELDS)[number];
const PART_FIELDS: Partial<Record<Field, Field>> = {titleParts: 'title', headingParts: 'heading', contentParts: 'content'};
const FIELD_BOOST: Record<Field, number> = {
  title: 6,
  heading: 3,
  content: 1,
  code: 0.8,
  lvl0: 1,
  titleParts: 2.5,
  headingParts: 1.2,
  contentParts: 0.5,
};
const MAX_WORDS = 12;

/** [url_without_anchor, lvl0, lvl1 (title), index into `tags`, language ('' = index language)] */
export type SerializedPage = [string, string, string, number, string];
/** [page index, level 1..6, anchor ('' for lvl1), heading ('' for lvl1), parent record (-1), content] */
export type SerializedRecord = [number, number, string, string, number, string];

/** The file the build writes (search/index.json) and the client loads. */
export interface SerializedIndex {
  format: typeof INDEX_FORMAT;
  version: typeof INDEX_VERSION;
  /** Language of the pages (docsearch:language). */
  language: string;
  /** docusaurus_tag values, referenced by index from pages. */
  tags: string[];
  pages: SerializedPage[];
  records: SerializedRecord[];
  /** Characters of content kept per record. */
  maxContentChars: number;
  index: CompactMiniSearch;
}

export interface BuildOptions {
  /** Characters of content kept per record for snippets (default 300). The full text is indexed. */
  maxContentChars?: number;
  /** Index language when records have none. */
  language?: string;
}

/** A built index that can be serialized with different content lengths (to meet a size budget). */
export interface PreparedIndex {
  pageCount: number;
  recordCount: number;
  serialize(maxContentChars?: number): SerializedIndex;
}

/** Builds the index from DocSearch records (all records of a page must share `url_without_anchor`). */
export function prepareSearchIndex(records: readonly DocSearchRecord[], options: BuildOptions = {}): PreparedIndex {
  const language = records[0]?.language ?? options.language ?? 'en';
  const tags: string[] = [];
  const pages: SerializedPage[] = [];
  const pageOf = new Map<string, number>();
  const rows: {page: number; level: number; anchor: string; heading: string; parent: number; content: string}[] = [];
  const docs: Record<string, string | number>[] = [];
  const lastAtLevel: number[] = [];

  for (const record of records) {
    let page = pageOf.get(record.url_without_anchor);
    if (page === undefined) {
      let tag = tags.indexOf(record.docusaurus_tag);
      if (tag === -1) tag = tags.push(record.docusaurus_tag) - 1;
      page = pages.push([
        record.url_without_anchor,
        record.hierarchy.lvl0 ?? '',
        record.hierarchy.lvl1 ?? '',
        tag,
        record.language === language ? '' : record.language,
      ]) - 1;
      pageOf.set(record.url_without_anchor, page);
      lastAtLevel.length = 0;
    }
    // 'content' records (one per paragraph, as DocSearch's crawler makes them) count as sections of
    // their deepest heading.
    const level = record.type === 'content' ? deepestLevel(record.hierarchy) : Number(record.type.slice(3));
    const heading = level > 1 ? (record.hierarchy[`lvl${level}` as keyof Hierarchy] ?? '') : '';
    let parent = -1;
    for (let l = level - 1; l >= 1; l--) {
      const candidate = lastAtLevel[l];
      if (candidate !== undefined) {
        parent = candidate;
        break;
      }
    }
    const index = rows.length;
    lastAtLevel[level] = index;
    lastAtLevel.length = level + 1;
    rows.push({page, level, anchor: record.anchor ?? '', heading, parent, content: record.content ?? ''});
    docs.push({
      id: index,
      title: level === 1 ? (record.hierarchy.lvl1 ?? '') : '',
      heading,
      content: record.content ?? '',
      code: (record.code ?? []).join(' '),
      lvl0: level === 1 ? (record.hierarchy.lvl0 ?? '') : '',
    });
  }

  // Corpus vocabulary → compound dictionary; nouns are words capitalised inside sentences.
  const counts = new Map<string, number>();
  const capitalised = new Map<string, number>();
  const lower = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const doc of docs) {
    for (const field of FIELDS) {
      if (PART_FIELDS[field]) continue;
      const text = String(doc[field]);
      for (const token of tokenize(text)) {
        for (const atom of identifierParts(token.text).atoms) bump(counts, atom);
        const before = text.slice(0, token.start).trimEnd();
        const sentenceStart = before === '' || /[.!?:;…]$/.test(before);
        for (const segment of token.text.split('-')) {
          if (!/^\p{L}+$/u.test(segment)) continue;
          if (/^\p{Lu}\p{Ll}/u.test(segment)) {
            if (!sentenceStart) bump(capitalised, fold(segment));
          } else if (/^\p{Ll}+$/u.test(segment)) bump(lower, fold(segment));
        }
      }
    }
  }
  const nouns = new Set([...capitalised].filter(([word, n]) => n >= (lower.get(word) ?? 0)).map(([word]) => word));
  const analyzer = createAnalyzer(createCorpusSplitter(counts, nouns));
  const ms = new MiniSearch({
    fields: [...FIELDS],
    storeFields: [],
    extractField: (doc: Record<string, unknown>, field: string) => doc[PART_FIELDS[field as Field] ?? field],
    tokenize: tokenizeToStrings,
    processTerm: (term: string, field?: string) => {
      const terms = analyzer(term);
      return field && PART_FIELDS[field as Field] ? terms.parts : terms.whole;
    },
  });
  ms.addAll(docs);
  const compact = encodeMiniSearch(ms.toJSON());

  return {
    pageCount: pages.length,
    recordCount: rows.length,
    serialize(maxContentChars = options.maxContentChars ?? DEFAULT_MAX_CONTENT_CHARS) {
      return {
        format: INDEX_FORMAT,
        version: INDEX_VERSION,
        language,
        tags,
        pages,
        records: rows.map((r) => [r.page, r.level, r.anchor, r.heading, r.parent, truncate(r.content, maxContentChars)]),
        maxContentChars,
        index: compact,
      };
    },
  };
}

function deepestLevel(hierarchy: Hierarchy): number {
  for (let l = 6; l > 1; l--) if (hierarchy[`lvl${l}` as keyof Hierarchy]) return l;
  return 1;
}

/** Shortcut: prepare and serialize. */
export function buildSearchIndex(records: readonly DocSearchRecord[], options: BuildOptions = {}): SerializedIndex {
  return prepareSearchIndex(records, options).serialize();
}

/** Cuts text at a word boundary and marks the cut with "…". */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : text.slice(0, max)).trimEnd() + ' …';
}

// ---------------------------------------------------------------------------------------------
// Query side

/** One word of the query. */
export interface QueryWord {
  /** The word as typed. */
  text: string;
  /** Folded form. */
  folded: string;
  /** Stop words (and a stop word being typed last) are optional. */
  required: boolean;
}

/** A term MiniSearch looks up for the query. */
export interface Leaf {
  term: string;
  /** Also look up completions (the engine expands them, at most PREFIX_COMPLETIONS). */
  prefix: boolean;
  /** Allowed edit distance. */
  fuzzy: number;
  boost: number;
  /** Words this term stands for on its own (bit mask). */
  mask: number;
  /** Parts of part groups this term satisfies, as (group << 4) | part index. */
  parts: number[];
}

/** A word that is found when all of its parts are (compound parts, identifier parts). */
export interface PartGroup {
  word: number;
  size: number;
}

/** A parsed query: the words and the terms MiniSearch looks up for them. */
export interface ParsedQuery {
  /** The query after capping at MAX_QUERY_LENGTH. */
  query: string;
  words: QueryWord[];
  /** Bit mask of the required words. */
  requiredMask: number;
  leaves: Leaf[];
  groups: PartGroup[];
  /** Normalised query for exact title / heading comparison. */
  normalized: string;
}

const fuzzyDistance = (term: string) => (term.length <= 4 ? 0 : term.length <= 8 ? 1 : 2);
const MAX_GROUP_PARTS = 8;

/** Strips everything but letters and digits, folded: "XR8.addCameraPipelineModule()" → "xr8addcamerapipelinemodule". */
export function normalizeForCompare(text: string): string {
  return fold(text).replace(/[^\p{L}\p{N}]+/gu, '');
}

export function parseQuery(rawQuery: string, hasTerm: (term: string) => boolean, splitter: CompoundSplitter): ParsedQuery {
  const query = capQuery(String(rawQuery ?? ''), MAX_QUERY_LENGTH);
  const tokens = tokenize(query).slice(0, MAX_WORDS);
  const typing = tokens.length > 0 && /[\p{L}\p{N}_$]$/u.test(query);
  const leaves = new Map<string, Leaf>();
  const groups: PartGroup[] = [];
  const words: QueryWord[] = [];
  const allStop = tokens.every((t) => STOP_WORDS.has(fold(t.text)));

  const addLeaf = (term: string, mask: number, {prefix = false, fuzzy = 0, boost = 1} = {}, part?: number) => {
    if (!term) return;
    let leaf = leaves.get(term);
    if (!leaf) {
      leaf = {term, prefix, fuzzy, boost, mask, parts: []};
      leaves.set(term, leaf);
    } else {
      leaf.mask |= mask;
      leaf.prefix ||= prefix;
      leaf.fuzzy = Math.max(leaf.fuzzy, fuzzy);
      leaf.boost = Math.max(leaf.boost, boost);
    }
    if (part !== undefined && !leaf.parts.includes(part)) leaf.parts.push(part);
  };
  const addGroup = (word: number, terms: string[], typedLast: boolean) => {
    const parts = terms.slice(0, MAX_GROUP_PARTS);
    const g = groups.push({word, size: parts.length}) - 1;
    parts.forEach((term, k) => addLeaf(term, 0, {prefix: typedLast && k === parts.length - 1, boost: 0.6}, (g << 4) | k));
  };

  tokens.forEach((token, i) => {
    const bit = 1 << i;
    const isLast = typing && i === tokens.length - 1;
    const {atoms, joined} = identifierParts(token.text);
    const word: QueryWord = {text: token.text, folded: fold(token.text), required: true};
    words.push(word);
    if (atoms.length <= 1) {
      if (STOP_WORDS.has(joined) && !allStop) {
        word.required = false;
        if (isLast) addLeaf(joined, bit, {prefix: true, boost: 0.5});
        return;
      }
      const s = stem(joined);
      addLeaf(s, bit, {fuzzy: fuzzyDistance(s), prefix: isLast && s === joined});
      if (isLast && s !== joined) addLeaf(joined, bit, {prefix: true});
      const variant = digraphVariant(joined);
      if (variant) {
        const vs = stem(variant);
        addLeaf(vs, bit, {boost: 0.95, prefix: isLast && vs === variant});
        if (isLast && vs !== variant) addLeaf(variant, bit, {prefix: true, boost: 0.95});
      }
      if (!hasTerm(s) && !(variant && hasTerm(stem(variant)))) {
        const parts = splitter.split(joined);
        if (parts.length > 1) addGroup(i, parts.map(stem), false);
      }
    } else {
      const s = stem(joined);
      addLeaf(s, bit, {fuzzy: Math.min(1, fuzzyDistance(s)), prefix: isLast && s === joined, boost: 1.2});
      if (isLast && s !== joined) addLeaf(joined, bit, {prefix: true, boost: 1.2});
      const parts = atoms.filter((a) => a.length >= 2 && !STOP_WORDS.has(a));
      if (parts.length > 1) addGroup(i, parts.map((a, k) => (isLast && k === parts.length - 1 ? a : stem(a))), isLast);
    }
  });

  // Adjacent words written apart that the corpus writes together ("Zahlungs Methode").
  for (let i = 0; i + 1 < words.length; i++) {
    const a = words[i] as QueryWord;
    const b = words[i + 1] as QueryWord;
    if (!a.required || !b.required || !/^\p{L}+$/u.test(a.folded + b.folded)) continue;
    const joined = stem(a.folded + b.folded);
    if (hasTerm(joined)) addLeaf(joined, (1 << i) | (1 << (i + 1)), {boost: 1.1});
  }

  let requiredMask = 0;
  words.forEach((w, i) => {
    if (w.required) requiredMask |= 1 << i;
  });
  return {query, words, requiredMask, leaves: [...leaves.values()], groups, normalized: normalizeForCompare(query)};
}

// ---------------------------------------------------------------------------------------------
// Loaded engine

/** A record as the engine returns it (DocSearch shape, text not escaped). */
export interface EngineRecord extends DocSearchRecord {
  /** Index of the record in the serialized index. */
  index: number;
  /** Index of its page. */
  page: number;
}

export interface EngineHit {
  record: EngineRecord;
  score: number;
  /** 'lvl1'..'lvl6' when the title/heading matched, else 'content'. */
  type: RecordType;
  /** Bit mask of the query words this record matched. */
  wordMask: number;
}

export interface EngineSearchOptions {
  /** Hits kept per page (default 3). */
  distinct?: number;
  /** Keeps only pages for which this returns true. */
  filterPage?: (page: {url: string; tag: string; language: string}) => boolean;
}

export interface EngineResult {
  parsed: ParsedQuery;
  /** Ranked hits, pages in rank order, at most `distinct` hits per page. */
  hits: EngineHit[];
  /** Number of distinct pages found. */
  pageCount: number;
  /** Index terms that matched (for highlighting). */
  matchedTerms: Set<string>;
  /** Query words each matched index term stands for. */
  termWords: (term: string) => number;
}

/** The parts of MiniSearch 7.2 used beyond its public API: its radix tree of terms. */
interface MiniSearchInternals {
  _index: {has(term: string): boolean; atPrefix(prefix: string): {keys(): Iterable<string>}};
}

/** Most completions looked up for a prefix (3+ letters). */
const PREFIX_COMPLETIONS = 40;
/** Weight of a completion relative to the exact term (before the distance discount). */
const PREFIX_WEIGHT = 0.3;

export class SearchEngine {
  readonly data: SerializedIndex;
  private readonly ms: MiniSearch;
  private readonly splitter: CompoundSplitter;
  private readonly recordCache = new Map<number, EngineRecord>();
  private readonly pageNorm: string[];
  private readonly headingNorm: string[];
  private readonly titleStems = new Map<number, Set<string>>();
  private readonly shownText = new Map<number, string>();

  private constructor(data: SerializedIndex) {
    this.data = data;
    this.ms = restoreMiniSearch(data.index, {fields: [...FIELDS], storeFields: []});
    const internals = this.ms as unknown as MiniSearchInternals;
    this.splitter = createTermSplitter((term) => internals._index.has(term));
    this.pageNorm = data.pages.map((p) => normalizeForCompare(p[2]));
    this.headingNorm = data.records.map((r) => normalizeForCompare(r[3]));
  }

  /** Loads a serialized index. Throws an Error when the data is not an index of this format. */
  static load(data: SerializedIndex | unknown): SearchEngine {
    const candidate = data as Partial<SerializedIndex> | null;
    if (
      !candidate ||
      typeof candidate !== 'object' ||
      candidate.format !== INDEX_FORMAT ||
      candidate.version !== INDEX_VERSION ||
      !Array.isArray(candidate.pages) ||
      !Array.isArray(candidate.records) ||
      !candidate.index
    ) {
      throw new Error(`Not a search index of format ${INDEX_FORMAT} v${INDEX_VERSION}.`);
    }
    return new SearchEngine(candidate as SerializedIndex);
  }

  get pageCount(): number {
    return this.data.pages.length;
  }

  get recordCount(): number {
    return this.data.records.length;
  }

  /** True when the index holds this term (a stem). */
  hasTerm(term: string): boolean {
    return (this.ms as unknown as MiniSearchInternals)._index.has(term);
  }

  parse(query: string): ParsedQuery {
    return parseQuery(query, (t) => this.hasTerm(t), this.splitter);
  }

  /** The record at `index`, in DocSearch shape (text not escaped). */
  record(index: number): EngineRecord {
    const cached = this.recordCache.get(index);
    if (cached) return cached;
    const [pageIndex, level, anchor, heading, parent, content] = this.data.records[index] as SerializedRecord;
    const [url, lvl0, lvl1, tag, language] = this.data.pages[pageIndex] as SerializedPage;
    const hierarchy: Hierarchy =
      parent >= 0
        ? {...this.record(parent).hierarchy}
        : {lvl0: lvl0 || null, lvl1: lvl1 || null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
    if (level > 1) {
      for (let l = level; l <= 6; l++) hierarchy[`lvl${l}` as keyof Hierarchy] = null;
      hierarchy[`lvl${level}` as keyof Hierarchy] = heading;
    }
    const full = anchor ? `${url}#${anchor}` : url;
    const record: EngineRecord = {
      objectID: full,
      url: full,
      url_without_anchor: url,
      anchor: anchor || null,
      type: `lvl${level}` as RecordType,
      hierarchy,
      content: content || null,
      language: language || this.data.language,
      docusaurus_tag: this.data.tags[tag] ?? '',
      index,
      page: pageIndex,
    };
    this.recordCache.set(index, record);
    return record;
  }

  search(rawQuery: string, options: EngineSearchOptions = {}): EngineResult {
    const parsed = this.parse(rawQuery);
    const distinct = Math.max(1, Math.floor(options.distinct ?? 3));
    if (!parsed.leaves.length) return {parsed, hits: [], pageCount: 0, matchedTerms: new Set(), termWords: () => 0};

    const leaves = this.expandPrefixes(parsed.leaves);
    const results = this.ms.search(
      {
        combineWith: 'OR',
        queries: leaves.map((leaf) => ({queries: [leaf.term], fuzzy: leaf.fuzzy || false, boostTerm: () => leaf.boost})),
      },
      {tokenize: (s: string) => [s], processTerm: (s: string) => s, boost: FIELD_BOOST, maxFuzzy: 2, weights: {fuzzy: 0.4, prefix: 0}},
    );

    const byTerm = new Map(leaves.map((l) => [l.term, l]));
    const termWords = this.termMapper(parsed, leaves);
    const coverage = (queryTerms: string[]) => {
      let mask = 0;
      const groupHits = parsed.groups.length ? new Array<number>(parsed.groups.length).fill(0) : undefined;
      for (const t of queryTerms) {
        const leaf = byTerm.get(t);
        if (!leaf) continue;
        mask |= leaf.mask;
        if (groupHits) for (const p of leaf.parts) groupHits[p >> 4] = (groupHits[p >> 4] as number) | (1 << (p & 15));
      }
      if (groupHits) {
        parsed.groups.forEach((g, i) => {
          if (groupHits[i] === (1 << g.size) - 1) mask |= 1 << g.word;
        });
      }
      return mask;
    };

    interface PageAgg {
      page: number;
      mask: number;
      titleMask: number;
      best: number;
      sum: number;
      hits: EngineHit[];
    }
    const pages = new Map<number, PageAgg>();
    const filterCache = new Map<number, boolean>();
    const matchedTerms = new Set<string>();
    const required = parsed.requiredMask;
    for (const result of results as SearchResult[]) {
      const index = result.id as number;
      const row = this.data.records[index] as SerializedRecord;
      const pageIndex = row[0];
      if (options.filterPage) {
        let keep = filterCache.get(pageIndex);
        if (keep === undefined) {
          const [url, , , tag, language] = this.data.pages[pageIndex] as SerializedPage;
          keep = options.filterPage({url, tag: this.data.tags[tag] ?? '', language: language || this.data.language});
          filterCache.set(pageIndex, keep);
        }
        if (!keep) continue;
      }
      const mask = coverage(result.queryTerms);
      const level = row[1];
      let ownFieldMatch = false; // title (lvl1) or heading (lvl2+)
      let headingMask = 0;
      let titleMask = 0;
      for (const [term, fields] of Object.entries(result.match)) {
        matchedTerms.add(term);
        if (fields.includes('title') || fields.includes('titleParts')) {
          ownFieldMatch = true;
          titleMask |= termWords(term);
        }
        if (fields.includes('heading') || fields.includes('headingParts')) {
          ownFieldMatch = true;
          headingMask |= termWords(term);
        }
      }
      let score = result.score / Math.max(1, result.queryTerms.length);
      // Within a page, prefer records whose stored (shown) text holds the match over records that
      // matched further down than the stored content reaches.
      if (!ownFieldMatch && !this.showsMatch(index, result.terms)) score *= 0.5;
      if (level > 1 && required && (headingMask & required) === required) score *= 1.5;
      if (level > 1 && parsed.normalized && this.headingNorm[index] === parsed.normalized) score *= 2;
      const hit: EngineHit = {
        record: this.record(index),
        score,
        type: ownFieldMatch || !row[5] ? (`lvl${level}` as RecordType) : 'content',
        wordMask: mask,
      };
      let agg = pages.get(pageIndex);
      if (!agg) {
        agg = {page: pageIndex, mask: 0, titleMask: 0, best: 0, sum: 0, hits: []};
        pages.set(pageIndex, agg);
      }
      agg.mask |= mask;
      agg.titleMask |= titleMask;
      agg.best = Math.max(agg.best, score);
      agg.sum += score;
      agg.hits.push(hit);
    }

    const count = (mask: number) => {
      let c = 0;
      for (let m = mask & required; m; m &= m - 1) c++;
      return c;
    };
    const aggs = [...pages.values()];
    const most = aggs.reduce((max, a) => Math.max(max, count(a.mask)), 0);
    const ranked = aggs
      .filter((a) => count(a.mask) === most)
      .map((a) => {
        let score = a.best + Math.min(a.best, 0.3 * (a.sum - a.best));
        if (required && (a.titleMask & required) === required) score *= 2;
        if (required && (this.titleWordMask(a.page, parsed) & required) === required) score *= 2;
        if (parsed.normalized && this.pageNorm[a.page] === parsed.normalized) score *= 2.5;
        return {agg: a, score};
      })
      .sort((x, y) => y.score - x.score || x.agg.page - y.agg.page);

    const hits: EngineHit[] = [];
    for (const {agg, score} of ranked) {
      const own = agg.hits.sort((x, y) => y.score - x.score || x.record.index - y.record.index).slice(0, distinct);
      // The page's own (lvl1) hit leads its group when it is among the kept ones.
      own.sort((x, y) => (x.record.type === 'lvl1' ? -1 : y.record.type === 'lvl1' ? 1 : 0));
      for (const hit of own) hits.push({...hit, score: score * (hit.score / agg.best)});
    }
    return {parsed, hits, pageCount: ranked.length, matchedTerms, termWords};
  }

  /**
   * Replaces prefix look-ups by their completions in the index — the shortest ones first, at most
   * PREFIX_COMPLETIONS (fewer for one- and two-letter prefixes) — weighted like MiniSearch weighs
   * prefix matches, lower the longer the completion.
   */
  private expandPrefixes(leaves: Leaf[]): Leaf[] {
    const out = new Map<string, Leaf>();
    const add = (leaf: Leaf) => {
      const existing = out.get(leaf.term);
      if (!existing) {
        out.set(leaf.term, {...leaf, prefix: false, parts: [...leaf.parts]});
        return;
      }
      existing.mask |= leaf.mask;
      existing.fuzzy = Math.max(existing.fuzzy, leaf.fuzzy);
      existing.boost = Math.max(existing.boost, leaf.boost);
      for (const p of leaf.parts) if (!existing.parts.includes(p)) existing.parts.push(p);
    };
    const index = (this.ms as unknown as MiniSearchInternals)._index;
    for (const leaf of leaves) {
      add(leaf);
      if (!leaf.prefix) continue;
      const limit = leaf.term.length === 1 ? 12 : leaf.term.length === 2 ? 24 : PREFIX_COMPLETIONS;
      const completions: string[] = [];
      for (const term of index.atPrefix(leaf.term).keys()) if (term !== leaf.term) completions.push(term);
      if (completions.length > limit) completions.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).length = limit;
      for (const term of completions) {
        const distance = term.length - leaf.term.length;
        const weight = PREFIX_WEIGHT * (term.length / (term.length + 0.3 * distance));
        add({term, prefix: false, fuzzy: 0, boost: leaf.boost * weight, mask: leaf.mask, parts: leaf.parts});
      }
    }
    return [...out.values()];
  }

  /** True when the stored text of a record (what a snippet can show) contains one of the terms. */
  private showsMatch(index: number, terms: string[]): boolean {
    let text = this.shownText.get(index);
    if (text === undefined) {
      text = fold((this.data.records[index] as SerializedRecord)[5]).replace(/[^\p{L}\p{N}]+/gu, '');
      this.shownText.set(index, text);
    }
    return terms.some((term) => text.includes(term));
  }

  /** Query words that the page title contains as whole words (not only as a compound part or prefix). */
  private titleWordMask(page: number, parsed: ParsedQuery): number {
    let stems = this.titleStems.get(page);
    if (!stems) {
      stems = new Set();
      for (const token of tokenizeToStrings((this.data.pages[page] as SerializedPage)[2])) {
        const {joined, atoms} = identifierParts(token);
        stems.add(stem(joined));
        for (const atom of atoms) stems.add(stem(atom));
      }
      this.titleStems.set(page, stems);
    }
    let mask = 0;
    parsed.words.forEach((word, i) => {
      const joined = identifierParts(word.text).joined;
      const variant = digraphVariant(joined);
      if (stems.has(stem(joined)) || (variant && stems.has(stem(variant)))) mask |= 1 << i;
    });
    return mask;
  }

  /** Maps an index term back to the query words it stands for (exact, completion, fuzzy or part match). */
  private termMapper(parsed: ParsedQuery, leaves: Leaf[]): (term: string) => number {
    const cache = new Map<string, number>();
    const wordsOf = (leaf: Leaf) => {
      let mask = leaf.mask;
      for (const p of leaf.parts) mask |= 1 << (parsed.groups[p >> 4] as PartGroup).word;
      return mask;
    };
    const exact = new Map(leaves.map((l) => [l.term, wordsOf(l)]));
    const fuzzy = leaves.filter((l) => l.fuzzy > 0);
    return (term: string) => {
      let mask = cache.get(term);
      if (mask !== undefined) return mask;
      mask = exact.get(term) ?? 0;
      for (const leaf of fuzzy) {
        const m = wordsOf(leaf);
        if ((mask & m) !== m && withinDistance(term, leaf.term, leaf.fuzzy)) mask |= m;
      }
      cache.set(term, mask);
      return mask;
    };
  }
}

/** Levenshtein distance ≤ max (banded). */
export function withinDistance(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const v = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return false;
    prev = cur;
  }
  return (prev[b.length] as number) <= max;
}
