/**
 * Translation tracking. Each German page records the revision of the English source it
 * translates; when the English text changes, the German page is stale until a writer updates it
 * and records the new revision (`npm run i18n:mark -- <file>`).
 *
 * - The revision is a hash of what a translator translates: the English title, description,
 *   sidebar label and body (not sidebar_position or other front matter).
 * - Pages record it in front matter (`source_revision: 1a2b3c4d5e`); partials (`_*.mdx`, which
 *   Docusaurus does not give front matter) in a first-line MDX comment
 *   `{/* source_revision: 1a2b3c4d5e *\/}`.
 * - A German page is also stale when a German partial it imports is stale.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {isInProgress} from '../../src/lib/pageStatus';

/** An English source file and the place of its German translation (pages and `_` partials). */
export interface TranslationPair {
  /** Docs instance id (`default`, `studio`, …). */
  instance: string;
  /** Path relative to the instance folder, e.g. `essentials/schema.mdx`. */
  rel: string;
  en: string;
  de: string;
  /** True when the German file exists. */
  translated: boolean;
}

/** Markdown and MDX files. */
export const isMarkdown = (f: string) => /\.mdx?$/.test(f);

/** Files under a folder (recursively) that pass the filter; [] when the folder does not exist. */
function walk(dir: string, filter: (file: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full, filter);
    return filter(full) ? [full] : [];
  });
}

/** The English Markdown files of one folder with their counterparts in a translation folder. */
export function pairsIn(instance: string, enDir: string, deDir: string): TranslationPair[] {
  return walk(enDir, isMarkdown).map((en) => {
    const rel = path.relative(enDir, en);
    const de = path.join(deDir, rel);
    return {instance, rel, en, de, translated: fs.existsSync(de)};
  });
}

export const REVISION_KEY = 'source_revision';
const TRANSLATED_KEYS = ['title', 'description', 'sidebar_label'];
const COMMENT = /^\{\/\*\s*source_revision:\s*([0-9a-f]+)\s*\*\/\}\s*\n?/;

export function isPartial(file: string): boolean {
  return path.basename(file).startsWith('_') || file.split(path.sep).some((part) => part.startsWith('_'));
}

/** Revision of an English source: 10 hex digits of a SHA-256 over its translatable text. */
export function sourceRevision(enSource: string): string {
  const {data, content} = matter(enSource.replace(/\r\n?/g, '\n'));
  const translated = TRANSLATED_KEYS.map((k) => `${k}=${data[k] ?? ''}`).join('\n');
  const body = content
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .trim();
  return crypto.createHash('sha256').update(`${translated}\n\n${body}`).digest('hex').slice(0, 10);
}

/** The revision a German file records, if any. */
export function recordedRevision(deSource: string): string | undefined {
  const comment = COMMENT.exec(deSource);
  if (comment) return comment[1];
  if (!deSource.startsWith('---')) return undefined;
  // The raw text, not the YAML value: YAML reads revisions such as 4e70508130 or 0e24194590 as numbers.
  const end = deSource.indexOf('\n---', 3);
  const frontMatter = end < 0 ? deSource : deSource.slice(0, end);
  return new RegExp(`^${REVISION_KEY}:\\s*["']?([0-9a-f]+)["']?\\s*$`, 'm').exec(frontMatter)?.[1];
}

/** The German source with its recorded revision set to `revision` (front matter or partial comment). */
export function withRevision(deSource: string, revision: string, partial: boolean): string {
  if (partial) {
    const line = `{/* ${REVISION_KEY}: ${revision} */}\n`;
    return COMMENT.test(deSource) ? deSource.replace(COMMENT, line) : line + deSource;
  }
  if (!deSource.startsWith('---\n')) return `---\n${REVISION_KEY}: ${revision}\n---\n\n${deSource}`;
  const end = deSource.indexOf('\n---', 4);
  const head = deSource.slice(4, end);
  const lines = head.split('\n').filter((l) => !l.startsWith(`${REVISION_KEY}:`));
  lines.push(`${REVISION_KEY}: ${revision}`);
  return `---\n${lines.join('\n')}${deSource.slice(end)}`;
}

export type TranslationState = 'current' | 'stale' | 'missing' | 'untracked';

export interface TranslationPairFiles {
  /** Docs instance id. */
  instance: string;
  rel: string;
  en: string;
  de: string;
}

export interface TranslationStatus extends TranslationPairFiles {
  state: TranslationState;
  partial: boolean;
  /** English and German front matter mark the page as still being written. */
  inProgress: boolean;
  /** Stale German partials this page imports (they make the page stale too). */
  staleImports: string[];
}

/** German partials a German page imports through `@site/…`. */
function importedPartials(deSource: string, siteDir: string): string[] {
  return [...deSource.matchAll(/^import\s+\w+\s+from\s+['"]@site\/([^'"]+\.mdx?)['"]/gm)]
    .map((m) => path.join(siteDir, m[1]))
    .filter((f) => isPartial(f));
}

/** State of every pair: current, stale (English changed), missing (no German file), untracked (no revision). */
export function translationStatus(pairs: TranslationPairFiles[], siteDir: string): TranslationStatus[] {
  const deSources = new Map<string, string>();
  const own = pairs.map((pair): TranslationStatus => {
    const partial = isPartial(pair.rel);
    const enSource = fs.readFileSync(pair.en, 'utf8');
    const inProgress = isInProgress(matter(enSource).data);
    if (!fs.existsSync(pair.de)) return {...pair, partial, inProgress, state: 'missing', staleImports: []};
    const deSource = fs.readFileSync(pair.de, 'utf8');
    deSources.set(pair.de, deSource);
    const recorded = recordedRevision(deSource);
    const state: TranslationState = !recorded ? 'untracked' : recorded === sourceRevision(enSource) ? 'current' : 'stale';
    return {...pair, partial, inProgress, state, staleImports: []};
  });
  const byGermanFile = new Map(own.map((s) => [path.resolve(s.de), s]));
  for (const status of own) {
    if (status.state === 'missing' || status.partial) continue;
    const imports = importedPartials(deSources.get(status.de)!, siteDir);
    status.staleImports = imports.filter((f) => byGermanFile.get(path.resolve(f))?.state === 'stale');
    if (status.state === 'current' && status.staleImports.length) status.state = 'stale';
  }
  return own;
}
