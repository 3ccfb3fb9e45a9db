/**
 * The search worker (see worker-protocol.ts): the engine, index decoding, queries, highlights and
 * snippets, off the page's main thread. Started by site.ts on the first search.
 */
import type {PageMessage, Port, WorkerMessage} from './worker-protocol';
import {serveSearch} from './worker-serve';

serveSearch(self as unknown as Port<WorkerMessage, PageMessage>);
