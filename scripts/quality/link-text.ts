/**
 * Link texts of internal links must name their target: the reader should know where a link leads
 * before following it. A link text passes when it shares a significant word with the target
 * page's title or sidebar label (in the page's language), or with the heading an `#anchor` points
 * to. Words are compared case-insensitively, with umlauts folded and German/English endings
 * stripped, and as parts of compounds („Ereignisreferenz“ names „Ereignisse“). Code link texts
 * (`XR8.run()`, `world.time`) may also match the English title's identifiers. A link text that
 * ends with an article, preposition or conjunction while the sentence goes on after the link
 * („[mehr über die](…) Physik“) cuts the sentence in half and is reported too.
 */
import type {Locale, ResolveLink} from '../lib/link-targets';
import type {Finding} from './terms';
import {markdownLines} from './markdown-lines';

/** Words that name nothing on their own. */
const STOP = new Set(
  `der die das den dem des ein eine einen einem einer eines und oder zu zum zur von vom mit in im ins am an auf für über unter bei
   aus nach wie was wer sie ihr ihre ihren ihrem es ist sind hier dort mehr siehe seite seiten abschnitt lesen erfahren alle
   the a an and or of to in on at by for from with your you this that these more see here page pages section read learn about all how`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * A link text that is a clause of its own may end with a verb particle when another clause
 * follows: „[Laden Sie Teammitglieder ein](…) und weisen Sie ihnen Rollen zu“.
 */
const CLAUSE = /(^|\s)Sie\s/;
const NEXT_CLAUSE = /^\s*(?:und|oder)\s+\p{L}+\s+Sie\b/u;

/** Identifiers written without code formatting: `world.time`, `getParent()`, `XrController`. */
const IDENTIFIER = /^[\w$]+(?:\.[\w$]+)+(?:\(\))?$|^[\w$]+\(\)$|^[a-z]+[A-Z]\w*$/;

/** Words a link text must not end with: the sentence continues outside the link. */
const CUT_AT = new Set(
  `der die das den dem des ein eine einen einem einer eines und oder zu von mit in im am an auf für über bei aus nach
   the a an and or to of with in on at by for from`
    .split(/\s+/)
    .filter(Boolean),
);

const fold = (w: string) => w.toLowerCase().replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u').replace(/ß/g, 'ss');

/**
 * A crude stem: folded, k and z spelled c (so German and English cognates meet: „Komponente“ and
 * „component“, „Physik“ and „physics“), with up to two German/English endings removed
 * („Ereignisse“ → „ereignis“).
 */
export function stem(word: string): string {
  let w = fold(word).replace(/[kz]/g, 'c');
  for (let pass = 0; pass < 2; pass++) {
    const end = ['ern', 'en', 'er', 'es', 'em', 'e', 'n', 's'].find((e) => w.endsWith(e) && w.length - e.length >= 3);
    if (!end) break;
    w = w.slice(0, -end.length);
  }
  return w;
}

/** The significant words of a text, as stems; acronyms (XR, UI, 3D) count. */
export function significantStems(text: string): string[] {
  const plain = text.replace(/[*_`]/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
  const words = plain.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words.filter((w) => w.length >= 2 && !STOP.has(fold(w))).map(stem);
}

/** At most one letter added, removed or changed („physik“ ~ „physic“). */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return a.slice(i + 1) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i) || a.slice(i) === b.slice(i + 1);
}

/** Same stem, one a part of the other's compound, or a cognate one letter apart. */
const related = (a: string, b: string) =>
  a === b ||
  (Math.min(a.length, b.length) >= 4 && (a.includes(b) || b.includes(a))) ||
  (Math.min(a.length, b.length) >= 5 && oneEditApart(a, b));

/** Does the link text share a significant word with one of the names? */
export function namesTarget(linkText: string, names: string[]): boolean {
  const link = significantStems(linkText);
  const target = names.flatMap(significantStems);
  return link.some((a) => target.some((b) => related(a, b)));
}

/** A Markdown link to a site path. */
export interface InternalLink {
  line: number;
  text: string;
  href: string;
  /** The line before the link. */
  before: string;
  /** The rest of the line after the link. */
  after: string;
}

/** Markdown links to site paths, outside front matter and code blocks, with their line (1-based). */
export function internalLinks(source: string): InternalLink[] {
  const links: InternalLink[] = [];
  for (const {line, text} of markdownLines(source)) {
    for (const m of text.matchAll(/(?<!!)\[((?:[^[\]`]|`[^`]*`)+)\]\((\/[^)\s]*)(?:\s+"[^"]*")?\)/g)) {
      links.push({line, text: m[1], href: m[2], before: text.slice(0, m.index), after: text.slice(m.index + m[0].length)});
    }
  }
  return links;
}

/** Verbs a page does to its reader's question: „… zeigt [Best Practices].“ */
const PAGE_VERBS = 'zeigt|erklärt|beschreibt|behandelt|vertieft|nennt|listet|macht|prüft|gibt|bietet|liefert|enthält|sammelt|fasst|zeigen|erklären|beschreiben|behandeln|vertiefen|nennen|listen|geben|bieten|enthalten';
const VERB_BEFORE_LINK = new RegExp(`\\b(${PAGE_VERBS})(?: Ihnen)?\\s+$`);
const VERB_AFTER_LINK = new RegExp(`^\\s+(${PAGE_VERBS})\\b`);

/**
 * A German page title used as the subject of a sentence („Wie …, zeigt [Best Practices](…).“,
 * „[Zustandsautomaten](…) macht daraus ein Spiel.“) reads as a number error when the title is a
 * plural; „die Seite [Best Practices](…)“ is right for every title. Code (`XR8.run()`, an event) is
 * a name of its own and may be the subject.
 */
export function titleAsSubject(link: Pick<InternalLink, 'text' | 'before' | 'after'>): string | undefined {
  if (link.text.includes('`') || IDENTIFIER.test(link.text)) return undefined;
  const end = VERB_BEFORE_LINK.exec(link.before);
  if (end && /^\s*(?:[.!?;:]|(?:und|sowie)\s+\[)/.test(link.after)) return end[1];
  // „Die Seiten [A](…) und [B](…) beschreiben …“ already names the pages.
  if (/\bSeiten?\s+\[[^\]]*\]\([^)]*\)\s+(?:und|oder|sowie)\s+$/.test(link.before)) return undefined;
  const start = VERB_AFTER_LINK.exec(link.after);
  if (start && /(?:^|[.!?:;]\s+|^\s*(?:[-*]|\d+\.)\s+|\b(?:und|oder)\s+)$/.test(link.before)) return start[1];
  return undefined;
}

