/**
 * Search benchmark (npm run bench:search): query sets against the local search engine, a lunr
 * baseline (lunr-languages) and Pagefind, all three indexing the same build.
 *
 *   tsx scripts/bench-search.ts [--build-dir build/de] [--base-url /docs/de/]
 *                               [--en-build-dir build] [--queries <one set>] [--runs 20] [--verbose] [--json out.json]
 *
 * Query sets (same JSON shape: {locale, baseUrl, queries: [{q, expect, kind?}]}), each run when its
 * file exists: the team's German set (bench/search-queries.de.json), the blind German set
 * (bench/search-queries.blind.de.json), the German DEV set (bench/search-queries.dev.de.json), the
 * English set (bench/search-queries.en.json) and the English DEV set (bench/search-queries.dev.en.json),
 * the English ones against --en-build-dir (build/ of a full build or of `docusaurus build --locale en`;
 * skipped without one). `--queries` runs one file only; `--sets dev,team` only the sets whose name
 * contains one of the words. The DEV sets are for tuning; the blind and English sets measure and their
 * misses are never printed (not even with --verbose).
 *
 * `--quick`: ours only (no lunr, no Pagefind), 3 timing runs, no typing latency — for tuning loops.
 *
 * The German build directory: build/de of a full build, or the output of `docusaurus build --locale
 * de` (there URLs lack /de/; the default base URL rewrites them to /docs/de/ to match the query set).
 *
 * Per set and engine: MRR@10, recall@5 (share of a query's expected pages in the top 5 distinct
 * pages, averaged), success@5, zero-result queries, p50/p95 latency in Node (ours: the whole
 * DocSearch client path with highlighting and snippets; also every prefix of every query as
 * "typing"), and the same figures per query `kind`. For ours also the bytes loaded on the first
 * open of the modal (engine code, esbuild-minified with MiniSearch, + index, gzip) and the time to
 * the first results on a throttled mobile connection (Lighthouse's mobile profile: 150 ms RTT,
 * 1.6 Mbit/s down, CPU ×4), computed from those bytes and the measured load and query times.
 *
 * Latency: every query runs --runs times (interleaved); p50/p95 are taken over the per-query
 * medians, which keeps GC pauses and other processes on the machine out of the figure; "p95 raw"
 * is over all samples.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import zlib from 'node:zlib';
import {build as esbuild} from 'esbuild';
import lunr from 'lunr';
import {createLocalSearchClient, type DocSearchHit} from '../plugins/search/client/local';
import {SearchEngine} from '../plugins/search/engine/engine';
import {collectRecords, glossarySynonyms, listPages, serializeWithinBudget} from '../plugins/search/build/build';
import type {DocSearchRecord} from '../plugins/search/engine/types';
import {searchedTags} from '../plugins/search';
import {docsInstances} from '../config/docs-instances';

/** The searched sections, as the plugin indexes them (Pagefind gets the same pages). */
const TAGS = searchedTags(docsInstances);

/** Installed version of a baseline package (shown in the results table). */
function packageVersion(name: string): string {
  return (JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'node_modules', name, 'package.json'), 'utf8')) as {version: string}).version;
}

const root = path.resolve(__dirname, '..');

export interface BenchQuery {
  q: string;
  kind?: string;
  expect: string[];
}

export interface QuerySet {
  name: string;
  file: string;
  locale: string;
  baseUrl: string;
  queries: BenchQuery[];
}

export interface Metrics {
  name: string;
  mrr10: number;
  recall5: number;
  success5: number;
  /** Queries without any result. */
  zero: number;
  p50: number;
  p95: number;
  /** p95 over all samples (includes GC pauses and scheduling noise). */
  rawP95: number;
  typingP95?: number;
  indexBytes?: number;
  indexGzipBytes?: number;
  note?: string;
  byKind: Record<string, {n: number; mrr10: number; recall5: number; zero: number}>;
  misses: {q: string; kind: string; rank: number; top: string[]}[];
}

