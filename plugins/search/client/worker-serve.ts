/**
 * Worker side of the search worker protocol (worker-protocol.ts): the local search client, whose
 * index files the page fetches. Runs in search.worker.ts; unit tests connect it directly.
 */
import {createLocalSearchClient} from './local';
import {decodeIndexJson, type PageMessage, type Port, type WorkerMessage} from './worker-protocol';

/** Worker side: answers 'search' messages with a local search client whose index files the page fetches. */
export function serveSearch(port: Port<WorkerMessage, PageMessage>): void {
  let client: ReturnType<typeof createLocalSearchClient> | null = null;
  let nextFetch = 0;
  const fetches = new Map<number, {resolve: (bytes: ArrayBuffer) => void; reject: (error: Error) => void}>();

  /** Asks the page for an index file and parses it. */
  const loadJson = (url: string, timeoutMs: number) =>
    new Promise<ArrayBuffer>((resolve, reject) => {
      const id = ++nextFetch;
      fetches.set(id, {resolve, reject});
      port.postMessage({type: 'fetch', id, url, timeoutMs});
    }).then((bytes) => decodeIndexJson(bytes, url));

  port.addEventListener('message', ({data}) => {
    if (data.type === 'init') {
      client = createLocalSearchClient(() => loadJson(data.indexUrl, data.readTimeoutMs), {
        loadRest: (rest) => loadJson(`${data.restBase}${rest}`, data.restTimeoutMs),
      });
    } else if (data.type === 'fetched') {
      const pending = fetches.get(data.id);
      fetches.delete(data.id);
      if (!pending) return;
      if (data.bytes) pending.resolve(data.bytes);
      else pending.reject(new Error(data.error ?? 'The search index could not be loaded.'));
    } else if (data.type === 'search') {
      const {id} = data;
      if (!client) {
        port.postMessage({type: 'error', id, message: 'Search worker used before init.'});
        return;
      }
      client.search(data.input as never).then(
        (response) => port.postMessage({type: 'result', id, response}),
        (error: unknown) => port.postMessage({type: 'error', id, message: error instanceof Error ? error.message : String(error)}),
      );
    }
  });
}
