import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {hydrated, useHarness} from '../lib/browser';
import routes from '../../spec/routes.json';

const h = useHarness();

test('locale switch keeps the path and the #anchor', async () => {
  const {page} = await h.newPage();
  await page.goto(`${h.base}/docs/de/account/teams/`);
  await hydrated(page);
  const anchor = await page.locator('article h2[id]').first().getAttribute('id');
  await page.goto(`${h.base}/docs/de/account/teams/#${anchor}`);
  await hydrated(page);
  // The page scrolled to the anchor and the navbar hid; scrolling up a little brings it back.
  await page.evaluate(() => window.scrollBy(0, -40));
  await page.locator('nav.navbar').waitFor({state: 'visible'});
  const dropdown = page.locator('nav.navbar .dropdown', {hasText: 'Deutsch'});
  await dropdown.hover();
  await dropdown.getByRole('link', {name: 'English'}).click();
  await page.waitForURL(`${h.base}/docs/account/teams/#${anchor}`);
  await hydrated(page);
  assert.ok(await page.locator(`article [id="${anchor}"]`).count(), 'the anchor exists in English too');
  // Every other locale is offered at the same path with the same anchor once the menu opens.
  await page.evaluate(() => window.scrollBy(0, -40));
  const english = page.locator('nav.navbar .dropdown', {hasText: 'English'});
  await english.hover();
  const hrefs = await english
    .locator('.dropdown__menu a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  assert.deepEqual(hrefs, ['en', 'ja', 'fr', 'de', 'es'].map((l) => `/docs/${l === 'en' ? '' : `${l}/`}account/teams/#${anchor}`));
});

test('unknown paths show the German not-found page', async () => {
  const {page} = await h.newPage();
  const response = await page.goto(`${h.base}/docs/de/gibt-es-nicht/`);
  assert.equal(response?.status(), 404);
  await hydrated(page);
  assert.deepEqual(await page.locator('h1').allTextContents(), ['Seite nicht gefunden']);
  assert.match((await page.locator('main').textContent()) ?? '', /Link nicht mehr funktioniert/);
  await page.waitForFunction(() => document.title.startsWith('Seite nicht gefunden'));
});

test('.html and index.html URLs are normalised to the page', async () => {
  const {page} = await h.newPage();
  for (const suffix of ['account/teams.html', 'account/teams/index.html']) {
    await page.goto(`${h.base}/docs/de/${suffix}`);
    await hydrated(page);
    assert.equal(await page.locator('article h1').textContent(), 'Teams', suffix);
  }
});

/** One sample per group of the specification, plus the anchor redirect and a /studio/api/ alias. */
const samples: [string, string][] = [
  ['/studio/getting-started/', '/quickstart/'],
  ['/account/settings/manage-subscriptions/', '/account/settings/manage-credits/'],
  ['/account/settings/manage-payment-methods/', '/account/settings/manage-billing/'],
  ['/studio/home/key-concepts/', '/studio/essentials/overview/'],
  ['/studio/guides/components/lifecycle-methods/', '/studio/essentials/component-lifecycle/'],
  ['/studio/guides/components/custom-editor-fields/', '/studio/essentials/schema/#custom-editor-fields'],
  ['/studio/guides/gaussian-splats/', '/studio/guides/splats/'],
  ['/studio/essentials/behaviors/', '/studio/guides/global-behaviors/'],
  ['/studio/changelog/', '/studio/release-notes/'],
  ['/api/studio/ecs/TetrahedronGeometry/', '/api/studio/ecs/geometry/polyhedron-geometry/'],
  ['/api/studio/ecs/GltfModel/', '/api/studio/ecs/gltf-model/'],
  ['/api/studio/ecs/defineQuery/', '/api/studio/ecs/'],
  ['/api/studio/ecs/CameraEvents/XR_CAMERA_EDIT/', '/api/studio/events/camera/'],
  ['/api/studio/ecs/events/GLTF_MODEL_LOADED/', '/api/studio/events/general/'],
  ['/studio/api/ecs/gltf-model/', '/api/studio/ecs/gltf-model/'],
];

for (const locale of ['de', 'en', 'ja']) {
  test(`${locale}: redirects from old paths land on their page`, async () => {
    const {page} = await h.newPage();
    const prefix = locale === 'en' ? '/docs' : `/docs/${locale}`;
    for (const [from, to] of locale === 'de' ? samples : samples.slice(0, 6)) {
      await page.goto(`${h.base}${prefix}${from}`);
      await page.waitForURL(`${h.base}${prefix}${to}`);
      await hydrated(page);
    }
  });
}

test('old single-page links (/web/#…, /guides/modules/#…) forward to the page that holds the topic', async () => {
  const {page} = await h.newPage();
  await page.goto(`${h.base}/docs/de/web/#teams`);
  await page.waitForURL(`${h.base}/docs/de/legacy/guides/teams/`);
  await page.goto(`${h.base}/docs/de/web/#unknown-fragment`);
  await page.waitForURL(`${h.base}/docs/de/`);
  await page.goto(`${h.base}/docs/guides/modules/#unknown`);
  await page.waitForURL(/\/docs\/legacy\/guides\/modules\//);
});

/** A German page still marked as being written (content_status: in-progress), if any is left. */
function pageBeingWritten(): string | undefined {
  const root = path.resolve(__dirname, '../..');
  for (const {route, section, docPath} of routes as {route: string; section: string; docPath: string}[]) {
    if (section === 'main') continue;
    const file = path.join(root, 'i18n/de', `docusaurus-plugin-content-docs-${section}`, 'current', `${docPath}.mdx`);
    if (fs.existsSync(file) && /^content_status:\s*"?in-progress/m.test(fs.readFileSync(file, 'utf8'))) return route;
  }
  return undefined;
}

test('pages being written say so, in German; ja falls back to English with a notice in Japanese', async (t) => {
  const {page} = await h.newPage();
  const inProgress = pageBeingWritten();
  if (inProgress) {
    await page.goto(`${h.base}${inProgress}`);
    await hydrated(page);
    assert.match((await page.locator('[data-page-notice="in-progress"]').textContent()) ?? '', /entsteht gerade/);
  } else {
    t.diagnostic('no page is being written any more: the in-progress notice is not checked here');
  }
  await page.goto(`${h.base}/docs/ja/account/teams/`);
  await hydrated(page);
  assert.match((await page.locator('[data-page-notice="untranslated"]').textContent()) ?? '', /英語/);
  await page.goto(`${h.base}/docs/de/api/engine/xr8/pause/`);
  await hydrated(page);
  assert.equal(await page.locator('[data-page-notice]').count(), 0);
});

test('pages about the hosted platform (Studio, quickstart, account, Studio API) say that it ended; the engine reference and legacy pages do not', async () => {
  const {page} = await h.newPage();
  for (const path of ['/docs/de/account/teams/', '/docs/de/studio/guides/physics/', '/docs/de/quickstart/', '/docs/de/api/studio/ecs/physics/']) {
    await page.goto(`${h.base}${path}`);
    await hydrated(page);
    const notice = page.locator('[data-page-notice="platform-ended"]');
    assert.match((await notice.textContent()) ?? '', /28\. Februar 2026.*28\. Februar 2027/, path);
    assert.equal(await notice.locator('a').getAttribute('href'), '/docs/de/legacy/#the-platform-transition', path);
  }
  for (const path of ['/docs/de/api/engine/xr8/pause/', '/docs/de/api/', '/docs/de/legacy/api/xr8/run/']) {
    await page.goto(`${h.base}${path}`);
    await hydrated(page);
    assert.equal(await page.locator('[data-page-notice="platform-ended"]').count(), 0, path);
  }
});

test('the version item follows the section the reader is in', async () => {
  const {page} = await h.newPage();
  for (const section of ['api', 'account', 'legacy']) {
    await page.goto(`${h.base}/docs/de/${section}/`);
    await hydrated(page);
    const version = page.locator('nav.navbar').getByRole('link', {name: 'Aktuell', exact: true});
    assert.equal(await version.getAttribute('href'), `/docs/de/${section}/`);
  }
});
