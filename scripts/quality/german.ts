import fs from 'node:fs';
import type {Locale, ResolveLink} from '../lib/link-targets';
import {compoundFindings} from './compounds';
import {englishSentences} from './english';
import type {Glossary} from './glossary';
import {linkTextFindings} from './link-text';
import {uiLabelFindings, type KnownLabels} from './ui-labels';
import {endedPlatformDescriptionFindings, endedPlatformNextStepFindings} from './ended-platform';
import {phraseFindings} from './phrases';
import {extractProse} from './prose';
import {spellCheck, type SpellInput} from './spelling';
import {altTextFindings, pageStructure, parityFindings} from './structure';
import {lintTerms, type Finding} from './terms';

export type CheckName = 'terms' | 'compounds' | 'phrases' | 'english' | 'spelling' | 'structure' | 'alt-text' | 'link-text' | 'ui-labels' | 'gloss-consistency';

export const CHECK_TITLES: Record<CheckName, string> = {
  terms: 'Term lint (writing/glossary.json)',
  compounds: 'Compounds with names, hyphenated (glossary.json compounds)',
  phrases: 'Literal phrasing and English operating-system texts (glossary.json phrases)',
  english: 'English prose on German pages',
  spelling: 'German spelling (cspell de-DE + writing/words.de.txt)',
  structure: 'Structure parity English ↔ German (heading IDs, code blocks, admonitions, images, links)',
  'alt-text': 'Image alt text',
  'link-text': 'Link texts name their target (German and English pages)',
  'ui-labels': 'UI labels as the interface shows them (writing/ui-labels.json, German and English pages)',
  'gloss-consistency': 'One German gloss per UI label (all German pages)',
};

export type Report = Record<CheckName, Finding[]>;

export const emptyReport = (): Report => ({
  terms: [],
  compounds: [],
  phrases: [],
  english: [],
  spelling: [],
  structure: [],
  'alt-text': [],
  'link-text': [],
  'ui-labels': [],
  'gloss-consistency': [],
});

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
  // Names stay in for the compound check („8th Wall Konto“); UI labels are English and stay out.
  const proseWithNames = extractProse(file.source, {uiLabelWords: UI_LABEL_WORDS});
  // Literal phrases need everything: names („des Viewport“) and quoted OS texts („Unknown Publisher“).
  const allProse = extractProse(file.source);
  report.terms.push(...lintTerms(file.name, prose, proseNoUi, glossary));
  report.compounds.push(...compoundFindings(file.name, proseWithNames, glossary.compounds));
  report.phrases.push(...phraseFindings(file.name, allProse, glossary.phrases));
  report.phrases.push(...endedPlatformDescriptionFindings(file.name, file.source));
  report.phrases.push(...endedPlatformNextStepFindings(file.name, file.source));
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

/** What the page checks of both languages compare against: link targets and the interface's labels. */
export interface SiteContext {
  resolve: ResolveLink;
  labels: KnownLabels;
}

/** Checks of a page in either language: link texts name their targets; UI labels are the interface's. */
export function checkPage(file: GermanFile, locale: Locale, site: SiteContext, report: Report): void {
  report['link-text'].push(...linkTextFindings(file.name, file.source, locale, site.resolve));
  report['ui-labels'].push(...uiLabelFindings(file.name, file.source, locale, site.labels));
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
