import {test} from 'node:test';
import assert from 'node:assert/strict';
import {hydrated, useHarness} from '../lib/browser';

const h = useHarness();

test('skip link is the first tab stop and moves focus to the main content', async () => {
  const {page} = await h.newPage();
  await page.goto(`${h.base}/docs/de/account/teams/`);
  await hydrated(page);
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
  assert.equal(focused, 'Zum Hauptinhalt springen');
  await page.keyboard.press('Enter');
  // The next tab stop is inside the main content, past the navbar and the sidebar.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => !!document.activeElement?.closest('main article, main .theme-doc-markdown, main'));
  const inNavbar = await page.evaluate(() => !!document.activeElement?.closest('nav.navbar, aside'));
  assert.ok(inMain && !inNavbar, 'focus should move to the main content');
});

test('navbar: sections, Support dropdown, version and locale dropdowns, search, colour toggle', async () => {
  const {page} = await h.newPage();
  await page.goto(`${h.base}/docs/de/studio/`);
  await hydrated(page);
  const nav = page.locator('nav.navbar');
  for (const label of ['Schnellstart', 'Studio', 'API', 'Konto']) {
    assert.equal(await nav.getByRole('link', {name: label, exact: true}).count(), 1, label);
  }
  await nav.getByRole('button', {name: 'Support'}).or(nav.locator('a.navbar__link', {hasText: 'Support'})).first().hover();
  const support = nav.locator('.dropdown', {hasText: 'Support'}).locator('.dropdown__menu a');
  assert.deepEqual(await support.allTextContents(), ['Projektbibliothek', 'Tutorials', 'Kurse', 'Forum']);
  // One published version: the version item shows it and links to the section's main doc.
  assert.equal(await nav.getByRole('link', {name: 'Aktuell', exact: true}).getAttribute('href'), '/docs/de/studio/');
  assert.ok(await nav.locator('.dropdown', {hasText: 'Deutsch'}).count(), 'locale dropdown');
  assert.ok(await nav.locator('[data-search-button], .DocSearch-Button').count(), 'search button');
  assert.ok(await nav.locator('button[class*="toggleButton"]').count(), 'colour mode toggle');
});

test('footer has link columns, logo and copyright in German', async () => {
  const {page} = await h.newPage();
  await page.goto(`${h.base}/docs/de/`);
  await hydrated(page);
  const footer = page.locator('footer.footer');
  assert.ok(await footer.locator('.footer__title', {hasText: 'Dokumentation'}).count());
  assert.ok(await footer.locator('img').count(), 'footer logo');
  assert.match((await footer.locator('.footer__copyright').textContent()) ?? '', /Copyright © 8th Wall/);
});

for (const [width, mobile] of [
  [996, true],
  [997, false],
] as const) {
  test(`at ${width} px the ${mobile ? 'mobile' : 'desktop'} layout is used`, async () => {
    const {page} = await h.newPage({viewport: {width, height: 800}});
    await page.goto(`${h.base}/docs/de/account/teams/`);
    await hydrated(page);
    assert.equal(await page.locator('button.navbar__toggle').isVisible(), mobile, 'hamburger');
    assert.equal(await page.locator('aside.theme-doc-sidebar-container').isVisible(), !mobile, 'desktop sidebar');
    if (mobile) {
      await page.locator('button.navbar__toggle').click();
      const sidebar = page.locator('.navbar-sidebar');
      await sidebar.waitFor({state: 'visible'});
      assert.ok(await sidebar.getByRole('link', {name: 'Teams'}).first().isVisible(), 'mobile sidebar shows the docs');
    }
  });
}

test('navbar hides when scrolling down and shows again when scrolling up', async () => {
  const {page} = await h.newPage();
  await page.goto(`${h.base}/docs/de/account/teams/`);
  await hydrated(page);
  const navbar = page.locator('nav.navbar');
  // Keep scrolling in small steps until the navbar reacts (the listener attaches after hydration).
  await page.waitForFunction(
    () => {
      window.scrollBy(0, 120);
      return /navbarHidden/.test(document.querySelector('nav.navbar')!.className);
    },
    undefined,
    {polling: 100},
  );
  await page.waitForFunction(
    () => {
      window.scrollBy(0, -60);
      return !/navbarHidden/.test(document.querySelector('nav.navbar')!.className);
    },
    undefined,
    {polling: 100},
  );
  assert.ok(await navbar.isVisible());
});

test('docs pages: sidebar not hideable, categories expanded, table of contents h2–h3', async () => {
  const {page} = await h.newPage();
  await page.goto(`${h.base}/docs/de/account/teams/`);
  await hydrated(page);
  assert.equal(await page.locator('button[title="Seitenleiste einklappen"]').count(), 0, 'no collapse button');
  const toc = page.locator('.table-of-contents');
  assert.ok(await toc.locator('a').count(), 'toc present');
  const levels = await page.evaluate(() =>
    Array.from(document.querySelectorAll('.table-of-contents a')).map((a) => {
      const id = decodeURIComponent(a.getAttribute('href')!.slice(1));
      return document.getElementById(id)?.tagName;
    }),
  );
  assert.ok(levels.every((t) => t === 'H2' || t === 'H3'), `toc levels ${levels}`);
});
