/**
 * Search in the browser, German edition, local index: every way of opening and closing the
 * DocSearch modal, grouping and the per-group limit, snippet length at 768/769 px, recent
 * searches and favourites across reloads, the See-all link and the search page, the error screen
 * with the index blocked (and the retry on the next open), hostile queries rendered as text, and
 * no search asset on page load.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {hydrated, useHarness} from '../lib/browser';

const h = useHarness();
const START = '/docs/de/account/';
const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

async function openPage(path = START, options?: Parameters<typeof h.newPage>[0]) {
  const tracked = await h.newPage(options);
  await tracked.page.goto(`${h.base}${path}`);
  await hydrated(tracked.page);
  return tracked;
}

async function expectOpen(page: Page) {
  await modal(page).waitFor();
  await input(page).waitFor();
}

async function closeWithEscape(page: Page) {
  await page.keyboard.press('Escape');
  await modal(page).waitFor({state: 'detached'});
}

async function search(page: Page, query: string) {
  await input(page).fill(query);
  await page.locator('.DocSearch-Hit').first().waitFor();
}

/** Scripts of a page whose code contains the DocSearch modal or the local engine. */
async function searchScripts(context: import('playwright-core').BrowserContext, urls: string[]): Promise<string[]> {
  const scripts = [...new Set(urls.filter((url) => url.endsWith('.js')))];
  const found: string[] = [];
  for (const url of scripts) {
    const body = await (await context.request.get(url)).text();
    if (body.includes('DocSearch-Dropdown-Container') || body.includes('docs-search-index')) found.push(url);
  }
  return found;
}

test('a page load fetches no search code and no index; the first open loads them', async () => {
  const {page, context, requests} = await openPage();
  const onLoad = [...requests];
  assert.ok(!onLoad.some((url) => url.includes('/search/index.json')), 'index fetched on page load');
  assert.deepEqual(await searchScripts(context, onLoad), [], 'search code loaded with the page');
  await page.locator('[data-search-button]').click();
  await expectOpen(page);
  await input(page).fill('Arbeitsbereich');
  await page.locator('.DocSearch-Hit').first().waitFor();
  const afterOpen = requests.slice(onLoad.length);
  assert.ok(afterOpen.some((url) => url.endsWith('/docs/de/search/index.json')), 'the German index is loaded on first use');
  assert.ok((await searchScripts(context, afterOpen)).length > 0, 'the modal and engine arrive on first open');
});

test('opens on click, on keyboard focus and by typing into the focused button; Escape closes', async () => {
  const {page} = await openPage();
  const button = page.locator('[data-search-button]');
  await button.click();
  await expectOpen(page);
  await closeWithEscape(page);
  // Focus returns to the button without reopening the modal.
  assert.equal(await page.evaluate(() => document.activeElement?.hasAttribute('data-search-button')), true);
  assert.equal(await modal(page).count(), 0);

  // Typing into the focused button opens the modal with that character as the query.
  await page.keyboard.press('z');
  await expectOpen(page);
  assert.equal(await input(page).inputValue(), 'z');
  await closeWithEscape(page);

  // Keyboard focus (Tab through the navbar) opens it.
  await page.reload();
  await hydrated(page);
  for (let i = 0; i < 40 && (await modal(page).count()) === 0; i++) await page.keyboard.press('Tab');
  await expectOpen(page);
  await closeWithEscape(page);
});

test('opens on touch on a phone-sized screen', async () => {
  const {page} = await openPage(START, {viewport: {width: 390, height: 800}, hasTouch: true, isMobile: true});
  await page.locator('[data-search-button]').tap();
  await expectOpen(page);
  await closeWithEscape(page);
});

