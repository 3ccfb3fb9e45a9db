/**
 * Rendered Docusaurus page (HTML) → DocSearch-shaped records, the way the DocSearch crawler's
 * Docusaurus template reads a page:
 *
 * - lvl0: the outermost active sidebar category (`.menu__link--sublist.menu__link--active`), else
 *   the active navbar item, else a default ("Dokumentation").
 * - lvl1: the page title (`article header h1`, else the document title without " | site").
 * - lvl2..lvl6: headings `h2`..`h6` with an `id` inside the `article`; each starts a record whose
 *   `url` carries `#id` and whose `content` is the text up to the next heading.
 * - The lvl1 record's content is the text between the title and the first heading.
 *
 * Skipped: breadcrumbs and other `nav`, the mobile table of contents, page notices
 * (`[data-page-notice]`, e.g. "Diese Seite entsteht gerade"), admonition labels, buttons, SVG,
 * doc cards of generated indexes (nested `article`), heading hash links. Code blocks (`pre`) are not
 * content: only identifiers found in them (dotted, camelCase, snake_case, hyphenated) are kept in
 * `code`, which is indexed with a low weight and never returned.
 *
 * Only pages whose `<meta name="docsearch:docusaurus_tag">` is one of the searched tags and that are
 * not `noindex` produce records. Build time (Node): the HTML is parsed with htmlparser2 (html.ts).
 */
import {cleanText, isCompoundToken, tokenize} from '../engine/text';
import type {DocSearchRecord, HeadingLevel, RecordType} from '../engine/types';
import {classList, tokenizeHtml, VOID_ELEMENTS} from './html';

export interface ExtractOptions {
  /** URL path of the page, e.g. "/docs/de/account/teams/". */
  url: string;
  /** docusaurus_tag values to accept (the searched sections; see `searchedTags` in ../index.ts). */
  tags: readonly string[];
  /** lvl0 when neither a sidebar category nor a navbar item is active. */
  defaultLvl0?: string;
  /** Language when the page has no docsearch:language meta. */
  defaultLanguage?: string;
}

/** What a page says about itself besides its records. */
export interface PageMeta {
  docusaurusTag: string | null;
  language: string | null;
  noindex: boolean;
  /** `<meta name="description">`. */
  description: string | null;
  /** `<meta name="keywords">` (front matter `keywords`), split at commas. */
  keywords: string[];
}

const SKIP_ELEMENTS = new Set(['nav', 'button', 'svg', 'script', 'style', 'footer', 'template', 'noscript', 'select', 'iframe']);
const SKIP_CLASSES = ['theme-doc-toc-mobile', 'theme-doc-version-badge', 'theme-doc-version-banner', 'hash-link', 'docusaurus-mermaid-container'];
const SKIP_CLASS_PREFIXES = ['admonitionHeading_', 'buttonGroup_'];
const BLOCK_ELEMENTS = new Set([
  'p', 'div', 'li', 'ul', 'ol', 'td', 'th', 'tr', 'table', 'thead', 'tbody', 'section', 'details', 'summary',
  'blockquote', 'dd', 'dt', 'dl', 'figcaption', 'figure', 'header', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
]);
const MAX_CODE_IDENTIFIERS = 60;

interface Section {
  level: HeadingLevel;
  anchor: string | null;
  heading: string;
  text: string[];
  code: Set<string>;
}

/** Reads the docsearch meta tags of a page. */
export function readPageMeta(html: string): PageMeta {
  const head = html.slice(0, Math.max(html.indexOf('<body'), 0) || html.length);
  const meta: PageMeta = {docusaurusTag: null, language: null, noindex: false, description: null, keywords: []};
  for (const token of tokenizeHtml(head)) {
    if (token.kind !== 'start' || token.name !== 'meta') continue;
    const name = token.attrs.name;
    const content = token.attrs.content ?? '';
    if (name === 'docsearch:docusaurus_tag') meta.docusaurusTag = content;
    else if (name === 'docsearch:language') meta.language = content;
    else if (name === 'robots' && /noindex/i.test(content)) meta.noindex = true;
    else if (name === 'description') meta.description = cleanText(content) || null;
    else if (name === 'keywords') meta.keywords = content.split(',').map((k) => cleanText(k)).filter(Boolean);
  }
  return meta;
}

/** The records of one rendered page; [] when the page is not searchable. */
export function extractRecords(html: string, options: ExtractOptions): DocSearchRecord[] {
  const meta = readPageMeta(html);
  if (!meta.docusaurusTag || !options.tags.includes(meta.docusaurusTag) || meta.noindex) return [];
  const page = parseDocPage(html);
  if (!page) return [];
  const language = meta.language ?? options.defaultLanguage ?? 'en';
  const lvl0 = page.lvl0 ?? options.defaultLvl0 ?? (language === 'de' ? 'Dokumentation' : 'Documentation');
  const title = page.title;
  const urlWithoutAnchor = options.url;
  const records: DocSearchRecord[] = [];
  const stack: (string | null)[] = [lvl0, title, null, null, null, null, null];
  for (const section of page.sections) {
    if (section.level > 1) {
      stack[section.level] = section.heading;
      for (let l = section.level + 1; l <= 6; l++) stack[l] = null;
    }
    const url = section.anchor ? `${urlWithoutAnchor}#${section.anchor}` : urlWithoutAnchor;
    const content = cleanText(section.text.join(''));
    const record: DocSearchRecord = {
      objectID: url,
      url,
      url_without_anchor: urlWithoutAnchor,
      anchor: section.anchor,
      type: `lvl${section.level}` as RecordType,
      hierarchy: {
        lvl0: stack[0] ?? null,
        lvl1: stack[1] ?? null,
        lvl2: section.level >= 2 ? (stack[2] ?? null) : null,
        lvl3: section.level >= 3 ? (stack[3] ?? null) : null,
        lvl4: section.level >= 4 ? (stack[4] ?? null) : null,
        lvl5: section.level >= 5 ? (stack[5] ?? null) : null,
        lvl6: section.level >= 6 ? (stack[6] ?? null) : null,
      },
      content: content || null,
      language,
      docusaurus_tag: meta.docusaurusTag,
    };
    if (section.code.size) record.code = [...section.code].slice(0, MAX_CODE_IDENTIFIERS);
    if (section.level === 1) {
      const about = [...meta.keywords, meta.description ?? ''].filter(Boolean).join(' · ');
      if (about) record.about = about;
    }
    records.push(record);
  }
  return records;
}

