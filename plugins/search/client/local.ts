/**
 * A search client with the surface @docsearch/react 3.9 (and algoliasearch-helper) call, answered
 * from the local index. Browser-safe.
 *
 * ```ts
 * const client = createLocalSearchClient(() => fetchLocalIndex(`${baseUrl}search/index.json`)); // site.ts does this
 * <DocSearchModal transformSearchClient={() => client} ... />
 * ```
 *
 * - `search({requests})` (algoliasearch v5, what DocSearch 3.9 sends) and `search(requests[])`
 *   (algoliasearch v4 / algoliasearch-helper) are both accepted. Request parameters may be top-level
 *   or in `params` (object or URL-encoded string).
 * - Parameters honoured: query (capped at 64 characters), page, hitsPerPage (default 20),
 *   attributesToSnippet ("content:10" = 10 words; default ["content:10"]), highlightPreTag /
 *   highlightPostTag (default <mark> / </mark>), snippetEllipsisText (default "…"), facetFilters on
 *   `language` and `docusaurus_tag` (strings, nested OR arrays, "attr:-value" negation; other
 *   attributes are ignored), facets (counts for `language` and `docusaurus_tag`), distinct (hits
 *   kept per page: true = 1, a number, default `options.distinct` = 3). Other parameters are ignored.
 * - Every hit is DocSearch-shaped (objectID, url, url_without_anchor, anchor, type, hierarchy
 *   lvl0–lvl6, content, language, docusaurus_tag) with `_highlightResult` and `_snippetResult`.
 *   Text fields — `hierarchy.*`, `content` and all highlight/snippet values — are HTML-escaped, so
 *   DocSearch's fallback of rendering a raw attribute as HTML (recent searches) is safe too.
 *   Highlight and snippet values contain no markup but the configured tags and ellipsis.
 * - `type` is 'lvl1'…'lvl6' when the page title / heading matched, 'content' when only the text did.
 * - The index is loaded on the first search (or `preload()`), once; a failed load rejects that call
 *   with an Error and the next call tries again.
 */
import {SearchEngine, type EngineHit, type EngineResult, type SerializedIndex} from '../engine/engine';
import {Highlighter, type HighlightResult, type SnippetResult} from '../engine/highlight';
import {capQuery, escapeHtml} from '../engine/text';
import type {DocSearchRecord, Hierarchy} from '../engine/types';

/** One request of a batch. Parameters may also come in `params`. */
export interface SearchRequest {
  indexName?: string;
  query?: string;
  params?: string | Record<string, unknown>;
  [parameter: string]: unknown;
}

type HierarchyKey = keyof Hierarchy;

/** A record as returned: the stored fields (without build-time `code`) plus highlights and snippets. */
export interface DocSearchHit extends Omit<DocSearchRecord, 'code'> {
  _highlightResult: {
    hierarchy: Partial<Record<HierarchyKey, HighlightResult>>;
    content?: HighlightResult;
  };
  _snippetResult: {
    hierarchy?: Partial<Record<HierarchyKey, SnippetResult>>;
    content?: SnippetResult;
  };
}

export interface SearchResponse {
  hits: DocSearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  facets?: Record<string, Record<string, number>>;
}

export interface SearchResponses {
  results: SearchResponse[];
}

export interface LocalSearchClientOptions {
  /** Hits kept per page unless a request sets `distinct` (default 3). */
  distinct?: number;
  /** Prepended to every url (e.g. the site origin, for code that needs absolute URLs). */
  urlPrefix?: string;
  /**
   * Loads the second file of a split index (its path relative to the locale's base URL, from the
   * first file's `rest`). It starts as soon as the first file is loaded; searches are answered from
   * the first file meanwhile, except that a search with no hits waits for it.
   */
  loadRest?: (path: string) => Promise<unknown>;
}

export interface LocalSearchClient {
  search(requests: {requests: SearchRequest[]} | SearchRequest[]): Promise<SearchResponses>;
  /** Loads the index (e.g. when the search button is hovered or focused); resolves when all of it is there. */
  preload(): Promise<void>;
  /** No-op; DocSearch and algoliasearch-helper call it on Algolia clients. */
  addAlgoliaAgent(): void;
}

