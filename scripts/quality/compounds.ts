/**
 * Compounds of product and API names with German nouns are hyphenated: „8th-Wall-Dokumentation“,
 * „Studio-API“, „XR8-Modul“ (glossary.json `compounds`). Reports "<name> <head>" written apart,
 * with the hyphenated form. After a preposition or conjunction (`notAfter`) the name stands on
 * its own and the noun is an object: „in Studio Entitäten anlegen“ passes.
 */
import type {CompoundRule} from './glossary';
import {escapeRegExp} from './prose';
import type {Finding} from './terms';

const alternatives = (words: string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');

export function compoundFindings(file: string, prose: string[], rule: CompoundRule): Finding[] {
  // One plain space between name and noun: table cells (" | ") and line breaks are no compounds.
  const re = new RegExp(`(?<![\\p{L}\\p{N}.-])(${alternatives(rule.names)}) (${alternatives(rule.heads)})(?![\\p{L}\\p{N}-])`, 'gu');
  const notAfter = new Set(rule.notAfter.map((w) => w.toLowerCase()));
  const findings: Finding[] = [];
  prose.forEach((text, index) => {
    for (const m of text.matchAll(re)) {
      const before = /([\p{L}]+)\s*$/u.exec(text.slice(0, m.index))?.[1];
      if (before && notAfter.has(before.toLowerCase())) continue;
      const [, name, head] = m;
      findings.push({
        file,
        line: index + 1,
        message: `„${m[0]}“: a compound with a name is hyphenated: „${name.replace(/ /g, '-')}-${head}“.`,
      });
    }
  });
  return findings;
}
