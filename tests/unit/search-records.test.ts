import {test} from 'node:test';
import assert from 'node:assert/strict';
import {tokenizeHtml} from '../../plugins/search/build/html';
import {extractRecords as extract, readPageMeta} from '../../plugins/search/build/records';
import {searchedTags} from '../../plugins/search';
import {docsInstances} from '../../config/docs-instances';

const SEARCHED = searchedTags(docsInstances);
const extractRecords = (html: string, options: {url: string}) => extract(html, {...options, tags: SEARCHED});
import {articleHtml, docHtml} from './search-fixtures';

const url = '/docs/de/account/settings/manage-billing/';

test('HTML tokens (htmlparser2): unquoted attributes, entities, raw text, implied end tags', () => {
  const tokens = tokenizeHtml('<p class=a data-x="1 > 2">a &amp; b &lt; c &#x1F600; &auml;&bdquo;x&ldquo;<br/>d < e<script>if (a<b) {}</script><p>zwei');
  assert.deepEqual(tokens[0], {kind: 'start', name: 'p', attrs: {class: 'a', 'data-x': '1 > 2'}});
  assert.deepEqual(tokens[1], {kind: 'text', text: 'a & b < c 😀 ä„x“'});
  const texts = tokens.filter((t) => t.kind === 'text').map((t) => (t as {text: string}).text);
  assert.deepEqual(texts, ['a & b < c 😀 ä„x“', 'd < e', 'if (a<b) {}', 'zwei']);
  // The second <p> closes the first; the void <br> has no end token; every other start has its end.
  assert.deepEqual(
    tokens.filter((t) => t.kind !== 'text').map((t) => `${t.kind === 'end' ? '/' : ''}${t.name}`),
    ['p', 'br', 'script', '/script', '/p', 'p', '/p'],
  );
});

test('page meta: docusaurus_tag, language, noindex, description, keywords', () => {
  assert.deepEqual(readPageMeta(docHtml({body: ''})), {docusaurusTag: 'docs-account-current', language: 'de', noindex: false, description: null, keywords: []});
  assert.equal(readPageMeta(docHtml({body: '', robots: 'noindex, nofollow'})).noindex, true);
});

test('records: DocSearch shape, lvl0 from the active sidebar category, headings with anchors', () => {
  const records = extractRecords(docHtml({body: articleHtml}), {url});
  assert.deepEqual(
    records.map((r) => [r.type, r.url, r.hierarchy.lvl2, r.hierarchy.lvl3]),
    [
      ['lvl1', url, null, null],
      ['lvl2', `${url}#manage-payment-methods`, 'Zahlungsmethoden verwalten', null],
      ['lvl3', `${url}#api-usage`, 'Zahlungsmethoden verwalten', 'API nutzen'],
      ['lvl2', `${url}#next-steps`, 'Nächste Schritte', null],
    ],
  );
  const [page, payment, api, next] = records as [NonNullable<(typeof records)[0]>, ...NonNullable<(typeof records)[0]>[]];
  assert.deepEqual(page.hierarchy, {lvl0: 'Kontoeinstellungen', lvl1: 'Rechnungsangaben verwalten', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null});
  assert.equal(page.objectID, url);
  assert.equal(page.url_without_anchor, url);
  assert.equal(page.anchor, null);
  assert.equal(page.language, 'de');
  assert.equal(page.docusaurus_tag, 'docs-account-current');
  // Entities decoded, notice / breadcrumbs / mobile TOC skipped.
  assert.equal(page.content, '8th Wall verwaltet Zahlungsmethoden & Rechnungsangaben über das Stripe-Abrechnungsportal (Stripe Billing Portal).');
  // No hash-link characters, no admonition label, no SVG.
  assert.equal(payment?.hierarchy.lvl2, 'Zahlungsmethoden verwalten');
  assert.equal(payment?.content, 'eine neue Zahlungsmethode hinzufügen; eine Zahlungsmethode entfernen; Geänderte Angaben gelten für künftige Rechnungen.');
  assert.equal(payment?.anchor, 'manage-payment-methods');
  // Code blocks: not content, but identifiers are kept; inline code stays content.
  assert.equal(api?.content, 'Rufen Sie XR8.addCameraPipelineModule() auf. Rolle Rechte OWNER Alles');
  assert.deepEqual(api?.code, ['XR8.CanvasScreenshot.pipelineModule', 'ecs.registerComponent', 'gltf-model']);
  // Doc cards (nested article), the doc footer and the pagination are not content.
  assert.equal(next?.content, 'Weiter <geht> es mit Rechnungen.');
  assert.equal(next?.hierarchy.lvl2, 'Nächste Schritte');
});

test('records: the page\'s keywords and description go with its title record only (field `about`)', () => {
  const head = '<meta data-rh=true name=description content="Zahlungsmethoden &amp; Rechnungsangaben ändern."><meta data-rh=true name=keywords content="Bezahlart, Kreditkarte,Rechnungsadresse">';
  const meta = readPageMeta(docHtml({body: '', head}));
  assert.equal(meta.description, 'Zahlungsmethoden & Rechnungsangaben ändern.');
  assert.deepEqual(meta.keywords, ['Bezahlart', 'Kreditkarte', 'Rechnungsadresse']);
  const records = extractRecords(docHtml({body: articleHtml, head}), {url});
  assert.equal(records[0]?.about, 'Bezahlart · Kreditkarte · Rechnungsadresse · Zahlungsmethoden & Rechnungsangaben ändern.');
  assert.ok(records.slice(1).every((r) => r.about === undefined));
  assert.equal(extractRecords(docHtml({body: articleHtml}), {url})[0]?.about, undefined);
});

test('records: only the five current doc sections; never legacy, non-doc pages or noindex pages', () => {
  for (const tag of SEARCHED) assert.equal(extractRecords(docHtml({tag, body: articleHtml}), {url}).length, 4, tag);
  assert.deepEqual(extractRecords(docHtml({tag: 'docs-legacy-current', body: articleHtml}), {url}), []);
  assert.deepEqual(extractRecords(docHtml({tag: 'default', body: articleHtml}), {url}), []);
  assert.deepEqual(extractRecords(docHtml({tag: null, body: articleHtml}), {url}), []);
  assert.deepEqual(extractRecords(docHtml({body: articleHtml, robots: 'noindex, nofollow'}), {url}), []);
  // A page with the tag but no doc article (the 404 page).
  assert.deepEqual(extractRecords(docHtml({tag: 'docs-default-current', body: '<main><h1>Seite nicht gefunden</h1></main>'}), {url}), []);
});

test('records: title falls back to the document title; lvl0 to the navbar item, then the default', () => {
  const noH1 = '<article><div class="theme-doc-markdown markdown"><p>Text.</p></div></article>';
  const [record] = extractRecords(docHtml({title: 'Teams', body: noH1}), {url});
  assert.equal(record?.hierarchy.lvl1, 'Teams');
  const withoutSidebar = docHtml({body: noH1}).replace(/<aside[\s\S]*<\/aside>/, '');
  assert.equal(extractRecords(withoutSidebar, {url})[0]?.hierarchy.lvl0, 'Konto');
  const bare = withoutSidebar.replace('navbar__link--active', '');
  assert.equal(extractRecords(bare, {url})[0]?.hierarchy.lvl0, 'Dokumentation');
});
