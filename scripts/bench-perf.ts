/**
 * Page speed benchmark (npm run bench:perf): Lighthouse (mobile preset, simulated throttling) on six
 * German pages of a production build served with gzip, plus the JS and CSS bytes each page loads.
 *
 *   tsx scripts/bench-perf.ts [--build-dir build] [--runs 3] [--pages home,guide,…] [--no-lighthouse]
 *                             [--assets] [--json out.json] [--reports dir]
 *
 * --reports keeps each Lighthouse report (JSON, one per page and run) in a directory.
 * --build-dir holds the German site either as de/ (a full build: build/de) or at its root (a build
 * made with `docusaurus build --locale de`). Pages are measured one at a time, the runs interleaved
 * (run 1 of every page, then run 2, …); each figure is the median of --runs. Bytes are the gzip -9
 * sizes of the scripts and stylesheets the page requested until the network was idle, without
 * interaction (one browser visit per page; deterministic for a given build).
 *
 * Lighthouse 13 needs Node.js ≥ 22.19 for all of its audits. Under an older Node.js the script runs
 * Lighthouse with the Node.js 22 binary of the npm package `node@22` (npx fetches it once); if that
 * is not available it says so and prints the bytes only.
 *
 * The "issue" columns are the figures measured before the speed work (issue 14, medians, same
 * preset); the targets are performance ≥ 90 on every page, CLS 0, and at most ~170 KB JS + CSS on
 * a doc page without a diagram (stock Docusaurus 3.6.3 doc page: 154 KB JS + 16 KB CSS).
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS} from '../tests/lib/browser';
import {serveBuild} from '../tests/lib/server';
import {kb, measurePageWeight, type PageWeight} from './lib/page-weight';

const root = path.resolve(__dirname, '..');

interface BenchPage {
  key: string;
  label: string;
  /** Path below the German site root. */
  path: string;
  /** Figures of the issue: performance, TBT ms, JS KB gzip. */
  issue: {perf: number; tbt: number; js: number; note?: string};
  /** Page without a diagram: held to the byte budget. */
  budget: boolean;
}

export const benchPages: BenchPage[] = [
  {key: 'home', label: 'home /docs/de/', path: '', issue: {perf: 81, tbt: 618, js: 352}, budget: true},
  {key: 'guide', label: 'guide studio/guides/physics/', path: 'studio/guides/physics/', issue: {perf: 70, tbt: 1440, js: 402}, budget: false},
  {key: 'plain', label: 'plain page account/teams/', path: 'account/teams/', issue: {perf: 72, tbt: 1206, js: 355}, budget: true},
  {key: 'api', label: 'API landing api/', path: 'api/', issue: {perf: 77, tbt: 807, js: 358}, budget: true},
  {key: 'legacy', label: 'legacy landing legacy/', path: 'legacy/', issue: {perf: 78, tbt: 800, js: 365}, budget: true},
  {key: 'search', label: 'search page search/?q=Kamera', path: 'search/?q=Kamera', issue: {perf: 44, tbt: 848, js: 199, note: 'LCP 4.5 s, CLS 0.53'}, budget: false},
];

/** JS + CSS budget of a doc page without a diagram (stock Docusaurus doc page, gzip). */
export const PAGE_BYTE_BUDGET = 170_000;

// ---------------------------------------------------------------------------------------------
// Arguments

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i !== -1 && args[i + 1] ? (args[i + 1] as string) : fallback;
};

const buildDir = path.resolve(root, option('build-dir', 'build'));
const runs = Math.max(1, Number(option('runs', '3')));
const wanted = option('pages', benchPages.map((p) => p.key).join(',')).split(',');
const pages = benchPages.filter((p) => wanted.includes(p.key));
const jsonOut = args.includes('--json') ? path.resolve(option('json', 'bench-perf.json')) : undefined;
/** --reports <dir>: keep every Lighthouse report (JSON) there, for the audits behind a score. */
const reportsDir = args.includes('--reports') ? path.resolve(option('reports', 'bench-perf-reports')) : undefined;

