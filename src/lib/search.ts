/**
 * Browser side of search: which client answers (local index or Algolia), how the index is
 * fetched, and the search page URL. Loaded with the search modal or the search page only.
 */
import type {DocSearchTransformClient} from '@docsearch/react';
import {liteClient} from 'algoliasearch/lite';
import {createLocalSearchClient} from '../search/client';
import {INDEX_FILE} from '../search/engine';
import {MAX_QUERY_LENGTH} from './searchQuery';
import {SEARCH_TIMEOUTS} from './searchTimeouts';

export {SEARCH_TIMEOUTS};

export interface SiteSearchSettings {
  mode: 'local' | 'algolia';
  algolia?: {appId: string; apiKey: string; indexName: string};
  tags: string[];
}



export function searchPageUrl(baseUrl: string, query: string): string {
  const q = query.slice(0, MAX_QUERY_LENGTH);
  return `${baseUrl}search/${q ? `?q=${encodeURIComponent(q)}` : ''}`;
}

/** The index or the hosted service could not answer. */
export class SearchUnavailableError extends Error {
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
    this.name = 'SearchUnavailableError';
  }
}

/** Fetches the local index with the spec's read timeout; rejects on a missing, slow or corrupt index. */
export async function fetchLocalIndex(url: string, timeoutMs: number = SEARCH_TIMEOUTS.read): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, {signal: controller.signal, credentials: 'same-origin'});
    if (!response.ok) throw new SearchUnavailableError(`Search index: HTTP ${response.status} for ${url}`);
    return await response.json();
  } catch (error) {
    if (error instanceof SearchUnavailableError) throw error;
    throw new SearchUnavailableError(`Search index could not be loaded from ${url}`, {cause: error});
  } finally {
    clearTimeout(timer);
  }
}

type SearchFn = DocSearchTransformClient['search'];
type SearchInput = Parameters<SearchFn>[0];

const localClients = new Map<string, ReturnType<typeof createLocalSearchClient>>();

/**
 * The raw search client for the site's settings: local (cached per index URL, index loaded on
 * first use) or Algolia with the spec's timeouts. Rejects when results cannot be fetched.
 */
export function searchClientFor(settings: SiteSearchSettings, baseUrl: string): {search: SearchFn} {
  if (settings.mode === 'algolia' && settings.algolia) {
    const client = liteClient(settings.algolia.appId, settings.algolia.apiKey, {timeouts: SEARCH_TIMEOUTS});
    return client as unknown as {search: SearchFn};
  }
  const url = `${baseUrl}${INDEX_FILE}`;
  let local = localClients.get(url);
  if (!local) {
    local = createLocalSearchClient(() => fetchLocalIndex(url));
    localClients.set(url, local);
  }
  const client = local;
  return {search: ((input: SearchInput) => client.search(input as never)) as unknown as SearchFn};
}

/** An empty answer for every request of a batch (what the modal gets when fetching failed). */
function emptyResults(input: SearchInput) {
  const requests = (Array.isArray(input) ? input : (input as {requests?: unknown[]})?.requests) ?? [];
  return {
    results: requests.map((request) => ({
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
      hitsPerPage: 20,
      processingTimeMS: 0,
      exhaustiveNbHits: true,
      query: String((request as {query?: string}).query ?? ''),
      params: '',
    })),
  };
}

/**
 * The client for the DocSearch modal. DocSearch 3.9 cannot show its error screen (autocomplete
 * resets the status after a failed request), so failures never reach it: they are reported
 * through `onFailure(true)` (the modal shows the German error screen) and answered with empty
 * results; the next successful search reports `onFailure(false)`. No rejection escapes.
 */
export function modalSearchClient(settings: SiteSearchSettings, baseUrl: string, onFailure: (failed: boolean) => void): DocSearchTransformClient {
  const raw = searchClientFor(settings, baseUrl);
  const search = (async (input: SearchInput) => {
    try {
      const response = await raw.search(input);
      onFailure(false);
      return response;
    } catch {
      onFailure(true);
      return emptyResults(input);
    }
  }) as unknown as SearchFn;
  return {
    search,
    addAlgoliaAgent: () => undefined,
    transporter: {algoliaAgent: {value: settings.mode, add: () => undefined}} as unknown as DocSearchTransformClient['transporter'],
  };
}