test('Ctrl+K, Cmd+K and "/" open the modal; "/" typed into an input does not; a German keyboard "/" (Shift+7) does', async () => {
  const {page} = await openPage();
  await page.keyboard.press('Control+k');
  await expectOpen(page);
  await closeWithEscape(page);
  await page.keyboard.press('Meta+k');
  await expectOpen(page);
  await closeWithEscape(page);
  await page.locator('main').click({position: {x: 5, y: 5}});
  await page.keyboard.press('/');
  await expectOpen(page);
  await closeWithEscape(page);

  // On a German layout "/" is Shift+7: the key event carries key "/" and code "Digit7".
  await page.locator('main').click({position: {x: 5, y: 5}});
  await page.evaluate(() => {
    document.body.dispatchEvent(new KeyboardEvent('keydown', {key: '/', code: 'Digit7', shiftKey: true, bubbles: true, cancelable: true}));
  });
  await expectOpen(page);
  await closeWithEscape(page);

  // Inside a text field "/" is just a character.
  await page.evaluate(() => {
    const field = document.createElement('input');
    field.id = 'probe';
    document.querySelector('main')!.prepend(field);
  });
  await page.locator('#probe').focus();
  await page.keyboard.press('/');
  assert.equal(await page.locator('#probe').inputValue(), '/');
  assert.equal(await modal(page).count(), 0);
});

test('results are grouped by section with at most 5 hits per group, with German texts', async () => {
  const {page} = await openPage();
  await page.keyboard.press('Control+k');
  await expectOpen(page);
  assert.equal(await input(page).getAttribute('maxlength'), '64');
  await search(page, 'Projekt');
  const groups = page.locator('.DocSearch-Hits');
  assert.ok((await groups.count()) >= 2, 'several groups');
  for (let i = 0; i < (await groups.count()); i++) {
    const hits = await groups.nth(i).locator('.DocSearch-Hit').count();
    assert.ok(hits >= 1 && hits <= 5, `group ${i} has ${hits} hits`);
  }
  assert.match((await page.locator('.DocSearch-Footer').textContent()) ?? '', /auswählen|navigieren|schließen/);
});

async function longestSnippet(page: Page): Promise<number> {
  const snippets = await page.locator('.DocSearch-Hit-content-wrapper .DocSearch-Hit-title, .DocSearch-Hit-content-wrapper .DocSearch-Hit-path').allTextContents();
  const counts = snippets
    .map((s) => s.replace(/…/g, ' ').trim())
    .filter(Boolean)
    .map((s) => s.split(/\s+/).length);
  return Math.max(...counts);
}

test('snippets have at most 10 words on wide screens and 5 up to 768 px', async () => {
  for (const [width, max] of [
    [769, 10],
    [768, 5],
  ] as const) {
    const {page} = await openPage(START, {viewport: {width, height: 900}});
    await page.keyboard.press('Control+k');
    await expectOpen(page);
    await search(page, 'Rechnung herunterladen');
    const longest = await longestSnippet(page);
    assert.ok(longest <= max + 1, `${width}px: a snippet has ${longest} words (max ${max})`);
    await page.context().close();
  }
});

test('recent searches and favourites survive a reload', async () => {
  const {page} = await openPage();
  await page.keyboard.press('Control+k');
  await expectOpen(page);
  await search(page, 'Rechnungen');
  await page.locator('.DocSearch-Hit a').first().click();
  await modal(page).waitFor({state: 'detached'});
  await page.reload();
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expectOpen(page);
  const recent = page.locator('.DocSearch-Dropdown .DocSearch-Hit');
  await recent.first().waitFor();
  assert.match((await recent.first().textContent()) ?? '', /Rechnung/);
  assert.match((await page.locator('.DocSearch-Hit-source').first().textContent()) ?? '', /Zuletzt/);

  // Save it as a favourite, reload, and it is listed under favourites.
  await recent.first().hover();
  await recent.first().getByTitle('Diese Suche speichern').dispatchEvent('click');
  await page.locator('.DocSearch-Hit-source', {hasText: 'Favoriten'}).waitFor();
  await closeWithEscape(page);
  await page.reload();
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expectOpen(page);
  await page.locator('.DocSearch-Dropdown .DocSearch-Hit').first().waitFor();
  assert.match((await page.locator('.DocSearch-Dropdown').textContent()) ?? '', /Favorit/);
});

