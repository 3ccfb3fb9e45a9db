/**
 * Each German quality check catches its defect (a fixture with the defect fails) and passes
 * clean text (a clean fixture passes). Fixtures: tests/fixtures/german/.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {root} from '../../scripts/lib/site';
import type {LinkTarget, ResolveLink} from '../../scripts/lib/link-targets';
import {checkGermanProse, checkPage, checkPair, emptyReport, jsonMessagesAsProse, readFile, spelling, type SiteContext} from '../../scripts/quality/german';
import {loadGlossary} from '../../scripts/quality/glossary';
import {extractProse} from '../../scripts/quality/prose';
import {headingIds, imageAltFindings, rawMarkdownFindings} from '../../scripts/quality/html';
import {linkKey} from '../../scripts/quality/structure';
import {wordChecker} from '../../scripts/quality/spelling';
import {namesTarget, stem} from '../../scripts/quality/link-text';
import {siteLinkResolver, sitePath} from '../../scripts/lib/link-targets';
import {codeFieldLabels, fieldLabel, glossConsistencyFindings, labelCandidates, labelGlosses, loadContextualGlosses, loadKnownLabels, normalizeLabel} from '../../scripts/quality/ui-labels';
import {contentLoss, loadDecisions, withoutDecisions} from '../../scripts/quality/content-loss';
import {endedPlatformDescriptionFindings, endedPlatformNextStepFindings, germanPagePath} from '../../scripts/quality/ended-platform';

const fixtures = path.join(root, 'tests/fixtures/german');
const fixture = (name: string) => readFile(name, path.join(fixtures, name));
const glossary = loadGlossary();
const lines = (findings: {line: number}[]) => findings.map((f) => f.line);

/** Link targets of the fixtures, in place of the site's pages. */
const TARGETS: Record<string, {en: string[]; de: string[]; headings?: Record<string, {en: string; de: string}>}> = {
  '/account/teams/': {
    en: ['Teams'],
    de: ['Teams'],
    headings: {'user-roles': {en: 'User roles', de: 'Benutzerrollen'}, 'invite-users': {en: 'Invite users', de: 'Benutzer einladen'}},
  },
  '/studio/getting-started/requirements/': {en: ['Requirements'], de: ['Voraussetzungen']},
  '/studio/guides/physics/': {en: ['Physics'], de: ['Physik'], headings: {'collision-events': {en: 'Collision events', de: 'Kollisionsereignisse'}}},
  '/api/studio/world/getparent/': {en: ['world.getParent()'], de: ['world.getParent()']},
};

const fixtureResolver: ResolveLink = (href, locale): LinkTarget | undefined => {
  const [page, anchor] = href.split('#');
  const target = TARGETS[page];
  if (!target) return undefined;
  const heading = anchor ? target.headings?.[anchor] : undefined;
  return {titles: target[locale], heading: heading?.[locale], english: [...target.en, ...(heading ? [heading.en] : [])]};
};

const site: SiteContext = {
  resolve: fixtureResolver,
  labels: {labels: new Set(['Workspaces', 'Create Workspace', 'Create Project', 'Settings', 'General']), terms: new Set(['Aktionszuordnung', 'Star collector'])},
};

