/**
 * The search engine: builds a compact serialized index from DocSearch records, loads it, and answers
 * queries with ranked, per-page-deduplicated hits. Browser-safe. MiniSearch does the term lookup
 * (exact and fuzzy over its radix tree, BM25 per field); this module does query analysis and ranking.
 * The analysis pipeline follows the index language (language.ts): German for de, English otherwise.
 *
 * Index: one document per record (page intro = lvl1, each heading section = lvl2..lvl6) with the
 * fields title (lvl1 records), heading, content (the full section text), code (identifiers from code
 * blocks), lvl0 (lvl1 records), about (lvl1 records: the page's front matter `keywords` and
 * `description`, the everyday words readers type for what the page offers), and titleParts /
 * headingParts / contentParts / aboutParts holding the compound parts of those fields' words (see
 * analyze.ts), so that whole-word matches outrank part matches.
 * The fields live in two MiniSearch indexes, head (titles, headings) and body (text), which a split
 * index ships in two files (`SplitIndex`); results of both are merged per record.
 *
 * Query analysis (per written word):
 * - stem exact match, with typo tolerance by length (≤4 letters: none, 5–8: 1 edit, ≥9: 2 edits) —
 *   for a word the index has at most `knownWordEdits` (German 0, English 1);
 * - words the index lacks: one transposition (Damerau), German-learner spellings (k/c, z/c, ph/f);
 * - the last word, while typed (no trailing space), also as a prefix: its completions in the index,
 *   the shortest first, at most 40 (12 for one letter, 24 for two);
 * - umlaut digraphs as an alternative ("ueberblick" also as "uberblick");
 * - identifiers whole ("xr8addcamerapipelinemodule") or by all their parts (xr8 + add + camera + …);
 * - words unknown to the index by their compound parts ("bildziel" → bild + ziel), split with the
 *   index's own terms, also with a typo in one part;
 * - synonyms from the glossary (one-word forms as alternatives, several words as a group);
 * - two adjacent words also joined ("Zahlungs Methode" → zahlungsmethode, "on attach" → onattach).
 * Required words (counted per page over all its records): all of one or two, most of longer queries
 * (`minimumCoverage`), each missing one halving the page's score; when no page has enough, the best
 * partial matches are returned, ranked by how much of the query they cover. Stop words, question
 * words, pronouns and auxiliaries (`QUERY_FILLERS`) are optional; verb forms (`inflections`) and
 * separable verbs („Wie lege ich … an?“) meet the page's form.
 *
 * Ranking: BM25 with field boosts (title 6, heading 3, about 3, lvl0 1, content 1, code 0.8; compound
 * parts: title 2.5, heading 1.2, about 1.2, content 0.5), then per page: best record + 30 % of the others (at most
 * doubling it); ×2 when the title holds every word, ×2 more when it holds them as whole words,
 * ×2.5 when the query is the title (ignoring case, punctuation and "()"; also by stems without stop
 * words, without a "(…)" note, or the last member of a dotted query: "ecs.Collider" → Collider) or the
 * last member of a dotted API title ("takeScreenshot" for XR8.CanvasScreenshot.takeScreenshot()),
 * ×2 when another form of the query's synonym group is the title. A title or heading holds a word
 * only with the whole of its compound / identifier / multi-word synonym group. Records: ×1.5 when their
 * heading holds every word, ×2 when it is the query, ×0.5 when neither heading nor the stored
 * content shows the match (it lies beyond the stored snippet text).
 */
import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import {createAnalyzer} from './analyze';
import {encodeMiniSearch, restoreMiniSearch, type CompactMiniSearch} from './codec';
import {createCorpusSplitter, createTermSplitter, LINKING_ELEMENTS, type CompoundSplitter} from './decompound';
import {GERMAN, languageProfile, type LanguageProfile} from './language';
import {capQuery, digraphVariant, fold, identifierParts, SEPARABLE_PARTICLES, tokenize, tokenizeToStrings} from './text';
import {INDEX_FILE, type DocSearchRecord, type Hierarchy, type RecordType} from './types';

export {INDEX_FILE};
export const INDEX_FORMAT = 'docs-search-index';
export const INDEX_VERSION = 2;
/** Format name of the second file of a split index (see `SplitIndex`). */
export const REST_FORMAT = 'docs-search-index-rest';
/** Default characters of content kept per record for snippets. */
export const DEFAULT_MAX_CONTENT_CHARS = 300;

/** Indexed fields; `*Parts` hold the compound parts of the words of the field they are named after. */
const FIELDS = ['title', 'heading', 'content', 'code', 'lvl0', 'about', 'titleParts', 'headingParts', 'contentParts', 'aboutParts'] as const;
type Field = (typeof FIELDS)[number];
/**
 * The index is kept as two MiniSearch indexes: the head (titles, headings, section names), which
 * answers on its own, and the body (text, code, text compound parts). A split index ships the body
 * and the stored text in a second file that loads after the first (see `SplitIndex`).
 */
const HEAD_FIELDS: Field[] = ['title', 'heading', 'lvl0', 'about', 'titleParts', 'headingParts', 'aboutParts'];
const BODY_FIELDS: Field[] = ['content', 'code', 'contentParts'];
const PART_FIELDS: Partial<Record<Field, Field>> = {titleParts: 'title', headingParts: 'heading', contentParts: 'content', aboutParts: 'about'};
/** What a page says about itself (keywords, description): between a heading and a title. */
const ABOUT_BOOST = 3;
const FIELD_BOOST: Record<Field, number> = {
  title: 6,
  heading: 3,
  content: 1,
  code: 0.8,
  lvl0: 1,
  about: ABOUT_BOOST,
  titleParts: 2.5,
  headingParts: 1.2,
  contentParts: 0.5,
  aboutParts: ABOUT_BOOST * 0.4,
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
  /**
   * Synonym groups: each group lists equivalent forms, any of which finds the
   * others ("Ankerpunkt", "anchor"). From the glossary's `search` field (see writing/README.md).
   */
  synonyms?: string[][];
  /** Index of the head fields (titles, headings, section names). */
  index: CompactMiniSearch;
  /** Index of the body fields; absent in the first file of a split index. */
  body?: CompactMiniSearch;
  /**
   * Split index: path of the second file (`SerializedRest`) relative to the locale's base URL.
   * Records carry no content until it is loaded.
   */
  rest?: string;
}

