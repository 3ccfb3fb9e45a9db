/**
 * Algolia-format highlighting and snippeting over plain text. Every value is HTML-escaped; the only
 * markup added is the caller's pre/post tags around matched words (and the ellipsis text).
 * Browser-safe.
 *
 * A written word is highlighted when one of the index terms that matched the query is its stem,
 * or a prefix of / a part inside its folded, separator-free form (so "Zahlungsmethoden" lights up
 * for "Methode", "XR8.addCameraPipelineModule()" for "addCameraPipelineModule").
 */
import {stem} from './stem';
import {escapeHtml, identifierParts, joinedForm, tokenize} from './text';

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

export interface HighlightContext {
  /** Index terms that matched the query. */
  terms: ReadonlySet<string>;
  /** Query words an index term stands for (bit mask). */
  termWords: (term: string) => number;
  /** The query words (folded), for `matchedWords`. */
  words: readonly string[];
  /** Bit mask of the words that count for a full match. */
  requiredMask: number;
  preTag: string;
  postTag: string;
  ellipsis: string;
  /** The index language's stemmer (default: German). */
  stem?: (folded: string) => string;
}

interface MarkedToken {
  start: number;
  end: number;
  mask: number;
}

interface AnalysedText {
  /** Tokens that matched, in order. */
  marks: MarkedToken[];
  /** Words matched anywhere in the text. */
  mask: number;
  fully: boolean;
}

/** Highlights and snippets for one query; caches per written token and per text. */
export class Highlighter {
  private readonly ctx: HighlightContext;
  private readonly tokenCache = new Map<string, number>();
  private readonly textCache = new Map<string, AnalysedText>();
  private readonly terms: string[];

  constructor(ctx: HighlightContext) {
    this.ctx = ctx;
    this.terms = [...ctx.terms];
  }

  /** Bit mask of query words a written token matches (0 = not highlighted). */
  private tokenWords(token: string): number {
    let mask = this.tokenCache.get(token);
    if (mask !== undefined) return mask;
    mask = 0;
    // Every kind of hit below needs the term inside the token's folded, separator-free form: most
    // tokens of a text contain none, and skip the identifier split and the stemmer.
    const plain = joinedForm(token);
    if (!this.terms.some((term) => plain.includes(term))) {
      this.tokenCache.set(token, 0);
      return 0;
    }
    const {joined, atoms} = identifierParts(token);
    const stemmed = (this.ctx.stem ?? stem)(joined);
    for (const term of this.terms) {
      const hit = term === stemmed || (term.length >= 3 ? joined.includes(term) : atoms.includes(term));
      if (hit) mask |= this.ctx.termWords(term) || 0;
    }
    this.tokenCache.set(token, mask);
    return mask;
  }

  private analyse(text: string): AnalysedText {
    let analysed = this.textCache.get(text);
    if (analysed) return analysed;
    const marks: MarkedToken[] = [];
    let mask = 0;
    let fully = true;
    let any = false;
    for (const token of tokenize(text)) {
      any = true;
      const words = this.tokenWords(token.text);
      if (!words) {
        fully = false;
        continue;
      }
      mask |= words;
      marks.push({start: token.start, end: token.end, mask: words});
    }
    analysed = {marks, mask, fully: any && fully};
    this.textCache.set(text, analysed);
    return analysed;
  }

  private render(text: string, marks: MarkedToken[], from: number, to: number): string {
    let html = '';
    let pos = from;
    for (const mark of marks) {
      if (mark.start < from || mark.end > to) continue;
      html += escapeHtml(text.slice(pos, mark.start)) + this.ctx.preTag + escapeHtml(text.slice(mark.start, mark.end)) + this.ctx.postTag;
      pos = mark.end;
    }
    return html + escapeHtml(text.slice(pos, to));
  }

  private level(mask: number): MatchLevel {
    if (!mask) return 'none';
    const required = this.ctx.requiredMask || mask;
    return (mask & required) === required ? 'full' : 'partial';
  }

  /** The whole value, matched words wrapped in the tags. */
  highlight(text: string): HighlightResult {
    const {marks, mask, fully} = this.analyse(text);
    return {
      value: this.render(text, marks, 0, text.length),
      matchLevel: this.level(mask),
      matchedWords: this.ctx.words.filter((_, i) => mask & (1 << i)),
      fullyHighlighted: fully,
    };
  }

  /** About `words` whitespace-separated words around the first match (or from the start). */
  snippet(text: string, words: number): SnippetResult {
    const {marks, mask} = this.analyse(text);
    const chunks: {start: number; end: number}[] = [];
    for (const m of text.matchAll(/\S+/g)) chunks.push({start: m.index ?? 0, end: (m.index ?? 0) + m[0].length});
    const count = Math.max(1, Math.floor(words) || 10);
    if (chunks.length <= count) return {value: this.render(text, marks, 0, text.length), matchLevel: this.level(mask)};
    const firstMark = marks[0];
    let first = 0;
    if (firstMark) {
      first = chunks.findIndex((c) => c.end > firstMark.start);
      if (first < 0) first = 0;
    }
    const before = Math.floor(count / 4);
    const startChunk = Math.max(0, Math.min(first - before, chunks.length - count));
    const endChunk = Math.min(chunks.length, startChunk + count);
    const from = (chunks[startChunk] as {start: number}).start;
    const to = (chunks[endChunk - 1] as {end: number}).end;
    const value =
      (startChunk > 0 ? this.ctx.ellipsis : '') + this.render(text, marks, from, to) + (endChunk < chunks.length ? this.ctx.ellipsis : '');
    return {value, matchLevel: this.level(mask)};
  }
}

/** One-off highlight (creates a Highlighter; prefer one Highlighter per query). */
export function highlight(text: string, ctx: HighlightContext): HighlightResult {
  return new Highlighter(ctx).highlight(text);
}

/** One-off snippet (creates a Highlighter; prefer one Highlighter per query). */
export function snippet(text: string, words: number, ctx: HighlightContext): SnippetResult {
  return new Highlighter(ctx).snippet(text, words);
}
