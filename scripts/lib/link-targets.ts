/**
 * What an internal link points to: the page of spec/routes.json behind a site path (after the
 * redirects of redirects/), with its title, sidebar label and heading texts in one locale. Used
 * by the link-text check (scripts/quality/link-text.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {navbar} from '../../config/navbar';
import {explicitRedirects} from '../../redirects';
import {findDocFile, i18nDocsDir, instanceOf, readRoutes, root, type RouteEntry} from './site';

export type Locale = 'en' | 'de';

export interface PageNames {
  /** Title, sidebar label and `# heading` of the page, whichever exist. */
  titles: string[];
  /** Heading text by explicit ID (`## Text {#id}`). */
  headings: Map<string, string>;
}

export interface LinkTarget {
  /** Names of the page in the link's language: title, sidebar label, `# heading`, navbar label of a section. */
  titles: string[];
  /** Text of the heading an `#anchor` points to, in the link's language. */
  heading?: string;
  /** English names of the page and heading (identifiers in code link texts are English). */
  english: string[];
}

/** Resolves a link target (`/studio/guides/entities/#add`) to the names of the page (and heading) it reaches. */
export type ResolveLink = (href: string, locale: Locale) => LinkTarget | undefined;

const OLD_STUDIO_API = '/studio/api/';
const LOCALE_PREFIX = /^\/(de|ja|fr|es)(?=\/)/;

/** Site path of a link: `/docs/de/x` and `/docs/x` become `/x/`; query and anchor are split off. */
export function sitePath(href: string): {path: string; anchor?: string} | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const [beforeHash, anchor] = href.split('#', 2);
  let p = beforeHash.split('?')[0];
  if (p === '/docs' || p.startsWith('/docs/')) p = p.slice('/docs'.length).replace(LOCALE_PREFIX, '') || '/';
  if (!p.endsWith('/')) p += '/';
  return {path: p, anchor: anchor || undefined};
}

/** The names of a Markdown page: front-matter title and sidebar label, the `# heading`, and `{#id}` headings. */
export function pageNames(source: string): PageNames {
  const {data, content} = frontMatter(source);
  const titles = [data.title, data.sidebar_label].filter((t): t is string => typeof t === 'string' && t.trim() !== '');
  const h1 = /^#\s+(.+?)\s*$/m.exec(content.replace(/^(```|~~~)[\s\S]*?^\1/gm, ''))?.[1];
  if (h1) titles.push(h1);
  const headings = new Map<string, string>();
  for (const m of content.matchAll(/^#{2,6}\s+(.*?)\s*\{#([\w-]+)\}\s*$/gm)) headings.set(m[2], m[1]);
  return {titles, headings};
}

/** Front matter and body; a page with broken front matter (being edited) still yields its body. */
function frontMatter(source: string): {data: Record<string, unknown>; content: string} {
  try {
    return matter(source);
  } catch {
    return {data: {}, content: source.replace(/^---\n[\s\S]*?\n---\n/, '')};
  }
}

/** A resolver over the site's files: spec/routes.json, redirects/ and the English and German pages. */
export function siteLinkResolver(baseDir = root): ResolveLink {
  const routes = new Map<string, RouteEntry>();
  for (const r of readRoutes()) routes.set(r.route.replace(/^\/docs\/de/, ''), r);
  const redirects = new Map(explicitRedirects.map((r) => [r.from, r.to]));
  const names = new Map<string, PageNames | undefined>();
  const navbarLabels = sectionLabels(baseDir);

  const namesOf = (route: RouteEntry, locale: Locale): PageNames | undefined => {
    const key = `${locale}:${route.route}`;
    if (!names.has(key)) {
      const instance = instanceOf(route.section);
      const enDir = path.join(baseDir, instance.path);
      const deDir = path.join(baseDir, path.relative(root, i18nDocsDir(instance, 'de')));
      const file = (locale === 'de' ? findDocFile(deDir, route.docPath) : undefined) ?? findDocFile(enDir, route.docPath);
      names.set(key, file ? pageNames(fs.readFileSync(file, 'utf8')) : undefined);
    }
    return names.get(key);
  };

  return (href, locale) => {
    const target = sitePath(href);
    if (!target) return undefined;
    let p = target.path;
    let anchor = target.anchor;
    for (let hops = 0; hops < 5 && !routes.has(p); hops++) {
      // Explicit redirects, and the old home of the Studio API (/studio/api/… → /api/studio/…).
      const to = redirects.get(p) ?? (p.startsWith(OLD_STUDIO_API) ? `/api/studio/${p.slice(OLD_STUDIO_API.length)}` : undefined);
      if (!to || to === p) break;
      const next = sitePath(to);
      if (!next) break;
      p = next.path;
      anchor ??= next.anchor;
    }
    const route = routes.get(p);
    if (!route) return undefined;
    const section = navbarLabels.get(p) ?? {en: [], de: []};
    if (route.kind === 'page') return {titles: [route.titleEn, ...section[locale]], english: [route.titleEn]};
    const page = namesOf(route, locale);
    const en = namesOf(route, 'en');
    const heading = anchor ? page?.headings.get(anchor) : undefined;
    const enHeading = anchor ? en?.headings.get(anchor) : undefined;
    return {
      titles: [...(page?.titles ?? [route.titleEn]), ...section[locale]],
      heading,
      english: [...(en?.titles ?? [route.titleEn]), ...section.en, ...(enHeading ? [enHeading] : [])],
    };
  };
}

/** Navbar labels of the section landings (`/quickstart/` is „Quickstart“ / „Schnellstart“), English and German. */
function sectionLabels(baseDir: string): Map<string, Record<Locale, string[]>> {
  const file = path.join(baseDir, 'i18n/de/docusaurus-theme-classic/navbar.json');
  const german: Record<string, {message: string}> = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const labels = new Map<string, Record<Locale, string[]>>();
  for (const item of navbar.items) {
    const to = 'to' in item ? item.to : undefined;
    const label = 'label' in item ? item.label : undefined;
    if (!to || !label) continue;
    const de = german[`item.label.${label}`]?.message;
    labels.set(to, {en: [label], de: de ? [de] : [label]});
  }
  return labels;
}