test('clean fixture: no finding in any check', async () => {
  const report = emptyReport();
  checkPair(fixture('clean/page.en.mdx'), fixture('clean/page.de.mdx'), report);
  checkPage(fixture('clean/page.en.mdx'), 'en', site, report);
  checkPage(fixture('clean/page.de.mdx'), 'de', site, report);
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
  // An avoided rendering is found in its inflected forms too; „geistiges Eigentum“ is legal language.
  expect(15, '"Zielbilds" for "image target"');
  assert.ok(!messages.some((m) => m.startsWith('defects/terms.de.mdx:15:') && m.includes('Eigentum')), messages.join('\n'));
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
  assert.match(text, /structure\.en\.mdx:\d+: Heading ID \{#3d-models\} starts with a digit/);
  assert.match(text, /Code blocks differ from English: en \[ts\], de \[\(none\)\]/);
  assert.match(text, /Admonitions differ from English: en \[note\], de \[\(none\)\]/);
  assert.match(text, /Links differ from English: en \[\/account\/teams\/\], de \[\(none\)\]/);
  // An MDN page in German is the same link as the English one; another page is not.
  assert.equal(linkKey('https://developer.mozilla.org/de/docs/Web/API/Window/fetch'), linkKey('https://developer.mozilla.org/en-US/docs/Web/API/Window/fetch'));
  assert.notEqual(linkKey('https://developer.mozilla.org/de/docs/Web/API/fetch'), linkKey('https://developer.mozilla.org/en-US/docs/Web/API/Window/fetch'));
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

test('glossary: one term per concept (parent/child, binding/action map, timer, guide, button)', () => {
  const report = emptyReport();
  checkGermanProse(fixture('defects/glossary-terms.de.mdx'), glossary, report);
  const found = report.terms.map((f) => `${f.line} ${/^"(.+?)"/.exec(f.message)?.[1]}`);
  for (const expected of ['5 Kind-Entität', '5 Elternteil', '7 Zeitgeber', '9 Leitfaden', '11 Knopf', '13 Zuordnung', '13 Standardzuordnung']) {
    assert.ok(found.includes(expected), `${expected} in\n${found.join('\n')}`);
  }
});

test('compounds with names are hyphenated; a name before its object is no compound', () => {
  const report = emptyReport();
  checkGermanProse(fixture('defects/compounds.de.mdx'), glossary, report);
  const messages = report.compounds.map((f) => `${f.line}: ${f.message}`);
  for (const [line, wrong, right] of [
    [5, '8th Wall Dokumentation', '8th-Wall-Dokumentation'],
    [5, '8th Wall Forum', '8th-Wall-Forum'],
    [7, 'Studio API', 'Studio-API'],
    [7, 'Engine API', 'Engine-API'],
    [7, 'XR8 Modul', 'XR8-Modul'],
    [9, 'Studio Editor', 'Studio-Editor'],
    [9, 'Image Target Entität', 'Image-Target-Entität'],
  ] as const) {
    assert.ok(messages.some((m) => m.startsWith(`${line}:`) && m.includes(`„${wrong}“`) && m.includes(`„${right}“`)), `${wrong} in\n${messages.join('\n')}`);
  }
  assert.equal(messages.length, 7);
  // The correct forms and a name followed by its object pass; so does the forbidden-rendering rule.
  const clean = emptyReport();
  checkGermanProse({name: 'inline', source: 'Im Studio-Editor und mit Ihrem 8th-Wall-Konto können Sie in Studio Entitäten anlegen.'}, glossary, clean);
  assert.deepEqual([...clean.compounds, ...clean.terms], []);
});

test('literal phrasing and English operating-system texts are reported with the better wording', () => {
  const report = emptyReport();
  checkGermanProse(fixture('defects/phrases.de.mdx'), glossary, report);
  const byLine = new Map(report.phrases.map((f) => [f.line, f.message]));
  const expect = (line: number, text: string) => assert.match(byLine.get(line) ?? '(none)', new RegExp(text), `line ${line}`);
  expect(5, 'hören Sie auf');
  expect(7, 'löst nie aus');
  expect(9, 'Timer auslöst.*läuft ab');
  expect(11, 'beginnen zu laden');
  expect(13, 'spielt nicht ab');
  expect(15, 'breit teilen');
  expect(17, 'mit einem folgenden');
  expect(19, 'eine Menge');
  expect(21, 'ausgeklappten Modus');
  expect(23, 'des Viewport.*des Viewports');
  expect(25, 'Unknown Publisher.*Unbekannter Herausgeber');
  expect(27, 'wirft einen Fehler.*löst … aus');
  expect(29, 'werfen beide Methoden den Fehler.*löst … aus');
  assert.equal(report.phrases.filter((f) => f.line === 29).length, 2, 'both throws on line 29');
  expect(31, 'endet am 28\\. Februar 2026.*endete am 28\\. Februar 2026');
  expect(33, 'Bis zum 28\\. Februar 2026 können.*konnten Sie');
  expect(35, 'des ersten gefundenen Meshes.*des Meshs');
  expect(37, 'des Gesichts-Mesh.*Gesichts-Meshs');
  expect(39, 'des World Tracking.*des World Trackings');
  expect(41, 'an der Szene.*an die Szene');
  expect(43, 'Sie verlässt.*an den Aufrufer weiter');
  expect(45, 'hält sich die Engine.*hält \\(von selbst\\) an');
  expect(47, 'an der A-Frame-Szene.*an die Szene');
  expect(49, 'senden Sie am Element.*an das Element senden');
  expect(51, 'verlässt sie den Aufruf.*an den Aufrufer weiter');
  expect(53, 'des aktiven Space.*des Spaces');
  expect(55, 'wurde am besten.*Es empfahl sich');
  expect(57, 'des bisher aktiven \\*\\*Space.*des Spaces');
  expect(59, 'testete man am besten.*Es empfahl sich');
  expect(61, 'Am besten wurde.*Es empfahl sich');
  expect(63, 'Hand Tracking laden.*geladen werden');
  expect(65, 'lädt noch.*wird noch geladen');
  expect(69, 'War der Build fertig, klicken Sie.*stays in the present');
  expect(71, 'Warten Sie, bis der Build fertig war.*stays in the present');
  expect(73, 'Wenn der Browser fragte.*stays in the present');
  expect(75, 'Wenn Sie auf dem Smartphone angemeldet waren.*stays in the present');
  expect(77, 'Passte keine davon, setzen Sie.*stays in the present');
  expect(79, 'fortsetzen oder beenden die.*setzen sie fort');
  expect(81, 'öffnen und anlegen eine.*legen eine Szene an');
  expect(83, ': Sie fängt.*reads as the reader');
  expect(85, 'intelligenten Tracking-Schutz.*Intelligentes Verhindern von Tracking');
  expect(87, 'der Studio-API, die.*Studio-API-Komponente X, die');
  expect(89, 'im Himmel.*am Himmel');
  expect(91, 'im Editor das Feld.*one level of parentheses');
  assert.equal(report.phrases.filter((f) => f.line === 91).length, 1, 'a plural ending in parentheses is no nesting');
  expect(93, 'Die nächste Komponente.*Die folgende Komponente');
  expect(95, 'lohnte es sich zu prüfen.*a comma after the correlate');
  expect(97, 'Tooltip.*one level of parentheses');
  expect(99, 'Command.*Befehlstaste');
  expect(101, 'Mit der nächsten Komponente.*Die folgende Komponente');
  assert.deepEqual([...new Set(lines(report.phrases))], [5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39, 41, 43, 45, 47, 49, 51, 53, 55, 57, 59, 61, 63, 65, 67, 69, 71, 73, 75, 77, 79, 81, 83, 85, 87, 89, 91, 93, 95, 97, 99, 101]);
  const clean = emptyReport();
  const ok = 'Ist der Build fertig, klicken Sie auf Download. Warten Sie, bis der Import abgeschlossen ist. War eine Domain eingerichtet, entschieden Sie selbst. Wollten Sie eine eigene Adresse, verbanden Sie eine Domain. **Direkt auf dem Gerät:** Sind Sie angemeldet, tippen Sie auf **Authorize**. Klicken Sie auf **Play** (Abspielen), um die Szene im Simulator zu hören. Sobald der Timer abläuft, reagiert die Komponente auf das Ereignis und spielt den Ton ab. Die Position des Meshs und jedes Mesh-Objekts ändert sich, jedes Mesh bleibt sichtbar. Die Kanten des Gesichts-Meshs und die Qualität des World Trackings. Senden Sie `recenter` an die Szene; die Engine löst `xrimagefound` an der Szene aus. Senden Sie `recenter` an das Element `<a-scene>`; die Komponente löst `realityready` am Element `<a-scene>` aus und sendet eine Meldung an die A-Frame-Szene. Die ID des Spaces, jedes Space-Objekt und der Space-Wechsel. Der Space wird anstelle des bisherigen zum aktiven Space. Die Engine beginnt, die Ressourcen für Gesichter zu laden; ein Modul musste seine Assets so laden, dass der Browser sie annimmt, und die Seite lädt XRExtras. Sie können die Sitzung pausieren, fortsetzen oder beenden. Die Methoden pausieren die Sitzung, setzen sie fort oder beenden sie. Die Listener abonnieren und entfernen die Ereignisse. Geben Sie den Namen ein und wählen Sie eine Szene. Hinweis: Sie können die Werte ändern. Die Funktion hat zwei Fälle: Sie sind angemeldet, oder Sie öffnen die Seite als Gast.';
  checkGermanProse({name: 'inline', source: ok}, glossary, clean);
  assert.deepEqual(clean.phrases, []);
  // The platform dates told in the past tense, and the hosting date that still lies ahead, pass.
  const dates = 'Am 28. Februar 2026 endete der Zugang zur Plattform. Bis zum 28. Februar 2026 konnten Sie das Projekt erneut veröffentlichen; seitdem ist das nicht mehr möglich. Gehostete Projekte bleiben bis zum 28. Februar 2027 online.';
  checkGermanProse({name: 'inline', source: dates}, glossary, clean);
  assert.deepEqual(clean.phrases, []);
});

test('throwing an error is „auslösen“; casting shadows and taking a look keep „werfen“', () => {
  const report = emptyReport();
  const bad = [
    '`get` wirft einen Fehler, wenn die Komponente fehlt.',
    'Bei einem unbekannten Namen wirft die Laufzeit den Fehler `No attribute registered`.',
    'Ohne Argument wirft der Aufruf einen `TypeError`.',
    'Ein verschachteltes `mutate` wirft „Cannot nest mutate calls.“.',
    '`cursor` würde „Failed to establish cursor“ werfen.',
    'Die Funktion wirft keine Fehler.',
    'Dabei wird eine Ausnahme geworfen.',
    'Werfen immer den Fehler `Invalid method`.',
  ].join('\n\n');
  checkGermanProse({name: 'inline', source: bad}, glossary, report);
  assert.deepEqual([...new Set(lines(report.phrases))], [1, 3, 5, 7, 9, 11, 13, 15]);
  assert.ok(report.phrases.every((f) => f.message.includes('löst … aus')));
  const clean = emptyReport();
  const ok = [
    '`get` löst einen Fehler aus, wenn die Komponente fehlt; `setVolume` löst keinen Fehler aus.',
    'Ein Licht, das Schatten wirft, und eine Entität, die den Schatten wirft: `castShadow` ist `true`.',
    'Ohne ein Licht, das Schatten wirft, bewirkt die Komponente `Shadow` nichts. Umgebungslichter werfen nie Schatten.',
    'Schatten, die virtuelle Objekte auf Oberflächen dahinter werfen, verdeckt das Material auch.',
    'Ist der Editor neu für Sie, werfen Sie zuerst einen Blick auf [die Oberfläche](/studio/).',
    'Besucher werfen, wenn Sie ihn freigeben, einen Blick in Ihren Code. Werfen Sie einen Blick auf die Beispiele.',
  ].join('\n\n');
  checkGermanProse({name: 'inline', source: ok}, glossary, clean);
  assert.deepEqual(clean.phrases, []);
});

test('canvas is neuter („das Canvas“); „Zeichenfläche“ is not the glossary term', () => {
  const report = emptyReport();
  const bad = ['Die Engine verkleinert nur einen Canvas.', 'Sie legt einen zweiten Canvas fest.', 'Das Modul erfährt, welcher Kamera-Canvas die Kamera zeigt.', 'Die Overlay-UI liegt über der Zeichenfläche.'].join('\n\n');
  checkGermanProse({name: 'inline', source: bad}, glossary, report);
  assert.deepEqual([...new Set(lines(report.phrases))], [1, 3, 5]);
  assert.ok(report.phrases.every((f) => f.message.includes('ein Canvas')));
  assert.ok(report.terms.some((f) => f.line === 7 && f.message.includes('"Zeichenfläche" for "canvas (HTML element)"')));
  const clean = emptyReport();
  const ok = 'Die Engine verkleinert nur ein Canvas, und jedes Canvas hat einen Canvas-Kontext. Sie legt ein zweites Canvas fest, das über dem Kamera-Canvas liegt; welches Canvas das ist, steht in den Canvas-Elementen.';
  checkGermanProse({name: 'inline', source: ok}, glossary, clean);
  assert.deepEqual([...clean.phrases, ...clean.terms], []);
});

test('glossary: runtime is „Laufzeit“, a face mesh is „Gesichts-Mesh“; code names and UI labels stay', () => {
  const report = emptyReport();
  const bad = ['Die Runtime ruft die Funktion auf.', 'Wählen Sie die Runtime-Version des Projekts.', 'Die Studio-Laufzeitumgebung hat keine Komponente dafür; sie ist keine Runtime-Komponente.', 'Das Gesichtsnetz folgt dem Gesicht.'].join('\n\n');
  checkGermanProse({name: 'inline', source: bad}, glossary, report);
  const found = report.terms.map((f) => `${f.line} ${/^"(.+?)"/.exec(f.message)?.[1]}`);
  for (const expected of ['1 Runtime', '3 Runtime-Version', '5 Studio-Laufzeitumgebung', '5 Runtime-Komponente', '7 Gesichtsnetz']) {
    assert.ok(found.includes(expected), `${expected} in\n${found.join('\n')}`);
  }
  const clean = emptyReport();
  const ok = 'Die Laufzeit ruft `XRExtras.RuntimeError.pipelineModule()` auf; die Studio-Laufzeit ist keine Laufzeitkomponente. Wählen Sie unter **Runtime Version** (Laufzeitversion) die Version. Das Gesichts-Mesh folgt dem Gesicht. <RuntimeVersion />';
  checkGermanProse({name: 'inline', source: ok}, glossary, clean);
  assert.deepEqual(clean.terms, []);
});

test('link texts must name their target and may not cut a sentence (German and English); a German page title is no subject without „die Seite“', () => {
  const report = emptyReport();
  checkPage(fixture('defects/links.en.mdx'), 'en', site, report);
  checkPage(fixture('defects/links.de.mdx'), 'de', site, report);
  const messages = report['link-text'].map((f) => `${f.file}:${f.line}: ${f.message}`);
  assert.deepEqual(
    messages.map((m) => m.replace(/: link text .*?(does not name|ends with).*/, ': $1').replace(/: page title .*?the subject of „(\w+)“.*/, ': subject $1')),
    [
      'defects/links.en.mdx:7: ends with',
      'defects/links.de.mdx:5: does not name',
      'defects/links.de.mdx:7: ends with',
      'defects/links.de.mdx:13: subject zeigt',
      'defects/links.de.mdx:15: subject macht',
      'defects/links.de.mdx:17: subject beschreiben',
      'defects/links.de.mdx:19: subject beschreibt',
    ],
  );
  assert.ok(messages.some((m) => m.includes('link text „Anforderungen“ does not name its target „Voraussetzungen“')));
});

test('link text matching: stems, compounds, cognates and code identifiers', () => {
  assert.ok(namesTarget('Ereignisreferenz', ['Referenz der Studio-Ereignisse']));
  assert.ok(namesTarget('Physikfunktionen', ['Physics']));
  assert.ok(namesTarget('`world.getParent()`', ['world.getParent()']));
  assert.ok(namesTarget('XR-Anleitungen', ['XR']));
  assert.ok(!namesTarget('Anforderungen', ['Voraussetzungen']));
  assert.ok(!namesTarget('hier', ['Teams']));
  assert.equal(stem('Ereignisse'), 'ereignis');
});

test('link targets resolve through the site paths, redirects and section labels', () => {
  assert.deepEqual(sitePath('/docs/de/studio/guides/physics#add'), {path: '/studio/guides/physics/', anchor: 'add'});
  assert.equal(sitePath('https://8thwall.com/'), undefined);
  const resolve = siteLinkResolver();
  assert.ok(resolve('/quickstart/', 'de')?.titles.includes('Schnellstart'));
  assert.ok(resolve('/account/settings/manage-subscriptions/', 'en')?.titles.length, 'a redirected path resolves to its new page');
  assert.equal(resolve('/no/such/page/', 'en'), undefined);
});

test('UI labels: bold labels must be in the interface inventory (German gloss rule, English action rule); German glosses start with a capital and do not repeat the label', () => {
  const report = emptyReport();
  checkPage(fixture('defects/ui-labels.de.mdx'), 'de', site, report);
  checkPage(fixture('defects/ui-labels.en.mdx'), 'en', site, report);
  assert.deepEqual(
    report['ui-labels'].map((f) => `${f.file}:${f.line} ${/„(.+?)“/.exec(f.message)?.[1]}`),
    [
      'defects/ui-labels.de.mdx:6 Projekt anlegen',
      'defects/ui-labels.de.mdx:7 Generall',
      'defects/ui-labels.de.mdx:9 (projekt erstellen)',
      'defects/ui-labels.de.mdx:11 (Create Project)',
      'defects/ui-labels.de.mdx:12 (Create Project)',
      'defects/ui-labels.en.mdx:6 Create project',
      'defects/ui-labels.en.mdx:7 Generall',
    ],
  );
  assert.match(report['ui-labels'].find((f) => f.line === 9)?.message ?? '', /write „\(Projekt erstellen\)“/);
});

test('one UI label, one German gloss: the minority gloss is reported; labels listed as contextual pass', () => {
  const page = fixture('defects/gloss-consistency.de.mdx');
  const glosses = labelGlosses(page.name, page.source);
  assert.deepEqual(
    glosses.map((g) => `${g.line} ${g.label}=${g.gloss}`),
    ['5 Publish=Veröffentlichen', '6 Publish=Veröffentlichen', '7 Publish=Publizieren', '8 None=Keine', '8 None=Keiner'],
  );
  const findings = glossConsistencyFindings(glosses, new Set(['None']));
  assert.deepEqual(findings.map((f) => f.line), [7]);
  assert.match(findings[0].message, /„Publish“ is glossed „Publizieren“ here but „Veröffentlichen“ \(2×\)/);
  // A tie (Keine 1×, Keiner 1×) reports both uses.
  assert.deepEqual(glossConsistencyFindings(glosses, new Set()).map((f) => f.line), [7, 8, 8]);
  assert.ok(loadContextualGlosses().has('None'), 'the committed list names the labels whose gloss follows the context');
});

test('UI labels: inventory helpers and the committed inventory', () => {
  assert.equal(fieldLabel('pickupSound'), 'Pickup Sound');
  assert.equal(fieldLabel('autoFrom'), 'Auto From');
  assert.equal(normalizeLabel('+ New Component'), 'New Component');
  assert.equal(normalizeLabel('(+) New Action'), 'New Action');
  assert.equal(normalizeLabel('New file...'), 'New file');
  const candidates = labelCandidates(['Shape Guidance (0 - 10)', 'Max routes reached for this module [{{maxRoutes}}]', 'A sentence that is far too long to be any label in an interface.']);
  assert.ok(candidates.includes('Shape Guidance'));
  assert.ok(candidates.includes('Max routes reached for this module'));
  assert.ok(!candidates.some((c) => c.startsWith('A sentence')));
  assert.deepEqual(codeFieldLabels('```ts\nschema: {spinSpeed: ecs.f32},\n// @label Collector (optional)\n```\n'), ['Spin Speed', 'Collector (optional)']);
  const known = loadKnownLabels();
  assert.ok(known.has('Publish') && known.has('Workspaces'));
});

test('content loss: archive headings without counterpart and missing external links', () => {
  const archive = fs.readFileSync(path.join(fixtures, 'content-loss/archive.md'), 'utf8');
  const page = fs.readFileSync(path.join(fixtures, 'content-loss/page.mdx'), 'utf8');
  const loss = contentLoss(archive, page);
  assert.deepEqual(loss, {headings: ['Kinematic Bodies'], links: ['https://youtube.com/watch?v=abc']});
  const decided = withoutDecisions('/studio/guides/physics/', loss, [
    {page: '/studio/guides/physics/', heading: 'Kinematic bodies', decision: 'dropped on purpose: covered by the collider types table'},
    {page: '/other/', link: 'https://www.youtube.com/watch?v=abc', decision: 'another page'},
  ]);
  assert.deepEqual(decided, {headings: [], links: ['https://youtube.com/watch?v=abc']});
  assert.ok(Array.isArray(loadDecisions()));
});

test('glossary: „Hand Tracking“ stands alone, „Hand-Tracking-…“ compounds pass; VPS Locations stay „Location“', () => {
  const report = emptyReport();
  const bad = [
    'Das Paket enthält kein Hand-Tracking.',
    'Die Optionen des Handtracking und die Daten des Hand-Trackings.',
    'Fügen Sie den VPS-Standort hinzu; die Projektstandorte stehen in der Tabelle.',
  ].join('\n\n');
  checkGermanProse({name: 'inline', source: bad}, glossary, report);
  const found = report.terms.map((f) => `${f.line} ${f.message}`);
  for (const [line, term] of [[1, 'hand tracking'], [3, 'hand tracking'], [5, 'Location (Lightship VPS)'], [5, 'Project Location (Lightship VPS)']] as const) {
    assert.ok(found.some((m) => m.startsWith(`${line} `) && m.includes(`for "${term}"`)), `${line} ${term} in\n${found.join('\n')}`);
  }
  assert.equal(report.terms.filter((f) => f.line === 3).length, 1, 'one finding per term and line');
  const clean = emptyReport();
  const ok = 'Das Hand Tracking startet das Hand-Tracking-Modul, und das Hand-Tracking-Overlay führt die Nutzer. Fügen Sie die Location Ihrem Projekt hinzu; die Project Locations stehen in der Tabelle. Der Standort des Geräts bleibt privat; siehe [Overlay](/legacy/guides/advanced-topics/coaching-overlays/#hand-tracking).';
  checkGermanProse({name: 'inline', source: ok}, glossary, clean);
  assert.deepEqual(clean.terms, []);
});

test('a page about the ended platform may not open its description with an instruction; engine pages and partials may', () => {
  const page = (description: string) => `---\ntitle: "X"\ndescription: ${description}\n---\n\nText.\n`;
  const studio = 'i18n/de/docusaurus-plugin-content-docs-studio/current/guides/particles.mdx';
  const found = endedPlatformDescriptionFindings(studio, page('Erzeugen Sie Rauch und Funken mit dem Partikelemitter.'));
  assert.equal(found.length, 1);
  assert.equal(found[0].line, 3);
  assert.match(found[0].message, /„Erzeugen Sie …“/);
  assert.equal(endedPlatformDescriptionFindings('i18n/de/docusaurus-plugin-content-docs-account/current/index.mdx', page('"Lernen Sie das Konto kennen."')).length, 1);
  assert.equal(endedPlatformDescriptionFindings('i18n/de/docusaurus-plugin-content-docs-api/current/studio/world/index.mdx', page('Verwenden Sie die World.')).length, 1);
  assert.equal(endedPlatformDescriptionFindings(studio, page('Bewegen, skalieren, drehen und blenden Sie Entitäten aus.')).length, 1);
  assert.equal(endedPlatformDescriptionFindings(studio, page('So machen Sie Entitäten zu Prefabs und platzieren Instanzen.')).length, 1);
  assert.deepEqual(endedPlatformDescriptionFindings(studio, page('So funktionierten Prefabs in Studio.')), []);
  // What the page covers passes; so do the engine reference, the legacy section and partials.
  assert.deepEqual(endedPlatformDescriptionFindings(studio, page('Partikeleffekte mit dem eingebauten Partikelemitter: Einstellungen und Code.')), []);
  assert.deepEqual(endedPlatformDescriptionFindings(studio, page('Wie Asset Lab Bilder generierte.')), []);
  assert.deepEqual(endedPlatformDescriptionFindings('i18n/de/docusaurus-plugin-content-docs-api/current/engine/xr8/run.mdx', page('Starten Sie die Engine.')), []);
  assert.deepEqual(endedPlatformDescriptionFindings('i18n/de/docusaurus-plugin-content-docs-legacy/current/guides/public-profiles.mdx', page('Aktivieren Sie Ihr Profil.')), []);
  assert.deepEqual(endedPlatformDescriptionFindings('i18n/de/docusaurus-plugin-content-docs-studio/current/_shared/x.mdx', page('Erstellen Sie etwas.')), []);
  assert.equal(germanPagePath('i18n/de/docusaurus-plugin-content-docs-studio/current/guides/xr/index.mdx'), 'studio/guides/xr/');
  assert.equal(germanPagePath('i18n/de/docusaurus-plugin-content-docs-account/current/index.mdx'), 'account/');
});

test('next steps on a page about the ended platform point or send the reader to read; they do not ask for ended actions', () => {
  const source = [
    '---', 'title: "X"', '---', '', '## Beispiel {#example}', '', '- Testen Sie das hier.', '',
    '## Nächste Schritte {#next-steps}', '',
    '- Testen Sie die Vorlage im [Simulator](/studio/getting-started/simulator/).',
    '- Lesen Sie unter [Physik](/studio/guides/physics/), wie Modelle fallen.',
    '- Schlagen Sie die Ereignisse unter [Ereignisse](/api/studio/events/) nach.',
    '- Wie ein Projekt veröffentlicht wurde: [Projekt veröffentlichen](/studio/getting-started/publish/).',
    '1. Bauen Sie AR-Erlebnisse mit [World Effects](/studio/guides/xr/world/).',
    '- Finden und verwenden Sie Ihre Assets in der [Asset-Bibliothek](/studio/asset-lab/library/).',
    '- Neu in Studio? Beginnen Sie mit [Die Benutzeroberfläche im Überblick](/studio/getting-started/navigate-interface/).',
    '- Lesen und ändern Sie Komponentenwerte mit [Komponentenfunktionen](/studio/essentials/component-functions/).',
    '- Lesen und vergleichen Sie die Seiten [Physik](/studio/guides/physics/) und [Eingabe](/studio/guides/input/).',
    '', '## Siehe auch {#see-also}', '', '- Öffnen Sie den Editor.',
  ].join('\n');
  const studio = 'i18n/de/docusaurus-plugin-content-docs-studio/current/guides/models.mdx';
  const found = endedPlatformNextStepFindings(studio, source);
  assert.deepEqual(found.map((f) => f.line), [11, 15, 16, 17, 18]);
  assert.match(found[0].message, /„Testen Sie …“/);
  // The engine reference and the legacy section are not about the ended platform in this sense.
  assert.deepEqual(endedPlatformNextStepFindings('i18n/de/docusaurus-plugin-content-docs-api/current/engine/xr8/run.mdx', source), []);
  assert.deepEqual(endedPlatformNextStepFindings('i18n/de/docusaurus-plugin-content-docs-legacy/current/guides/image-targets.mdx', source), []);
});
