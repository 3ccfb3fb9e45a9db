/**
 * Node-only: reads a locale's build output (HTML), builds the search index and writes it.
 * Used by the Docusaurus plugin (plugins/search-index) and by scripts/bench-search.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {DEFAULT_MAX_CONTENT_CHARS, INDEX_FILE, prepareSearchIndex, type SerializedIndex} from '../engine';
import {extractRecords, SEARCHABLE_TAGS, type DocSearchRecord} from '../records';

export {INDEX_FILE};
/** Default gzip budget of the index file; content per record is shortened until it fits. */
export const DEFAULT_BUDGET_GZIP_BYTES = 240 * 1024;
const MIN_CONTENT_CHARS = 60;

export interface CollectOptions {
  /** The locale's build output directory (outDir). */
  dir: string;
  /** The locale's base URL, e.g. "/docs/de/". */
  baseUrl: string;
  /** Route paths of this locale (Docusaurus `routesPaths`); without them the directory is walked. */
  routesPaths?: readonly string[];
  /** Top-level directories to leave out when walking (other locales' output inside the default one). */
  excludeDirs?: readonly string[];
  tags?: readonly string[];
  defaultLanguage?: string;
}

export interface PageFile {
  file: string;
  url: string;
}

/** The HTML pages of a build output with their URLs, sorted by URL. */
export function listPages({dir, baseUrl, routesPaths, excludeDirs = []}: CollectOptions): PageFile[] {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const pages = new Map<string, string>();
  if (routesPaths) {
    for (const route of routesPaths) {
      if (!route.startsWith(base) && route !== base.slice(0, -1)) continue;
      const rel = route.slice(base.length).replace(/\/$/, '');
      const candidates = route.endsWith('/') || rel === '' ? [path.join(dir, rel, 'index.html')] : [path.join(dir, `${rel}.html`), path.join(dir, rel, 'index.html')];
      const file = candidates.find((f) => fs.existsSync(f));
      if (file && !file.endsWith('404.html')) pages.set(route, file);
    }
  } else {
    const walk = (sub: string) => {
      for (const entry of fs.readdirSync(path.join(dir, sub), {withFileTypes: true})) {
        const rel = sub ? `${sub}/${entry.name}` : entry.name;
        if (entry.isDirectory()) {
          if (!sub && (excludeDirs.includes(entry.name) || entry.name === 'assets' || entry.name === 'img')) continue;
          walk(rel);
        } else if (entry.name === 'index.html') {
          pages.set(base + (sub ? `${sub}/` : ''), path.join(dir, rel));
        }
      }
    };
    walk('');
  }
  return [...pages.entries()].map(([url, file]) => ({url, file})).sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
}

/** Records of every searchable page of a build output. */
export function collectRecords(options: CollectOptions): DocSearchRecord[] {
  const records: DocSearchRecord[] = [];
  for (const {file, url} of listPages(options)) {
    const html = fs.readFileSync(file, 'utf8');
    records.push(...extractRecords(html, {url, tags: options.tags ?? SEARCHABLE_TAGS, defaultLanguage: options.defaultLanguage}));
  }
  return records;
}

export interface WriteOptions extends CollectOptions {
  /** Gzip budget for the index file (default 240 KiB). */
  budgetGzipBytes?: number;
  /** Characters of content kept per record before the budget applies (default 300). */
  maxContentChars?: number;
  /** Output file relative to `dir` (default search/index.json). */
  file?: string;
}

export interface WriteReport {
  file: string;
  pages: number;
  records: number;
  bytes: number;
  gzipBytes: number;
  maxContentChars: number;
  overBudget: boolean;
  ms: number;
}

/** Serializes within the gzip budget: shortens stored content step by step if needed. */
export function serializeWithinBudget(
  records: readonly DocSearchRecord[],
  {maxContentChars = DEFAULT_MAX_CONTENT_CHARS, budgetGzipBytes = DEFAULT_BUDGET_GZIP_BYTES, defaultLanguage}: Partial<WriteOptions> = {},
): {data: SerializedIndex; json: string; gzipBytes: number; pages: number; records: number} {
  const prepared = prepareSearchIndex(records, {language: defaultLanguage});
  let chars = maxContentChars;
  for (;;) {
    const data = prepared.serialize(chars);
    const json = JSON.stringify(data);
    const gzipBytes = zlib.gzipSync(json, {level: 9}).length;
    if (gzipBytes <= budgetGzipBytes || chars <= MIN_CONTENT_CHARS) {
      return {data, json, gzipBytes, pages: prepared.pageCount, records: prepared.recordCount};
    }
    chars = Math.max(MIN_CONTENT_CHARS, Math.floor(chars * 0.75));
  }
}

/** Builds the index of a build output and writes it to `<dir>/search/index.json`. */
export function writeSearchIndex(options: WriteOptions): WriteReport {
  const started = Date.now();
  const records = collectRecords(options);
  const budget = options.budgetGzipBytes ?? DEFAULT_BUDGET_GZIP_BYTES;
  const built = serializeWithinBudget(records, options);
  const file = path.join(options.dir, options.file ?? INDEX_FILE);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, built.json);
  return {
    file,
    pages: built.pages,
    records: built.records,
    bytes: Buffer.byteLength(built.json),
    gzipBytes: built.gzipBytes,
    maxContentChars: built.data.maxContentChars,
    overBudget: built.gzipBytes > budget,
    ms: Date.now() - started,
  };
}