// ---------------------------------------------------------------------------------------------
// Arguments

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i !== -1 && args[i + 1] ? (args[i + 1] as string) : fallback;
};
const quick = flag('quick');
const runs = Number(option('runs', quick ? '3' : '20'));
const verbose = flag('verbose');

/** The sets that measure (blind German, English): never tuned on, their misses never printed. */
export function isMeasuringSet(file: string): boolean {
  return /blind/.test(file) || /search-queries\.en\.json$/.test(file);
}

/**
 * Reads a query set. Accepted like the team set ({locale, baseUrl, queries: [{q, kind?, expect}]});
 * `expected` is read as `expect`; without `locale` it comes from the file name (`*.en.json`), and
 * without `baseUrl` it is /docs/de/ for German and /docs/ for English.
 */
export function readSet(name: string, file: string): QuerySet {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as {locale?: string; baseUrl?: string; queries: (BenchQuery & {expected?: string[] | string})[]};
  const locale = data.locale ?? (/\.en\.json$/.test(file) ? 'en' : 'de');
  const queries = data.queries.map(({expected, ...q}) => ({...q, expect: q.expect ?? (Array.isArray(expected) ? expected : expected ? [expected] : [])}));
  return {name, file, locale, baseUrl: data.baseUrl ?? (locale === 'de' ? '/docs/de/' : '/docs/'), queries};
}