/** The second file of a split index: the body index and each record's stored content. */
export interface SerializedRest {
  format: typeof REST_FORMAT;
  version: typeof INDEX_VERSION;
  content: string[];
  body: CompactMiniSearch;
}

/** A split index: the first file answers on its own (titles and headings) while the rest loads. */
export interface SplitIndex {
  head: SerializedIndex;
  rest: SerializedRest;
}

export interface BuildOptions {
  /** Characters of content kept per record for snippets (default 300). The full text is indexed. */
  maxContentChars?: number;
  /** Index language when records have none. */
  language?: string;
  /** Synonym groups (equivalent forms), for every pipeline (the glossary holds German and English words). */
  synonyms?: readonly (readonly string[])[];
}

/** A built index that can be serialized with different content lengths (to meet a size budget). */
export interface PreparedIndex {
  pageCount: number;
  recordCount: number;
  /** One file with everything. */
  serialize(maxContentChars?: number): SerializedIndex;
  /** Two files; `restPath` is where the second one is served, relative to the locale's base URL. */
  serializeSplit(restPath: string, maxContentChars?: number): SplitIndex;
}

/** Builds the index from DocSearch records (all records of a page must share `url_without_anchor`). */
export function prepareSearchIndex(records: readonly DocSearchRecord[], options: BuildOptions = {}): PreparedIndex {
  const language = records[0]?.language ?? options.language ?? 'en';
  const profile = languageProfile(language);
  const synonyms = (options.synonyms ?? []).filter((g) => g.length > 1).map((g) => [...g]);
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
      about: level === 1 ? (record.about ?? '') : '',
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
  const analyzer = createAnalyzer(profile.compounds ? createCorpusSplitter(counts, nouns) : undefined, profile);
  const compactIndex = (fields: Field[]) => {
    const ms = new MiniSearch({
      fields,
      storeFields: [],
      extractField: (doc: Record<string, unknown>, field: string) => doc[PART_FIELDS[field as Field] ?? field],
      tokenize: tokenizeToStrings,
      processTerm: (term: string, field?: string) => {
        const terms = analyzer(term);
        return field && PART_FIELDS[field as Field] ? terms.parts : terms.whole;
      },
    });
    ms.addAll(docs);
    return encodeMiniSearch(ms.toJSON());
  };
  const head = compactIndex(HEAD_FIELDS);
  const body = compactIndex(BODY_FIELDS);
  const headFile = (records: SerializedRecord[], maxContentChars: number): SerializedIndex => ({
    format: INDEX_FORMAT,
    version: INDEX_VERSION,
    language,
    tags,
    pages,
    records,
    maxContentChars,
    ...(synonyms.length ? {synonyms} : {}),
    index: head,
  });
  const rowsWith = (content: (r: (typeof rows)[number]) => string): SerializedRecord[] =>
    rows.map((r) => [r.page, r.level, r.anchor, r.heading, r.parent, content(r)]);

  return {
    pageCount: pages.length,
    recordCount: rows.length,
    serialize(maxContentChars = options.maxContentChars ?? DEFAULT_MAX_CONTENT_CHARS) {
      return {...headFile(rowsWith((r) => truncate(r.content, maxContentChars)), maxContentChars), body};
    },
    serializeSplit(restPath: string, maxContentChars = options.maxContentChars ?? DEFAULT_MAX_CONTENT_CHARS) {
      return {
        head: {...headFile(rowsWith(() => ''), maxContentChars), rest: restPath},
        rest: {format: REST_FORMAT, version: INDEX_VERSION, content: rows.map((r) => truncate(r.content, maxContentChars)), body},
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
  /** Whole-word index terms that stand for this word (its stem, spelling corrections, one-word synonyms). */
  alternatives: string[];
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

/** Words that are found when all of the group's parts are (compound parts, identifier parts, multi-word synonyms). */
export interface PartGroup {
  /** Bit mask of the query words the group stands for. */
  mask: number;
  size: number;
}

/** A parsed query: the words and the terms MiniSearch looks up for them. */
export interface ParsedQuery {
  /** The query after capping (`capQuery`). */
  query: string;
  words: QueryWord[];
  /** Bit mask of the required words. */
  requiredMask: number;
  leaves: Leaf[];
  groups: PartGroup[];
  /** Normalised query for exact title / heading comparison. */
  normalized: string;
  /**
   * What a page title that *is* the query looks like (see `titleKey`): the query's words stemmed and
   * a dotted identifier's last member ("ecs.Collider" → collider).
   */
  titleForms: string[];
  /** The other forms of a synonym group the whole query belongs to ("Gesichtserkennung" → Face Effects), as `titleKey`. */
  synonymTitleForms: string[];
}

/**
 * A title or query reduced for "is the query the title" comparison: words stemmed and joined,
 * stop words left out ("Eigene Komponenten" → eigkomponent).
 */
export function titleKey(words: readonly string[], profile: LanguageProfile): string {
  return words
    .map((w) => profile.stem(identifierParts(w).joined))
    .filter((w) => w && !profile.stopWords.has(w))
    .join('');
}

/** What the query parser needs to know about the loaded index. */
export interface QueryContext {
  /** True when the index holds this term. */
  hasTerm(term: string): boolean;
  /** Compound splitter over the index's terms (German pipeline). */
  splitter?: CompoundSplitter;
  profile?: LanguageProfile;
  /** Synonyms: stemmed form ("bildrat", "fram rat") → the other forms, each as stemmed words. */
  synonyms?: ReadonlyMap<string, readonly string[][]>;
  /**
   * Index terms for a word the index lacks: one transposition away, or another spelling (k/c, z/c,
   * ph/f). Empty when there is none.
   */
  corrections?(word: string): string[];
  /** A compound with a typo in one part, split into index terms (the typo corrected); [] when none. */
  fuzzySplit?(word: string): string[];
  /**
   * Index terms for other forms of the same word (see `inflections`): „erstellt“ → erstell,
   * „gelöscht“ → losch, „Veröffentlichung“ ↔ veroffentlich, "deleted" → delete.
   */
  inflections?(word: string, stemmed: string): string[];
}

/**
 * Allowed edits (insert, delete, substitute) by length: ≤4 letters none (a transposition is
 * still corrected, see `corrections`), 5–8 one, ≥9 two.
 */
export const fuzzyDistance = (term: string) => (term.length <= 4 ? 0 : term.length <= 8 ? 1 : 2);
const MAX_GROUP_PARTS = 8;

/** Strips everything but letters and digits, folded: "XR8.addCameraPipelineModule()" → "xr8addcamerapipelinemodule". */
export function normalizeForCompare(text: string): string {
  return fold(text).replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Builds the synonym look-up from groups of equivalent forms: each form (stemmed words) → the other forms. */
export function synonymTable(
  groups: readonly (readonly string[])[],
  stem: (word: string) => string,
  stopWords: ReadonlySet<string> = new Set(),
): Map<string, string[][]> {
  const table = new Map<string, string[][]>();
  for (const group of groups) {
    const forms = group.map((form) => {
      const words = tokenizeToStrings(form).map((w) => identifierParts(w).joined);
      // Stop words of several-word forms are not indexed: "Hilfe und Support" → hilf support.
      const content = words.length > 1 ? words.filter((w) => !stopWords.has(w)) : words;
      return (content.length ? content : words).map(stem).filter(Boolean);
    });
    forms.forEach((form, i) => {
      const key = form.join(' ');
      if (!key) return;
      const others = table.get(key) ?? [];
      forms.forEach((other, j) => {
        if (j !== i && other.length && other.join(' ') !== key && !others.some((o) => o.join(' ') === other.join(' '))) others.push(other);
      });
      table.set(key, others);
    });
  }
  return table;
}

export function parseQuery(rawQuery: string, ctx: QueryContext): ParsedQuery {
  const {hasTerm, synonyms} = ctx;
  const profile = ctx.profile ?? GERMAN;
  const {stem, stopWords} = profile;
  const fillers = profile.queryFillers;
  const query = capQuery(String(rawQuery ?? ''));
  const tokens = tokenize(query).slice(0, MAX_WORDS);
  const typing = tokens.length > 0 && /[\p{L}\p{N}_$]$/u.test(query);
  const leaves = new Map<string, Leaf>();
  const groups: PartGroup[] = [];
  const words: QueryWord[] = [];
  // Question words, pronouns and auxiliaries are optional, unless the query has nothing else.
  const optional = (folded: string) => stopWords.has(folded) || fillers.has(folded);
  const allStop = tokens.every((t) => {
    const folded = fold(t.text);
    const variant = profile.digraphs ? digraphVariant(folded) : undefined;
    return optional(folded) || (variant !== undefined && optional(variant));
  });

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
  /** A group of parts that stands for the words of `mask`; a part may have other forms (`alternatives[k]`). */
  const addGroup = (mask: number, terms: string[], typedLast: boolean, boost = 0.6, alternatives: string[][] = []) => {
    const parts = terms.slice(0, MAX_GROUP_PARTS);
    const g = groups.push({mask, size: parts.length}) - 1;
    parts.forEach((term, k) => {
      addLeaf(term, 0, {prefix: typedLast && k === parts.length - 1, boost}, (g << 4) | k);
      for (const other of alternatives[k] ?? []) addLeaf(other, 0, {boost: boost * 0.85}, (g << 4) | k);
    });
  };
  /** The other forms of a synonym group, as whole terms (one word) or groups (several words). */
  /**
   * The other forms of a synonym group. Weaker when the site itself uses the reader's word (its pages
   * are the likelier answer; the synonyms add recall): 0.6 instead of 0.8 (several-word forms, whose
   * words score one by one: 0.2 instead of 0.3).
   */
  const addSynonyms = (key: string, mask: number, word?: QueryWord) => {
    const forms = synonyms?.get(key);
    if (!forms?.length) return;
    const own = key.split(' ').every((w) => hasTerm(w));
    for (const form of forms) {
      // Forms the index lacks cannot match: not looked up.
      if (!form.every((w) => hasTerm(w))) continue;
      if (form.length === 1) {
        addLeaf(form[0] as string, mask, {boost: own ? 0.6 : 0.8});
        if (word && !word.alternatives.includes(form[0] as string)) word.alternatives.push(form[0] as string);
      } else addGroup(mask, form, false, own ? 0.2 : 0.3);
    }
  };

  tokens.forEach((token, i) => {
    const bit = 1 << i;
    const isLast = typing && i === tokens.length - 1;
    const {atoms, joined} = identifierParts(token.text);
    const word: QueryWord = {text: token.text, folded: fold(token.text), required: true, alternatives: []};
    words.push(word);
    if (atoms.length <= 1) {
      const variant = profile.digraphs ? digraphVariant(joined) : undefined;
      // Also in digraph spelling: "fuer", "moechte".
      if ((optional(joined) || (variant !== undefined && optional(variant))) && !allStop) {
        word.required = false;
        if (isLast) addLeaf(joined, bit, {prefix: true, boost: 0.5});
        // Question words and auxiliaries are indexed (stop words are not): a page holding them ranks a little higher.
        else if (!stopWords.has(joined)) addLeaf(stem(joined), bit, {boost: 0.3});
        return;
      }
      const s = stem(joined);
      word.alternatives.push(s);
      // Typo tolerance by length; less for a word the index has (see `knownWordEdits`).
      addLeaf(s, bit, {fuzzy: hasTerm(s) ? Math.min(profile.knownWordEdits, fuzzyDistance(s)) : fuzzyDistance(s), prefix: isLast && s === joined});
      if (isLast && s !== joined) addLeaf(joined, bit, {prefix: true});
      if (variant) {
        const vs = stem(variant);
        word.alternatives.push(vs);
        addLeaf(vs, bit, {boost: 0.95, prefix: isLast && vs === variant});
        if (isLast && vs !== variant) addLeaf(variant, bit, {prefix: true, boost: 0.95});
        addSynonyms(vs, bit, word);
      }
      addSynonyms(s, bit, word);
      // A verb form ending in -t/-et by the synonyms of its infinitive („wackelt“ → wackeln, „zittert“ → zittern).
      const bare = s.length >= 5 ? s.replace(/e?t$/, '') : s;
      if (bare !== s && bare.length >= 4) for (const form of new Set([bare, stem(`${bare}n`), stem(`${bare}en`)])) addSynonyms(form, bit, word);
      // Other forms of the word: verb endings and participles, -ung nouns ↔ verbs.
      const forms = ctx.inflections?.(joined, s) ?? [];
      if (variant && ctx.inflections) forms.push(...ctx.inflections(variant, stem(variant)));
      for (const form of forms) {
        if (word.alternatives.includes(form)) continue;
        word.alternatives.push(form);
        addLeaf(form, bit, {boost: 0.85});
        addSynonyms(form, bit, word);
      }
      if (!hasTerm(s) && !(variant && hasTerm(stem(variant)))) {
        for (const corrected of ctx.corrections?.(joined) ?? []) {
          word.alternatives.push(corrected);
          addLeaf(corrected, bit, {boost: 0.9});
          addSynonyms(corrected, bit, word);
        }
        // Query-side splitting uses the index's own terms: German compounds, English words run together.
        let parts = ctx.splitter?.split(joined) ?? [];
        if (parts.length < 2 && variant) parts = ctx.splitter?.split(variant) ?? [];
        // A part the index has in another form only ("Projektlöschung": löschen) by that form.
        const resolve = (part: string) => {
          const s = stem(part);
          return hasTerm(s) || hasTerm(part) ? s : (ctx.inflections?.(part, s)[0] ?? s);
        };
        // Each part also in its other forms („Modellimport“: Modell importieren).
        if (parts.length > 1) {
          const resolved = parts.map(resolve);
          addGroup(bit, resolved, false, 0.6, resolved.map((r, k) => (ctx.inflections?.(parts[k] as string, r) ?? []).filter((f) => f !== r)));
        } else {
          let fuzzyParts = ctx.fuzzySplit?.(joined) ?? [];
          if (fuzzyParts.length < 2 && variant) fuzzyParts = ctx.fuzzySplit?.(variant) ?? [];
          if (fuzzyParts.length > 1) addGroup(bit, fuzzyParts, false, 0.5);
        }
      }
    } else {
      const s = stem(joined);
      word.alternatives.push(s);
      addLeaf(s, bit, {fuzzy: Math.min(1, fuzzyDistance(s)), prefix: isLast && s === joined, boost: 1.2});
      if (isLast && s !== joined) addLeaf(joined, bit, {prefix: true, boost: 1.2});
      addSynonyms(atoms.map(stem).join(' '), bit, word);
      const parts = atoms.filter((a) => a.length >= 2 && !stopWords.has(a));
      // Stems are prefixes of their words: the last part, while typed, as a prefix of its stem.
      if (parts.length > 1) addGroup(bit, parts.map(stem), isLast);
    }
  });

  for (let i = 0; i + 1 < words.length; i++) {
    const a = words[i] as QueryWord;
    const b = words[i + 1] as QueryWord;
    const mask = (1 << i) | (1 << (i + 1));
    if (!/^[\p{L}\p{N}]+$/u.test(a.folded + b.folded)) continue;
    // Two words the site names with one term ("frame rate" → Bildrate).
    addSynonyms(`${stem(a.folded)} ${stem(b.folded)}`, mask);
    for (const form of synonyms?.get(`${stem(a.folded)} ${stem(b.folded)}`) ?? []) {
      if (form.length !== 1) continue;
      a.alternatives.push(form[0] as string);
      b.alternatives.push(form[0] as string);
    }
    // Adjacent words written apart that the corpus writes together ("Zahlungs Methode", "xr8 run",
    // "on attach").
    if (!b.required) continue;
    const joined = stem(a.folded + b.folded);
    if (hasTerm(joined)) {
      addLeaf(joined, mask, {boost: 1.1});
      a.alternatives.push(joined);
      b.alternatives.push(joined);
    }
  }

  // A separable verb split by the question („Wie lege ich … an?“): the final particle joined to an
  // earlier verb when the index has the joined verb (anleg); the particle is then optional.
  const last = words.length - 1;
  const particle = words[last];
  // Also in digraph spelling ("zurueck", "fuehre … aus").
  const plain = (folded: string) => (profile.digraphs ? (digraphVariant(folded) ?? folded) : folded);
  const particleText = particle ? plain(particle.folded) : '';
  if (profile.pipeline === 'de' && last > 0 && particle && SEPARABLE_PARTICLES.has(particleText)) {
    for (let i = 0; i < last; i++) {
      const verb = words[i] as QueryWord;
      if (!verb.required || !/^[a-z]+$/.test(verb.folded)) continue;
      const joined = [stem(particleText + verb.folded), stem(particleText + plain(verb.folded))].find((t) => hasTerm(t));
      if (!joined) continue;
      addLeaf(joined, 1 << i, {boost: 1.1});
      verb.alternatives.push(joined);
      particle.required = false;
    }
  }

  let requiredMask = 0;
  words.forEach((w, i) => {
    if (w.required) requiredMask |= 1 << i;
  });
  // The title that is the query: its words stemmed, a dotted identifier's last member, the other forms
  // of a synonym group the whole query belongs to.
  const titleForms = new Set<string>();
  const texts = words.map((w) => w.text);
  const key = titleKey(texts, profile);
  if (key) titleForms.add(key);
  if (tokens.length === 1 && /\./.test(query)) {
    const member = (tokens[0] as {text: string}).text.split('.').filter(Boolean).pop();
    if (member) titleForms.add(titleKey([member], profile));
  }
  const synonymTitleForms = new Set<string>();
  const synonymKeys = new Set([texts.map((t) => stem(identifierParts(t).joined)).join(' '), words.filter((w) => w.required).map((w) => stem(identifierParts(w.text).joined)).join(' ')]);
  for (const k of synonymKeys) {
    for (const form of synonyms?.get(k) ?? []) {
      const formKey = form.filter((w) => !stopWords.has(w)).join('');
      if (formKey && !titleForms.has(formKey)) synonymTitleForms.add(formKey);
    }
  }
  return {
    query,
    words,
    requiredMask,
    leaves: [...leaves.values()],
    groups,
    normalized: normalizeForCompare(query),
    titleForms: [...titleForms],
    synonymTitleForms: [...synonymTitleForms],
  };
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
  /** Index terms this record matched (what highlighting looks for in it). */
  terms: string[];
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
  _index: {
    has(term: string): boolean;
    atPrefix(prefix: string): {keys(): Iterable<string>};
    fuzzyGet(term: string, maxDistance: number): Map<string, [unknown, number]>;
  };
}

/** Score factor per required word a page lacks (queries of three words and more, see `minimumCoverage`). */
const MISSING_WORD = 0.5;
/** A matched record before ranking (its record object is built only when the hit is kept). */
interface RawHit {
  index: number;
  level: number;
  score: number;
  type: RecordType;
  wordMask: number;
  match: Record<string, string[]>;
}

/** Most completions looked up for a prefix (3+ letters). */
const PREFIX_COMPLETIONS = 40;
/** Weight of a completion relative to the exact term (before the distance discount). */
const PREFIX_WEIGHT = 0.3;

export class SearchEngine {
  readonly data: SerializedIndex;
  /** Head index, then (once loaded) the body index. */
  private readonly indexes: MiniSearch[];
  /** The analysis pipeline of the index language. */
  readonly profile: LanguageProfile;
  private context!: QueryContext;
  private correctionCache = new Map<string, string[]>();
  private inflectionCache = new Map<string, string[]>();
  private readonly recordCache = new Map<number, EngineRecord>();
  private readonly pageNorm: string[];
  /** Titles as `titleKey` (stemmed words, no stop words), also without a "(…)" note ("Benutzeroberfläche (UI)"). */
  private readonly pageKeys: string[][];
  /** The last member of an API title ("XR8.CanvasScreenshot.takeScreenshot()" → takescreenshot), else ''. */
  private readonly pageTailNorm: string[];
  private readonly headingNorm: string[];
  private readonly titleStems = new Map<number, Set<string>>();
  private readonly shownText = new Map<number, string>();

  private constructor(data: SerializedIndex) {
    this.data = data;
    this.indexes = [restoreMiniSearch(data.index, {fields: HEAD_FIELDS, storeFields: []})];
    if (data.body) this.indexes.push(restoreMiniSearch(data.body, {fields: BODY_FIELDS, storeFields: []}));
    this.profile = languageProfile(data.language);
    this.resetContext();
    this.pageNorm = data.pages.map((p) => normalizeForCompare(p[2]));
    this.pageKeys = data.pages.map((p) => {
      const keys = [titleKey(tokenizeToStrings(p[2]), this.profile)];
      const bare = p[2].replace(/\s*\([^)]*\)\s*/g, ' ').trim();
      if (bare && bare !== p[2].trim()) keys.push(titleKey(tokenizeToStrings(bare), this.profile));
      return keys;
    });
    this.pageTailNorm = data.pages.map((p) => {
      const title = p[2].trim();
      return /^[\w$]+(?:\.[\w$]+)+(?:\(\))?$/.test(title) ? normalizeForCompare(title.slice(title.lastIndexOf('.', title.endsWith('()') ? title.length - 3 : title.length) + 1)) : '';
    });
    this.headingNorm = data.records.map((r) => normalizeForCompare(r[3]));
  }

  /** The query context over the loaded indexes (rebuilt when the rest of a split index arrives). */
  private resetContext(): void {
    const hasTerm = (term: string) => this.hasTerm(term);
    this.correctionCache = new Map();
    this.inflectionCache = new Map();
    this.context = {
      hasTerm,
      profile: this.profile,
      splitter: createTermSplitter((term) => hasTerm(term) || (term.length >= 7 && this.inflections(term, this.profile.stem(term)).length > 0), this.profile),
      synonyms: synonymTable(this.data.synonyms ?? [], this.profile.stem, this.profile.stopWords),
      corrections: (word) => this.corrections(word),
      fuzzySplit: (word) => this.fuzzySplit(word),
      inflections: (word, stemmed) => this.inflections(word, stemmed),
    };
  }

  /** True while the second file of a split index has not been added (`complete`). */
  get partial(): boolean {
    return this.indexes.length < 2;
  }

  /** Adds the second file of a split index: the body index and the records' stored content. */
  complete(rest: SerializedRest | unknown): void {
    if (!this.partial) return;
    const candidate = rest as Partial<SerializedRest> | null;
    if (
      !candidate ||
      typeof candidate !== 'object' ||
      candidate.format !== REST_FORMAT ||
      candidate.version !== INDEX_VERSION ||
      !Array.isArray(candidate.content) ||
      candidate.content.length !== this.data.records.length ||
      !candidate.body
    ) {
      throw new Error(`Not the rest of this search index (${REST_FORMAT} v${INDEX_VERSION}).`);
    }
    const content = candidate.content;
    this.data.records.forEach((record, i) => (record[5] = content[i] ?? ''));
    this.indexes.push(restoreMiniSearch(candidate.body, {fields: BODY_FIELDS, storeFields: []}));
    this.recordCache.clear();
    this.shownText.clear();
    this.resetContext();
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
    return this.indexes.some((ms) => (ms as unknown as MiniSearchInternals)._index.has(term));
  }

  /** Terms of all loaded indexes that start with `prefix`. */
  private termsAtPrefix(prefix: string): Set<string> {
    const terms = new Set<string>();
    for (const ms of this.indexes) for (const term of (ms as unknown as MiniSearchInternals)._index.atPrefix(prefix).keys()) terms.add(term);
    return terms;
  }

  /** Terms of all loaded indexes within `maxDistance` edits, with their distance. */
  private fuzzyTerms(term: string, maxDistance: number): Map<string, number> {
    const found = new Map<string, number>();
    for (const ms of this.indexes) {
      for (const [key, [, distance]] of (ms as unknown as MiniSearchInternals)._index.fuzzyGet(term, maxDistance)) {
        found.set(key, Math.min(distance, found.get(key) ?? Infinity));
      }
    }
    return found;
  }

  parse(query: string): ParsedQuery {
    return parseQuery(query, this.context);
  }

  /**
   * Index terms for a word the index lacks, by cheap spelling repairs: one transposition of
   * adjacent letters (Damerau; "Kaemra" → kamera), German-learner spellings (k/c, z/c, ph/f:
   * "Komponente"/"Componente", "Fotos"/"Photos"). Words of four letters and more.
   */
  corrections(word: string): string[] {
    let found = this.correctionCache.get(word);
    if (found) return found;
    found = [];
    if (word.length >= 4 && /^\p{L}+$/u.test(word)) {
      const {stem} = this.profile;
      const candidates = new Set<string>();
      for (let i = 0; i + 1 < word.length; i++) {
        if (word[i] !== word[i + 1]) candidates.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
      }
      if (this.profile.learnerSpellings) {
        for (const [from, to] of LEARNER_SPELLINGS) {
          for (let at = word.indexOf(from); at !== -1; at = word.indexOf(from, at + 1)) {
            candidates.add(word.slice(0, at) + to + word.slice(at + from.length));
          }
          if (word.includes(from)) candidates.add(word.split(from).join(to));
        }
      }
      for (const candidate of candidates) {
        const term = stem(candidate);
        if (this.hasTerm(term) && !found.includes(term)) found.push(term);
      }
    }
    this.correctionCache.set(word, found);
    return found;
  }

  /**
   * Index terms for other forms of a word (light verb and noun normalisation on the query side; kept
   * only when the index has them). German: a final -t / -et of the stem (3rd person, participle:
   * „erstellt“ → erstell), the participle's ge- at the start or after a separable prefix when the
   * word itself is unknown („gelöscht“ → losch, „hochgeladen“ → hochlad, „hinzugefügt“ → hinzufug),
   * -ung nouns ↔ verbs („Veröffentlichung“ ↔ veroffentlich, „Einladung“ ↔ einlad) and -ieren verbs ↔
   * their nouns („installiere“ → installation, „Import“ ↔ importi). 1st person
   * -e and infinitive -en already meet in the stemmer („lösche“, „löschen“ → losch). English: -ing
   * and -ed ("publishing" → publish, "deleted" → delete, "creating" → create).
   */
  inflections(word: string, stemmed: string): string[] {
    const key = `${word} ${stemmed}`;
    let found = this.inflectionCache.get(key);
    if (found) return found;
    found = [];
    const candidates: string[] = [];
    if (/^[a-z]+$/.test(word) && word.length >= 5) {
      const {stem} = this.profile;
      if (this.profile.pipeline === 'de') {
        const endings = (s: string) => {
          if (s.length >= 7 && s.endsWith('ung')) candidates.push(s.slice(0, -3));
          else candidates.push(`${s}ung`);
          // -ieren verbs (stem -i: installieren → installi) and their nouns: installi ↔ installation,
          // importi ↔ import, animi ↔ animation.
          if (s.length >= 5 && s.endsWith('i')) candidates.push(`${s.slice(0, -1)}ation`, s.slice(0, -1));
          else if (s.length >= 8 && s.endsWith('ation')) candidates.push(`${s.slice(0, -5)}i`);
          else candidates.push(`${s}i`);
          if (s.length >= 6 && s.endsWith('et')) candidates.push(s.slice(0, -2));
          if (s.length >= 5 && s.endsWith('t')) candidates.push(s.slice(0, -1));
        };
        endings(stemmed);
        if (!this.hasTerm(stemmed)) {
          // English -ing words on German pages meet the German verb: "Rigging" → rigg (riggen), "Debugging" → debugg.
          if (word.endsWith('ing') && word.length >= 7) candidates.push(stem(word.slice(0, -3)), stem(`${word.slice(0, -3)}en`));
          for (let at = word.indexOf('ge'); at !== -1 && at <= 6; at = word.indexOf('ge', at + 1)) {
            const core = word.slice(0, at) + word.slice(at + 2);
            if (core.length < 5 || !/(?:t|en)$/.test(word)) continue;
            const s = stem(core);
            candidates.push(s);
            if (s.endsWith('t')) candidates.push(s.slice(0, -1));
          }
        }
      } else {
        if (word.endsWith('ing') && word.length >= 6) {
          const base = word.slice(0, -3);
          candidates.push(base, `${base}e`);
          if (/([b-df-hj-np-tv-z])\1$/.test(base)) candidates.push(base.slice(0, -1));
        }
        if (word.endsWith('ed') && word.length >= 5) {
          const base = word.slice(0, -2);
          candidates.push(base, `${base}e`);
          if (/([b-df-hj-np-tv-z])\1$/.test(base)) candidates.push(base.slice(0, -1));
          if (base.endsWith('i')) candidates.push(`${base.slice(0, -1)}y`);
        }
      }
    }
    for (const candidate of candidates) {
      if (candidate.length >= 4 && candidate !== stemmed && !found.includes(candidate) && !this.profile.stopWords.has(candidate) && this.hasTerm(candidate)) found.push(candidate);
    }
    this.inflectionCache.set(key, found);
    return found;
  }

  /**
   * A compound with a typo in one of its parts ("Bildzielerkenung"): splits it into two parts, one
   * an index term as written, the other one edit away (two from nine letters) or repaired by
   * `corrections`. Returns the index terms, or [] when there is no such split.
   */
  fuzzySplit(word: string): string[] {
    if (word.length < 8 || !/^[a-z]+$/.test(word)) return [];
    const {stem, stopWords} = this.profile;
    const known = (part: string) => (!stopWords.has(part) && (this.hasTerm(part) || this.hasTerm(stem(part))) ? (this.hasTerm(part) ? part : stem(part)) : undefined);
    const repair = (part: string): string | undefined => {
      const repaired = this.corrections(part)[0];
      if (repaired) return repaired;
      if (part.length < 5) return undefined;
      const target = stem(part);
      let best: string | undefined;
      let bestDistance = Infinity;
      for (const [term, distance] of this.fuzzyTerms(target, fuzzyDistance(target))) {
        if (term.length < 4 || stopWords.has(term)) continue;
        if (distance < bestDistance || (distance === bestDistance && best !== undefined && term.length > best.length)) {
          best = term;
          bestDistance = distance;
        }
      }
      return best;
    };
    for (let i = 4; i <= word.length - 4; i++) {
      const left = word.slice(0, i);
      const rest = word.slice(i);
      for (const link of ['', ...LINKING_ELEMENTS]) {
        if (!rest.startsWith(link) || rest.length - link.length < 4) continue;
        const right = rest.slice(link.length);
        const l = known(left);
        const r = known(right);
        if (l && !r) {
          const fixed = repair(right);
          if (fixed) return [l, fixed];
        } else if (r && !l) {
          const fixed = repair(left);
          if (fixed) return [fixed, r];
        }
      }
    }
    return [];
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
    const query: Query = {
      combineWith: 'OR',
      queries: leaves.map((leaf) => ({queries: [leaf.term], fuzzy: leaf.fuzzy || false, boostTerm: () => leaf.boost})),
    };
    const searchOptions = {tokenize: (s: string) => [s], processTerm: (s: string) => s, boost: FIELD_BOOST, maxFuzzy: 2, weights: {fuzzy: 0.4, prefix: 0}};
    const results = mergeResults(this.indexes.map((ms) => ms.search(query, searchOptions)));

    const byTerm = new Map(leaves.map((l) => [l.term, l]));
    const termWords = this.termMapper(parsed, leaves);
    // Words a field (title, heading) holds: a compound part, identifier part or word of a multi-word
    // synonym counts only when the field holds the whole group.
    const directWords = this.termMapper(parsed, leaves, false);
    const groupCount = parsed.groups.length;
    const fieldHits = new Int32Array(groupCount);
    const fieldMask = (terms: string[]) => {
      let mask = 0;
      let parts = false;
      for (const term of terms) {
        mask |= directWords(term);
        const leaf = byTerm.get(term);
        if (!leaf?.parts.length) continue;
        if (!parts) fieldHits.fill(0);
        parts = true;
        for (const p of leaf.parts) fieldHits[p >> 4] |= 1 << (p & 15);
      }
      if (parts) for (let i = 0; i < groupCount; i++) if (fieldHits[i] === (1 << (parsed.groups[i] as PartGroup).size) - 1) mask |= (parsed.groups[i] as PartGroup).mask;
      return mask;
    };
    /** Words covered (bit mask) and, for the fallback, the share of unfinished part groups found. */
    let partial = 0;
    const groupHits = new Int32Array(groupCount);
    const coverage = (queryTerms: string[]) => {
      let mask = 0;
      partial = 0;
      let parts = false;
      for (const t of queryTerms) {
        const leaf = byTerm.get(t);
        if (!leaf) continue;
        mask |= leaf.mask;
        if (!leaf.parts.length) continue;
        if (!parts) groupHits.fill(0);
        parts = true;
        for (const p of leaf.parts) groupHits[p >> 4] |= 1 << (p & 15);
      }
      if (parts) {
        for (let i = 0; i < groupCount; i++) {
          const g = parsed.groups[i] as PartGroup;
          const hit = groupHits[i] as number;
          if (hit === (1 << g.size) - 1) mask |= g.mask;
          else if (hit) partial = Math.max(partial, popcount(hit) / g.size);
        }
      }
      return mask;
    };

    interface PageAgg {
      page: number;
      mask: number;
      /** Best share of an unfinished compound / part group found on one record (fallback ranking). */
      partShare: number;
      titleMask: number;
      best: number;
      sum: number;
      hits: RawHit[];
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
      const partShare = partial;
      const level = row[1];
      let ownFieldMatch = false; // title (lvl1) or heading (lvl2+)
      const titleTerms: string[] = [];
      const headingTerms: string[] = [];
      for (const [term, fields] of Object.entries(result.match)) {
        matchedTerms.add(term);
        if (fields.includes('title') || fields.includes('titleParts')) {
          ownFieldMatch = true;
          titleTerms.push(term);
        }
        if (fields.includes('heading') || fields.includes('headingParts')) {
          ownFieldMatch = true;
          headingTerms.push(term);
        }
      }
      let score = result.score / Math.max(1, result.queryTerms.length);
      // Within a page, prefer records whose stored (shown) text holds the match over records that
      // matched further down than the stored content reaches.
      if (!ownFieldMatch && !this.showsMatch(index, result.terms)) score *= 0.5;
      const titleMask = titleTerms.length ? fieldMask(titleTerms) : 0;
      const headingMask = headingTerms.length ? fieldMask(headingTerms) : 0;
      if (level > 1 && required && (headingMask & required) === required) score *= 1.5;
      if (level > 1 && parsed.normalized && this.headingNorm[index] === parsed.normalized) score *= 2;
      // The record object and the matched terms are built for the kept hits only.
      const hit: RawHit = {index, level, score, type: ownFieldMatch || !row[5] ? (`lvl${level}` as RecordType) : 'content', wordMask: mask, match: result.match};
      let agg = pages.get(pageIndex);
      if (!agg) {
        agg = {page: pageIndex, mask: 0, partShare: 0, titleMask: 0, best: 0, sum: 0, hits: []};
        pages.set(pageIndex, agg);
      }
      agg.mask |= mask;
      agg.partShare = Math.max(agg.partShare, partShare);
      agg.titleMask |= titleMask;
      agg.best = Math.max(agg.best, score);
      agg.sum += score;
      agg.hits.push(hit);
    }

    const count = (mask: number) => popcount(mask & required);
    const aggs = [...pages.values()];
    const wanted = count(required);
    // Pages with enough of the required words (all of one or two, most of three and more: see
    // `minimumCoverage`), each missing word halving the score; when no page has enough, the best
    // partial matches, ranked by how much they cover (whole words, then the share of a compound's
    // parts), then by score.
    const need = minimumCoverage(wanted);
    const enough = aggs.filter((a) => count(a.mask) >= need);
    const fallback = enough.length === 0 && wanted > 0;
    const coverageOf = (a: PageAgg) => count(a.mask) + (count(a.mask) < wanted ? 0.9 * a.partShare : 0);
    const ranked = (fallback ? aggs : enough)
      .map((a) => {
        let score = a.best + Math.min(a.best, 0.3 * (a.sum - a.best));
        if (required && (a.titleMask & required) === required) score *= 2;
        if (required && (this.titleWordMask(a.page, parsed) & required) === required) score *= 2;
        // The query is the title, or the member an API title names ("takeScreenshot").
        const keys = this.pageKeys[a.page] as string[];
        if (
          parsed.normalized &&
          (this.pageNorm[a.page] === parsed.normalized || this.pageTailNorm[a.page] === parsed.normalized || keys.some((k) => parsed.titleForms.includes(k)))
        ) {
          score *= 2.5;
        } else if (keys.some((k) => parsed.synonymTitleForms.includes(k))) {
          // The title is another name of the query's concept (the glossary's forms).
          score *= 2;
        }
        // Enough of the words: a missing word halves the score instead of ranking the page after all
        // complete ones (the page may say it differently); the fallback ranks by coverage first.
        if (!fallback) return {agg: a, score: score * MISSING_WORD ** (wanted - count(a.mask)), coverage: 0};
        return {agg: a, score, coverage: coverageOf(a)};
      })
      .sort((x, y) => y.coverage - x.coverage || y.score - x.score || x.agg.page - y.agg.page);

    const hits: EngineHit[] = [];
    for (const {agg, score} of ranked) {
      const own = agg.hits.sort((x, y) => y.score - x.score || x.index - y.index).slice(0, distinct);
      // The page's own (lvl1) hit leads its group when it is among the kept ones.
      own.sort((x, y) => (x.level === 1 ? -1 : y.level === 1 ? 1 : 0));
      for (const hit of own) {
        hits.push({record: this.record(hit.index), score: score * (hit.score / agg.best), type: hit.type, wordMask: hit.wordMask, terms: Object.keys(hit.match)});
      }
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
    for (const leaf of leaves) {
      add(leaf);
      if (!leaf.prefix) continue;
      const limit = leaf.term.length === 1 ? 12 : leaf.term.length === 2 ? 24 : PREFIX_COMPLETIONS;
      const completions: string[] = [];
      for (const term of this.termsAtPrefix(leaf.term)) if (term !== leaf.term) completions.push(term);
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
        stems.add(this.profile.stem(joined));
        for (const atom of atoms) stems.add(this.profile.stem(atom));
      }
      this.titleStems.set(page, stems);
    }
    let mask = 0;
    parsed.words.forEach((word, i) => {
      if (word.alternatives.some((term) => stems.has(term))) mask |= 1 << i;
    });
    return mask;
  }

  /** Maps an index term back to the query words it stands for (exact, completion, fuzzy or part match). */
  private termMapper(parsed: ParsedQuery, leaves: Leaf[], withParts = true): (term: string) => number {
    const cache = new Map<string, number>();
    const wordsOf = (leaf: Leaf) => {
      let mask = leaf.mask;
      if (withParts) for (const p of leaf.parts) mask |= (parsed.groups[p >> 4] as PartGroup).mask;
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

/**
 * Results of the head and body indexes as one list: per record, scores added (BM25 is per field, and
 * the two indexes hold different fields), matched terms and fields united.
 */
function mergeResults(lists: SearchResult[][]): SearchResult[] {
  if (lists.length === 1) return lists[0] as SearchResult[];
  const byId = new Map<unknown, SearchResult>();
  for (const list of lists) {
    for (const result of list) {
      const seen = byId.get(result.id);
      if (!seen) {
        byId.set(result.id, {...result, terms: [...result.terms], queryTerms: [...result.queryTerms], match: {...result.match}});
        continue;
      }
      seen.score += result.score;
      for (const term of result.terms) if (!seen.terms.includes(term)) seen.terms.push(term);
      for (const term of result.queryTerms) if (!seen.queryTerms.includes(term)) seen.queryTerms.push(term);
      for (const [term, fields] of Object.entries(result.match)) seen.match[term] = [...new Set([...(seen.match[term] ?? []), ...fields])];
    }
  }
  return [...byId.values()];
}

/**
 * Required words a page must hold for a query of `wanted` required words: all of one or two, two
 * of three, three of four, and two thirds (rounded up) of longer queries — readers' questions hold
 * words the page says differently.
 */
export function minimumCoverage(wanted: number): number {
  return wanted <= 2 ? wanted : Math.ceil((2 * wanted) / 3);
}

function popcount(mask: number): number {
  let c = 0;
  for (let m = mask; m; m &= m - 1) c++;
  return c;
}

/** Spelling pairs German learners mix up (either direction); `corrections` tries each. */
const LEARNER_SPELLINGS: readonly [string, string][] = [
  ['c', 'k'],
  ['k', 'c'],
  ['c', 'z'],
  ['z', 'c'],
  ['ph', 'f'],
  ['f', 'ph'],
];

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