/** URL prefix of the German site inside the served build: "de/" (full build) or "" (--locale de). */
function germanPrefix(dir: string): string {
  if (fs.existsSync(path.join(dir, 'de', 'index.html'))) return 'de/';
  const home = path.join(dir, 'index.html');
  if (fs.existsSync(home) && /<html[^>]*lang="?de/.test(fs.readFileSync(home, 'utf8'))) return '';
  throw new Error(`No German build at ${dir} (neither de/index.html nor a German index.html). Build first: npm run build`);
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

interface LighthouseFigures {
  perf: number;
  a11y: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
}

const versionAtLeast = (version: string, min: [number, number]) => {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  return major > min[0] || (major === min[0] && minor >= min[1]);
};

/** A Node.js binary new enough for Lighthouse 13 (≥ 22.19), or a reason why there is none. */
function findNode22(): {node?: string; reason?: string} {
  if (versionAtLeast(process.version, [22, 19])) return {node: process.execPath};
  try {
    const out = execFileSync('npx', ['--yes', '--package', 'node@22', 'node', '-p', 'process.execPath + " " + process.version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 300_000,
    }).trim();
    const [node, version = ''] = out.split(/\s+/).slice(-2);
    if (node && versionAtLeast(version, [22, 19])) return {node};
    return {reason: `npx node@22 gave Node.js ${version || 'unknown'}, Lighthouse 13 needs ≥ 22.19`};
  } catch (error) {
    return {reason: `Node.js ${process.version} is too old for Lighthouse 13 (needs ≥ 22.19) and "npx --package node@22" failed: ${(error as Error).message.split('\n')[0]}`};
  }
}

/** One Lighthouse run in a child process (asynchronous: the build is served from this process). */
async function runLighthouse(node: string, cli: string, url: string, outFile: string): Promise<LighthouseFigures> {
  const argv = [
    cli,
    url,
    '--output=json',
    `--output-path=${outFile}`,
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
  ];
  await new Promise<void>((resolve, reject) => {
    const child = spawn(node, argv, {env: {...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}, stdio: ['ignore', 'ignore', 'pipe']});
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGTERM'), 300_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0 && fs.existsSync(outFile)) resolve();
      else reject(new Error(`Lighthouse failed on ${url} (exit ${code}): ${err.slice(-800)}`));
    });
  });
  const lhr = JSON.parse(fs.readFileSync(outFile, 'utf8'));
  if (reportsDir) {
    fs.mkdirSync(reportsDir, {recursive: true});
    fs.copyFileSync(outFile, path.join(reportsDir, path.basename(outFile)));
  }
  fs.rmSync(outFile);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

// ---------------------------------------------------------------------------------------------
// Run

async function main() {
  const prefix = germanPrefix(buildDir);
  const server = await serveBuild(buildDir, {gzip: true});
  const urlOf = (page: BenchPage) => `${server.url}/docs/${prefix}${page.path}`;
  console.log(`bench:perf: ${buildDir} (German site at /docs/${prefix}), served with gzip at ${server.url}\n`);

  // Bytes: one visit per page with Debian's chromium.
  const weights = new Map<string, PageWeight>();
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS});
  try {
    for (const page of pages) {
      const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true});
      const tab = await context.newPage();
      weights.set(page.key, await measurePageWeight(tab, urlOf(page), buildDir));
      await context.close();
    }
  } finally {
    await browser.close();
  }

  // Lighthouse: runs interleaved, one at a time.
  const figures = new Map<string, LighthouseFigures[]>();
  let lighthouseNote: string | undefined;
  const cli = path.join(root, 'node_modules/lighthouse/cli/index.js');
  if (flag('no-lighthouse')) {
    lighthouseNote = 'Lighthouse skipped (--no-lighthouse).';
  } else if (!fs.existsSync(cli)) {
    lighthouseNote = 'Lighthouse is not installed (npm ci installs it as a dev dependency); bytes only.';
  } else {
    const {node, reason} = findNode22();
    if (!node) {
      lighthouseNote = `Lighthouse not run: ${reason}. Run under Node.js ≥ 22.19 for the scores; bytes only.`;
    } else {
      const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-perf-'));
      for (let run = 1; run <= runs; run++) {
        for (const page of pages) {
          process.stdout.write(`Lighthouse run ${run}/${runs}: ${page.label} … `);
          const result = await runLighthouse(node, cli, urlOf(page), path.join(tmp, `${page.key}-${run}.json`));
          console.log(`performance ${result.perf}, TBT ${Math.round(result.tbt)} ms, CLS ${result.cls.toFixed(3)}`);
          figures.set(page.key, [...(figures.get(page.key) ?? []), result]);
        }
      }
      fs.rmSync(tmp, {recursive: true, force: true});
    }
  }
  await server.close();

  // Report.
  const rows = pages.map((page) => {
    const weight = weights.get(page.key) as PageWeight;
    const all = figures.get(page.key);
    const m = (key: keyof LighthouseFigures) => (all ? median(all.map((f) => f[key])) : undefined);
    return {page, weight, lh: all ? (Object.fromEntries(Object.keys(all[0] as object).map((k) => [k, m(k as keyof LighthouseFigures)])) as unknown as LighthouseFigures) : undefined};
  });

  const header = ['page', 'perf', '(issue)', 'TBT ms', '(issue)', 'LCP s', 'CLS', 'a11y', 'BP', 'SEO', 'JS KB', '(issue)', 'CSS KB', 'JS+CSS KB'];
  const table = rows.map(({page, weight, lh}) => [
    page.label,
    lh ? String(lh.perf) : '–',
    String(page.issue.perf),
    lh ? String(Math.round(lh.tbt)) : '–',
    String(page.issue.tbt),
    lh ? (lh.lcp / 1000).toFixed(1) : '–',
    lh ? lh.cls.toFixed(3) : '–',
    lh ? String(lh.a11y) : '–',
    lh ? String(lh.bestPractices) : '–',
    lh ? String(lh.seo) : '–',
    kb(weight.js),
    String(page.issue.js),
    kb(weight.css),
    kb(weight.js + weight.css) + (page.budget ? (weight.js + weight.css <= PAGE_BYTE_BUDGET ? ' ✓' : ' ✗') : ''),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => (r[i] as string).length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const r of table) console.log(line(r));
  console.log(
    `\nMedians of ${runs} Lighthouse ${readLighthouseVersion()} runs (mobile preset). Bytes: gzip -9 of the JS/CSS each page loaded.` +
      `\n(issue) = before the speed work. Stock Docusaurus 3.6.3: home 92 / doc page 85, TBT 316 / 544 ms, JS 144 / 154 KB, CSS 16 KB.` +
      `\nTargets: performance ≥ 90 on every page, CLS 0; JS + CSS ≤ ${kb(PAGE_BYTE_BUDGET)} KB on pages without a diagram (✓/✗).`,
  );
  if (lighthouseNote) console.log(`\n${lighthouseNote}`);
  if (flag('assets')) {
    for (const {page, weight} of rows) {
      console.log(`\n${page.label}:`);
      for (const asset of weight.assets) console.log(`  ${kb(asset.gzip).padStart(7)} KB  ${asset.path}`);
    }
  }
  if (jsonOut) {
    fs.writeFileSync(jsonOut, JSON.stringify(rows.map(({page, weight, lh}) => ({page: page.key, path: page.path, lighthouse: lh, runs: figures.get(page.key), weight})), null, 2));
    console.log(`\nWrote ${jsonOut}`);
  }
}

function readLighthouseVersion(): string {
  try {
    return (JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as {version: string}).version;
  } catch {
    return '';
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
