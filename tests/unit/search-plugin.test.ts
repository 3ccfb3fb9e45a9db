import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import searchPlugin, {searchedTags} from '../../plugins/search';
import {searchHeadTags, searchSettings} from '../../plugins/search/settings';
import {fetchLocalIndex, SEARCH_TIMEOUTS} from '../../plugins/search/client/site';
import {docsInstances} from '../../config/docs-instances';
import {createLocalSearchClient} from '../../plugins/search/client/local';
import {SearchEngine} from '../../plugins/search/engine/engine';
import {listPages} from '../../plugins/search/build/build';
import {articleHtml, docHtml} from './search-fixtures';

const ALGOLIA = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

function withEnv<T>(values: Partial<Record<(typeof ALGOLIA)[number], string>>, run: () => T): T {
  const saved = Object.fromEntries(ALGOLIA.map((k) => [k, process.env[k]]));
  for (const k of ALGOLIA) {
    if (values[k] === undefined) delete process.env[k];
    else process.env[k] = values[k];
  }
  try {
    return run();
  } finally {
    for (const k of ALGOLIA) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
  }
}

/** A German build output: doc pages of several sections, legacy, a non-doc page, the 404 page. */
function fixtureBuild(): {dir: string; routesPaths: string[]} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-plugin-'));
  const write = (rel: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
    fs.writeFileSync(path.join(dir, rel), html);
  };
  const simple = (title: string, text: string) =>
    `<article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header><p>${text}</p></div></article>`;
  write('index.html', docHtml({tag: 'docs-default-current', title: '8th Wall Dokumentation', body: simple('8th Wall Dokumentation', 'Willkommen.')}));
  write('account/settings/manage-billing/index.html', docHtml({body: articleHtml}));
  write('studio/guides/xr/image-targets/index.html', docHtml({tag: 'docs-studio-current', body: simple('Image Targets', 'Bildzielerkennung im Überblick.')}));
  write('legacy/guides/image-targets/index.html', docHtml({tag: 'docs-legacy-current', body: simple('Image Targets (Legacy)', 'Alte Bildzielerkennung.')}));
  write('search/index.html', docHtml({tag: 'default', body: '<main><h1>Suche</h1></main>'}));
  write('404.html', docHtml({tag: 'docs-default-current', body: '<main><h1>Seite nicht gefunden</h1></main>'}));
  write('account/settings/billing-information/index.html', '<!doctype html><meta http-equiv=refresh content="0; url=/docs/de/account/settings/manage-billing/">');
  write('assets/js/main.js', 'console.log("<article>")');
  const routesPaths = [
    '/docs/de/',
    '/docs/de/account/settings/manage-billing/',
    '/docs/de/studio/guides/xr/image-targets/',
    '/docs/de/legacy/guides/image-targets/',
    '/docs/de/search/',
    '/docs/de/404.html',
  ];
  return {dir, routesPaths};
}