test('"Alle … Ergebnisse anzeigen" leads to the search page with q, which shows the same results and pages', async () => {
  const {page} = await openPage();
  await page.keyboard.press('Control+k');
  await expectOpen(page);
  await search(page, 'Projekt');
  const seeAll = page.locator('[data-search-see-all]');
  assert.match((await seeAll.textContent()) ?? '', /^Alle \d+ Ergebnisse anzeigen$/);
  // The footer link sits in DocSearch's scrolling result list; a DOM click is what a reader's click does.
  await seeAll.dispatchEvent('click');
  await page.waitForURL(`${h.base}/docs/de/search/?q=Projekt`);
  await page.locator('[data-search-hit]').first().waitFor();
  assert.match((await page.locator('[data-search-count]').textContent()) ?? '', /\d+ Dokumente gefunden/);
  const first = await page.locator('[data-search-hit]').count();
  assert.ok(first > 0 && first <= 20);
  const more = page.locator('[data-search-more]');
  if (await more.count()) {
    await more.click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-search-hit]').length > n, first);
  }
});

test('the search page caps q at 64 characters and renders a hostile query as text', async () => {
  const hostile = `<img src=x onerror="window.__xss=1">"'(.*+?)[]{}🙂${'x'.repeat(500)}`;
  const {page, consoleErrors} = await openPage(`/docs/de/search/?q=${encodeURIComponent(hostile)}`);
  const value = await page.locator('[data-search-page] input[type=search]').inputValue();
  assert.equal(value, hostile.slice(0, 64));
  await page.locator('[data-search-empty], [data-search-hit]').first().waitFor();
  assert.equal(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss), undefined);
  assert.equal(await page.locator('main img[src="x"]').count(), 0);
  assert.deepEqual(consoleErrors, []);
});

test('a hostile query in the modal is shown as text, never as markup', async () => {
  const {page, consoleErrors} = await openPage();
  await page.keyboard.press('Control+k');
  await expectOpen(page);
  const hostile = '<img src=x onerror="window.__xss=1"> Projekt';
  await input(page).fill(hostile);
  await page.locator('.DocSearch-Hit, .DocSearch-NoResults').first().waitFor();
  assert.equal(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss), undefined);
  assert.equal(await page.locator('.DocSearch-Modal img[src="x"]').count(), 0);
  await input(page).fill('"\')(*+?[🙂');
  await page.locator('.DocSearch-Hit, .DocSearch-NoResults').first().waitFor();
  assert.deepEqual(consoleErrors, []);
});

test('with the index blocked the German error screen shows; the next open retries and works', async () => {
  const {page, context} = await openPage();
  await context.route('**/search/index.json', (route) => route.abort('blockedbyclient'));
  await page.keyboard.press('Control+k');
  await expectOpen(page);
  await input(page).fill('Projekt');
  const error = page.locator('.DocSearch-ErrorScreen');
  await error.waitFor();
  assert.match((await error.textContent()) ?? '', /Ergebnisse können nicht abgerufen werden/);
  await closeWithEscape(page);

  await context.unroute('**/search/index.json');
  await page.keyboard.press('Control+k');
  await expectOpen(page);
  await input(page).fill('Projekt');
  await page.locator('.DocSearch-Hit').first().waitFor();
});

test('a corrupt index shows the error screen without an uncaught error', async () => {
  const {page, context, consoleErrors} = await openPage();
  await context.route('**/search/index.json', (route) => route.fulfill({status: 200, contentType: 'application/json', body: '{"not": "an index"'}));
  await page.keyboard.press('Control+k');
  await expectOpen(page);
  await input(page).fill('Projekt');
  await page.locator('.DocSearch-ErrorScreen').waitFor();
  assert.ok(!consoleErrors.some((e) => /Uncaught|unhandled/i.test(e)), consoleErrors.join('\n'));
});

test('an index slower than the read timeout shows the error screen; a later search works', async () => {
  const {page, context} = await openPage();
  let slow = true;
  await context.route('**/search/index.json', async (route) => {
    if (!slow) return route.continue();
    // The index does arrive, but only after 6 s: the error screen must come from the 2 s read
    // timeout, before that (without the timeout the results would show at 6 s instead).
    await new Promise((resolve) => setTimeout(resolve, 6000));
    await route.continue().catch(() => undefined);
  });
  await page.keyboard.press('Control+k');
  await expectOpen(page);
  const started = Date.now();
  await input(page).fill('Projekt');
  await page.locator('.DocSearch-ErrorScreen').waitFor({timeout: 4500});
  assert.ok(Date.now() - started < 4500, `error screen after ${Date.now() - started} ms`);
  slow = false;
  await input(page).fill('Projekte');
  await page.locator('.DocSearch-Hit').first().waitFor();
});
