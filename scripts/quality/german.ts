import fs from 'node:fs';
import {englishSentences} from './english';
import type {Glossary} from './glossary';
import {extractProse} from './prose';
import {spellCheck, type SpellInput} from './spelling';
import {altTextFindings, pageStructure, parityFindings} from './structure';
import {lintTerms, type Finding} from './terms';

export type CheckName = 'terms' | 'english' | 'spelling' | 'structure' | 'alt-text';

export const CHECK_TITLES: Record<CheckName, string> = {
  terms: 'Term lint (writing/glossary.json)',
  english: 'English prose on German pages',
  spelling: 'German spelling (cspell de-DE + writing/words.de.txt)',
  structure: 'Structure parity English ↔ German (heading IDs, code blocks, admonitions, images, links)',
  'alt-text': 'Image alt text',
};

export type Report = Record<CheckName, Finding[]>;

export const emptyReport = (): Report => ({terms: [], english: [], spelling: [], structure: [], 'alt-text': []});

/** Bold segments up to this many words count as UI labels (quoted from the English interface). */
const UI_LABEL_WORDS = 6;

export interface GermanFile {
  /** Name used in messages. */
  name: string;
  source: string;
}

/** Prose checks of one German Markdown file; returns the input for the spell checker too. */
export function checkGermanProse(file: GermanFile, glossary: Glossary, report: Report): SpellInput {
  const keep = glossary.keep;
  const prose = extractProse(file.source, {keep});
  const proseNoUi = extractProse(file.source, {keep, uiLabelWords: UI_LABEL_WORDS});
  report.terms.push(...lintTerms(file.name, prose, proseNoUi, glossary));
  report.english.push(...englishSentences(file.name, proseNoUi));
  return {file: file.name, lines: proseNoUi};
}

/** Structure parity and alt text of an English page and its German translation. */
export function checkPair(en: GermanFile, de: GermanFile, report: Report): void {
  const enStructure = pageStructure(en.source);
  const deStructure = pageStructure(de.source);
  report.structure.push(...parityFindings(en.name, de.name, enStructure, deStructure));
  report['alt-text'].push(...altTextFindings(en.name, enStructure), ...altTextFindings(de.name, deStructure));
}

/** Interface strings of a Docusaurus translation JSON file, as prose lines (line numbers kept). */
export function jsonMessagesAsProse(source: string): string {
  return source
    .split('\n')
    .map((line) => {
      const m = /^\s*"message":\s*"((?:[^"\\]|\\.)*)"/.exec(line);
      const message: string = m ? JSON.parse(`"${m[1]}"`) : '';
      // A one-word ASCII label is an API name (`math`, `XrController`), not prose.
      return /^[\w.:$-]+$/.test(message) ? '' : message.replace(/\{\w+\}/g, ' ');
    })
    .join('\n');
}

export async function spelling(inputs: SpellInput[], report: Report, words?: string[]): Promise<void> {
  report.spelling.push(...(await spellCheck(inputs, words)));
}

export function readFile(name: string, file: string): GermanFile {
  return {name, source: fs.readFileSync(file, 'utf8')};
}
