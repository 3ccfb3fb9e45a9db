/**
 * A small, forgiving HTML tokenizer for the minified pages Docusaurus writes (unquoted attributes,
 * omitted end tags). It yields start tags, end tags and decoded text; it does not build a tree.
 * Raw-text elements (script, style, textarea, title) are returned as one text chunk. Browser-safe.
 */

export type HtmlToken =
  | {kind: 'start'; name: string; attrs: Record<string, string>; selfClosing: boolean}
  | {kind: 'end'; name: string}
  | {kind: 'text'; text: string};

/** Elements that never have content or an end tag. */
export const VOID_ELEMENTS: ReadonlySet<string> = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr',
]);

const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
const ATTR_RE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

export function* tokenizeHtml(html: string): Generator<HtmlToken> {
  let i = 0;
  const n = html.length;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      yield {kind: 'text', text: decodeEntities(html.slice(i))};
      return;
    }
    if (lt > i) yield {kind: 'text', text: decodeEntities(html.slice(i, lt))};
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end === -1 ? n : end + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const end = html.indexOf('>', lt);
      i = end === -1 ? n : end + 1;
      continue;
    }
    const isEnd = html[lt + 1] === '/';
    const nameStart = lt + (isEnd ? 2 : 1);
    const nameMatch = /^[a-zA-Z][a-zA-Z0-9:-]*/.exec(html.slice(nameStart, nameStart + 64));
    if (!nameMatch) {
      // A stray "<" is text.
      yield {kind: 'text', text: '<'};
      i = lt + 1;
      continue;
    }
    const name = nameMatch[0].toLowerCase();
    const close = findTagEnd(html, nameStart + nameMatch[0].length);
    const inner = html.slice(nameStart + nameMatch[0].length, close);
    i = close + 1;
    if (isEnd) {
      yield {kind: 'end', name};
      continue;
    }
    const selfClosing = inner.trimEnd().endsWith('/');
    yield {kind: 'start', name, attrs: parseAttributes(inner), selfClosing};
    if (RAW_TEXT.has(name) && !selfClosing) {
      const endRe = new RegExp(`</${name}`, 'gi');
      endRe.lastIndex = i;
      const endTag = endRe.exec(html)?.index ?? -1;
      const stop = endTag === -1 ? n : endTag;
      yield {kind: 'text', text: name === 'title' || name === 'textarea' ? decodeEntities(html.slice(i, stop)) : html.slice(i, stop)};
      const gt = endTag === -1 ? n : html.indexOf('>', endTag);
      yield {kind: 'end', name};
      i = gt === -1 ? n : gt + 1;
    }
  }
}

/** Index of the ">" that ends a tag, skipping quoted attribute values. */
function findTagEnd(html: string, from: number): number {
  let quote = '';
  for (let j = from; j < html.length; j++) {
    const c = html[j];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") {
      // Quotes only open a value right after "=" (unquoted values may contain quotes).
      let k = j - 1;
      while (k >= from && /\s/.test(html[k] as string)) k--;
      if (html[k] === '=') quote = c;
    } else if (c === '>') {
      return j;
    }
  }
  return html.length;
}

export function parseAttributes(inner: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of inner.matchAll(ATTR_RE)) {
    const name = (m[1] as string).toLowerCase();
    if (name in attrs) continue;
    attrs[name] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', shy: '\u00ad', ensp: ' ', emsp: ' ', thinsp: ' ',
  ndash: '–', mdash: '—', hellip: '…', laquo: '«', raquo: '»', lsaquo: '‹', rsaquo: '›', bdquo: '„', ldquo: '“',
  rdquo: '”', sbquo: '‚', lsquo: '‘', rsquo: '’', auml: 'ä', ouml: 'ö', uuml: 'ü', Auml: 'Ä', Ouml: 'Ö', Uuml: 'Ü',
  szlig: 'ß', eacute: 'é', egrave: 'è', aacute: 'á', agrave: 'à', copy: '©', reg: '®', trade: '™', times: '×',
  euro: '€', middot: '·', bull: '•', deg: '°', zwj: '\u200d', zwnj: '\u200c', rarr: '→', larr: '←', harr: '↔',
  rArr: '⇒', check: '✓', para: '¶', sect: '§', plusmn: '±', frac12: '½', le: '≤', ge: '≥', ne: '≠', minus: '−',
};

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*);?/g, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      if (!Number.isFinite(code) || code < 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
      return String.fromCodePoint(code === 0 ? 0xfffd : code);
    }
    const named = NAMED_ENTITIES[body];
    return named ?? whole;
  });
}

/** The class names of a start tag. */
export function classList(attrs: Record<string, string>): string[] {
  return (attrs.class ?? '').split(/\s+/).filter(Boolean);
}
