/**
 * Each German quality check catches its defect (a fixture with the defect fails) and passes
 * clean text (a clean fixture passes). Fixtures: tests/fixtures/german/.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {root} from '../../scripts/lib/site';
import {checkGermanProse, checkPair, emptyReport, jsonMessagesAsProse, readFile, spelling} from '../../scripts/quality/german';
import {loadGlossary} from '../../scripts/quality/glossary';
import {extractProse} from '../../scripts/quality/prose';
import {headingIds, imageAltFindings, rawMarkdownFindings} from '../../scripts/quality/html';
import {wordChecker} from '../../scripts/quality/spelling';

const fixtures = path.join(root, 'tests/fixtures/german');
const fixture = (name: string) => readFile(name, path.join(fixtures, name));
const glossary = loadGlossary();
const lines = (findings: {line: number}[]) => findings.map((f) => f.line);

test('clean fixture: no finding in any check', async () => {
  const report = emptyReport();
  checkPair(fixture('clean/page.en.mdx'), fixture('clean/page.de.mdx'), report);
  const input = checkGermanProse(fixture('clean/page.de.mdx'), glossary, report);
  await spelling([input], report);
  assert.deepEqual(report, emptyReport());
});

test('term lint: forbidden renderings and non-glossary terms, with file and line', () => {
  const report = emptyReport();
  checkGermanProse(fixture('defects/terms.de.mdx'), glossary, report);
  const messages = report.terms.map((f) => `${f.file}:${f.line}: ${f.message}`);
  const expect = (line: number, text: string) =>
    assert.ok(messages.some((m) => m.startsWith(`defects/terms.de.mdx:${line}:`) && m.includes(text)), `line ${line} "${text}" in\n${messages.join('\n')}`);
  expect(5, '8. Mauer');
  expect(5, '8-Wall');
  expect(7, '"Eigentum" for "property"');
  expect(9, '"Weltraum" for "Space (Studio)"');
  expect(9, '"Einheiten" for "entity"');
  expect(11, 'glued');
  expect(13, 'lower case');
});

test('English prose on a German page is reported with file and line', () => {
  const report = emptyReport();
  checkGermanProse(fixture('defects/english.de.mdx'), glossary, report);
  assert.deepEqual(lines(report.english), [7]);
  assert.match(report.english[0].message, /Click the button/);
});

test('spelling: typos are found, German compounds and umlauts are accepted', async () => {
  const report = emptyReport();
  await spelling([checkGermanProse(fixture('defects/spelling.de.mdx'), glossary, report)], report);
  assert.deepEqual(
    report.spelling.map((f) => `${f.line} ${/"(.+?)"/.exec(f.message)?.[1]}`),
    ['5 Komponnente', '5 geladn'],
  );
});

test('spelling: compounds split with linking elements, inflected project words', () => {
  const dictionary = new Set(['Entität', 'Typen', 'Komponente', 'Schema', 'Zahlung', 'Methode', 'Tipp', 'Fehler']);
  const ok = wordChecker((w) => dictionary.has(w), ['Build']);
  assert.ok(ok('Entitätstypen'));
  assert.ok(ok('Komponentenschema'));
  assert.ok(ok('Zahlungsmethode'));
  assert.ok(ok('Builds'));
  assert.ok(!ok('Tippfeler'));
  assert.ok(!ok('Fehlerbehandlug'));
});

test('structure parity: heading IDs, code blocks, admonitions and links must match the English page', () => {
  const report = emptyReport();
  checkPair(fixture('defects/structure.en.mdx'), fixture('defects/structure.de.mdx'), report);
  const text = report.structure.map((f) => `${f.file}:${f.line}: ${f.message}`).join('\n');
  assert.match(text, /structure\.de\.mdx:5: Heading ## \{#erstens\} should be ## \{#first\}/);
  assert.match(text, /structure\.en\.mdx:\d+: Heading without an explicit \{#id\}/);
  assert.match(text, /Code blocks differ from English: en \[ts\], de \[\(none\)\]/);
  assert.match(text, /Admonitions differ from English: en \[note\], de \[\(none\)\]/);
  assert.match(text, /Links differ from English: en \[\/account\/teams\/\], de \[\(none\)\]/);
});

test('alt text: missing or file-name alt texts are reported', () => {
  const report = emptyReport();
  checkPair(fixture('defects/alt.de.mdx'), fixture('defects/alt.de.mdx'), report);
  const de = report['alt-text'].filter((f) => f.file === 'defects/alt.de.mdx');
  // Reported once per file of the pair; the pair here is the same file twice.
  assert.deepEqual([...new Set(lines(de))], [5, 7, 9]);
});

test('rendered HTML: raw Markdown and bad alt texts are found; clean HTML passes', () => {
  const bad = fs.readFileSync(path.join(fixtures, 'defects/raw-markdown.html'), 'utf8');
  const raw = rawMarkdownFindings('bad', bad).map((f) => f.message);
  assert.ok(raw.some((m) => m.includes('"**"')));
  assert.ok(raw.some((m) => m.includes('"] ("')));
  assert.ok(raw.some((m) => m.includes('"( )"')));
  assert.equal(imageAltFindings('bad', bad).length, 2);
  const good = fs.readFileSync(path.join(fixtures, 'clean/page.html'), 'utf8');
  assert.deepEqual(rawMarkdownFindings('good', good), []);
  assert.deepEqual(imageAltFindings('good', good), []);
  assert.deepEqual(headingIds(good), ['first']);
});

test('prose extraction keeps line numbers and drops code, links targets, UI labels and names', () => {
  const source = '---\ntitle: Ein Titel\nsidebar_position: 2\n---\n\nText `code` [Link](/x/) **Save** (Speichern) 8th Wall.\n```ts\nconst x = 1;\n```\n';
  const prose = extractProse(source, {keep: ['8th Wall'], uiLabelWords: 6});
  assert.equal(prose.length, source.split('\n').length);
  assert.equal(prose[1], 'Ein Titel');
  assert.equal(prose[5].replace(/\s+/g, ' ').trim(), 'Text [Link] (Speichern) .');
  assert.equal(prose[7].trim(), '');
});

test('interface strings of translation JSON files are checked as prose', () => {
  const json = '{\n  "a": {\n    "message": "This author has not written any posts yet."\n  },\n  "b": {"message": "XrController"}\n}';
  const prose = jsonMessagesAsProse(json).split('\n');
  assert.equal(prose[2], 'This author has not written any posts yet.');
  assert.equal(prose[4], '');
});
