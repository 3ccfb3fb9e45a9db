/**
 * Node-only: reads a locale's build output (HTML), builds the search index and writes its two files.
 * Used by the plugin (../index.ts) and by scripts/bench-search.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {DEFAULT_MAX_CONTENT_CHARS, prepareSearchIndex, type SerializedIndex, type SerializedRest} from '../engine/engine';
import {INDEX_FILE, REST_FILE, type DocSearchRecord} from '../engine/types';
import {extractRecords} from './records';

/** Gzip budget of the first file (loaded on the first open, with the code). */
export const DEFAULT_BUDGET_GZIP_BYTES = 240 * 1024;
/** Gzip budget of the second file; content per record is shortened until it fits. */
export const DEFAULT_REST_BUDGET_GZIP_BYTES = 480 * 1024;
const MIN_CONTENT_CHARS = 60;

export interface PageListOptions {
  /** The locale's build output directory (outDir). */
  dir: string;
  /** The locale's base URL, e.g. "/docs/de/". */
  baseUrl: string;
  /** Route paths of this locale (Docusaurus `routesPaths`); without them the directory is walked. */
  routesPaths?: readonly string[];
  /** Top-level directories to leave out when walking (other locales' output inside the default one). */
  excludeDirs?: readonly string[];
}

export interface CollectOptions extends PageListOptions {
  /** docusaurus_tag values of the searched sections. */
  tags: readonly string[];
  defaultLanguage?: string;
  /** Synonym groups (see `glossarySynonyms`), for every locale's index. */
  synonyms?: readonly (readonly string[])[];
}

export interface PageFile {
  file: string;
  url: string;
}

/** The HTML pages of a build output with their URLs, sorted by URL. */
export function listPages({dir, baseUrl, routesPaths, excludeDirs = []}: PageListOptions): PageFile[] {
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
    records.push(...extractRecords(html, {url, tags: options.tags, defaultLanguage: options.defaultLanguage}));
  }
  return records;
}

export interface WriteOptions extends CollectOptions {
  /** Gzip budget of the first file, loaded on the first open (default 240 KiB). */
  budgetGzipBytes?: number;
  /** Gzip budget of the second file; its stored content is shortened until it fits (default 480 KiB). */
  restBudgetGzipBytes?: number;
  /** Characters of content kept per record before the budget applies (default 300). */
  maxContentChars?: number;
}

export interface WriteReport {
  file: string;
  restFile: string;
  pages: number;
  records: number;
  bytes: number;
  gzipBytes: number;
  restBytes: number;
  restGzipBytes: number;
  maxContentChars: number;
  overBudget: boolean;
  ms: number;
}

export interface SerializedFiles {
  head: {data: SerializedIndex; json: string; gzipBytes: number};
  rest: {data: SerializedRest; json: string; gzipBytes: number};
  pages: number;
  records: number;
  maxContentChars: number;
}

const gzipSize = (json: string) => zlib.gzipSync(json, {level: 9}).length;

/**
 * Serializes a split index (see `SplitIndex` in engine.ts): the first file with titles, headings and
 * their index, the second with the text index and the stored content, shortened step by step until
 * the second file fits its budget.
 */
export function serializeWithinBudget(
  records: readonly DocSearchRecord[],
  {maxContentChars = DEFAULT_MAX_CONTENT_CHARS, restBudgetGzipBytes = DEFAULT_REST_BUDGET_GZIP_BYTES, defaultLanguage, synonyms}: Partial<WriteOptions> = {},
): SerializedFiles {
  const prepared = prepareSearchIndex(records, {language: defaultLanguage, synonyms});
  let chars = maxContentChars;
  for (;;) {
    const {head, rest} = prepared.serializeSplit(REST_FILE, chars);
    const restJson = JSON.stringify(rest);
    const restGzip = gzipSize(restJson);
    if (restGzip <= restBudgetGzipBytes || chars <= MIN_CONTENT_CHARS) {
      const headJson = JSON.stringify(head);
      return {
        head: {data: head, json: headJson, gzipBytes: gzipSize(headJson)},
        rest: {data: rest, json: restJson, gzipBytes: restGzip},
        pages: prepared.pageCount,
        records: prepared.recordCount,
        maxContentChars: chars,
      };
    }
    chars = Math.max(MIN_CONTENT_CHARS, Math.floor(chars * 0.75));
  }
}

/** Builds the index of a build output and writes `<dir>/search/index.json` and `<dir>/search/index-rest.json`. */
export function writeSearchIndex(options: WriteOptions): WriteReport {
  const started = Date.now();
  const records = collectRecords(options);
  const built = serializeWithinBudget(records, options);
  const file = path.join(options.dir, INDEX_FILE);
  const restFile = path.join(options.dir, REST_FILE);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, built.head.json);
  fs.writeFileSync(restFile, built.rest.json);
  return {
    file,
    restFile,
    pages: built.pages,
    records: built.records,
    bytes: Buffer.byteLength(built.head.json),
    gzipBytes: built.head.gzipBytes,
    restBytes: Buffer.byteLength(built.rest.json),
    restGzipBytes: built.rest.gzipBytes,
    maxContentChars: built.maxContentChars,
    overBudget: built.head.gzipBytes > (options.budgetGzipBytes ?? DEFAULT_BUDGET_GZIP_BYTES) || built.rest.gzipBytes > (options.restBudgetGzipBytes ?? DEFAULT_REST_BUDGET_GZIP_BYTES),
    ms: Date.now() - started,
  };
}

/**
 * The glossary's synonym groups (writing/glossary.json): one per term, its English and German term
 * (readers type either) and its `search` words; terms whose forms are all the same are left out.
 */
export function glossarySynonyms(file: string): string[][] {
  const glossary = JSON.parse(fs.readFileSync(file, 'utf8')) as {terms?: {en: string; de: string; search?: string[]}[]};
  const groups: string[][] = [];
  for (const term of glossary.terms ?? []) {
    // "splat (Gaussian splat)" → "splat"; "sign in / log in" → "sign in", "log in".
    const english = term.en.replace(/\s*\([^)]*\)/g, '').split('/').map((s) => s.trim());
    const forms = [...new Set([...english, term.de, ...(term.search ?? [])].filter(Boolean))];
    if (new Set(forms.map((f) => f.toLowerCase())).size > 1) groups.push(forms);
  }
  return groups;
}
