import {test} from 'node:test';
import assert from 'node:assert/strict';
import MiniSearch from 'minisearch';
import {decodeMiniSearch, encodeMiniSearch, restoreMiniSearch} from '../../plugins/search/engine/codec';
import {buildSearchIndex, prepareSearchIndex, SearchEngine, truncate, withinDistance} from '../../plugins/search/engine/engine';
import {corpusRecords, pageRecords} from './search-fixtures';

const data = buildSearchIndex(corpusRecords());
const engine = SearchEngine.load(JSON.parse(JSON.stringify(data)));
const P = '/docs/de/';

/** Distinct page URLs in rank order. */
const pages = (query: string) => [...new Set(engine.search(query).hits.map((h) => h.record.url_without_anchor))];
const first = (query: string) => pages(query)[0];

test('titles and headings outrank pages that merely mention the term', () => {
  assert.equal(first('Rechnungen'), `${P}account/settings/manage-invoices/`);
  assert.equal(first('Rechnungsangaben'), `${P}account/settings/manage-billing/`);
  assert.equal(first('Simulator'), `${P}quickstart/development/simulator/`);
  // A title that is the word beats a title that only contains it (Kontoeinstellungen).
  assert.equal(first('Konto'), `${P}account/`);
  assert.ok(pages('Konto').includes(`${P}account/settings/`));
  // The exact title wins over a longer one sharing its words.
  assert.equal(first('XR8.addCameraPipelineModule'), `${P}api/engine/xr8/addcamerapipelinemodule/`);
  assert.equal(first('XR8.addCameraPipelineModules'), `${P}api/engine/xr8/addcamerapipelinemodules/`);
});

test('German compounds: parts find the compound, a split query finds the joined word', () => {
  assert.equal(first('Bildziel'), `${P}studio/guides/xr/image-targets/`);
  assert.equal(first('Bildzielerkennung'), `${P}studio/guides/xr/image-targets/`);
  for (const q of ['Zahlungsmethode', 'zahlungsmethode', 'Zahlungs Methode', 'Zahlungsmethoden']) {
    assert.equal(first(q), `${P}account/settings/manage-billing/`, q);
  }
  // "Methode" occurs on its own elsewhere (ecs), so the corpus dictionary knows it as a part.
  assert.deepEqual(pages('Methode').slice(0, 2).sort(), [`${P}account/settings/manage-billing/`, `${P}api/studio/ecs/`]);
  assert.deepEqual(pages('Methoden'), pages('Methode'));
  assert.equal(first('Abrechnungsportal'), `${P}account/settings/manage-billing/`);
  assert.equal(first('Portal Stripe'), `${P}account/settings/manage-billing/`);
});

test('umlauts: ä = ae = a, ö = oe = o, ü = ue = u, ß = ss', () => {
  for (const q of ['Überblick', 'uberblick', 'ueberblick', 'UEBERBLICK']) assert.equal(first(q), `${P}studio/essentials/overview/`, q);
  for (const q of ['Benutzeroberfläche', 'benutzeroberflache', 'Benutzeroberflaeche']) assert.equal(first(q), `${P}studio/guides/ui/`, q);
  for (const q of ['Gerätegröße', 'gerategrosse', 'geraetegroesse', 'GERAETEGROESSE']) {
    assert.equal(first(q), `${P}quickstart/development/simulator/`, q);
  }
});

test('typos are tolerated by length; prefixes match while typing', () => {
  assert.equal(first('Rechnugsangaben'), `${P}account/settings/manage-billing/`);
  assert.equal(first('Zahlungsmetode'), `${P}account/settings/manage-billing/`);
  assert.equal(first('Simulatro'), `${P}quickstart/development/simulator/`);
  assert.equal(first('Zahlungsm'), `${P}account/settings/manage-billing/`);
  assert.equal(first('Rechnungsang'), `${P}account/settings/manage-billing/`);
  assert.equal(first('Simul'), `${P}quickstart/development/simulator/`);
  // A finished word (trailing space) is not a prefix any more; short words get no typo tolerance.
  assert.deepEqual(pages('Simul '), []);
  assert.deepEqual(pages('Knto '), []);
});

test('API identifiers are found whole and by their parts', () => {
  const add = `${P}api/engine/xr8/addcamerapipelinemodule/`;
  assert.equal(first('addCameraPipelineModule'), add);
  assert.equal(first('xr8.addcamerapipelinemodule'), add);
  assert.ok(pages('camera pipeline module').includes(add));
  const gpu = `${P}api/engine/camerapipelinemodule/onprocessgpu/`;
  for (const q of ['onProcessGpu', 'onprocessgpu', 'onProcessGpu()', 'process gpu', 'onProc']) assert.equal(first(q), gpu, q);
  const gltf = `${P}api/studio/ecs/gltf-model/`;
  for (const q of ['gltf-model', 'GltfModel', 'gltf model', 'gltf_model']) assert.equal(first(q), gltf, q);
  assert.ok(pages('ecs.registerComponent').includes(`${P}api/studio/ecs/`));
  assert.ok(pages('registerComponent').includes(`${P}api/studio/ecs/`));
  // Identifiers only present in a code block are found, with a lower weight.
  assert.equal(first('world.events.addListener'), `${P}studio/guides/xr/image-targets/`);
});

test('English terms on German pages: plurals and unstemmed forms', () => {
  assert.equal(first('image target'), `${P}studio/guides/xr/image-targets/`);
  assert.equal(first('Image Targets'), `${P}studio/guides/xr/image-targets/`);
  assert.equal(first('behavior'), `${P}studio/essentials/overview/`);
  assert.equal(first('Live Sync'), `${P}quickstart/development/simulator/`);
});

