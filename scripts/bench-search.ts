/**
 * Search benchmark (npm run bench:search): the team's German query set against the local search
 * engine, a lunr baseline (lunr-languages de) and Pagefind, all indexing the same German build.
 *
 *   tsx scripts/bench-search.ts [--build-dir build/de] [--base-url /docs/de/]
 *                               [--queries bench/search-queries.de.json] [--runs 20] [--verbose] [--json out.json]
 *
 * The build directory is a German build output: build/de of a full build, or build/ of
 * `docusaurus build --locale de` (there URLs lack /de/; pass --base-url /docs/ or keep the default,
 * which rewrites the URLs to /docs/de/ so they match the query set).
 *
 * Reports MRR@10 and recall@5 (share of a query's expected pages in the top 5 distinct pages,
 * averaged) plus success@5 (any expected page in the top 5), p50/p95 latency in Node (ours: the whole
 * DocSearch client path with highlighting and snippets; also every prefix of every query as
 * "typing"), index bytes raw/gzip and the gzip bytes of the engine code loaded on first open
 * (esbuild bundle of src/search/client.ts with MiniSearch, minified).
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
import {createLocalSearchClient, type DocSearchHit} from '../src/search/client';
import {SearchEngine} from '../src/search/engine';
import {collectRecords, listPages, serializeWithinBudget} from '../src/search/node/build';
import type {DocSearchRecord} from '../src/search/records';

/** Installed version of a baseline package (shown in the results table). */
function packageVersion(name: string): string {
  return (JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'node_modules', name, 'package.json'), 'utf8')) as {version: string}).version;
}

const root = path.resolve(__dirname, '..');

interface BenchQuery {
  q: string;
  kind: string;
  expect: string[];
}

interface Metrics {
  name: string;
  mrr10: number;
  recall5: number;
  success5: number;
  p50: number;
  p95: number;
  /** p95 over all samples (includes GC pauses and scheduling noise). */
  rawP95: number;
  typingP95?: number;
  indexBytes?: number;
  indexGzipBytes?: number;
  note?: string;
  misses: {q: string; rank: number; top: string[]}[];
}

// ---------------------------------------------------------------------------------------------
// Arguments

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i !== -1 && args[i + 1] ? (args[i + 1] as string) : fallback;
};
const defaultBuildDir = fs.existsSync(path.join(root, 'build/de/index.html')) ? 'build/de' : 'build';
const buildDir = path.resolve(root, option('build-dir', defaultBuildDir));
const queriesFile = path.resolve(root, option('queries', 'bench/search-queries.de.json'));
const runs = Number(option('runs', '20'));
const verbose = flag('verbose');
const querySet = JSON.parse(fs.readFileSync(queriesFile, 'utf8')) as {baseUrl: string; queries: BenchQuery[]};
const baseUrl = option('base-url', querySet.baseUrl);
/** The URL base the pages are really built for (a single-locale build lacks /de/). */
const builtBase = detectBuiltBase(buildDir, baseUrl);

