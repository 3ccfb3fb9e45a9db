/**
 * The search worker protocol (plugins/search/client/worker-protocol.ts) with both ends connected
 * in one process: the page fetches the index files, the worker parses them and answers.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {workerSearchClient, type PageMessage, type Port, type WorkerMessage} from '../../plugins/search/client/worker-protocol';
import {serveSearch} from '../../plugins/search/client/worker-serve';
import {buildSearchIndex} from '../../plugins/search/engine/engine';
import {corpusRecords} from './search-fixtures';

const indexBytes = () => new TextEncoder().encode(JSON.stringify(buildSearchIndex(corpusRecords()))).buffer as ArrayBuffer;

/** Two ports wired to each other; messages arrive asynchronously, as with a real worker. */
function channel() {
  type Listener<T> = (event: {data: T}) => void;
  const toWorker: Listener<PageMessage>[] = [];
  const toPage: Listener<WorkerMessage>[] = [];
  const transferred: unknown[] = [];
  const page: Port<PageMessage, WorkerMessage> = {
    postMessage: (data, transfer) => {
      transferred.push(...(transfer ?? []));
      setTimeout(() => toWorker.forEach((l) => l({data})));
    },
    addEventListener: (_type, listener) => void toPage.push(listener),
  };
  const worker: Port<WorkerMessage, PageMessage> = {
    postMessage: (data) => void setTimeout(() => toPage.forEach((l) => l({data}))),
    addEventListener: (_type, listener) => void toWorker.push(listener),
  };
  return {page, worker, transferred};
}

const request = (query: string) => ({requests: [{indexName: 'local', query, hitsPerPage: 5, facetFilters: ['language:de']}]});
type Response = {results: {hits: {url: string}[]; nbHits: number}[]};

function connect(fetchBytes: (url: string, timeoutMs: number) => Promise<ArrayBuffer>) {
  const {page, worker, transferred} = channel();
  serveSearch(worker);
  const client = workerSearchClient(page, {
    indexUrl: '/docs/de/search/index.json',
    restBase: '/docs/de/',
    readTimeoutMs: 2000,
    restTimeoutMs: 20000,
    fetchBytes,
    toError: (message) => Object.assign(new Error(message), {name: 'SearchUnavailableError'}),
  });
  return {client, transferred};
}

test('search worker: the page fetches the index once (bytes transferred), the worker answers every search', async () => {
  const fetched: string[] = [];
  const {client, transferred} = connect(async (url, timeoutMs) => {
    fetched.push(`${url} ${timeoutMs}`);
    return indexBytes();
  });
  const [a, b] = (await Promise.all([client.search(request('Rechnungen')), client.search(request('Kontoeinstellungen'))])) as Response[];
  assert.ok(a.results[0].nbHits > 0 && b.results[0].nbHits > 0);
  assert.ok(a.results[0].hits[0].url.startsWith('/docs/de/'));
  assert.deepEqual(fetched, ['/docs/de/search/index.json 2000']);
  assert.equal(transferred.length, 1, 'the index bytes are transferred, not copied');
});

test('search worker: a failed or corrupt index rejects that search with the page’s error; the next search loads again', async () => {
  let calls = 0;
  const {client} = connect(async () => {
    calls++;
    if (calls === 1) throw new Error('HTTP 404');
    if (calls === 2) return new TextEncoder().encode('{"not": "an index"').buffer as ArrayBuffer;
    return indexBytes();
  });
  await assert.rejects(client.search(request('Rechnungen')), {name: 'SearchUnavailableError', message: /404/});
  await assert.rejects(client.search(request('Rechnungen')), {name: 'SearchUnavailableError', message: /not valid JSON/});
  const ok = (await client.search(request('Rechnungen'))) as Response;
  assert.ok(ok.results[0].nbHits > 0);
  assert.equal(calls, 3);
});

test('search worker: when the worker breaks, waiting and later searches reject (site.ts then searches on the page)', async () => {
  const {client} = connect(() => new Promise<ArrayBuffer>(() => undefined));
  const waiting = client.search(request('Rechnungen'));
  client.fail(new Error('worker stopped'));
  await assert.rejects(waiting, /worker stopped/);
  await assert.rejects(client.search(request('Konto')), /worker stopped/);
  assert.equal(client.broken, true);
});
