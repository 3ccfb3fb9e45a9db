/**
 * Checks on rendered pages (build output): Markdown that did not render, images without a real
 * alt text, and the heading IDs that `#anchor` links rely on.
 */
import {isFileName} from './structure';
import type {Finding} from './terms';

/** The article text of a rendered docs page, without code, scripts and tags. */
export function articleText(html: string): string {
  const start = html.search(/<article\b/);
  const end = html.lastIndexOf('</article>');
  const article = start >= 0 && end > start ? html.slice(start, end) : html;
  return article
    .replace(/<(script|style|svg)\b[\s\S]*?<\/\1>/g, ' ')
    // Code stays a placeholder, so "(`x`)" does not look like an empty "()".
    .replace(/<(pre|code)\b[\s\S]*?<\/\1>/g, ' ‹code› ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;|&#34;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

const RAW_MARKDOWN: {re: RegExp; what: string}[] = [
  {re: /\*\*/, what: 'unrendered bold marker "**"'},
  {re: /\]\s?\(/, what: 'unrendered link "](" or "] ("'},
  {re: /(^|\s)\(\s*\)/, what: 'empty parentheses "( )" (a link text or term was dropped)'},
  {re: /(^|\s):::\w*/, what: 'unrendered admonition ":::"'},
  {re: /(^|\s)#{2,6}\s/, what: 'unrendered heading "##"'},
  {re: /\{#[\w-]+\}/, what: 'heading ID "{#id}" shown as text'},
];

/** Raw Markdown left in the rendered text of a page. */
export function rawMarkdownFindings(page: string, html: string): Finding[] {
  const text = articleText(html);
  return RAW_MARKDOWN.flatMap(({re, what}) => {
    const m = re.exec(text);
    if (!m) return [];
    const context = text.slice(Math.max(0, m.index - 40), m.index + 40).trim();
    return [{file: page, line: 1, message: `${what}: "…${context}…"`}];
  });
}


/** Images in the article without alt text, or with a file name as alt text. */
export function imageAltFindings(page: string, html: string): Finding[] {
  const start = html.search(/<article\b/);
  const article = start >= 0 ? html.slice(start) : html;
  return [...article.matchAll(/<img\b[^>]*>/g)].flatMap((m) => {
    const tag = m[0];
    if (/\brole=["']presentation["']|\baria-hidden=["']true["']/.test(tag)) return [];
    const alt = /\balt=["']([^"']*)["']/.exec(tag)?.[1];
    const src = /\bsrc=["']([^"']*)["']/.exec(tag)?.[1] ?? '?';
    if (!alt?.trim()) return [{file: page, line: 1, message: `Image ${src} has no alt text.`}];
    if (isFileName(alt)) return [{file: page, line: 1, message: `Image ${src}: alt text "${alt}" is a file name.`}];
    return [];
  });
}

/** IDs of the headings (h2–h6) of the article, in order. */
export function headingIds(html: string): string[] {
  const start = html.search(/<article\b/);
  const article = start >= 0 ? html.slice(start) : html;
  return [...article.matchAll(/<h([2-6])\b[^>]*\bid="([^"]+)"/g)].map((m) => m[2]);
}
