import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createLocalSearchClient, type DocSearchHit, type SearchRequest} from '../../plugins/search/client/local';
import {buildSearchIndex} from '../../plugins/search/engine/engine';
import {corpusRecords, pageRecords} from './search-fixtures';

const index = buildSearchIndex([
  ...corpusRecords(),
  ...pageRecords({
    url: '/docs/de/studio/guides/ui/markup/',
    title: 'HTML in <model-viewer> & "Quotes"',
    tag: 'docs-studio-current',
    intro: 'Das Element <script> wird nie ausgeführt; Attribute wie onerror="alert(1)" bleiben Text. Zahlungsmethode.',
  }),
]);
const json = JSON.stringify(index);
const load = async () => JSON.parse(json);

/** The request @docsearch/react 3.9 sends (DocSearchModal: searchClient.search({requests: [...]})). */
function docSearchRequest(query: string, snippetLength = 10, extra: Partial<SearchRequest> = {}) {
  return {
    requests: [
      {
        query,
        indexName: 'docs',
        attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
        attributesToSnippet: [1, 2, 3, 4, 5, 6].map((l) => `hierarchy.lvl${l}:${snippetLength}`).concat(`content:${snippetLength}`),
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        hitsPerPage: 20,
        clickAnalytics: false,
        facetFilters: ['language:de', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-studio-current', 'docusaurus_tag:docs-api-current', 'docusaurus_tag:docs-quickstart-current', 'docusaurus_tag:docs-account-current']],
        ...extra,
      },
    ],
  };
}

/** Every string value under _highlightResult / _snippetResult. */
function markupValues(hit: DocSearchHit): string[] {
  const values: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record.value === 'string') values.push(record.value);
    for (const child of Object.values(record)) walk(child);
  };
  walk(hit._highlightResult);
  walk(hit._snippetResult);
  return values;
}

const onlyOurTags = (value: string) => value.replace(/<\/?mark>/g, '');

