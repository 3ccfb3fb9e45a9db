/**
 * axe-core (WCAG 2.0/2.1 A and AA plus best practices) over German pages of every section, in light
 * and dark mode, with every Mermaid diagram drawn; the search page with results; the open search
 * modal with results; a phone-sized page. Any violation fails the test with a readable list.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type {Page} from 'playwright-core';
import {hydrated, useHarness} from '../lib/browser';

const h = useHarness();
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Pages of every section and kind (German edition). */
const samples = [
  '/docs/de/', // home (main docs)
  '/docs/de/studio/', // section landing
  '/docs/de/studio/guides/physics/', // guide: code, flowchart
  '/docs/de/studio/guides/ui/', // sequence diagram
  '/docs/de/studio/essentials/state-machines/', // state diagram
  '/docs/de/account/teams/', // plain page
  '/docs/de/api/', // API landing
  '/docs/de/api/engine/xrcontroller/', // category page with cards
  '/docs/de/quickstart/',
  '/docs/de/legacy/',
  '/docs/de/legacy/api/aframe/xrwebcomponent/',
  '/docs/de/search/?q=Kamera',
  '/docs/de/gibt-es-nicht/', // not found
];

type Mode = 'light' | 'dark';

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: {target: string[]; failureSummary?: string}[];
}

async function runAxe(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({content: axeSource});
  return page.evaluate(async () => {
    const axe = (window as unknown as {axe: {run: (context: Document, options: object) => Promise<{violations: Violation[]}>}}).axe;
    const result = await axe.run(document, {
      runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']},
      resultTypes: ['violations'],
    });
    return result.violations.map(({id, impact, help, nodes}) => ({
      id,
      impact,
      help,
      nodes: nodes.map((n) => ({target: n.target as string[], failureSummary: n.failureSummary})),
    }));
  });
}

/** Brings every diagram into view and waits until it is drawn. */
async function drawDiagrams(page: Page): Promise<void> {
  const diagrams = page.locator('[data-diagram]');
  for (let i = 0; i < (await diagrams.count()); i++) {
    await diagrams.nth(i).scrollIntoViewIfNeeded();
    await diagrams.nth(i).locator('svg').first().waitFor({timeout: 20_000});
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

const format = (where: string, violations: Violation[]) =>
  violations.flatMap((v) => v.nodes.slice(0, 4).map((n) => `${where}: ${v.id} (${v.impact}) ${v.help} → ${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ').slice(0, 200)}` : ''}`));

async function openInMode(mode: Mode, viewport = {width: 1280, height: 800}) {
  const tracked = await h.newPage({viewport});
  await tracked.context.addInitScript((theme) => {
    try {
      window.localStorage.setItem('theme', theme);
    } catch {
      // storage unavailable: the default (light) mode is checked
    }
  }, mode);
  return tracked;
}

for (const mode of ['light', 'dark'] as const) {
  test(`axe: no violations on pages of every section (${mode} mode)`, async () => {
    const {page} = await openInMode(mode);
    const findings: string[] = [];
    for (const path of samples) {
      await page.goto(`${h.base}${path}`);
      await hydrated(page);
      assert.equal(await page.getAttribute('html', 'data-theme'), mode, `${path}: colour mode`);
      if (path.includes('/search/')) await page.locator('[data-search-hit], [data-search-empty]').first().waitFor();
      await drawDiagrams(page);
      findings.push(...format(`${path} [${mode}]`, await runAxe(page)));
    }
    assert.deepEqual(findings, []);
  });

  test(`axe: no violations with the search modal open and showing results (${mode} mode)`, async () => {
    const {page} = await openInMode(mode);
    await page.goto(`${h.base}/docs/de/studio/`);
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('Kamera');
    await page.locator('.DocSearch-Hit').first().waitFor();
    assert.deepEqual(format(`search modal [${mode}]`, await runAxe(page)), []);
  });
}

test('axe: no violations on a phone-sized page with the navigation open', async () => {
  const {page} = await openInMode('light', {width: 390, height: 844});
  await page.goto(`${h.base}/docs/de/studio/guides/physics/`);
  await hydrated(page);
  const findings = format('phone', await runAxe(page));
  await page.locator('button.navbar__toggle').click();
  await page.locator('.navbar-sidebar').waitFor();
  // The sidebar slides in and the backdrop fades in: check the colours once the transitions ended.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  findings.push(...format('phone, navigation open', await runAxe(page)));
  assert.deepEqual(findings, []);
});
