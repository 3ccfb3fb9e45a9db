/**
 * Content loss between a page of the earlier docs (the archive) and its new English page: the
 * archive's headings that have no counterpart on the new page, and the external links (http(s)
 * URLs) the new page no longer has. It informs the writer (`npm run i18n:loss`); writers record
 * what they dropped on purpose in writing/content-loss.json, and those items are not listed again.
 */
import fs from 'node:fs';
import path from 'node:path';
import {root} from '../lib/site';
import {significantStems} from './link-text';
import {markdownLines} from './markdown-lines';

export const CONTENT_LOSS_FILE = path.join(root, 'writing/content-loss.json');

/** A reviewed item: the page (site path), the archive heading or link, and why it is not on the new page. */
export interface LossDecision {
  page: string;
  heading?: string;
  link?: string;
  decision: string;
}

export interface ContentLoss {
  headings: string[];
  links: string[];
}


/** Heading texts (levels 2–6) without `{#id}`, links, code marks and emphasis. */
export function headings(source: string): string[] {
  return markdownTexts(source).flatMap((line) => {
    const m = /^#{2,6}\s+(.+?)\s*$/.exec(line);
    if (!m) return [];
    const text = m[1]
      .replace(/\{#[\w-]+\}\s*$/, '')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[`*_]/g, '')
      .replace(/<[^>]+>/g, '')
      .trim();
    return text ? [text] : [];
  });
}

/** An external URL as compared: lower-case host without `www.`, no trailing slash or punctuation. */
export function normalizeUrl(url: string): string {
  const trimmed = url.replace(/[.,;:!?'"’”)]+$/, '');
  try {
    const u = new URL(trimmed);
    const host = u.host.toLowerCase().replace(/^www\./, '');
    return `${u.protocol}//${host}${u.pathname.replace(/\/+$/, '')}${u.search}${u.hash}`;
  } catch {
    return trimmed;
  }
}

/** External http(s) links of a page: Markdown links, `href`/`to` attributes, autolinks and bare URLs. */
export function externalLinks(source: string): string[] {
  const text = markdownTexts(source).join('\n');
  const urls = [...text.matchAll(/https?:\/\/[^\s)<>\]"'`]+/g)].map((m) => normalizeUrl(m[0]));
  return [...new Set(urls)];
}

/**
 * The same heading after normalisation (stems, umlauts folded, function words dropped): at least
 * half of the archive heading's words occur in the new heading („User Roles“ ~ „Roles and permissions“).
 */
export function sameHeading(archive: string, current: string): boolean {
  const a = new Set(significantStems(archive));
  const c = new Set(significantStems(current));
  if (!a.size || !c.size) return archive.trim().toLowerCase() === current.trim().toLowerCase();
  const shared = [...a].filter((w) => c.has(w)).length;
  return shared > 0 && shared * 2 >= a.size;
}

/** Archive headings without a counterpart and archive links missing on the new page. */
export function contentLoss(archiveSource: string, newSource: string): ContentLoss {
  const newHeadings = headings(newSource);
  const newLinks = new Set(externalLinks(newSource));
  return {
    headings: headings(archiveSource).filter((h) => !newHeadings.some((n) => sameHeading(h, n))),
    links: externalLinks(archiveSource).filter((l) => !newLinks.has(l)),
  };
}

/** Drops the items writers have reviewed for this page. */
export function withoutDecisions(page: string, loss: ContentLoss, decisions: LossDecision[]): ContentLoss {
  const mine = decisions.filter((d) => d.page === page);
  return {
    headings: loss.headings.filter((h) => !mine.some((d) => d.heading !== undefined && sameHeading(d.heading, h))),
    links: loss.links.filter((l) => !mine.some((d) => d.link !== undefined && normalizeUrl(d.link) === l)),
  };
}

export function loadDecisions(file = CONTENT_LOSS_FILE): LossDecision[] {
  if (!fs.existsSync(file)) return [];
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as {decisions: LossDecision[]};
  for (const d of data.decisions) {
    if (!d.page || !d.decision || (d.heading === undefined) === (d.link === undefined)) {
      throw new Error(`${file}: every decision needs "page", "decision" and either "heading" or "link" (see ${JSON.stringify(d)})`);
    }
  }
  return data.decisions;
}

/** A page with the partials it imports (`import X from '@site/…/_shared/x.mdx'`), which hold part of its text. */
export function withPartials(source: string, baseDir = root, depth = 0): string {
  if (depth > 3) return source;
  const parts = [...source.matchAll(/^import\s+\w+\s+from\s+['"]@site\/([^'"]+\.mdx?)['"]/gm)].map((m) => path.join(baseDir, m[1]));
  return [source, ...parts.filter((f) => fs.existsSync(f)).map((f) => withPartials(fs.readFileSync(f, 'utf8'), baseDir, depth + 1))].join('\n');
}

const markdownTexts = (source: string): string[] => markdownLines(source).map(({text}) => text);
