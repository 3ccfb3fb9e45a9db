import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import searchIndexPlugin, {isAlgoliaConfigured} from '../../plugins/search-index';
import {createLocalSearchClient} from '../../src/search/client';
import {SearchEngine} from '../../src/search/engine';
import {listPages} from '../../src/search/node/build';
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

const context = {i18n: {currentLocale: 'de'}} as Parameters<typeof searchIndexPlugin>[0];

test('Algolia counts as configured only with all three variables set', () => {
  assert.equal(isAlgoliaConfigured({}), false);
  assert.equal(isAlgoliaConfigured({ALGOLIA_APP_ID: 'A', ALGOLIA_API_KEY: 'k'}), false);
  assert.equal(isAlgoliaConfigured({ALGOLIA_APP_ID: 'A', ALGOLIA_API_KEY: 'k', ALGOLIA_INDEX_NAME: ' '}), false);
  assert.equal(isAlgoliaConfigured({ALGOLIA_APP_ID: 'A', ALGOLIA_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'docs'}), true);
});

test('postBuild writes <outDir>/search/index.json from the doc pages of that locale only', async () => {
  const {dir, routesPaths} = fixtureBuild();
  try {
    const plugin = searchIndexPlugin(context);
    await withEnv({}, () => plugin.postBuild?.({outDir: dir, baseUrl: '/docs/de/', routesPaths} as never));
    const file = path.join(dir, 'search/index.json');
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    const engine = SearchEngine.load(data);
    assert.deepEqual(data.pages.map((p: unknown[]) => p[0]).sort(), [
      '/docs/de/',
      '/docs/de/account/settings/manage-billing/',
      '/docs/de/studio/guides/xr/image-targets/',
    ]);
    assert.equal(engine.recordCount, 1 + 4 + 1);
    assert.equal(data.language, 'de');
    const client = createLocalSearchClient(async () => data);
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

test('with Algolia configured nothing is written and the global data says so', async () => {
  const {dir, routesPaths} = fixtureBuild();
  try {
    const plugin = searchIndexPlugin(context);
    const env = {ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs'};
    await withEnv(env, () => plugin.postBuild?.({outDir: dir, baseUrl: '/docs/de/', routesPaths} as never));
    assert.equal(fs.existsSync(path.join(dir, 'search/index.json')), false);
    const data: unknown[] = [];
    const actions = {setGlobalData: (d: unknown) => data.push(d)};
    await withEnv(env, () => plugin.contentLoaded?.({actions, content: undefined} as never));
    await withEnv({}, () => plugin.contentLoaded?.({actions, content: undefined} as never));
    assert.deepEqual(data, [
      {enabled: false, indexPath: 'search/index.json'},
      {enabled: true, indexPath: 'search/index.json'},
    ]);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
