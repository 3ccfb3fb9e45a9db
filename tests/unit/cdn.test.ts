/** Server redirect rules and cache headers for a CDN (plugins/cdn). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {explicitRedirects} from '../../redirects';
import {CACHE_IMMUTABLE, CACHE_REVALIDATE, headersFile, nginxMap, redirectsFile, serverRedirects} from '../../plugins/cdn/rules';
import {deployedBases} from '../../plugins/cdn';

const bases = ['/docs/', '/docs/ja/', '/docs/fr/', '/docs/de/', '/docs/es/'];
const sitePaths = ['/', '/api/studio/ecs/gltf-model/', '/api/studio/world/', '/studio/essentials/schema/', '/quickstart/'];

test('every explicit redirect and /studio/api/ alias is a rule in every locale; the #anchor keeps its trailing slash', () => {
  const rules = serverRedirects(bases, sitePaths);
  const pairs = new Set(rules.map(({from, to}) => `${from} ${to}`));
  for (const base of bases) {
    const prefix = base.slice(0, -1);
    for (const {from, to} of explicitRedirects) assert.ok(pairs.has(`${prefix}${from} ${prefix}${to}`), `${base}: ${from}`);
    assert.ok(pairs.has(`${prefix}/studio/api/ecs/gltf-model/ ${prefix}/api/studio/ecs/gltf-model/`), `${base}: alias`);
  }
  const anchored = rules.find(({to}) => to.includes('#'));
  assert.ok(anchored, 'an anchor redirect exists');
  assert.match(anchored.to, /\/#[\w-]+$/, 'slash before the anchor');
  assert.equal(new Set(rules.map((r) => r.from)).size, rules.length, 'one rule per old path');
});

test('no rule shadows an existing page', () => {
  const shadowed = explicitRedirects[0].from;
  const rules = serverRedirects(['/docs/'], [...sitePaths, shadowed]);
  assert.ok(!rules.some(({from}) => from === `/docs${shadowed}`));
});

test('_redirects: one "from to 301" line per rule; nginx map: both slash forms, quoted', () => {
  const rules = serverRedirects(bases, sitePaths);
  const redirects = redirectsFile(rules);
  const lines = redirects.split('\n').filter((line) => line && !line.startsWith('#'));
  assert.equal(lines.length, rules.length);
  for (const {from, to} of rules) assert.ok(lines.includes(`${from} ${to} 301`), from);
  const nginx = nginxMap(rules);
  assert.match(nginx, /^map \$uri \$docs_redirect \{$/m);
  for (const {from, to} of rules) {
    assert.ok(nginx.includes(`    "${from}" "${to}";`), from);
    assert.ok(nginx.includes(`    "${from.replace(/\/$/, '')}" "${to}";`), `${from} without slash`);
  }
});

test('_headers: hashed assets cached for a year in every locale, pages and the search index revalidated', () => {
  const headers = headersFile(bases, '/docs/');
  const blocks = headers
    .split(/\n(?=\/)/)
    .map((block) => block.split('\n').filter((line) => line && !line.startsWith('#')))
    .filter((lines) => lines.length);
  const rule = (path: string) => blocks.find((lines) => lines[0] === path)?.slice(1).map((line) => line.trim());
  assert.deepEqual(rule('/docs/*'), [`Cache-Control: ${CACHE_REVALIDATE}`]);
  for (const base of bases) {
    assert.deepEqual(rule(`${base}assets/*`), ['! Cache-Control', `Cache-Control: ${CACHE_IMMUTABLE}`]);
    assert.deepEqual(rule(`${base}search/index.json`), ['! Cache-Control', `Cache-Control: ${CACHE_REVALIDATE}`]);
  }
  // The catch-all comes first: Netlify lets a later rule win, Cloudflare applies the `!` after it.
  assert.ok(headers.indexOf('/docs/*') < headers.indexOf('/docs/assets/*'));
});

test('the deploy root gets the files for its locales; a locale subfolder of a full build none', () => {
  const i18n = (currentLocale: string) =>
    ({
      defaultLocale: 'en',
      locales: ['en', 'de'],
      currentLocale,
      localeConfigs: {en: {path: 'en'}, de: {path: 'de'}},
    }) as never;
  assert.deepEqual(deployedBases({baseUrl: '/docs/', i18n: i18n('en')}), ['/docs/', '/docs/de/']);
  assert.equal(deployedBases({baseUrl: '/docs/de/', i18n: i18n('de')}), undefined);
  assert.deepEqual(deployedBases({baseUrl: '/docs/', i18n: i18n('de')}), ['/docs/']);
});