function detectBuiltBase(dir: string, wanted: string): string {
  const home = path.join(dir, 'index.html');
  if (!fs.existsSync(home)) throw new Error(`No build output at ${dir} (index.html missing). Build the site first.`);
  const html = fs.readFileSync(home, 'utf8');
  const canonical = /rel=["']?canonical["']?\s+href=["']?([^"'\s>]+)/.exec(html)?.[1];
  if (!canonical) return wanted;
  return new URL(canonical).pathname;
}

// ---------------------------------------------------------------------------------------------
// Helpers

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const gzip = (data: string | Uint8Array) => zlib.gzipSync(data, {level: 9}).length;
const kib = (n?: number) => (n === undefined ? '–' : `${(n / 1024).toFixed(1)} KiB`);
const ms = (n: number) => `${n.toFixed(2)} ms`;
/**
 * Times `fn` for every query, `runs` times, interleaved. Returns the per-query medians (robust to
 * GC pauses and to other processes on the machine) and all raw samples.
 */
async function time(queries: string[], fn: (q: string) => unknown): Promise<{medians: number[]; samples: number[]}> {
  const perQuery = queries.map(() => [] as number[]);
  for (let r = 0; r < runs; r++) {
    for (let i = 0; i < queries.length; i++) {
      const t = performance.now();
      await fn(queries[i] as string);
      (perQuery[i] as number[]).push(performance.now() - t);
    }
  }
  return {medians: perQuery.map((s) => percentile(s, 50)), samples: perQuery.flat()};
}
const distinct = (urls: string[]) => [...new Set(urls.map((u) => u.split('#')[0] as string))];

/** MRR@10, recall@5, success@5 and zero-result count of ranked page lists, overall and per kind. */
export function scoreRanking(name: string, queries: readonly BenchQuery[], ranked: ReadonlyMap<string, string[]>): Omit<Metrics, 'p50' | 'p95' | 'rawP95'> {
  const misses: Metrics['misses'] = [];
  const kinds = new Map<string, {n: number; rr: number; recall: number; zero: number}>();
  let rr = 0;
  let recall = 0;
  let success = 0;
  let zero = 0;
  for (const query of queries) {
    const kind = query.kind ?? '–';
    const all = ranked.get(query.q) ?? [];
    const pages = all.slice(0, 10);
    const rank = pages.findIndex((u) => query.expect.includes(u)) + 1;
    const top5 = pages.slice(0, 5);
    const found = query.expect.filter((e) => top5.includes(e)).length;
    const r = rank > 0 ? 1 / rank : 0;
    const rec = query.expect.length ? found / Math.min(query.expect.length, 5) : 0;
    rr += r;
    recall += rec;
    if (found) success++;
    if (!all.length) zero++;
    const k = kinds.get(kind) ?? {n: 0, rr: 0, recall: 0, zero: 0};
    k.n++;
    k.rr += r;
    k.recall += rec;
    if (!all.length) k.zero++;
    kinds.set(kind, k);
    if (rank !== 1) misses.push({q: query.q, kind, rank, top: pages.slice(0, 3)});
  }
  const n = Math.max(1, queries.length);
  const byKind: Metrics['byKind'] = {};
  for (const [kind, k] of [...kinds].sort(([a], [b]) => (a < b ? -1 : 1))) byKind[kind] = {n: k.n, mrr10: k.rr / k.n, recall5: k.recall / k.n, zero: k.zero};
  return {name, mrr10: rr / n, recall5: recall / n, success5: success / n, zero, byKind, misses};
}

function withLatency(scored: ReturnType<typeof scoreRanking>, latencies: {medians: number[]; samples: number[]}): Metrics {
  return {...scored, p50: percentile(latencies.medians, 50), p95: percentile(latencies.medians, 95), rawP95: percentile(latencies.samples, 95)};
}

/** A build's searchable records, with URLs as the query set writes them. */
interface Site {
  dir: string;
  language: string;
  builtBase: string;
  toWanted: (url: string) => string;
  records: DocSearchRecord[];
  /** Other locales' directories inside the build, left out. */
  excludeDirs: string[];
}

/** `<html lang>` of a page, without the region ("de-DE" → "de"). */
function pageLanguage(file: string): string | undefined {
  if (!fs.existsSync(file)) return undefined;
  return /<html[^>]*\slang=["']?([\w-]+)/i.exec(fs.readFileSync(file, 'utf8'))?.[1]?.split('-')[0]?.toLowerCase();
}

/**
 * Top-level directories of a build that hold another locale's site (a full build writes de/, ja/, …
 * inside the default locale's output). The plugin indexes a locale's own routes only; the bench
 * leaves these directories out to index the same pages.
 */
export function otherLocaleDirs(dir: string): string[] {
  const own = pageLanguage(path.join(dir, 'index.html'));
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => {
      const lang = pageLanguage(path.join(dir, name, 'index.html'));
      return lang !== undefined && lang !== own && /^[a-z]{2}(?:-[A-Za-z]+)?$/.test(name);
    });
}

function loadSite(dir: string, wantedBase: string, language: string): Site {
  const builtBase = detectBuiltBase(dir, wantedBase);
  const toWanted = (url: string) => (url.startsWith(builtBase) ? wantedBase + url.slice(builtBase.length) : url);
  const excludeDirs = otherLocaleDirs(dir);
  const records = collectRecords({dir, baseUrl: builtBase, tags: TAGS, defaultLanguage: language, excludeDirs}).map((r) => ({
    ...r,
    objectID: toWanted(r.objectID),
    url: toWanted(r.url),
    url_without_anchor: toWanted(r.url_without_anchor),
  }));
  return {dir, language, builtBase, toWanted, records, excludeDirs};
}

// ---------------------------------------------------------------------------------------------
// Ours

/** Lighthouse's mobile throttling ("Slow 4G"): round trip, download bandwidth, CPU slowdown. */
export const MOBILE = {rttMs: 150, downKbps: 1638.4, cpuSlowdown: 4} as const;

/**
 * Time to the first results on a throttled connection: the engine chunk and the index are fetched
 * in parallel after the first interaction (one round trip each, overlapping, plus transfer of all
 * their bytes over the shared link), then the index is parsed and restored and the query answered,
 * both at CPU ×4.
 */
export function firstResultsMs(gzipBytes: number, loadMs: number, queryMs: number, profile = MOBILE): number {
  const transferMs = (gzipBytes * 8) / profile.downKbps;
  return profile.rttMs * 2 + transferMs + (loadMs + queryMs) * profile.cpuSlowdown;
}

interface Ours {
  metrics: Metrics;
  pages: number;
  records: number;
  maxContentChars: number;
  buildMs: number;
  /** Gzip bytes of the first file (loaded on the first open) and of the second (loaded right after). */
  headGzip: number;
  restGzip: number;
  /** Ranking with the first file only (while the rest loads). */
  headOnly: ReturnType<typeof scoreRanking>;
  /** Parse + restore of the first file; parse + completion with the second. */
  loadMs: number;
  restLoadMs: number;
  engineP50: number;
  engineP95: number;
  typingP50: number;
}

function buildOurs(site: Site) {
  const started = performance.now();
  const synonyms = glossarySynonyms(path.join(root, 'writing/glossary.json'));
  const built = serializeWithinBudget(site.records, {defaultLanguage: site.language, synonyms});
  return {built, buildMs: performance.now() - started};
}

async function benchOurs(site: Site, set: QuerySet, prepared: ReturnType<typeof buildOurs>): Promise<Ours> {
  const {built, buildMs} = prepared;
  const headJson = built.head.json;
  const restJson = built.rest.json;
  const loadStart = performance.now();
  const engine = SearchEngine.load(JSON.parse(headJson));
  const loadMs = performance.now() - loadStart;
  // The first file alone: what answers while the rest loads.
  const headOnly = scoreRanking('first file only', set.queries, new Map(set.queries.map((q) => [q.q, distinct(engine.search(q.q).hits.map((h) => h.record.url_without_anchor))])));
  const restStart = performance.now();
  engine.complete(JSON.parse(restJson));
  const restLoadMs = performance.now() - restStart;
  const client = createLocalSearchClient(async () => JSON.parse(headJson), {loadRest: async () => JSON.parse(restJson)});
  const request = (query: string) => ({
    requests: [
      {
        query,
        indexName: 'docs',
        attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
        attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'hierarchy.lvl4:10', 'hierarchy.lvl5:10', 'hierarchy.lvl6:10', 'content:10'],
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        hitsPerPage: 20,
      },
    ],
  });
  await client.preload();
  const ranked = new Map<string, string[]>();
  for (const query of set.queries) {
    const {results} = await client.search(request(query.q));
    ranked.set(query.q, distinct((results[0]?.hits ?? []).map((h: DocSearchHit) => h.url_without_anchor)));
  }
  // Latency: one whole search through the client (engine + highlighting + snippets), and the engine alone.
  const queries = set.queries.map((q) => q.q);
  const latencies = await time(queries, (q) => client.search(request(q)));
  const engineLatencies = await time(queries, (q) => engine.search(q));
  const prefixes = quick ? [] : queries.flatMap((q) => Array.from({length: q.length}, (_, i) => q.slice(0, i + 1)));
  const typing = await time(prefixes, (q) => client.search(request(q)));
  const metrics = withLatency(scoreRanking(`local (MiniSearch + ${engine.profile.pipeline === 'de' ? 'German' : 'English'} analysis)`, set.queries, ranked), latencies);
  metrics.typingP95 = percentile(typing.medians, 95);
  metrics.indexBytes = Buffer.byteLength(headJson) + Buffer.byteLength(restJson);
  metrics.indexGzipBytes = built.head.gzipBytes + built.rest.gzipBytes;
  return {
    metrics,
    pages: built.pages,
    records: built.records,
    maxContentChars: built.maxContentChars,
    buildMs: Math.round(buildMs),
    headGzip: built.head.gzipBytes,
    restGzip: built.rest.gzipBytes,
    headOnly,
    loadMs,
    restLoadMs,
    engineP50: percentile(engineLatencies.medians, 50),
    engineP95: percentile(engineLatencies.medians, 95),
    typingP50: percentile(typing.medians, 50),
  };
}

async function bundleBytes(): Promise<{raw: number; gzip: number}> {
  const result = await esbuild({
    stdin: {
      contents: "export {createLocalSearchClient} from './plugins/search/client/local';",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    write: false,
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return {raw: code.length, gzip: gzip(code)};
}

// ---------------------------------------------------------------------------------------------
// lunr (German stemmer and stop words from lunr-languages; plain lunr for English)

function buildLunr(site: Site): {search: (q: string) => string[]; bytes: number; gzip: number} {
  const records = site.records;
  let plugin: lunr.Builder.Plugin | undefined;
  if (site.language === 'de') {
    require('lunr-languages/lunr.stemmer.support')(lunr);
    require('lunr-languages/lunr.de')(lunr);
    plugin = (lunr as unknown as {de: lunr.Builder.Plugin}).de;
  }
  const index = lunr(function () {
    if (plugin) this.use(plugin);
    this.ref('id');
    this.field('title', {boost: 10});
    this.field('heading', {boost: 5});
    this.field('content');
    records.forEach((r, id) => {
      const level = r.type === 'content' ? 0 : Number(r.type.slice(3));
      this.add({
        id: String(id),
        title: r.type === 'lvl1' ? r.hierarchy.lvl1 : '',
        heading: level > 1 ? r.hierarchy[`lvl${level}` as 'lvl2'] : '',
        content: [r.content, ...(r.code ?? [])].join(' '),
      });
    });
  });
  const search = (q: string): string[] => {
    const terms = lunr.tokenizer(q).map((t) => t.toString()).filter(Boolean);
    if (!terms.length) return [];
    try {
      const results = index.query((query) => {
        terms.forEach((term, i) => {
          query.term(term, {});
          // Typing: the last term also as a prefix, as lunr-based Docusaurus search plugins do.
          if (i === terms.length - 1) query.term(term, {wildcard: lunr.Query.wildcard.TRAILING, usePipeline: false, boost: 0.5});
        });
      });
      return distinct(results.map((r) => records[Number(r.ref)]?.url_without_anchor ?? ''));
    } catch {
      return [];
    }
  };
  const serialized = JSON.stringify(index);
  return {search, bytes: Buffer.byteLength(serialized), gzip: gzip(serialized)};
}

async function benchLunr(site: Site, set: QuerySet, built: ReturnType<typeof buildLunr>): Promise<Metrics> {
  const ranked = new Map(set.queries.map((q) => [q.q, built.search(q.q)]));
  const latencies = await time(
    set.queries.map((q) => q.q),
    (q) => built.search(q),
  );
  const name = `lunr ${packageVersion('lunr')}${site.language === 'de' ? ' + lunr-languages de' : ' (English)'}`;
  const metrics = withLatency(scoreRanking(name, set.queries, ranked), latencies);
  metrics.indexBytes = built.bytes;
  metrics.indexGzipBytes = built.gzip;
  metrics.note = 'index only (records for display not counted)';
  return metrics;
}

// ---------------------------------------------------------------------------------------------
// Pagefind: the pagefind npm package's Node API builds the index; its own browser bundle
// (pagefind.js + wasm) is then loaded in Node with a file:// fetch, offline.

interface PagefindIndex {
  search(q: string): Promise<string[]>;
  bytes: number;
  close(): void;
}

async function buildPagefind(site: Site): Promise<PagefindIndex> {
  const pagefind = await import('pagefind');
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pagefind-'));
  const {index, errors} = await pagefind.createIndex({forceLanguage: site.language});
  if (!index) throw new Error(errors.join('; '));
  for (const page of listPages({dir: site.dir, baseUrl: site.builtBase, excludeDirs: site.excludeDirs})) {
    const html = fs.readFileSync(page.file, 'utf8');
    const tag = /name=["']?docsearch:docusaurus_tag["']?\s+content=["']?([\w-]+)/.exec(html)?.[1];
    if (!tag || !TAGS.includes(tag) || !html.includes('<article')) continue;
    // Only the article is indexed (the usual Pagefind setup for Docusaurus).
    await index.addHTMLFile({url: site.toWanted(page.url), content: html.replace('<article', '<article data-pagefind-body')});
  }
  await index.writeFiles({outputPath: out});
  await pagefind.close();

  let bytes = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.pf_|^pagefind-entry\.json$|^wasm\.\w+\.pagefind$|^pagefind\.js$/.test(entry.name)) bytes += fs.statSync(full).size;
    }
  };
  walk(out);

  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith('file:')) return new Response(fs.readFileSync(fileURLToPath(url.split('?')[0] as string)));
    return realFetch(input, init);
  }) as typeof fetch;
  // A fresh module instance per build directory (the query string keeps them apart).
  const pf = await import(`${pathToFileURL(path.join(out, 'pagefind.js')).href}?${site.language}`);
  await pf.options({basePath: pathToFileURL(out).href + '/'});
  await pf.init();
  return {
    async search(q: string) {
      const result = await pf.search(q);
      const data = await Promise.all(result.results.slice(0, 10).map((r: {data: () => Promise<{url: string}>}) => r.data()));
      return distinct(data.map((d: {url: string}) => d.url));
    },
    bytes,
    close() {
      globalThis.fetch = realFetch;
      fs.rmSync(out, {recursive: true, force: true});
    },
  };
}

