/**
 * Behaviour that needs more than one docs version or a crashing page, proven on the test fixture
 * in tests/fixtures/versioned-site (built by scripts/test-all.sh), with the site's own theme
 * wrapper and German interface strings.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {hydrated, useHarness} from '../lib/browser';

const h = useHarness(path.resolve(__dirname, '../fixtures/versioned-site/build'));

const dropdown = (page: import('playwright-core').Page) => page.locator('nav.navbar .dropdown').first();

test('the version dropdown lists every version and links to the same doc, else the main doc', async () => {
  const {page} = await h.newPage();
  await page.goto(`${h.base}/docs/de/fixture/guide/`);
  await hydrated(page);
  await dropdown(page).hover();
  const links = dropdown(page).locator('.dropdown__menu a');
  assert.deepEqual(await links.allTextContents(), ['Next', '2.0', '1.0']);
  assert.equal(await links.nth(0).getAttribute('href'), '/docs/de/fixture/next/guide/');
  // Version 1.0 has no guide: the link leads to that version's main doc.
  assert.equal(await links.nth(2).getAttribute('href'), '/docs/de/fixture/1.0/intro/');
});

test('unmaintained and unreleased versions show their German banner', async () => {
  const {page} = await h.newPage();
  await page.goto(`${h.base}/docs/de/fixture/1.0/intro/`);
  await hydrated(page);
  assert.match((await page.locator('.theme-doc-version-banner').textContent()) ?? '', /nicht mehr gepflegt/);
  await page.goto(`${h.base}/docs/de/fixture/next/intro/`);
  await hydrated(page);
  assert.match((await page.locator('.theme-doc-version-banner').textContent()) ?? '', /noch nicht veröffentlichten/);
  await page.goto(`${h.base}/docs/de/fixture/intro/`);
  await hydrated(page);
  assert.equal(await page.locator('.theme-doc-version-banner').count(), 0, 'the latest version has no banner');
});

test('the chosen version is remembered in local storage', async () => {
  const {page} = await h.newPage();
  await page.goto(`${h.base}/docs/de/fixture/intro/`);
  await hydrated(page);
  await dropdown(page).hover();
  await dropdown(page).locator('.dropdown__menu a', {hasText: '1.0'}).click();
  await page.waitForURL(`${h.base}/docs/de/fixture/1.0/intro/`);
  assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version-fixture')), '1.0');
  await page.goto(`${h.base}/docs/de/`);
  await hydrated(page);
  // Links into the docs now lead to the preferred version.
  assert.equal(await page.locator('nav.navbar').getByRole('link', {name: 'Intro'}).getAttribute('href'), '/docs/de/fixture/1.0/intro/');
});

test('a crashing page shows the German crash page with a working retry, titled "Page Error"', async () => {
  const {page, consoleErrors} = await h.newPage();
  await page.goto(`${h.base}/docs/de/crash/`);
  await page.getByText('Diese Seite ist abgestürzt.').waitFor();
  assert.match((await page.locator('body').textContent()) ?? '', /Fixture crash for the error page test/);
  await page.waitForFunction(() => document.title === 'Page Error');
  const retry = page.getByRole('button', {name: 'Erneut versuchen'});
  await retry.click();
  await page.getByText('Diese Seite ist abgestürzt.').waitFor();
  assert.ok(consoleErrors.length > 0, 'the crash is reported in the console');
});

test('a German translation whose English source changed shows the stale notice with a link to the English original', async () => {
  const {page} = await h.newPage();
  await page.goto(`${h.base}/docs/de/fixture/next/intro/`);
  await hydrated(page);
  const notice = page.locator('[data-page-notice="stale"]');
  assert.match((await notice.textContent()) ?? '', /Übersetzung nicht mehr aktuell/);
  const link = notice.getByRole('link', {name: 'englischen Original'});
  assert.equal(await link.getAttribute('href'), '/docs/fixture/next/intro/');
  await link.click();
  await page.waitForURL(`${h.base}/docs/fixture/next/intro/`);
  await hydrated(page);
  assert.equal(await page.locator('[data-page-notice]').count(), 0, 'no notice on the English original');

  // A translation that records the current English revision has no notice.
  await page.goto(`${h.base}/docs/de/fixture/next/guide/`);
  await hydrated(page);
  assert.equal(await page.locator('[data-page-notice]').count(), 0);
});
