import {test} from 'node:test';
import assert from 'node:assert/strict';
import {hydrated, useHarness} from '../lib/browser';

const h = useHarness();

const sample = [
  '/docs/de/',
  '/docs/de/account/',
  '/docs/de/account/settings/manage-billing/',
  '/docs/de/quickstart/',
  '/docs/de/quickstart/development/publish/',
  '/docs/de/studio/',
  '/docs/de/api/',
  '/docs/de/api/engine/xr8/',
  '/docs/de/legacy/',
  '/docs/de/search/?q=Projekt',
  '/docs/',
  '/docs/ja/studio/',
  '/docs/fr/account/teams/',
  '/docs/es/quickstart/',
];

test('a sample of pages loads with no console errors and no request to another host', async () => {
  const {page, consoleErrors, requests} = await h.newPage();
  for (const path of sample) {
    const response = await page.goto(`${h.base}${path}`);
    assert.equal(response?.status(), 200, path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
  }
  assert.deepEqual(consoleErrors, []);
  const foreign = requests.filter((url) => !url.startsWith(h.base) && !url.startsWith('data:'));
  assert.deepEqual(foreign, []);
});

test('client-side navigation between sections works and updates the title', async () => {
  const {page, consoleErrors} = await h.newPage();
  await page.goto(`${h.base}/docs/de/`);
  await hydrated(page);
  await page.locator('nav.navbar').getByRole('link', {name: 'Konto', exact: true}).click();
  await page.waitForURL(`${h.base}/docs/de/account/`);
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Teams'}).click();
  await page.waitForURL(`${h.base}/docs/de/account/teams/`);
  // The title follows the new page once it has rendered.
  await page.waitForFunction(() => document.title.startsWith('Teams'));
  assert.deepEqual(consoleErrors, []);
});
