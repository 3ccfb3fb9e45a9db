/**
 * Page weight of the built German site (run after the build): the JS + CSS a page loads, and which
 * pages load the diagram and highlighter code. One browser visit per page without interaction;
 * sizes are gzip -9 of the files on disk, so the figures are the same on every run for a build.
 * Build directory: ./build, or DOCS_BUILD_DIR.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {startHarness, siteBuildDir, type Harness} from '../lib/browser';
import {kb, measurePageWeight, type PageWeight} from '../../scripts/lib/page-weight';

/** Stock Docusaurus 3.6.3's doc page (154 KB JS + 16 KB CSS, gzip), the budget of a page without diagram. */
const PAGE_BYTE_BUDGET = 170_000;
/**
 * A page with code blocks also loads the highlighter chunk (Prism and the code block, ~15 KB),
 * which stock Docusaurus puts into every page's main bundle.
 */
const CODE_PAGE_BYTE_BUDGET = PAGE_BYTE_BUDGET + 20_000;

/** Doc pages without code and without diagram, of every section. */
const plainPages = ['/docs/de/', '/docs/de/account/teams/', '/docs/de/api/', '/docs/de/quickstart/', '/docs/de/legacy/', '/docs/de/studio/'];
/** Doc pages with code blocks but no diagram. */
const codePages = ['/docs/de/studio/guides/camera/', '/docs/de/studio/essentials/schema/'];
/** A page with a diagram (below the first screen) and code. */
const diagramPage = '/docs/de/studio/guides/physics/';

const buildDir = siteBuildDir();
/** Something only Mermaid's code contains / only Prism's core contains. */
const MERMAID = 'mermaidAPI';
const PRISM = 'disableWorkerMessageHandler';
const loads = (weight: PageWeight, signature: string) =>
  weight.assets.some((asset) => asset.type === 'js' && fs.readFileSync(path.join(buildDir, asset.path), 'utf8').includes(signature));

let h: Harness;
const weights = new Map<string, PageWeight>();

async function weigh(pagePath: string): Promise<PageWeight> {
  const cached = weights.get(pagePath);
  if (cached) return cached;
  const {page, context} = await h.newPage({viewport: {width: 412, height: 823}, isMobile: true});
  const weight = await measurePageWeight(page, `${h.base}${pagePath}`, buildDir);
  await context.close();
  weights.set(pagePath, weight);
  return weight;
}

before(async () => {
  h = await startHarness();
});
after(async () => h.close());

test(`doc pages without code or diagram load at most ${kb(PAGE_BYTE_BUDGET)} KB of JS + CSS (gzip)`, async () => {
  const over: string[] = [];
  for (const page of plainPages) {
    const {js, css} = await weigh(page);
    if (js + css > PAGE_BYTE_BUDGET) over.push(`${page}: ${kb(js)} KB JS + ${kb(css)} KB CSS = ${kb(js + css)} KB`);
  }
  assert.deepEqual(over, []);
});

test(`doc pages with code but no diagram load at most ${kb(CODE_PAGE_BYTE_BUDGET)} KB of JS + CSS (gzip)`, async () => {
  const over: string[] = [];
  for (const page of codePages) {
    const {js, css} = await weigh(page);
    if (js + css > CODE_PAGE_BYTE_BUDGET) over.push(`${page}: ${kb(js + css)} KB`);
  }
  assert.deepEqual(over, []);
});

test('pages without a diagram load no diagram code; pages without code no highlighter', async () => {
  for (const page of [...plainPages, ...codePages]) assert.equal(loads(await weigh(page), MERMAID), false, `${page}: Mermaid loaded`);
  for (const page of plainPages) assert.equal(loads(await weigh(page), PRISM), false, `${page}: Prism loaded`);
  for (const page of codePages) assert.equal(loads(await weigh(page), PRISM), true, `${page}: no highlighter`);
});

test('code is highlighted in the server-rendered page; the browser keeps it without a second render', async () => {
  const html = fs.readFileSync(path.join(buildDir, 'de/studio/guides/camera/index.html'), 'utf8');
  assert.match(html, /class="?token keyword/);
  const {page, context} = await h.newPage();
  await page.goto(`${h.base}/docs/de/studio/guides/camera/`);
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
  const first = await page.locator('pre.prism-code').first().elementHandle();
  await page.waitForTimeout(300);
  // The same element after hydration: the code block was not remounted.
  assert.equal(await page.evaluate((el) => el?.isConnected, first), true);
  assert.ok(await page.locator('pre.prism-code .token.keyword').count());
  await context.close();
});

test('a diagram below the first screen loads its code only when it comes into view, then draws', async () => {
  const {page, context, requests} = await h.newPage({viewport: {width: 412, height: 823}, isMobile: true});
  await page.goto(`${h.base}${diagramPage}`);
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
  await page.waitForLoadState('networkidle');
  const diagram = page.locator('[data-diagram]').first();
  assert.equal(await diagram.locator('svg').count(), 0, 'drawn before it was in view');
  const scripts = () => requests.filter((url) => url.endsWith('.js')).map((url) => new URL(url).pathname.replace(/^\/docs\//, ''));
  const loadedMermaid = () => scripts().some((rel) => fs.readFileSync(path.join(buildDir, rel), 'utf8').includes(MERMAID));
  assert.equal(loadedMermaid(), false, 'Mermaid loaded before the diagram was in view');
  await diagram.scrollIntoViewIfNeeded();
  await diagram.locator('svg').first().waitFor({timeout: 20_000});
  assert.equal(loadedMermaid(), true);
  await context.close();
});
