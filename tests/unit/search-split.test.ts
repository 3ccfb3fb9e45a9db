/**
 * The split index: the first file (titles, headings) answers on its own while the second (text
 * index, stored content) loads; with both, results equal those of the one-file index.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createLocalSearchClient} from '../../plugins/search/client/local';
import {prepareSearchIndex, SearchEngine} from '../../plugins/search/engine/engine';
import {REST_FILE} from '../../plugins/search/engine/types';
import {corpusRecords} from './search-fixtures';

const prepared = prepareSearchIndex(corpusRecords());
const whole = () => SearchEngine.load(JSON.parse(JSON.stringify(prepared.serialize())));
const split = () => JSON.parse(JSON.stringify(prepared.serializeSplit(REST_FILE))) as ReturnType<typeof prepared.serializeSplit>;
const ranked = (engine: SearchEngine, q: string) => engine.search(q).hits.map((h) => [h.record.url, h.type, h.record.content, Math.round(h.score * 1e6)]);
const QUERIES = ['Rechnungen', 'Zahlungsmethode', 'PDF herunterladen', 'Bildziel', 'onProcessGpu', 'Kaemra', 'Simul', 'world.events.addListener'];

test('the first file answers title and heading queries on its own, without stored text', () => {
  const {head, rest} = split();
  assert.equal(head.rest, REST_FILE);
  assert.equal(head.body, undefined);
  assert.ok(head.records.every((r) => r[5] === ''));
  assert.equal(rest.content.length, head.records.length);
  const engine = SearchEngine.load(head);
  assert.equal(engine.partial, true);
  assert.equal(engine.search('Rechnungen verwalten').hits[0]?.record.url_without_anchor, '/docs/de/account/settings/manage-invoices/');
  // Only in text: not in the first file.
  assert.deepEqual(engine.search('PDF').hits, []);
});

test('first file + second file = the one-file index (same hits, scores and snippets)', () => {
  const {head, rest} = split();
  const engine = SearchEngine.load(head);
  engine.complete(rest);
  assert.equal(engine.partial, false);
  const reference = whole();
  for (const q of QUERIES) assert.deepEqual(ranked(engine, q), ranked(reference, q), q);
  assert.throws(() => SearchEngine.load(split().head).complete({format: 'docs-search-index-rest', version: 2, content: [], body: rest.body}), /Not the rest/);
});

test('the client loads the second file after the first; a search with no hits waits for it', async () => {
  const {head, rest} = split();
  let restRequests = 0;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const client = createLocalSearchClient(async () => JSON.parse(JSON.stringify(head)), {
    loadRest: async (path) => {
      assert.equal(path, REST_FILE);
      restRequests++;
      await gate;
      return JSON.parse(JSON.stringify(rest));
    },
  });
  // A title query is answered from the first file while the second is still loading.
  const first = await client.search({requests: [{query: 'Rechnungen verwalten'}]});
  assert.ok(first.results[0]!.nbHits > 0);
  assert.equal(restRequests, 1);
  // A text-only query waits for the second file.
  const pending = client.search({requests: [{query: 'PDF'}]});
  release();
  const text = await pending;
  assert.equal(text.results[0]!.hits[0]?.url_without_anchor, '/docs/de/account/settings/manage-invoices/');
  assert.equal(restRequests, 1);
});

test('a failed second file keeps the first answering and is retried on the next search', async () => {
  const {head, rest} = split();
  let attempts = 0;
  const client = createLocalSearchClient(async () => JSON.parse(JSON.stringify(head)), {
    loadRest: async () => {
      attempts++;
      if (attempts === 1) throw new Error('offline');
      return JSON.parse(JSON.stringify(rest));
    },
  });
  const first = await client.search({requests: [{query: 'PDF'}]});
  assert.equal(first.results[0]!.nbHits, 0);
  const again = await client.search({requests: [{query: 'PDF'}]});
  assert.ok(again.results[0]!.nbHits > 0);
  assert.equal(attempts, 2);
});
