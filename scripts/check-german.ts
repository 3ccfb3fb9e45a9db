/**
 * The German quality checks (writing/README.md): term lint, English left on German pages,
 * spelling, structure parity with the English source, alt text. Exits 1 on any finding, with
 * file:line messages grouped by check.
 *
 *   npm run check:german
 */
import fs from 'node:fs';
import path from 'node:path';
import {englishSentences} from './quality/english';
import {loadGlossary} from './quality/glossary';
import {lintTerms} from './quality/terms';
import {checkGermanProse, checkPage, checkPair, CHECK_TITLES, emptyReport, jsonMessagesAsProse, readFile, spelling, type CheckName} from './quality/german';
import {orphanTranslations, rel, translationPairs} from './quality/files';
import {root, walk} from './lib/site';
import {siteLinkResolver} from './lib/link-targets';
import {glossConsistencyFindings, labelGlosses, loadContextualGlosses, loadKnownLabels, type LabelGloss} from './quality/ui-labels';
import {germanDataProse} from './lib/data-prose';
import {textsAsProse, textsFiles} from './lib/api-texts';
import type {SpellInput} from './quality/spelling';

async function main(): Promise<number> {
  const glossary = loadGlossary();
  const report = emptyReport();
  const spellInputs: SpellInput[] = [];

  const site = {resolve: siteLinkResolver(), labels: {labels: loadKnownLabels(), terms: new Set([...glossary.terms.map((t) => t.de), ...glossary.keep])}};
  const allPairs = translationPairs();
  for (const pair of allPairs) checkPage(readFile(rel(pair.en), pair.en), 'en', site, report);
  const pairs = allPairs.filter((p) => p.translated);
  const glosses: LabelGloss[] = [];
  for (const pair of pairs) {
    const en = readFile(rel(pair.en), pair.en);
    const de = readFile(rel(pair.de), pair.de);
    checkPair(en, de, report);
    checkPage(de, 'de', site, report);
    glosses.push(...labelGlosses(de.name, de.source));
    spellInputs.push(checkGermanProse(de, glossary, report));
  }
  report['gloss-consistency'].push(...glossConsistencyFindings(glosses, loadContextualGlosses()));
  for (const orphan of orphanTranslations()) {
    report.structure.push({file: rel(orphan), line: 1, message: 'German file without an English source (moved or renamed?).'});
  }

  // Interface strings: navbar, footer, sidebar categories, theme and custom strings.
  const jsonFiles = walk(path.join(root, 'i18n/de'), (f) => f.endsWith('.json'));
  for (const file of jsonFiles) {
    const lines = jsonMessagesAsProse(fs.readFileSync(file, 'utf8')).split('\n');
    report.terms.push(...lintTerms(rel(file), lines, lines, glossary));
    report.english.push(...englishSentences(rel(file), lines));
    spellInputs.push({file: rel(file), lines});
  }

  // German prose in typed data files, rendered on German pages by components (src/data/xrEvents.ts).
  for (const data of germanDataProse()) spellInputs.push(checkGermanProse(data, glossary, report));
  // German field, payload and parameter descriptions of the Studio API pages (`<page>.texts.json`).
  for (const file of textsFiles('de')) spellInputs.push(checkGermanProse(textsAsProse(file), glossary, report));

  await spelling(spellInputs, report);

  let total = 0;
  for (const [check, findings] of Object.entries(report) as [CheckName, typeof report.terms][]) {
    total += findings.length;
    const status = findings.length ? `${findings.length} finding(s)` : 'ok';
    console.log(`${findings.length ? '✗' : '✓'} ${CHECK_TITLES[check]}: ${status}`);
    for (const f of findings) console.log(`    ${f.file}:${f.line}: ${f.message}`);
  }
  console.log(`\nChecked ${pairs.length} German pages and partials (and ${allPairs.length} English ones for link texts and UI labels), ${jsonFiles.length} interface files: ${total} finding(s).`);
  return total ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
