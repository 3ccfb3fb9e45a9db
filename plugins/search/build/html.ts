/**
 * The token stream the record extraction walks (start tags, end tags, decoded text), from
 * htmlparser2's streaming parser: HTML5 tokenizing of the minified pages Docusaurus writes
 * (unquoted attributes, omitted end tags, entities, raw-text elements). Implied end tags are
 * reported, so every start tag but a void element's gets its end tag. Build time (Node).
 */
import {Parser} from 'htmlparser2';

export type HtmlToken =
  | {kind: 'start'; name: string; attrs: Record<string, string>}
  | {kind: 'end'; name: string}
  | {kind: 'text'; text: string};

/** Elements that never have content or an end tag. */
export const VOID_ELEMENTS: ReadonlySet<string> = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr',
]);

/** The page as tokens; adjacent text is merged, void elements have no end token. */
export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        tokens.push({kind: 'start', name, attrs});
      },
      onclosetag(name) {
        if (!VOID_ELEMENTS.has(name)) tokens.push({kind: 'end', name});
      },
      ontext(text) {
        const last = tokens[tokens.length - 1];
        if (last?.kind === 'text') last.text += text;
        else tokens.push({kind: 'text', text});
      },
    },
    {decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true},
  );
  parser.end(html);
  return tokens;
}

/** The class names of a start tag. */
export function classList(attrs: Record<string, string>): string[] {
  return (attrs.class ?? '').split(/\s+/).filter(Boolean);
}
