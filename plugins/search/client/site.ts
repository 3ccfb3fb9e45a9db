/**
 * Browser side of search: which client answers (the local index or Algolia) and how the index is
 * fetched. Loaded with the search modal or the search page only. Each client is imported when it
 * is first used: the Algolia client only when Algolia is configured, the local engine only when it
 * is not.
 */
import type {DocSearchTransformClient} from '@docsearch/react';
import {INDEX_FILE} from '../engine/types';
import {decodeIndexJson, workerSearchClient} from './worker-protocol';
import type {SearchSettings} from '../settings';

/** The spec's search client timeouts (ms): connect, read, write. Also the local index's read timeout. */
export const SEARCH_TIMEOUTS = {connect: 1000, read: 2000, write: 30000} as const;
/**
 * Read timeout of the second file of the split index (ms). It loads in the background while the
 * first file answers, so a slow connection may take longer; a failure is retried on the next search.
 */
export const REST_READ_TIMEOUT = 20000;

/** The index or the hosted service could not answer. */
export class SearchUnavailableError extends Error {
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
    this.name = 'SearchUnavailableError';
  }
}

/** Fetches a file of the local index with the spec's read timeout; rejects on a missing or slow file. */
export async function fetchIndexBytes(url: string, timeoutMs: number = SEARCH_TIMEOUTS.read): Promise<ArrayBuffer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, {signal: controller.signal, credentials: 'same-origin'});
    if (!response.ok) throw new SearchUnavailableError(`Search index: HTTP ${response.status} for ${url}`);
    return await response.arrayBuffer();
  } catch (error) {
    if (error instanceof SearchUnavailableError) throw error;
    throw new SearchUnavailableError(`Search index could not be loaded from ${url}`, {cause: error});
  } finally {
    clearTimeout(timer);
  }
}

/** Fetches and parses a file of the local index; rejects on a missing, slow or corrupt file. */
export async function fetchLocalIndex(url: string, timeoutMs: number = SEARCH_TIMEOUTS.read): Promise<unknown> {
  const bytes = await fetchIndexBytes(url, timeoutMs);
  try {
    return decodeIndexJson(bytes, url);
  } catch (error) {
    throw new SearchUnavailableError((error as Error).message, {cause: error});
  }
}

type SearchFn = DocSearchTransformClient['search'];
type SearchInput = Parameters<SearchFn>[0];
type RawClient = {search: (input: SearchInput) => Promise<unknown>};

const clients = new Map<string, Promise<RawClient>>();

/** The local engine on the page's main thread (where no worker can start). */
async function pageClient(baseUrl: string): Promise<RawClient> {
  const {createLocalSearchClient} = await import('./local');
  const url = `${baseUrl}${INDEX_FILE}`;
  const local = createLocalSearchClient(() => fetchLocalIndex(url), {loadRest: (rest) => fetchLocalIndex(`${baseUrl}${rest}`, REST_READ_TIMEOUT)});
  return {search: (input) => local.search(input as never)};
}

/**
 * The local engine in a worker (worker-protocol.ts), so that decoding the index and answering
 * queries never block the page. If the worker cannot start or breaks, searches (also the one
 * waiting) continue with the engine on the page.
 */
function workerClient(baseUrl: string): RawClient | null {
  if (typeof Worker === 'undefined') return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./search.worker.ts', import.meta.url));
  } catch {
    return null;
  }
  const client = workerSearchClient(worker, {
    indexUrl: `${baseUrl}${INDEX_FILE}`,
    restBase: baseUrl,
    readTimeoutMs: SEARCH_TIMEOUTS.read,
    restTimeoutMs: REST_READ_TIMEOUT,
    fetchBytes: fetchIndexBytes,
    toError: (message) => new SearchUnavailableError(message),
  });
  let fallback: Promise<RawClient> | null = null;
  worker.addEventListener('error', () => {
    client.fail(new SearchUnavailableError('The search worker stopped.'));
    worker.terminate();
  });
  return {
    search: async (input) => {
      if (!client.broken) {
        try {
          return await client.search(input);
        } catch (error) {
          if (!client.broken) throw error;
        }
      }
      fallback ??= pageClient(baseUrl);
      return (await fallback).search(input);
    },
  };
}

/** Creates the client for the settings; the client's module is imported here, on first use. */
async function createClient(settings: SearchSettings, baseUrl: string): Promise<RawClient> {
  if (settings.mode === 'algolia' && settings.algolia) {
    const {liteClient} = await import('algoliasearch/lite');
    return liteClient(settings.algolia.appId, settings.algolia.apiKey, {timeouts: SEARCH_TIMEOUTS}) as unknown as RawClient;
  }
  return workerClient(baseUrl) ?? pageClient(baseUrl);
}

/**
 * The raw search client for the site's settings: local (index loaded on first use) or Algolia
 * with the spec's timeouts, one per settings and base URL. Rejects when results cannot be fetched.
 */
export function searchClientFor(settings: SearchSettings, baseUrl: string): {search: SearchFn} {
  const key = `${settings.mode}:${baseUrl}`;
  const search = (async (input: SearchInput) => {
    let client = clients.get(key);
    if (!client) {
      client = createClient(settings, baseUrl);
      clients.set(key, client);
      client.catch(() => clients.delete(key));
    }
    return (await client).search(input);
  }) as unknown as SearchFn;
  return {search};
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
export function modalSearchClient(settings: SearchSettings, baseUrl: string, onFailure: (failed: boolean) => void): DocSearchTransformClient {
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