async function benchPagefind(set: QuerySet, pf: PagefindIndex): Promise<Metrics> {
  const ranked = new Map<string, string[]>();
  for (const query of set.queries) ranked.set(query.q, await pf.search(query.q));
  const latencies = await time(
    set.queries.map((q) => q.q),
    (q) => pf.search(q),
  );
  const metrics = withLatency(scoreRanking(`Pagefind ${packageVersion('pagefind')}`, set.queries, ranked), latencies);
  metrics.indexBytes = pf.bytes;
  metrics.note = 'bytes: pagefind.js + wasm + meta + index chunks + fragments, as written (already gzip-compressed); all are not loaded at once';
  return metrics;
}

const notMeasured = (name: string, error: unknown): Metrics => ({
  name,
  mrr10: NaN,
  recall5: NaN,
  success5: NaN,
  zero: NaN,
  p50: NaN,
  p95: NaN,
  rawP95: NaN,
  byKind: {},
  misses: [],
  note: `not measured: ${(error as Error).message}`,
});

// ---------------------------------------------------------------------------------------------

interface SetReport {
  set: string;
  file: string;
  queries: number;
  ours: Ours;
  firstOpenGzip: number;
  firstResultsMs: number;
  /** Until the second file is in too. */
  completeMs: number;
  lunr: Metrics;
  pagefind: Metrics;
  targets: [string, boolean][];
}