const HIERARCHY_KEYS: HierarchyKey[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
const MAX_HITS_PER_PAGE = 1000;

/**
 * @param loadIndex Resolves to the parsed search/index.json (a `SerializedIndex`; anything else
 *   rejects with an Error). Called on the first search, and again after a failed load.
 *
 * A split index (`rest` in the first file) is completed in the background with `options.loadRest`;
 * when that fails, the next search tries again, and the first file keeps answering.
 */
export function createLocalSearchClient(
  loadIndex: () => Promise<SerializedIndex | unknown>,
  options: LocalSearchClientOptions = {},
): LocalSearchClient {
  let engine: Promise<SearchEngine> | null = null;
  let rest: Promise<void> | null = null;

  /** Starts loading the rest of a split index (once; again after a failure). */
  const completeLater = (loaded: SearchEngine): Promise<void> | null => {
    if (!loaded.partial || !loaded.data.rest || !options.loadRest) return null;
    if (!rest) {
      const path = loaded.data.rest;
      const loadRest = options.loadRest;
      const loading = Promise.resolve()
        .then(() => loadRest(path))
        .then((data) => loaded.complete(data))
        .catch(() => {
          if (rest === loading) rest = null;
        });
      rest = loading;
    }
    return rest;
  };

  const getEngine = (): Promise<SearchEngine> => {
    if (!engine) {
      const loading = Promise.resolve()
        .then(loadIndex)
        .then((data) => {
          const loaded = SearchEngine.load(data);
          void completeLater(loaded);
          return loaded;
        })
        .catch((error: unknown) => {
          if (engine === loading) engine = null;
          throw toError(error, 'The search index could not be loaded.');
        });
      engine = loading;
    }
    return engine;
  };

  return {
    async search(input) {
      const requests = Array.isArray(input) ? input : input?.requests;
      if (!Array.isArray(requests)) throw new Error('search() expects {requests: [...]} or an array of requests.');
      const loaded = await getEngine();
      try {
        let results = requests.map((request) => answer(loaded, request, options));
        const pending = loaded.partial ? completeLater(loaded) : null;
        if (pending && results.some((r, i) => r.nbHits === 0 && readParams(requests[i] as SearchRequest).query.trim())) {
          await pending;
          results = requests.map((request) => answer(loaded, request, options));
        }
        return {results};
      } catch (error) {
        throw toError(error, 'Search failed.');
      }
    },
    async preload() {
      const loaded = await getEngine();
      await completeLater(loaded);
    },
    addAlgoliaAgent() {},
  };
}

function toError(error: unknown, fallback: string): Error {
  if (error instanceof Error) return error;
  return new Error(typeof error === 'string' && error ? error : fallback);
}

// ---------------------------------------------------------------------------------------------

interface Params {
  query: string;
  page: number;
  hitsPerPage: number;
  snippets: Map<string, number>;
  preTag: string;
  postTag: string;
  ellipsis: string;
  facetFilters: unknown;
  facets: string[];
  distinct: number | undefined;
  indexName: string;
  raw: Record<string, unknown>;
}

function readParams(request: SearchRequest): Params {
  let nested: Record<string, unknown> = {};
  if (typeof request.params === 'string') nested = parseParamString(request.params);
  else if (request.params && typeof request.params === 'object') nested = request.params;
  const raw: Record<string, unknown> = {...nested, ...request};
  delete raw.params;
  const int = (value: unknown, fallback: number) => {
    const n = typeof value === 'string' ? Number(value) : value;
    return typeof n === 'number' && Number.isFinite(n) ? Math.floor(n) : fallback;
  };
  const str = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
  const snippets = new Map<string, number>();
  const attributes = Array.isArray(raw.attributesToSnippet) ? raw.attributesToSnippet : ['content:10'];
  for (const spec of attributes) {
    if (typeof spec !== 'string') continue;
    const [attribute, count] = spec.split(':');
    if (attribute) snippets.set(attribute, Math.max(1, int(count, 10)));
  }
  let distinct: number | undefined;
  if (raw.distinct === true) distinct = 1;
  else if (raw.distinct === false || raw.distinct === 0) distinct = MAX_HITS_PER_PAGE;
  else if (raw.distinct !== undefined) distinct = Math.max(1, int(raw.distinct, 1));
  return {
    query: capQuery(str(raw.query, '')),
    page: Math.max(0, int(raw.page, 0)),
    hitsPerPage: Math.min(MAX_HITS_PER_PAGE, Math.max(0, int(raw.hitsPerPage, 20))),
    snippets,
    preTag: str(raw.highlightPreTag, '<mark>'),
    postTag: str(raw.highlightPostTag, '</mark>'),
    ellipsis: str(raw.snippetEllipsisText, '…'),
    facetFilters: raw.facetFilters,
    facets: (Array.isArray(raw.facets) ? raw.facets : typeof raw.facets === 'string' ? [raw.facets] : []).filter(
      (f): f is string => typeof f === 'string',
    ),
    distinct,
    indexName: str(raw.indexName, ''),
    raw,
  };
}

function parseParamString(params: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(params)) {
    try {
      out[key] = JSON.parse(value);
    } catch {
      out[key] = value;
    }
  }
  if (typeof out.query !== 'string' && out.query !== undefined) out.query = String(out.query);
  return out;
}

