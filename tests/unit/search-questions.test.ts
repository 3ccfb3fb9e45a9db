/**
 * Relevance, second round (issue 15): questions, verb forms, separable verbs, the softer all-words
 * rule, titles that are the query (also by a synonym or a stem), synonyms in the English pipeline.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {buildSearchIndex, minimumCoverage, SearchEngine, synonymTable} from '../../plugins/search/engine/engine';
import {stem} from '../../plugins/search/engine/stem';
import {STOP_WORDS} from '../../plugins/search/engine/text';
import {otherLocaleDirs} from '../../scripts/bench-search';
import {pageRecords, type FixturePage} from './search-fixtures';

const P = '/docs/de/';
const site: FixturePage[] = [
  {url: `${P}invoices/`, title: 'Rechnungen verwalten', intro: 'Alle Rechnungen Ihres Arbeitsbereichs stehen im Portal bereit.'},
  {url: `${P}notes/`, title: 'Notizen', intro: 'Hier finde ich nichts Neues. Eine Rechnung steht nicht darin.'},
  {url: `${P}project-settings/`, title: 'Projekteinstellungen', intro: 'Sie können ein Projekt löschen. Die Veröffentlichung zurücknehmen.'},
  {url: `${P}variables/`, title: 'Umgebungsvariable anlegen', intro: 'So legen Sie eine Umgebungsvariable für Ihre Funktion an.'},
  {url: `${P}values/`, title: 'Werte', intro: 'Ich lege Wert auf jede Umgebungsvariable im Code.'},
  {url: `${P}installation/`, title: 'Installation und Einrichtung', intro: 'Laden Sie das Installationsprogramm herunter.'},
  {url: `${P}camera/`, title: 'Kamera', intro: 'Die Kamera folgt dem Gerät. Die Bildrate hängt vom Gerät ab.'},
  {url: `${P}device/`, title: 'Gerät', intro: 'Das Gerät und seine Kamera. Schatten werden hier nicht berechnet.'},
  {url: `${P}face/`, title: 'Face Effects', intro: 'Face Effects erkennen Gesichter im Kamerabild.'},
  {
    url: `${P}face-events/`,
    title: 'Face-Effects-Ereignisse',
    intro: 'Face Effects melden Ereignisse. Face Effects laden, Face Effects finden Gesichter, Face Effects verlieren sie.',
  },
  {url: `${P}ecs/`, title: 'ecs', intro: 'Das Modul ecs enthält ecs.Collider, ecs.Light und ecs.Audio. ecs.Collider erzeugt Körper.'},
  {url: `${P}collider/`, title: 'Collider', intro: 'ecs.Collider macht die Entität zu einem Körper der Physik.'},
  {url: `${P}publish/`, title: 'Projekt veröffentlichen', intro: 'Mit der Veröffentlichung bringen Sie Ihr Projekt ins Web.'},
  {url: `${P}characters/`, title: 'Charaktere', intro: 'Asset Lab kann einen Charakter riggen und animieren.'},
  {url: `${P}models/`, title: '3D-Modelle', intro: 'Ein Modell importieren Sie über den Dateibrowser.'},
  {url: `${P}changes/`, title: 'Neuerungen', intro: 'Der Import von Dateien ist schneller.'},
  {url: `${P}versions/`, title: 'Versionen', intro: 'Sie können jederzeit zu einer früheren Version zurückkehren.'},
];
const synonyms = [['face effects', 'Face Effects', 'Gesichtserkennung']];
const engine = SearchEngine.load(JSON.parse(JSON.stringify(buildSearchIndex(site.flatMap(pageRecords), {synonyms}))));
const pages = (query: string, e = engine) => [...new Set(e.search(query).hits.map((h) => h.record.url_without_anchor))];
const first = (query: string, e = engine) => pages(query, e)[0];

test('question words, pronouns and light verbs are never required', () => {
  const parsed = engine.parse('Wo finde ich meine Rechnungen?');
  assert.deepEqual(
    parsed.words.filter((w) => w.required).map((w) => w.text),
    ['Rechnungen'],
  );
  // „finde“ would otherwise make the page that merely contains it the only complete match.
  assert.equal(first('Wo finde ich meine Rechnungen?'), `${P}invoices/`);
  // Also in digraph spelling ("fuer" = für) and when the query has nothing else.
  assert.equal(engine.parse('Umgebungsvariable fuer Funktion').words.find((w) => w.text === 'fuer')?.required, false);
  assert.equal(engine.parse('mache').words[0]?.required, true);
});

test('all words of one or two, most words of longer queries', () => {
  assert.deepEqual([1, 2, 3, 4, 5, 6].map(minimumCoverage), [1, 2, 2, 3, 4, 4]);
  // The page with all three words first, then the pages with two of them.
  const found = pages('Kamera Gerät Schatten');
  assert.equal(found[0], `${P}device/`);
  assert.ok(found.includes(`${P}camera/`), found.join(' '));
  // Two words: both required while a page has both.
  assert.ok(!pages('Kamera Bildrate').includes(`${P}device/`));
});

test('a page lacking one word of a longer query can still lead: each missing word halves its score', () => {
  const pagesOf: FixturePage[] = [
    {
      url: `${P}shadows/`,
      title: 'Schatten werfen',
      intro: 'Eine Lichtquelle wirft Schatten. Schatten brauchen Licht.',
      sections: [{heading: 'Schatten einschalten', anchor: 'on', text: 'Schalten Sie Schatten für jede Lichtquelle ein.'}],
    },
    {
      url: `${P}misc/`,
      title: 'Verschiedenes',
      intro: 'Die Kamera, ein Schatten und eine Lichtquelle kommen hier einmal vor. Dazu viel anderer Text über Entitäten, Komponenten, Spaces, Module, Ereignisse und vieles mehr.',
    },
    {url: `${P}cam/`, title: 'Kamera', intro: 'Die Kamera folgt dem Gerät.'},
  ];
  const e = SearchEngine.load(buildSearchIndex(pagesOf.flatMap(pageRecords)));
  // The page about shadows lacks „Kamera“ but beats the page that merely lists all three words;
  // the page with one word of three is not a match.
  assert.deepEqual(pages('Schatten Lichtquelle Kamera', e), [`${P}shadows/`, `${P}misc/`]);
});

test('verb forms find the page in another form: participles, -ung nouns, -ieren nouns', () => {
  // gelöscht → löschen (the participle is no index term here)
  assert.equal(first('gelöscht'), `${P}project-settings/`);
  assert.deepEqual(engine.inflections('geloscht', stem('geloscht')), ['losch']);
  // Veröffentlichung ↔ veröffentlichen
  assert.equal(first('Veröffentlichung Projekt'), `${P}publish/`);
  assert.ok(engine.inflections('veroffentlichen', 'veroffentlich').includes('veroffentlichung'));
  // installiere → Installation
  assert.equal(first('Wie installiere ich es?'), `${P}installation/`);
  // Compound parts in another form: Modellimport → Modell importieren.
  assert.deepEqual(pages('Modellimport'), [`${P}models/`]);
  // An English -ing word meets the German verb on the page: Rigging → riggen.
  assert.equal(first('Rigging'), `${P}characters/`);
  // A compound whose part the index has as a verb only: Projektlöschung → projekt + losch.
  assert.equal(first('Projektlöschung'), `${P}project-settings/`);
  assert.equal(first('Projektloeschung'), `${P}project-settings/`);
});

test('separable verbs: a final particle joins the verb („Wie lege ich … an?“ → anlegen)', () => {
  const parsed = engine.parse('Wie lege ich eine Umgebungsvariable an?');
  assert.ok(parsed.words.find((w) => w.text === 'lege')?.alternatives.includes('anleg'));
  assert.equal(first('Wie lege ich eine Umgebungsvariable an?'), `${P}variables/`);
  // Also in digraph spelling: „zurueck“.
  const back = engine.parse('Wie kehre ich zu einer frueheren Version zurueck?');
  assert.ok(back.words.find((w) => w.text === 'kehre')?.alternatives.includes('zuruckkehr'));
  assert.equal(back.words.find((w) => w.text === 'zurueck')?.required, false);
  assert.equal(first('Wie kehre ich zu einer frueheren Version zurueck?'), `${P}versions/`);
});

test('the page whose title is the query comes first, also by a synonym, a stem or a dotted name', () => {
  // By a glossary synonym: „Gesichtserkennung“ is the page „Face Effects“, not the page that says it most.
  assert.equal(first('Gesichtserkennung'), `${P}face/`);
  assert.deepEqual(engine.parse('Gesichtserkennung').synonymTitleForms, ['faceffect']);
  // The last member of a dotted identifier: ecs.Collider → the page „Collider“.
  assert.equal(first('ecs.Collider'), `${P}collider/`);
});

test('a title holding one word of a several-word synonym does not count as holding the query word', () => {
  const shop: FixturePage[] = [
    {url: `${P}billing/`, title: 'Bezahlen', intro: 'Eine Zahlungsmethode hinterlegen. Die Zahlungsmethode ändern.'},
    // „Credits“ is one word of the synonym "credit card": this title does not hold „Zahlungsmethode“.
    {url: `${P}credits/`, title: 'Credits kaufen', intro: 'Credits kaufen Sie mit Ihrer Zahlungsmethode.'},
    ...['prüfen', 'nutzen', 'teilen', 'zählen', 'sehen', 'sparen'].map((verb) => ({url: `${P}credits-${verb}/`, title: `Credits ${verb}`, intro: 'Credits und Guthaben.'})),
  ];
  const e = SearchEngine.load(buildSearchIndex(shop.flatMap(pageRecords), {synonyms: [['payment method', 'Zahlungsmethode', 'credit card']]}));
  assert.equal(first('Zahlungsmethode', e), `${P}billing/`);
});

test('synonym forms without stop words; English builds use the glossary synonyms too', () => {
  const table = synonymTable([['help and support', 'Hilfe und Support', 'Kontakt']], stem, STOP_WORDS);
  assert.deepEqual(table.get('kontakt'), [['help', 'support'], ['hilf', 'support']]);
  const en: FixturePage[] = [
    {url: '/docs/mobile/', title: 'Mobile devices', language: 'en', intro: 'Test on a mobile device.'},
    {url: '/docs/other/', title: 'Other', language: 'en', intro: 'Nothing here.'},
  ];
  const english = SearchEngine.load(buildSearchIndex(en.flatMap(pageRecords), {synonyms: [['mobile device', 'Mobilgerät', 'phone']]}));
  assert.ok(english.data.synonyms?.length);
  assert.equal(first('phone', english), '/docs/mobile/');
  // English questions and verb forms: "How do I …", "creating" → create.
  const docs: FixturePage[] = [
    {url: '/docs/create/', title: 'Create a project', language: 'en', intro: 'Create a project in your workspace.'},
    {url: '/docs/misc/', title: 'Misc', language: 'en', intro: 'I should never be found for my project.'},
  ];
  const e2 = SearchEngine.load(buildSearchIndex(docs.flatMap(pageRecords)));
  assert.equal(first('How should I go about creating my project?', e2), '/docs/create/');
});

test('synonyms also for the digraph spelling and the -t form of a word', () => {
  const sound: FixturePage[] = [
    {url: `${P}audio/`, title: 'Audio', intro: 'Klang und Musik in der Szene.'},
    {url: `${P}other/`, title: 'Anderes', intro: 'Nichts davon.'},
  ];
  const e = SearchEngine.load(buildSearchIndex(sound.flatMap(pageRecords), {synonyms: [['audio', 'Audio', 'Geräusch', 'wackeln']]}));
  assert.equal(first('Geraeusch', e), `${P}audio/`);
  assert.equal(first('wackelt', e), `${P}audio/`);
});

test('German stemmer: Latin plurals in -alien/-ilien', () => {
  assert.equal(stem('materialien'), 'material');
  assert.equal(stem('material'), 'material');
});

test('bench: other locales inside a full build are left out of the English index', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-locales-'));
  try {
    const page = (rel: string, lang: string) => {
      fs.mkdirSync(path.join(dir, rel), {recursive: true});
      fs.writeFileSync(path.join(dir, rel, 'index.html'), `<html lang=${lang}><body></body></html>`);
    };
    page('', 'en-US');
    page('de', 'de-DE');
    page('ja', 'ja-JP');
    page('studio', 'en-US');
    assert.deepEqual(otherLocaleDirs(dir).sort(), ['de', 'ja']);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
