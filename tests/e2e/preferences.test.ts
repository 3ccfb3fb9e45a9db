import {test} from 'node:test';
import assert from 'node:assert/strict';
import {hydrated, useHarness} from '../lib/browser';

const h = useHarness();

const bar = '[class*="announcementBar"][role="banner"]';

test('announcement bar: closing is remembered; a new bar id shows it again', async () => {
  const {page} = await h.newPage();
  await page.goto(`${h.base}/docs/de/`);
  await hydrated(page);
  assert.ok(await page.locator(bar).isVisible());
  assert.match((await page.locator(bar).textContent()) ?? '', /28\. Februar 2026/);
  assert.equal(await page.locator(`${bar} a`).getAttribute('href'), '/docs/de/legacy/#the-platform-transition');
  await page.locator(`${bar} button[aria-label="Schließen"]`).click();
  await page.locator(bar).waitFor({state: 'detached'});
  await page.reload();
  await hydrated(page);
  assert.equal(await page.locator(bar).count(), 0, 'stays closed after reload');
  // An older id in storage stands for an earlier announcement: the current one shows again.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-earlier-announcement'));
  await page.reload();
  await hydrated(page);
  assert.ok(await page.locator(bar).isVisible(), 'a changed id shows the bar again');
});

test('colour mode: light by default even when the system prefers dark; stored; synced across tabs', async () => {
  const {context, page} = await h.newPage({colorScheme: 'dark'});
  await page.goto(`${h.base}/docs/de/`);
  await hydrated(page);
  const theme = (p = page) => p.evaluate(() => document.documentElement.dataset.theme);
  assert.equal(await theme(), 'light');
  const second = await context.newPage();
  await second.goto(`${h.base}/docs/de/account/`);
  await hydrated(second);
  await page.locator('button[class*="toggleButton"]').click();
  assert.equal(await theme(), 'dark');
  await second.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  // The reload checks what this tab stored; the other tab is done and closes first.
  await second.close();
  assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark', 'the choice is stored');
  await page.reload();
  await hydrated(page);
  assert.equal(await theme(), 'dark', 'choice survives a reload');
});

test('the site still works when localStorage throws', async () => {
  const {context, page, consoleErrors} = await h.newPage();
  // A plain string: the test's own compiled functions must not leak helpers into the page.
  await context.addInitScript(`
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() { throw new DOMException('blocked', 'SecurityError'); },
    });`);
  await page.goto(`${h.base}/docs/de/account/teams/`);
  await hydrated(page);
  assert.ok(await page.locator('article h1').isVisible());
  await page.locator('button[class*="toggleButton"]').click();
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  await page.locator('nav.navbar').getByRole('link', {name: 'Studio', exact: true}).click();
  await page.waitForURL(/\/docs\/de\/studio\/$/);
  assert.deepEqual(consoleErrors.filter((e) => !/storage|SecurityError/i.test(e)), []);
});
