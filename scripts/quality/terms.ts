import type {Glossary} from './glossary';
import {toInflectedRegExp, toRegExp} from './glossary';

export interface Finding {
  file: string;
  line: number;
  message: string;
}

/**
 * Term lint for German prose.
 * - `forbidden` patterns anywhere in the prose (including bold text): brand names translated as
 *   words, glued words, lower-case admonition labels.
 * - A glossary term rendered another way than the glossary's one German rendering (`avoid`):
 *   checked on prose without UI labels, because the English interface's labels are quoted as-is.
 *
 * @param prose      lines from extractProse(…) without UI-label blanking
 * @param proseNoUi  the same lines with UI labels blanked
 */
export function lintTerms(file: string, prose: string[], proseNoUi: string[], glossary: Glossary): Finding[] {
  const findings: Finding[] = [];
  const forbidden = glossary.forbidden.map((f) => ({...f, re: toRegExp(f.pattern)}));
  const avoid = glossary.terms.flatMap((term) => term.avoid.map((a) => ({term, re: toInflectedRegExp(a)})));
  prose.forEach((text, index) => {
    for (const f of forbidden) {
      for (const m of text.matchAll(f.re)) {
        findings.push({file, line: index + 1, message: `"${m[0].trim()}": ${f.reason}. Use ${f.use}.`});
      }
    }
  });
  proseNoUi.forEach((text, index) => {
    for (const a of avoid) {
      // String.match with a global pattern ignores lastIndex; [0] is the first form found.
      const match = text.match(a.re);
      if (match) {
        findings.push({
          file,
          line: index + 1,
          message: `"${match[0]}" for "${a.term.en}": the glossary's German term is "${a.term.de}" (writing/glossary.json).`,
        });
      }
    }
  });
  return findings;
}