test('response shape: what DocSearch 3.9 reads', async () => {
  const client = createLocalSearchClient(load);
  const {results} = await client.search(docSearchRequest('Zahlungsmethode'));
  assert.equal(results.length, 1);
  const result = results[0]!;
  assert.equal(result.query, 'Zahlungsmethode');
  assert.equal(result.page, 0);
  assert.equal(result.hitsPerPage, 20);
  assert.equal(result.nbPages, Math.ceil(result.nbHits / 20));
  assert.ok(result.nbHits >= result.hits.length && result.hits.length > 0);
  const hit = result.hits[0]!;
  assert.deepEqual(Object.keys(hit).sort(), [
    '_highlightResult', '_snippetResult', 'anchor', 'content', 'docusaurus_tag', 'hierarchy', 'language', 'objectID', 'type', 'url', 'url_without_anchor',
  ]);
  assert.equal(hit.url_without_anchor, '/docs/de/account/settings/manage-billing/');
  assert.deepEqual(Object.keys(hit.hierarchy), ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']);
  assert.equal(hit.language, 'de');
  assert.equal(hit.docusaurus_tag, 'docs-account-current');
  // Highlight results for every non-null hierarchy level and the content, in Algolia's format.
  assert.deepEqual(Object.keys(hit._highlightResult.hierarchy), ['lvl0', 'lvl1']);
  assert.equal(hit._highlightResult.hierarchy.lvl1?.matchLevel, 'none');
  assert.equal(hit._highlightResult.content?.matchLevel, 'full');
  assert.deepEqual(hit._highlightResult.content?.matchedWords, ['zahlungsmethode']);
  assert.match(hit._highlightResult.content?.value ?? '', /<mark>Zahlungsmethoden<\/mark>/);
  assert.equal(hit._snippetResult.hierarchy?.lvl1?.value, 'Rechnungsangaben verwalten');
  assert.equal(hit._snippetResult.content?.matchLevel, 'full');
  // The heading hit of the same page is typed by its level and highlighted in its heading.
  const heading = result.hits.find((h) => h.anchor === 'manage-payment-methods');
  assert.equal(heading?.type, 'lvl2');
  assert.equal(heading?.url, '/docs/de/account/settings/manage-billing/#manage-payment-methods');
  assert.equal(heading?._highlightResult.hierarchy.lvl2?.value, '<mark>Zahlungsmethoden</mark> verwalten');
  assert.equal(heading?._snippetResult.hierarchy?.lvl2?.matchLevel, 'full');
});

test('snippets: the word count comes from the request, cut with the ellipsis text', async () => {
  const client = createLocalSearchClient(load);
  const long = (await client.search(docSearchRequest('Kamera', 10))).results[0]!.hits.find((h) => h.url.includes('addcamerapipelinemodule/'));
  const short = (await client.search(docSearchRequest('Kamera', 5))).results[0]!.hits.find((h) => h.url.includes('addcamerapipelinemodule/'));
  const words = (value = '') => onlyOurTags(value).replace(/…/g, ' ').trim().split(/\s+/).length;
  assert.equal(words(long?._snippetResult.content?.value), 10);
  assert.equal(words(short?._snippetResult.content?.value), 5);
  assert.match(short?._snippetResult.content?.value ?? '', /<mark>Kamera/);
  assert.match(short?._snippetResult.content?.value ?? '', /…$/);
  const custom = (await client.search(docSearchRequest('Kamera', 5, {snippetEllipsisText: ' [...]', highlightPreTag: '<em>', highlightPostTag: '</em>'})))
    .results[0]!.hits[0]!;
  assert.match(custom._snippetResult.content?.value ?? '', /<em>|\[\.\.\.\]/);
});

test('hostile queries never produce markup and never throw', async () => {
  const client = createLocalSearchClient(load);
  const hostile = [
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "' OR 1=1 --",
    '.*+?^${}()|[]\\',
    '(((((((((((',
    '🙂🙃 emoji 👩‍👩‍👧',
    '\u0000\u200b\ud800',
    'x'.repeat(500),
    'script',
    'onerror alert',
    'model-viewer',
    '<',
    '&amp; &lt;',
  ];
  for (const query of hostile) {
    const {results} = await client.search(docSearchRequest(query));
    const result = results[0]!;
    assert.ok(result.query.length <= 64, query);
    for (const hit of result.hits) {
      for (const value of markupValues(hit)) {
        assert.doesNotMatch(onlyOurTags(value), /[<>"]/, `${query}: ${value}`);
      }
      for (const value of [...Object.values(hit.hierarchy), hit.content]) {
        if (value) assert.doesNotMatch(value, /[<>"]/, `${query}: raw field ${value}`);
      }
    }
  }
  // The page whose text contains markup-like text is found, and shown escaped.
  const {results} = await client.search(docSearchRequest('script'));
  const hit = results[0]!.hits.find((h) => h.url_without_anchor.endsWith('/markup/'));
  assert.ok(hit);
  assert.equal(hit.hierarchy.lvl1, 'HTML in &lt;model-viewer&gt; &amp; &quot;Quotes&quot;');
  assert.match(hit._snippetResult.content?.value ?? '', /&lt;<mark>script<\/mark>&gt;/);
});

test('queries are capped at 64 characters', async () => {
  const client = createLocalSearchClient(load);
  const query = `Zahlungsmethode ${'a'.repeat(100)}`;
  const {results} = await client.search(docSearchRequest(query));
  assert.equal(results[0]!.query, query.slice(0, 64));
  // The cap is what is searched: a word past character 64 has no effect.
  const past = await client.search(docSearchRequest(`${'Zahlungsmethode '.repeat(4)}Simulator`));
  assert.ok(past.results[0]!.hits.every((h) => !h.url.includes('simulator')));
});

test('index load: one fetch, shared by concurrent searches; a failed load rejects with an Error and is retried', async () => {
  let calls = 0;
  const client = createLocalSearchClient(async () => {
    calls++;
    return JSON.parse(json);
  });
  await Promise.all([client.search(docSearchRequest('Konto')), client.search(docSearchRequest('Rechnung')), client.preload()]);
  await client.search(docSearchRequest('Simulator'));
  assert.equal(calls, 1);

  let attempts = 0;
  const flaky = createLocalSearchClient(async () => {
    attempts++;
    if (attempts === 1) throw new TypeError('Failed to fetch');
    if (attempts === 2) throw 'offline'; // not an Error
    if (attempts === 3) return {format: 'html'};
    return JSON.parse(json);
  });
  await assert.rejects(flaky.search(docSearchRequest('Konto')), (e) => e instanceof Error && /Failed to fetch/.test(e.message));
  await assert.rejects(flaky.search(docSearchRequest('Konto')), (e) => e instanceof Error && e.message === 'offline');
  await assert.rejects(flaky.search(docSearchRequest('Konto')), (e) => e instanceof Error && /Not a search index/.test(e.message));
  const {results} = await flaky.search(docSearchRequest('Konto'));
  assert.ok(results[0]!.hits.length > 0);
  assert.equal(attempts, 4);
  await flaky.search(docSearchRequest('Konto'));
  assert.equal(attempts, 4);

  // A loader that throws synchronously also rejects.
  const throwing = createLocalSearchClient(() => {
    throw new Error('boom');
  });
  await assert.rejects(throwing.search(docSearchRequest('x')), /boom/);
});

test('paging, distinct, facetFilters and the request styles of algoliasearch v4 / helper', async () => {
  const client = createLocalSearchClient(load);
  const all = (await client.search(docSearchRequest('Konto', 10, {hitsPerPage: 1000}))).results[0]!;
  const page0 = (await client.search(docSearchRequest('Konto', 10, {hitsPerPage: 2, page: 0}))).results[0]!;
  const page1 = (await client.search(docSearchRequest('Konto', 10, {hitsPerPage: 2, page: 1}))).results[0]!;
  assert.equal(page0.nbHits, all.nbHits);
  assert.equal(page0.nbPages, Math.ceil(all.nbHits / 2));
  assert.deepEqual([...page0.hits, ...page1.hits].map((h) => h.objectID), all.hits.slice(0, 4).map((h) => h.objectID));
  assert.equal(page1.page, 1);

  // distinct: one hit per page (the search page), or a number.
  const distinct = (await client.search(docSearchRequest('Zahlungsmethode', 10, {distinct: true}))).results[0]!;
  const urls = distinct.hits.map((h) => h.url_without_anchor);
  assert.equal(new Set(urls).size, urls.length);

  // facetFilters: AND of entries, OR inside arrays, negation.
  const apiOnly = (await client.search(docSearchRequest('Kamera', 10, {facetFilters: [['docusaurus_tag:docs-api-current']]}))).results[0]!;
  assert.ok(apiOnly.hits.length > 0 && apiOnly.hits.every((h) => h.docusaurus_tag === 'docs-api-current'));
  const notApi = (await client.search(docSearchRequest('Kamera', 10, {facetFilters: ['docusaurus_tag:-docs-api-current']}))).results[0]!;
  assert.ok(notApi.hits.every((h) => h.docusaurus_tag !== 'docs-api-current'));
  const otherLanguage = (await client.search(docSearchRequest('Kamera', 10, {facetFilters: ['language:en']}))).results[0]!;
  assert.equal(otherLanguage.nbHits, 0);

  // algoliasearch v4 / algoliasearch-helper: an array of {indexName, params}.
  const helper = await client.search([
    {indexName: 'docs', params: {query: 'Simulator', hitsPerPage: 15, page: 0, facets: ['language', 'docusaurus_tag']}},
    {indexName: 'docs', params: 'query=Konto&hitsPerPage=1&facetFilters=%5B%22language%3Ade%22%5D'},
  ]);
  assert.equal(helper.results.length, 2);
  assert.equal(helper.results[0]!.hits[0]?.url_without_anchor, '/docs/de/quickstart/development/simulator/');
  assert.deepEqual(helper.results[0]!.facets?.language, {de: helper.results[0]!.nbHits});
  assert.equal(helper.results[1]!.query, 'Konto');
  assert.equal(helper.results[1]!.hits.length, 1);

  // Empty query: nothing (DocSearch shows recent searches instead).
  const empty = (await client.search(docSearchRequest(''))).results[0]!;
  assert.deepEqual([empty.hits, empty.nbHits, empty.nbPages], [[], 0, 0]);
  await assert.rejects(client.search({} as never), /expects/);
});

test('urlPrefix makes absolute URLs', async () => {
  const client = createLocalSearchClient(load, {urlPrefix: 'https://www.8thwall.com'});
  const hit = (await client.search(docSearchRequest('Simulator'))).results[0]!.hits[0]!;
  assert.equal(hit.url_without_anchor, 'https://www.8thwall.com/docs/de/quickstart/development/simulator/');
});