async function runSets(site: Site, sets: QuerySet[], bundle: {raw: number; gzip: number}): Promise<SetReport[]> {
  const known = new Set(site.records.map((r) => r.url_without_anchor));
  const ours = buildOurs(site);
  const lunrIndex = quick ? undefined : buildLunr(site);
  let pf: PagefindIndex | undefined;
  let pfError: unknown = new Error('--quick');
  if (!quick) {
    try {
      pf = await buildPagefind(site);
    } catch (error) {
      pfError = error;
    }
  }
  const reports: SetReport[] = [];
  try {
    for (const set of sets) {
      // Pages only (no query text: the blind set's queries are not for reading while tuning).
      const unknown = [...new Set(set.queries.flatMap((q) => q.expect.filter((e) => !known.has(e))))];
      if (unknown.length) console.warn(`[${set.name}] ${unknown.length} expected pages missing from the index:\n  ${unknown.join('\n  ')}`);
      const mine = await benchOurs(site, set, ours);
      const lunrMetrics = lunrIndex ? await benchLunr(site, set, lunrIndex) : notMeasured(`lunr ${packageVersion('lunr')}`, new Error('--quick'));
      const pagefindMetrics = pf ? await benchPagefind(set, pf) : notMeasured(`Pagefind ${packageVersion('pagefind')}`, pfError);
      const firstOpenGzip = bundle.gzip + mine.headGzip;
      const firstMs = firstResultsMs(firstOpenGzip, mine.loadMs, mine.metrics.p50);
      // The second file starts when the first has arrived: one more round trip, its transfer, its parse.
      const completeMs = firstResultsMs(firstOpenGzip + mine.restGzip, mine.loadMs + mine.restLoadMs, mine.metrics.p50) + MOBILE.rttMs;
      const m = mine.metrics;
      reports.push({
        set: set.name,
        file: path.relative(root, set.file),
        queries: set.queries.length,
        ours: mine,
        firstOpenGzip,
        firstResultsMs: firstMs,
        completeMs,
        lunr: lunrMetrics,
        pagefind: pagefindMetrics,
        targets: [
          ['MRR@10 ≥ 0.90', m.mrr10 >= 0.9],
          ['recall@5 ≥ 0.90', m.recall5 >= 0.9],
          ['no zero-result query', m.zero === 0],
          ...(quick ? [] : [['MRR@10 ahead of lunr and Pagefind', m.mrr10 > lunrMetrics.mrr10 && !(m.mrr10 <= pagefindMetrics.mrr10)] as [string, boolean]]),
          ['p95 < 5 ms', m.p95 < 5],
          ['code + index on first open ≤ 300 KB gzip', firstOpenGzip <= 300 * 1000],
        ],
      });
    }
  } finally {
    pf?.close();
  }
  return reports;
}

