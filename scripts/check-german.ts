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
import {checkGermanProse, checkPair, CHECK_TITLES, emptyReport, jsonMessagesAsProse, readFile, spelling, type CheckName} from './quality/german';
import {orphanTranslations, rel, translationPairs} from './quality/files';
import {root, walk} from './lib/site';
import type {SpellInput} from './quality/spelling';

async function main(): Promise<number> {
  const glossary = loadGlossary();
  const report = emptyReport();
  const spellInputs: SpellInput[] = [];

  const pairs = translationPairs().filter((p) => p.translated);
  for (const pair of pairs) {
    const en = readFile(rel(pair.en), pair.en);
    const de = readFile(rel(pair.de), pair.de);
    checkPair(en, de, report);
    spellInputs.push(checkGermanProse(de, glossary, report));
  }
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

  await spelling(spellInputs, report);

  let total = 0;
  for (const [check, findings] of Object.entries(report) as [CheckName, typeof report.terms][]) {
    total += findings.length;
    const status = findings.length ? `${findings.length} finding(s)` : 'ok';
    console.log(`${findings.length ? '✗' : '✓'} ${CHECK_TITLES[check]}: ${status}`);
    for (const f of findings) console.log(`    ${f.file}:${f.line}: ${f.message}`);
  }
  console.log(`\nChecked ${pairs.length} German pages and partials, ${jsonFiles.length} interface files: ${total} finding(s).`);
  return total ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
