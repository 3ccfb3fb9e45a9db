/**
 * Literal renderings of English phrases („hören Sie auf die Ereignisse“, „wenn ein Timer
 * auslöst“) and English operating-system texts on German pages („Unknown Publisher“). The list
 * lives in glossary.json (`phrases`); each finding names the wording to use instead.
 */
import {toRegExp, type LiteralPhrase} from './glossary';
import type {Finding} from './terms';

export function phraseFindings(file: string, prose: string[], phrases: LiteralPhrase[]): Finding[] {
  const rules = phrases.map((p) => ({...p, re: toRegExp(p.pattern)}));
  const findings: Finding[] = [];
  prose.forEach((text, index) => {
    for (const rule of rules) {
      for (const m of text.matchAll(rule.re)) {
        const note = rule.note ? ` (${rule.note})` : '';
        findings.push({file, line: index + 1, message: `„${m[0].trim()}“: write ${rule.better} instead${note}.`});
      }
    }
  });
  return findings;
}