/** facetFilters → predicate over {language, docusaurus_tag}. Unknown attributes match everything. */
function facetPredicate(filters: unknown): ((facets: Record<string, string>) => boolean) | undefined {
  if (filters === undefined || filters === null || filters === '') return undefined;
  const list: unknown[] = typeof filters === 'string' ? filters.split(',') : Array.isArray(filters) ? filters : [];
  const test = (filter: unknown, facets: Record<string, string>): boolean => {
    if (typeof filter !== 'string') return true;
    const colon = filter.indexOf(':');
    if (colon === -1) return true;
    const attribute = filter.slice(0, colon).trim();
    let value = filter.slice(colon + 1).trim();
    if (!(attribute in facets)) return true;
    const negate = value.startsWith('-');
    if (negate) value = value.slice(1);
    else if (value.startsWith('\\-')) value = value.slice(1);
    return (facets[attribute] === value) !== negate;
  };
  return (facets) =>
    list.every((entry) => (Array.isArray(entry) ? entry.length === 0 || entry.some((f) => test(f, facets)) : test(entry, facets)));
}

function answer(engine: SearchEngine, request: SearchRequest, options: LocalSearchClientOptions): SearchResponse {
  const started = now();
  const params = readParams(request);
  const predicate = facetPredicate(params.facetFilters);
  const result: EngineResult = params.query.trim()
    ? engine.search(params.query, {
        distinct: params.distinct ?? options.distinct ?? 3,
        filterPage: predicate ? (page) => predicate({language: page.language, docusaurus_tag: page.tag}) : undefined,
      })
    : {parsed: engine.parse(''), hits: [], pageCount: 0, matchedTerms: new Set<string>(), termWords: () => 0};
  const nbHits = result.hits.length;
  const hitsPerPage = params.hitsPerPage;
  const nbPages = hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0;
  const start = params.page * hitsPerPage;
  const pageHits = hitsPerPage > 0 ? result.hits.slice(start, start + hitsPerPage) : [];
  const highlighter = new Highlighter({
    // The terms the shown hits matched (the whole result may have matched many more).
    terms: new Set(pageHits.flatMap((hit) => hit.terms)),
    termWords: result.termWords,
    words: result.parsed.words.map((w) => w.folded),
    requiredMask: result.parsed.requiredMask,
    preTag: params.preTag,
    postTag: params.postTag,
    ellipsis: params.ellipsis,
    stem: engine.profile.stem,
  });
  const response: SearchResponse = {
    hits: pageHits.map((hit) => toDocSearchHit(hit, highlighter, params, options)),
    nbHits,
    page: params.page,
    nbPages,
    hitsPerPage,
    query: params.query,
    params: new URLSearchParams({query: params.query, page: String(params.page), hitsPerPage: String(hitsPerPage)}).toString(),
    index: params.indexName,
    processingTimeMS: Math.round(now() - started),
    exhaustiveNbHits: true,
  };
  if (params.facets.length) response.facets = countFacets(result.hits, params.facets);
  return response;
}

function countFacets(hits: EngineHit[], facets: string[]): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  const wanted = facets.includes('*') ? ['language', 'docusaurus_tag'] : facets;
  for (const facet of wanted) {
    if (facet !== 'language' && facet !== 'docusaurus_tag') continue;
    const counts: Record<string, number> = {};
    for (const hit of hits) {
      const value = hit.record[facet];
      counts[value] = (counts[value] ?? 0) + 1;
    }
    out[facet] = counts;
  }
  return out;
}

function toDocSearchHit(hit: EngineHit, highlighter: Highlighter, params: Params, options: LocalSearchClientOptions): DocSearchHit {
  const {record} = hit;
  const hierarchy = {} as Hierarchy;
  const highlightHierarchy: Partial<Record<HierarchyKey, HighlightResult>> = {};
  const snippetHierarchy: Partial<Record<HierarchyKey, SnippetResult>> = {};
  for (const key of HIERARCHY_KEYS) {
    const value = record.hierarchy[key];
    hierarchy[key] = value === null ? null : escapeHtml(value);
    if (value === null) continue;
    highlightHierarchy[key] = highlighter.highlight(value);
    const words = params.snippets.get(`hierarchy.${key}`);
    if (words) snippetHierarchy[key] = highlighter.snippet(value, words);
  }
  const prefix = options.urlPrefix ?? '';
  const docHit: DocSearchHit = {
    objectID: record.objectID,
    url: prefix + record.url,
    url_without_anchor: prefix + record.url_without_anchor,
    anchor: record.anchor,
    type: hit.type,
    hierarchy,
    content: record.content === null ? null : escapeHtml(record.content),
    language: record.language,
    docusaurus_tag: record.docusaurus_tag,
    _highlightResult: {hierarchy: highlightHierarchy},
    _snippetResult: {},
  };
  if (record.content !== null) {
    docHit._highlightResult.content = highlighter.highlight(record.content);
    const words = params.snippets.get('content');
    if (words) docHit._snippetResult.content = highlighter.snippet(record.content, words);
  }
  if (Object.keys(snippetHierarchy).length) docHit._snippetResult.hierarchy = snippetHierarchy;
  return docHit;
}

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());