interface ParsedPage {
  lvl0: string | null;
  title: string;
  sections: Section[];
}

type Capture = 'title' | 'heading' | 'sidebar' | 'navbar' | 'doctitle' | null;

/** Walks the page once. Returns null when it has no doc `article`. */
function parseDocPage(html: string): ParsedPage | null {
  let sidebarLvl0: string | null = null;
  let navbarLvl0: string | null = null;
  let documentTitle = '';
  let title = '';
  let capture: Capture = null;
  let captureText = '';
  let captureEnd = '';
  let inArticle = false;
  let articleSeen = false;
  let skip: {name: string; depth: number; code: boolean} | null = null;
  let codeText = '';
  let pendingHeading: {level: HeadingLevel; anchor: string} | null = null;
  const sections: Section[] = [{level: 1, anchor: null, heading: '', text: [], code: new Set()}];
  const current = () => sections[sections.length - 1] as Section;

  for (const token of tokenizeHtml(html)) {
    if (skip) {
      if (token.kind === 'start') {
        if (token.name === skip.name && !VOID_ELEMENTS.has(token.name)) skip.depth++;
        if (skip.code && (token.name === 'br' || (token.name === 'span' && classList(token.attrs).includes('token-line')))) {
          codeText += '\n';
        }
      } else if (token.kind === 'end') {
        if (token.name === skip.name && --skip.depth === 0) {
          if (skip.code) addCodeIdentifiers(current().code, codeText);
          skip = null;
          codeText = '';
        }
      } else if (skip.code) {
        codeText += token.text;
      }
      continue;
    }

    if (token.kind === 'text') {
      if (capture) captureText += token.text;
      else if (inArticle) current().text.push(token.text);
      continue;
    }

    if (token.kind === 'end') {
      if (capture && token.name === captureEnd) {
        const text = cleanText(captureText);
        if (capture === 'title' && !title) title = text;
        else if (capture === 'sidebar' && !sidebarLvl0) sidebarLvl0 = text || null;
        else if (capture === 'navbar' && !navbarLvl0) navbarLvl0 = text || null;
        else if (capture === 'doctitle') documentTitle = text;
        else if (capture === 'heading' && pendingHeading) {
          sections.push({level: pendingHeading.level, anchor: pendingHeading.anchor, heading: text, text: [], code: new Set()});
          pendingHeading = null;
        }
        capture = null;
        captureText = '';
        continue;
      }
      if (inArticle && token.name === 'article') break;
      if (inArticle && BLOCK_ELEMENTS.has(token.name)) current().text.push(' ');
      continue;
    }

    // Start tag.
    const {name, attrs} = token;
    if (!inArticle) {
      if (name === 'title' && !documentTitle) {
        capture = 'doctitle';
        captureEnd = 'title';
      } else if (name === 'a' && !capture) {
        const classes = classList(attrs);
        if (!sidebarLvl0 && classes.includes('menu__link--sublist') && classes.includes('menu__link--active')) {
          capture = 'sidebar';
          captureEnd = 'a';
        } else if (!navbarLvl0 && classes.includes('navbar__link--active')) {
          capture = 'navbar';
          captureEnd = 'a';
        }
      } else if (name === 'article' && !articleSeen) {
        inArticle = true;
        articleSeen = true;
        capture = null;
      }
      continue;
    }

    const classes = classList(attrs);
    const isVoid = VOID_ELEMENTS.has(name);
    if (
      !isVoid &&
      (SKIP_ELEMENTS.has(name) ||
        name === 'article' ||
        name === 'pre' ||
        'data-page-notice' in attrs ||
        classes.some((c) => SKIP_CLASSES.includes(c) || SKIP_CLASS_PREFIXES.some((p) => c.startsWith(p))))
    ) {
      skip = {name, depth: 1, code: name === 'pre'};
      codeText = '';
      continue;
    }
    if (capture) continue; // markup inside a captured heading
    const headingLevel = /^h([1-6])$/.exec(name);
    if (headingLevel) {
      const level = Number(headingLevel[1]) as HeadingLevel;
      if (level === 1 && !title) {
        capture = 'title';
        captureEnd = 'h1';
        continue;
      }
      if (level > 1 && attrs.id) {
        pendingHeading = {level, anchor: attrs.id};
        capture = 'heading';
        captureEnd = name;
        continue;
      }
    }
    if (BLOCK_ELEMENTS.has(name)) current().text.push(' ');
  }

  if (!articleSeen) return null;
  if (!title) title = documentTitle.replace(/\s+\|\s+[^|]*$/, '').trim();
  return {lvl0: sidebarLvl0 ?? navbarLvl0, title, sections};
}

/** Identifier-like tokens of a code block: dotted, camelCase, snake_case or hyphenated names. */
export function addCodeIdentifiers(target: Set<string>, code: string): void {
  for (const {text} of tokenize(code)) {
    if (target.size >= MAX_CODE_IDENTIFIERS) return;
    if (text.length >= 4 && /\p{L}/u.test(text) && isCompoundToken(text)) target.add(text);
  }
}