export function linkTextFindings(file: string, source: string, locale: Locale, resolve: ResolveLink): Finding[] {
  const findings: Finding[] = [];
  for (const link of internalLinks(source)) {
    const text = link.text.replace(/\s+/g, ' ').trim();
    const last = /(\p{L}+)[^\p{L}]*$/u.exec(text)?.[1];
    // The sentence goes on after the link, and the link text stops at an article, preposition or conjunction.
    const continues = /^\s*[\p{L}\p{N}`*]/u.test(link.after);
    const ownClause = CLAUSE.test(text) && NEXT_CLAUSE.test(link.after);
    if (last && continues && CUT_AT.has(last) && !ownClause) {
      findings.push({file, line: link.line, message: `link text „${text}“ ends with „${last}“: the link cuts the sentence; link the words that name the target.`});
      continue;
    }
    const subject = locale === 'de' ? titleAsSubject(link) : undefined;
    if (subject) {
      findings.push({
        file,
        line: link.line,
        message: `page title „${text}“ is the subject of „${subject}“: write „die Seite [${text}](…)“ (two pages: „die Seiten … und …“); a plural title with a singular verb reads as a grammar error.`,
      });
    }
    const target = resolve(link.href, locale);
    if (!target) continue;
    const names = target.heading ? [...target.titles, target.heading] : target.titles;
    // Code (`XR8.run()`, `world.time`) names the target by its English identifiers.
    const isCode = text.includes('`') || IDENTIFIER.test(text);
    if (!namesTarget(text, isCode ? [...names, ...target.english] : names)) {
      const shown = target.heading ? `${target.titles[0]} › ${target.heading}` : target.titles[0];
      findings.push({file, line: link.line, message: `link text „${text}“ does not name its target „${shown}“ (${link.href}).`});
    }
  }
  return findings;
}