test('every word is required; with no page holding all, the pages with the most words come back', () => {
  assert.deepEqual(pages('Rechnung herunterladen'), [`${P}account/settings/manage-invoices/`]);
  const partial = pages('Rechnungsangaben Simulator');
  assert.ok(partial.includes(`${P}account/settings/manage-billing/`) && partial.includes(`${P}quickstart/development/simulator/`));
  // Stop words are optional.
  assert.equal(first('die Zahlungsmethode'), `${P}account/settings/manage-billing/`);
  assert.deepEqual(engine.search('').hits, []);
  assert.deepEqual(engine.search('   ').hits, []);
  assert.deepEqual(engine.search('🙂 …').hits, []);
});

test('hits: one group per page (distinct), the page record first, type by where it matched', () => {
  const result = engine.search('Zahlungsmethode');
  const perPage = new Map<string, number>();
  for (const hit of result.hits) perPage.set(hit.record.url_without_anchor, (perPage.get(hit.record.url_without_anchor) ?? 0) + 1);
  assert.ok([...perPage.values()].every((n) => n <= 3));
  assert.equal(engine.search('Zahlungsmethode', {distinct: 1}).hits.length, perPage.size);
  const billing = result.hits.filter((h) => h.record.url_without_anchor === `${P}account/settings/manage-billing/`);
  assert.equal(billing[0]?.record.type, 'lvl1');
  // The page record matched in its text only → 'content'; the heading record in its heading → 'lvl2'.
  assert.equal(billing[0]?.type, 'content');
  assert.equal(billing.find((h) => h.record.anchor === 'manage-payment-methods')?.type, 'lvl2');
  assert.equal(engine.search('Rechnungsangaben verwalten').hits[0]?.type, 'lvl1');
  // Pages are contiguous in the hit list.
  const order = result.hits.map((h) => h.record.url_without_anchor);
  assert.deepEqual(order, [...order].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
});

test('page filter (facets) keeps only the chosen sections', () => {
  const api = engine.search('Kamera', {filterPage: (p) => p.tag === 'docs-api-current'});
  assert.ok(api.hits.length > 0);
  assert.ok(api.hits.every((h) => h.record.docusaurus_tag === 'docs-api-current'));
  assert.deepEqual(engine.search('Kamera', {filterPage: () => false}).hits, []);
});

test('records come back in DocSearch shape with the hierarchy rebuilt', () => {
  const hit = engine.search('Tracking-Ereignisse').hits.find((h) => h.record.anchor === 'events');
  assert.deepEqual(hit?.record.hierarchy, {
    lvl0: 'Anleitungen',
    lvl1: 'Image Targets',
    lvl2: 'Bildziele hochladen',
    lvl3: 'Tracking-Ereignisse',
    lvl4: null,
    lvl5: null,
    lvl6: null,
  });
  assert.equal(hit?.record.url, `${P}studio/guides/xr/image-targets/#events`);
  assert.equal(hit?.record.type, 'lvl3');
  assert.equal(hit?.record.language, 'de');
});

test('serialization: compact MiniSearch encoding round-trips; content is truncated at a word', () => {
  const ms = new MiniSearch({fields: ['a', 'b'], storeFields: []});
  ms.addAll([
    {id: 0, a: 'eins zwei zwei', b: 'drei'},
    {id: 1, a: 'zwei', b: ''},
    {id: 2, a: 'zweite', b: 'zwei zwei zwei'},
  ]);
  const plain = ms.toJSON();
  const decoded = decodeMiniSearch(JSON.parse(JSON.stringify(encodeMiniSearch(plain))));
  const comparable = (js: typeof plain) => ({
    ...js,
    averageFieldLength: js.averageFieldLength.map((v) => Math.round(v * 1000) / 1000),
    index: [...js.index].sort(([x], [y]) => (x < y ? -1 : 1)),
  });
  assert.deepEqual(comparable(decoded), comparable({...plain, dirtCount: 0}));
  // The direct restore gives the same index as loadJS(decode(...)).
  const compact = encodeMiniSearch(plain);
  const restored = restoreMiniSearch(compact, {fields: ['a', 'b']});
  const loaded = MiniSearch.loadJS(decodeMiniSearch(compact), {fields: ['a', 'b']});
  for (const q of ['zwei', 'zwe', 'drei eins']) {
    assert.deepEqual(restored.search(q, {prefix: true, fuzzy: 1}), loaded.search(q, {prefix: true, fuzzy: 1}), q);
  }
  assert.deepEqual(comparable(restored.toJSON()), comparable(loaded.toJSON()));

  assert.equal(truncate('kurz', 300), 'kurz');
  assert.equal(truncate('eins zwei drei vier', 12), 'eins zwei …');
  const long = buildSearchIndex(pageRecords({url: '/x/', title: 'X', intro: 'wort '.repeat(200)}), {maxContentChars: 50});
  assert.ok((long.records[0]?.[5] ?? '').length <= 52);
  // The full text is still indexed.
  const prepared = prepareSearchIndex(pageRecords({url: '/x/', title: 'X', intro: `${'wort '.repeat(200)}Schlusswort`}));
  assert.equal(SearchEngine.load(prepared.serialize(20)).search('Schlusswort').hits.length, 1);
});

test('loading rejects data that is not an index', () => {
  assert.throws(() => SearchEngine.load(null), /Not a search index/);
  assert.throws(() => SearchEngine.load({format: 'other'}), /Not a search index/);
  assert.throws(() => SearchEngine.load('<html>'), /Not a search index/);
});

test('bounded edit distance', () => {
  assert.ok(withinDistance('rechnung', 'rechnug', 1));
  assert.ok(withinDistance('kitten', 'sitting', 3));
  assert.ok(!withinDistance('kitten', 'sitting', 2));
});
