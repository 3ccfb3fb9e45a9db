/**
 * The local search off the main thread. A dedicated worker (search.worker.ts) holds the engine:
 * it decodes the index (~1 MB of JSON, a few hundred milliseconds of script on a phone), answers
 * the queries and builds highlights and snippets; the page only renders the hits.
 *
 * The page still does the fetching (`fetchIndexBytes`): its read timeout, the search page's
 * preload of the index from the head, and request interception in tests stay as they are; the
 * bytes are transferred to the worker, not copied.
 *
 *   page → worker   {type: 'init', indexUrl, restBase}      once, first
 *                   {type: 'search', id, input}              a DocSearch request batch
 *                   {type: 'fetched', id, bytes | error}     answer to a worker's 'fetch'
 *   worker → page   {type: 'fetch', id, url, timeoutMs}      "load this index file for me"
 *                   {type: 'result', id, response}
 *                   {type: 'error', id, message}
 *
 * Both ends are plain functions over a message port, so unit tests connect them without a browser:
 * the page side here (it imports no engine code), the worker side in worker-serve.ts.
 */
/** Parses a fetched index file; throws an Error naming the file when it is not JSON. */
export function decodeIndexJson(bytes: ArrayBuffer, url: string): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    throw new Error(`Search index ${url} is not valid JSON.`);
  }
}

export type PageMessage =
  | {type: 'init'; indexUrl: string; restBase: string; readTimeoutMs: number; restTimeoutMs: number}
  | {type: 'search'; id: number; input: unknown}
  | {type: 'fetched'; id: number; bytes?: ArrayBuffer; error?: string};

export type WorkerMessage =
  | {type: 'fetch'; id: number; url: string; timeoutMs: number}
  | {type: 'result'; id: number; response: unknown}
  | {type: 'error'; id: number; message: string};

/** The part of a Worker (page side) or of the worker's global scope (worker side) used here. */
export interface Port<Out, In> {
  postMessage(message: Out, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: {data: In}) => void): void;
}

export interface WorkerClientOptions {
  /** URL of the first index file. */
  indexUrl: string;
  /** Prefix of the second file's path (the first file names it relative to the locale's base URL). */
  restBase: string;
  readTimeoutMs: number;
  restTimeoutMs: number;
  /** Fetches an index file with a read timeout; rejects on a missing or slow file. */
  fetchBytes: (url: string, timeoutMs: number) => Promise<ArrayBuffer>;
  /** The error a failed search rejects with. */
  toError: (message: string) => Error;
}

/**
 * Page side: a `search(input)` that the worker answers. Call `fail()` when the worker itself
 * breaks (its `error` event): pending searches reject, and so does every later one, so that the
 * caller can fall back to searching on the page.
 */
export function workerSearchClient(port: Port<PageMessage, WorkerMessage>, options: WorkerClientOptions) {
  let nextId = 0;
  let broken: Error | null = null;
  const pending = new Map<number, {resolve: (response: unknown) => void; reject: (error: Error) => void}>();

  port.addEventListener('message', ({data}) => {
    if (data.type === 'fetch') {
      const {id} = data;
      options.fetchBytes(data.url, data.timeoutMs).then(
        (bytes) => port.postMessage({type: 'fetched', id, bytes}, [bytes]),
        (error: unknown) => port.postMessage({type: 'fetched', id, error: error instanceof Error ? error.message : String(error)}),
      );
      return;
    }
    const waiting = pending.get(data.id);
    pending.delete(data.id);
    if (!waiting) return;
    if (data.type === 'result') waiting.resolve(data.response);
    else waiting.reject(options.toError(data.message));
  });
  port.postMessage({type: 'init', indexUrl: options.indexUrl, restBase: options.restBase, readTimeoutMs: options.readTimeoutMs, restTimeoutMs: options.restTimeoutMs});

  return {
    search(input: unknown): Promise<unknown> {
      if (broken) return Promise.reject(broken);
      return new Promise((resolve, reject) => {
        const id = ++nextId;
        pending.set(id, {resolve, reject});
        port.postMessage({type: 'search', id, input});
      });
    },
    /** The worker is gone: reject what waits and everything after. */
    fail(error: Error) {
      broken = error;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    },
    get broken() {
      return broken !== null;
    },
  };
}