function detectBuiltBase(dir: string, wanted: string): string {
  const home = path.join(dir, 'index.html');
  if (!fs.existsSync(home)) throw new Error(`No build output at ${dir} (index.html missing). Build the German site first.`);
  const html = fs.readFileSync(home, 'utf8');
  const canonical = /rel=["']?canonical["']?\s+href=["']?([^"'\s>]+)/.exec(html)?.[1];
  if (!canonical) return wanted;
  return new URL(canonical).pathname;
}
const toWanted = (url: string) => (url.startsWith(builtBase) ? baseUrl + url.slice(builtBase.length) : url);

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

function score(name: string, ranked: Map<string, string[]>, latencies: {medians: number[]; samples: number[]}): Metrics {
  let rr = 0;
  let recall = 0;
  let success = 0;
  const misses: Metrics['misses'] = [];
  for (const query of querySet.queries) {
    const pages = (ranked.get(query.q) ?? []).slice(0, 10);
    const rank = pages.findIndex((u) => query.expect.includes(u)) + 1;
    if (rank > 0) rr += 1 / rank;
    const top5 = pages.slice(0, 5);
    const found = query.expect.filter((e) => top5.includes(e)).length;
    recall += found / Math.min(query.expect.length, 5);
    if (found) success++;
    if (rank !== 1) misses.push({q: query.q, rank, top: pages.slice(0, 3)});
  }
  const n = querySet.queries.length;
  return {
    name,
    mrr10: rr / n,
    recall5: recall / n,
    success5: success / n,
    p50: percentile(latencies.medians, 50),
    p95: percentile(latencies.medians, 95),
    rawP95: percentile(latencies.samples, 95),
    misses,
  };
}

// ---------------------------------------------------------------------------------------------
// Ours

async function benchOurs(records: DocSearchRecord[]): Promise<{metrics: Metrics; extra: Record<string, string | number>}> {
  const started = performance.now();
  const built = serializeWithinBudget(records);
  const buildMs = performance.now() - started;
  const json = built.json;
  const loadStart = performance.now();
  const engine = SearchEngine.load(JSON.parse(json));
  const loadMs = performance.now() - loadStart;
  const client = createLocalSearchClient(async () => JSON.parse(json));
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
  for (const query of querySet.queries) {
    const {results} = await client.search(request(query.q));
    ranked.set(query.q, distinct((results[0]?.hits ?? []).map((h: DocSearchHit) => h.url_without_anchor)));
  }
  // Latency: one whole search through the client (engine + highlighting + snippets), and the engine alone.
  const queries = querySet.queries.map((q) => q.q);
  const latencies = await time(queries, (q) => client.search(request(q)));
  const engineLatencies = await time(queries, (q) => engine.search(q));
  const prefixes = queries.flatMap((q) => Array.from({length: q.length}, (_, i) => q.slice(0, i + 1)));
  const typing = await time(prefixes, (q) => client.search(request(q)));
  const metrics = score('local (MiniSearch + German analysis)', ranked, latencies);
  metrics.typingP95 = percentile(typing.medians, 95);
  metrics.indexBytes = Buffer.byteLength(json);
  metrics.indexGzipBytes = built.gzipBytes;
  return {
    metrics,
    extra: {
      pages: built.pages,
      records: built.records,
      maxContentChars: built.data.maxContentChars,
      buildMs: Math.round(buildMs),
      loadMs: Math.round(loadMs),
      engineP50: percentile(engineLatencies.medians, 50),
      engineP95: percentile(engineLatencies.medians, 95),
      typingP50: percentile(typing.medians, 50),
    },
  };
}

async function bundleBytes(): Promise<{raw: number; gzip: number}> {
  const result = await esbuild({
    stdin: {
      contents: "export {createLocalSearchClient, fetchSearchIndex} from './src/search/client';",
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
// lunr (German stemmer and stop words from lunr-languages)

async function benchLunr(records: DocSearchRecord[]): Promise<Metrics> {
  require('lunr-languages/lunr.stemmer.support')(lunr);
  require('lunr-languages/lunr.de')(lunr);
  const de = (lunr as unknown as {de: lunr.Builder.Plugin}).de;
  const index = lunr(function () {
    this.use(de);
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
  const search = (q: string): lunr.Index.Result[] => {
    const terms = lunr.tokenizer(q).map((t) => t.toString()).filter(Boolean);
    if (!terms.length) return [];
    try {
      return index.query((query) => {
        terms.forEach((term, i) => {
          query.term(term, {});
          // Typing: the last term also as a prefix, as lunr-based Docusaurus search plugins do.
          if (i === terms.length - 1) query.term(term, {wildcard: lunr.Query.wildcard.TRAILING, usePipeline: false, boost: 0.5});
        });
      });
    } catch {
      return [];
    }
  };
  const ranked = new Map<string, string[]>();
  for (const query of querySet.queries) {
    ranked.set(query.q, distinct(search(query.q).map((r) => records[Number(r.ref)]?.url_without_anchor ?? '')));
  }
  const latencies = await time(
    querySet.queries.map((q) => q.q),
    (q) => search(q),
  );
  const metrics = score(`lunr ${packageVersion('lunr')} + lunr-languages de`, ranked, latencies);
  const serialized = JSON.stringify(index);
  metrics.indexBytes = Buffer.byteLength(serialized);
  metrics.indexGzipBytes = gzip(serialized);
  metrics.note = 'index only (records for display not counted)';
  return metrics;
}

// ---------------------------------------------------------------------------------------------
// Pagefind: the pagefind npm package's Node API builds the index; its own browser bundle
// (pagefind.js + wasm) is then loaded in Node with a file:// fetch, offline.

async function benchPagefind(): Promise<Metrics> {
  const pagefind = await import('pagefind');
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pagefind-'));
  try {
    const {index, errors} = await pagefind.createIndex({forceLanguage: 'de'});
    if (!index) throw new Error(errors.join('; '));
    for (const page of listPages({dir: buildDir, baseUrl: builtBase})) {
      const html = fs.readFileSync(page.file, 'utf8');
      const tag = /name=["']?docsearch:docusaurus_tag["']?\s+content=["']?([\w-]+)/.exec(html)?.[1];
      if (!tag || !/^docs-(default|studio|api|quickstart|account)-current$/.test(tag) || !html.includes('<article')) continue;
      // Only the article is indexed (the usual Pagefind setup for Docusaurus).
      await index.addHTMLFile({url: toWanted(page.url), content: html.replace('<article', '<article data-pagefind-body')});
    }
    await index.writeFiles({outputPath: out});
    await pagefind.close();

    let bytes = 0;
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.pf_|^pagefind-entry\.json$|^wasm\.de\.pagefind$|^pagefind\.js$/.test(entry.name)) bytes += fs.statSync(full).size;
      }
    };
    walk(out);

    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.startsWith('file:')) return new Response(fs.readFileSync(fileURLToPath(url.split('?')[0] as string)));
      return realFetch(input, init);
    }) as typeof fetch;
    const pf = await import(pathToFileURL(path.join(out, 'pagefind.js')).href);
    await pf.options({basePath: pathToFileURL(out).href + '/'});
    await pf.init();
    const ranked = new Map<string, string[]>();
    for (const query of querySet.queries) {
      const result = await pf.search(query.q);
      const data = await Promise.all(result.results.slice(0, 10).map((r: {data: () => Promise<{url: string}>}) => r.data()));
      ranked.set(query.q, distinct(data.map((d: {url: string}) => d.url)));
    }
    const latencies = await time(
      querySet.queries.map((q) => q.q),
      (q) => pf.search(q),
    );
    globalThis.fetch = realFetch;
    const metrics = score(`Pagefind ${packageVersion('pagefind')}`, ranked, latencies);
    metrics.indexBytes = bytes;
    metrics.note = 'bytes: pagefind.js + wasm + meta + index chunks + fragments, as written (already gzip-compressed); all are not loaded at once';
    return metrics;
  } finally {
    fs.rmSync(out, {recursive: true, force: true});
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const records = collectRecords({dir: buildDir, baseUrl: builtBase}).map((r) => ({
    ...r,
    objectID: toWanted(r.objectID),
    url: toWanted(r.url),
    url_without_anchor: toWanted(r.url_without_anchor),
  }));
  const known = new Set(records.map((r) => r.url_without_anchor));
  const unknown = querySet.queries.flatMap((q) => q.expect.filter((e) => !known.has(e)).map((e) => `${q.q} → ${e}`));
  if (unknown.length) console.warn(`Expected pages missing from the index:\n  ${unknown.join('\n  ')}`);

  console.log(`Build: ${path.relative(root, buildDir) || '.'} (pages built for ${builtBase}), ${querySet.queries.length} queries, ${runs} timing runs\n`);
  const ours = await benchOurs(records);
  const bundle = await bundleBytes();
  const lunrMetrics = await benchLunr(records);
  let pagefindMetrics: Metrics;
  try {
    pagefindMetrics = await benchPagefind();
  } catch (error) {
    const message = `not measured: ${(error as Error).message}`;
    pagefindMetrics = {name: `Pagefind ${packageVersion('pagefind')}`, mrr10: NaN, recall5: NaN, success5: NaN, p50: NaN, p95: NaN, rawP95: NaN, misses: [], note: message};
  }

  const rows = [ours.metrics, lunrMetrics, pagefindMetrics];
  const table = rows.map((m) => ({
    engine: m.name,
    'MRR@10': m.mrr10.toFixed(3),
    'recall@5': m.recall5.toFixed(3),
    'success@5': m.success5.toFixed(3),
    p50: ms(m.p50),
    p95: ms(m.p95),
    'p95 raw': ms(m.rawP95),
    'index raw': kib(m.indexBytes),
    'index gzip': kib(m.indexGzipBytes),
  }));
  console.table(table);
  const firstOpen = bundle.gzip + (ours.metrics.indexGzipBytes ?? 0);
  console.log(`\nLocal engine:
  pages ${ours.extra.pages}, records ${ours.extra.records}, content kept per record ${ours.extra.maxContentChars} chars
  index build ${ours.extra.buildMs} ms, load (parse + restore) ${ours.extra.loadMs} ms
  latency, client path (engine + highlight + snippets): p50 ${ms(ours.metrics.p50)}, p95 ${ms(ours.metrics.p95)} (raw samples: p95 ${ms(ours.metrics.rawP95)})
  latency, engine only: p50 ${ms(Number(ours.extra.engineP50))}, p95 ${ms(Number(ours.extra.engineP95))}
  latency while typing (every prefix of every query): p50 ${ms(Number(ours.extra.typingP50))}, p95 ${ms(ours.metrics.typingP95 ?? 0)}
  engine code on first open (esbuild, minified, with MiniSearch): ${kib(bundle.raw)} raw, ${kib(bundle.gzip)} gzip
  code + index on first open: ${kib(firstOpen)} gzip`);
  for (const m of rows) if (m.note) console.log(`  note (${m.name}): ${m.note}`);

  const targets = [
    ['MRR@10 ≥ 0.90', ours.metrics.mrr10 >= 0.9],
    ['MRR@10 ahead of lunr and Pagefind', ours.metrics.mrr10 > lunrMetrics.mrr10 && !(ours.metrics.mrr10 <= pagefindMetrics.mrr10)],
    ['p95 < 5 ms', ours.metrics.p95 < 5],
    ['de index < 250 KB gzip', (ours.metrics.indexGzipBytes ?? Infinity) < 250 * 1000],
    ['code + index on first open < 300 KB gzip', firstOpen < 300 * 1000],
  ] as const;
  console.log('\nTargets:');
  for (const [label, ok] of targets) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${label}`);

  if (verbose) {
    for (const m of rows) {
      console.log(`\nNot ranked first — ${m.name} (${m.misses.length}):`);
      for (const miss of m.misses) console.log(`  ${miss.rank || '—'}  ${miss.q}  →  ${miss.top.join('  ')}`);
    }
  }
  const jsonOut = option('json', '');
  if (jsonOut) {
    fs.writeFileSync(jsonOut, JSON.stringify({ours: {...ours.metrics, ...ours.extra, bundle}, lunr: lunrMetrics, pagefind: pagefindMetrics}, null, 2));
  }
  if (targets.some(([, ok]) => !ok)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