const siteDir = path.resolve(__dirname, '../..');
const context = {i18n: {currentLocale: 'de'}, baseUrl: '/docs/de/', siteDir} as Parameters<typeof searchPlugin>[0];
const options = {instances: [...docsInstances]};
const ALGOLIA_ENV = {ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs'};

test('settings: Algolia only with all three variables set (blank counts as unset); preconnect only then', () => {
  const tags = ['docs-default-current'];
  assert.deepEqual(searchSettings(tags, {}), {mode: 'local', tags});
  assert.equal(searchSettings(tags, {ALGOLIA_APP_ID: 'A', ALGOLIA_API_KEY: 'k'}).mode, 'local');
  assert.equal(searchSettings(tags, {ALGOLIA_APP_ID: 'A', ALGOLIA_API_KEY: 'k', ALGOLIA_INDEX_NAME: ' '}).mode, 'local');
  const algolia = searchSettings(tags, {ALGOLIA_APP_ID: ' A ', ALGOLIA_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'docs'});
  assert.deepEqual(algolia, {mode: 'algolia', algolia: {appId: 'A', apiKey: 'k', indexName: 'docs'}, tags});
  assert.deepEqual(searchHeadTags(searchSettings(tags, {})), []);
  assert.deepEqual(searchHeadTags(algolia), [{tagName: 'link', attributes: {rel: 'preconnect', href: 'https://A-dsn.algolia.net', crossorigin: 'anonymous'}}]);
});

test('searched sections: every indexed docs instance, never legacy', () => {
  const tags = searchedTags(docsInstances);
  assert.ok(!tags.includes('docs-legacy-current'));
  for (const instance of docsInstances) assert.equal(tags.includes(`docs-${instance.id}-current`), instance.id !== 'legacy', instance.id);
});

test('the plugin: theme components, the search page route in the locale, settings as global data', async () => {
  const plugin = withEnv({}, () => searchPlugin(context, options));
  const themePath = plugin.getThemePath?.() ?? '';
  for (const component of ['SearchBar/index.tsx', 'SearchBar/SearchModal.tsx', 'SearchPage/index.tsx']) {
    assert.ok(fs.existsSync(path.join(themePath, component)), component);
  }
  const data: unknown[] = [];
  const routes: {path: string; component: string}[] = [];
  const actions = {setGlobalData: (d: unknown) => data.push(d), addRoute: (r: {path: string; component: string}) => routes.push(r)};
  await plugin.contentLoaded?.({actions, content: undefined} as never);
  assert.deepEqual(data, [{mode: 'local', tags: searchedTags(docsInstances)}]);
  assert.deepEqual(routes.map((r) => [r.path, r.component]), [['/docs/de/search/', '@theme/SearchPage']]);
  assert.deepEqual((plugin.injectHtmlTags?.({content: undefined}) as {headTags: unknown[]}).headTags, []);
  const hosted = withEnv(ALGOLIA_ENV, () => searchPlugin(context, options));
  const hostedData: unknown[] = [];
  await hosted.contentLoaded?.({actions: {...actions, setGlobalData: (d: unknown) => hostedData.push(d)}, content: undefined} as never);
  assert.equal((hostedData[0] as {mode: string}).mode, 'algolia');
  assert.equal((hosted.injectHtmlTags?.({content: undefined}) as {headTags: unknown[]}).headTags.length, 1);
  assert.throws(() => searchPlugin(context, {}), /instances/);
});

test('the local index read times out: a server that never answers fails after the read timeout', async () => {
  const realFetch = globalThis.fetch;
  let aborted = false;
  globalThis.fetch = ((_url: string, init?: RequestInit) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => {
        aborted = true;
        reject(new DOMException('aborted', 'AbortError'));
      });
    })) as typeof fetch;
  try {
    const started = Date.now();
    await assert.rejects(fetchLocalIndex('/docs/de/search/index.json', 50), {name: 'SearchUnavailableError'});
    assert.ok(aborted, 'the request is aborted');
    assert.ok(Date.now() - started < 1000);
    assert.equal(SEARCH_TIMEOUTS.read, 2000);
  } finally {
    globalThis.fetch = realFetch;
  }
});

test('postBuild writes <outDir>/search/index.json from the doc pages of that locale only', async () => {
  const {dir, routesPaths} = fixtureBuild();
  try {
    const plugin = withEnv({}, () => searchPlugin(context, options));
    await plugin.postBuild?.({outDir: dir, baseUrl: '/docs/de/', routesPaths} as never);
    const file = path.join(dir, 'search/index.json');
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    const engine = SearchEngine.load(data);
    assert.equal(engine.partial, true);
    engine.complete(JSON.parse(fs.readFileSync(path.join(dir, data.rest), 'utf8')));
    assert.equal(data.rest, 'search/index-rest.json');
    assert.deepEqual(data.pages.map((p: unknown[]) => p[0]).sort(), [
      '/docs/de/',
      '/docs/de/account/settings/manage-billing/',
      '/docs/de/studio/guides/xr/image-targets/',
    ]);
    assert.equal(engine.recordCount, 1 + 4 + 1);
    assert.equal(data.language, 'de');
    const client = createLocalSearchClient(async () => data, {loadRest: async (rest) => JSON.parse(fs.readFileSync(path.join(dir, rest), 'utf8'))});
    const {results} = await client.search({requests: [{query: 'Bildziel'}]});
    assert.deepEqual(
      results[0]!.hits.map((h) => h.url),
      ['/docs/de/studio/guides/xr/image-targets/'],
    );
    // Walking the directory (no routes) finds the same pages, without assets.
    const walked = listPages({dir, baseUrl: '/docs/de/'}).map((p) => p.url);
    assert.ok(walked.includes('/docs/de/legacy/guides/image-targets/') && !walked.some((u) => u.includes('assets')));
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('with Algolia configured no index is written', async () => {
  const {dir, routesPaths} = fixtureBuild();
  try {
    const plugin = withEnv(ALGOLIA_ENV, () => searchPlugin(context, options));
    await plugin.postBuild?.({outDir: dir, baseUrl: '/docs/de/', routesPaths} as never);
    assert.equal(fs.existsSync(path.join(dir, 'search/index.json')), false);
    assert.equal(fs.existsSync(path.join(dir, 'search/index-rest.json')), false);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