function printReport(site: Site, report: SetReport, bundle: {raw: number; gzip: number}) {
  const {ours} = report;
  const rows = [ours.metrics, report.lunr, report.pagefind];
  console.log(`\n=== ${report.set}: ${report.file}, ${report.queries} queries, build ${path.relative(root, site.dir) || site.dir} (pages built for ${site.builtBase}) ===`);
  console.table(
    rows.map((m) => ({
      engine: m.name,
      'MRR@10': m.mrr10.toFixed(3),
      'recall@5': m.recall5.toFixed(3),
      'success@5': m.success5.toFixed(3),
      zero: m.zero,
      p50: ms(m.p50),
      p95: ms(m.p95),
      'p95 raw': ms(m.rawP95),
      'index raw': kib(m.indexBytes),
      'index gzip': kib(m.indexGzipBytes),
    })),
  );
  const kinds = Object.keys(ours.metrics.byKind);
  if (kinds.length > 1 || kinds[0] !== '–') {
    console.log(`Per kind (MRR@10 / recall@5 / zero results):`);
    console.table(
      kinds.map((kind) => {
        const row: Record<string, string | number> = {kind, n: ours.metrics.byKind[kind]?.n ?? 0};
        for (const [label, m] of [['ours', ours.metrics], ['lunr', report.lunr], ['Pagefind', report.pagefind]] as const) {
          const k = m.byKind[kind];
          row[label] = k ? `${k.mrr10.toFixed(2)} / ${k.recall5.toFixed(2)} / ${k.zero}` : '–';
        }
        return row;
      }),
    );
  }
  console.log(`Local engine:
  pages ${ours.pages}, records ${ours.records}, content kept per record ${ours.maxContentChars} chars
  index build ${ours.buildMs} ms; load: first file ${ms(ours.loadMs)}, second file ${ms(ours.restLoadMs)}
  index files (gzip): first ${kib(ours.headGzip)} (titles, headings: answers on the first open), second ${kib(ours.restGzip)} (text index, snippets)
  first file alone (while the second loads): MRR@10 ${ours.headOnly.mrr10.toFixed(3)}, recall@5 ${ours.headOnly.recall5.toFixed(3)}, zero results ${ours.headOnly.zero} (a search with no hits waits for the second file)
  latency, client path (engine + highlight + snippets): p50 ${ms(ours.metrics.p50)}, p95 ${ms(ours.metrics.p95)} (raw samples: p95 ${ms(ours.metrics.rawP95)})
  latency, engine only: p50 ${ms(ours.engineP50)}, p95 ${ms(ours.engineP95)}
  latency while typing (every prefix of every query): p50 ${ms(ours.typingP50)}, p95 ${ms(ours.metrics.typingP95 ?? 0)}
  first open of the modal: engine code ${kib(bundle.gzip)} + first index file ${kib(ours.headGzip)} = ${kib(report.firstOpenGzip)} gzip (${(report.firstOpenGzip / 1000).toFixed(0)} KB)
  throttled mobile (${MOBILE.rttMs} ms RTT, ${(MOBILE.downKbps / 1000).toFixed(1)} Mbit/s, CPU ×${MOBILE.cpuSlowdown}): first results after ${(report.firstResultsMs / 1000).toFixed(2)} s, whole index after ${(report.completeMs / 1000).toFixed(2)} s`);
  for (const m of rows) if (m.note) console.log(`  note (${m.name}): ${m.note}`);
  console.log('Targets:');
  for (const [label, ok] of report.targets) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${label}`);
  // The misses of the measuring sets (blind German, English) are not printed: their queries must not
  // be used for tuning.
  if (verbose && !isMeasuringSet(report.file)) {
    for (const m of rows) {
      console.log(`\nNot ranked first — ${m.name} (${m.misses.length}):`);
      for (const miss of m.misses) console.log(`  ${miss.rank || '—'}  [${miss.kind}] ${miss.q}  →  ${miss.top.join('  ')}`);
    }
  }
}

async function main() {
  const single = option('queries', '');
  const candidates: [string, string][] = single
    ? [[path.basename(single), single]]
    : [
        ['team (de)', 'bench/search-queries.de.json'],
        ['blind (de)', 'bench/search-queries.blind.de.json'],
        ['dev (de)', 'bench/search-queries.dev.de.json'],
        ['English (en)', 'bench/search-queries.en.json'],
        ['dev (en)', 'bench/search-queries.dev.en.json'],
      ];
  const only = option('sets', '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const sets = candidates
    .filter(([name]) => !only.length || only.some((word) => name.toLowerCase().includes(word)))
    .filter(([, file]) => fs.existsSync(path.resolve(root, file)))
    .map(([name, file]) => readSet(name, path.resolve(root, file)));
  if (!sets.length) throw new Error('No query set found.');
  const bundle = await bundleBytes();
  const reports: SetReport[] = [];

  const german = sets.filter((s) => s.locale === 'de');
  if (german.length) {
    const defaultDir = fs.existsSync(path.join(root, 'build/de/index.html')) ? 'build/de' : 'build';
    const dir = path.resolve(root, option('build-dir', defaultDir));
    const site = loadSite(dir, option('base-url', (german[0] as QuerySet).baseUrl), 'de');
    console.log(`German build: ${dir}, ${runs} timing runs`);
    for (const report of await runSets(site, german, bundle)) {
      printReport(site, report, bundle);
      reports.push(report);
    }
  }
  const other = sets.filter((s) => s.locale !== 'de');
  if (other.length) {
    const enDir = option('en-build-dir', fs.existsSync(path.join(root, 'build/index.html')) && !single ? 'build' : '');
    if (!enDir || !fs.existsSync(path.resolve(root, enDir, 'index.html'))) {
      console.log(`\n${other.map((s) => s.name).join(', ')}: skipped (no English build; pass --en-build-dir <dir of docusaurus build --locale en>).`);
    } else {
      const dir = path.resolve(root, enDir);
      const site = loadSite(dir, (other[0] as QuerySet).baseUrl, 'en');
      for (const report of await runSets(site, other, bundle)) {
        printReport(site, report, bundle);
        reports.push(report);
      }
    }
  }

  const jsonOut = option('json', '');
  if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify({bundle, sets: reports}, null, 2));
  if (reports.some((r) => r.targets.some(([, ok]) => !ok))) process.exitCode = 1;
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
