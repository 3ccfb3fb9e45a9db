import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {buildSearchIndex, prepareSearchIndex, SearchEngine, synonymTable} from '../../plugins/search/engine/engine';
import {stem, stemEnglish} from '../../plugins/search/engine/stem';
import {glossarySynonyms} from '../../plugins/search/build/build';
import {pageRecords, type FixturePage} from './search-fixtures';

const P = '/docs/de/studio/';
const site: FixturePage[] = [
  {url: `${P}physics/`, title: 'Physik', intro: 'Ein Collider gibt einer Entität eine Form für Kollisionen. Die Schwerkraft zieht sie nach unten.'},
  {url: `${P}camera/`, title: 'Kamera', intro: 'Die Kamera folgt dem Gerät. Die Bildrate hängt vom Gerät ab.'},
  {url: `${P}xr8-run/`, title: 'XR8.run()', intro: 'Startet die Kamera-Pipeline auf dem Canvas.'},
  {url: `${P}onattach/`, title: 'onAttach()', intro: 'Wird aufgerufen, wenn das Modul an die Pipeline angehängt wird.'},
  {url: `${P}meshes/`, title: 'Meshes', intro: 'Ein Mesh beschreibt die Form eines 3D-Modells. Der Wireframe-Modus zeigt seine Kanten.'},
  {
    url: `${P}overview/`,
    title: 'Übersicht',
    intro: 'Physik, Kamera, Meshes und Collider im Überblick: Kamera und Kamera-Pipeline, Kamera im Simulator, die Kamera im Editor.',
  },
  {url: `${P}lighting/`, title: 'Licht und Schatten', intro: 'Eine Lichtquelle wirft Schatten auf die Szene.'},
  {url: `${P}takescreenshot/`, title: 'XR8.CanvasScreenshot.takeScreenshot()', intro: 'Nimmt ein Bildschirmfoto auf.'},
  {
    url: `${P}world-xr/`,
    title: 'world.xr',
    intro: 'Die XR-Funktionen der World: takeScreenshot, startRecording.',
    sections: [
      {heading: 'takeScreenshot()', anchor: 'take-screenshot', text: 'takeScreenshot() nimmt ein Bildschirmfoto der Szene auf. takeScreenshot() gibt ein Promise zurück.'},
      {heading: 'startRecording()', anchor: 'start-recording', text: 'Startet eine Aufnahme.'},
    ],
  },
  {
    url: `${P}screenshots/`,
    title: 'Bildschirmfotos',
    intro: 'Mit takeScreenshot() nehmen Sie ein Bildschirmfoto auf; takeScreenshot() gibt ein Promise zurück. takeScreenshot braucht eine Leinwand.',
  },
];
const synonyms = [
  ['mesh', 'Mesh', 'Netz', 'Gitternetz'],
  ['wireframe', 'Wireframe', 'Drahtgitter'],
  ['frame rate', 'Bildrate', 'Framerate'],
];
const engine = SearchEngine.load(JSON.parse(JSON.stringify(buildSearchIndex(site.flatMap(pageRecords), {synonyms}))));
const pages = (query: string, e = engine) => [...new Set(e.search(query).hits.map((h) => h.record.url_without_anchor))];
const first = (query: string, e = engine) => pages(query, e)[0];

test('never empty when the words or their compound parts occur: best partial matches by coverage', () => {
  // No page holds both words: the pages holding one of them come back.
  const both = pages('Schwerkraft Lichtquelle');
  assert.ok(both.includes(`${P}physics/`) && both.includes(`${P}lighting/`), both.join(' '));
  // A compound the site never writes whole, whose parts sit on different pages.
  const parts = pages('Schwerkraftlicht');
  assert.ok(parts.includes(`${P}physics/`) && parts.includes(`${P}lighting/`), parts.join(' '));
  // A page holding more of the query ranks first.
  assert.equal(first('Kamera Gerät Schatten'), `${P}camera/`);
  // Words that occur nowhere still find nothing.
  assert.deepEqual(pages('Quantenschaum'), []);
});

test('typos: a swapped pair of letters (Damerau) and learner spellings', () => {
  for (const q of ['Kaemra', 'Kmaera', 'Pyhsik', 'Pyhsik ']) assert.equal(first(q), q.startsWith('P') ? `${P}physics/` : `${P}camera/`, q);
  // k/c, z/c, ph/f
  assert.equal(first('Collisionen'), `${P}physics/`);
  assert.equal(first('Fysik'), `${P}physics/`);
  // Without a repair, a four-letter word with a substitution stays unfound.
  assert.deepEqual(pages('Pxxsik'), []);
});

test('German: a word the index has is taken as written (no fuzzy look-up); an unknown word is repaired', () => {
  const corpus: FixturePage[] = [
    {url: `${P}licht/`, title: 'Licht', intro: 'Eine Lichtquelle beleuchtet die Szene.'},
    {url: `${P}leicht/`, title: 'Einstieg', intro: 'Der Einstieg ist leicht.'},
  ];
  const e = SearchEngine.load(JSON.parse(JSON.stringify(buildSearchIndex(corpus.flatMap(pageRecords)))));
  assert.deepEqual(pages('Licht', e), [`${P}licht/`]);
  assert.equal(first('Lihct', e), `${P}licht/`);
  assert.equal(first('Lichtt', e), `${P}licht/`);
});

test('typos inside compounds: one part repaired, the other as written', () => {
  assert.equal(first('Lichtschaten'), `${P}lighting/`);
  assert.equal(first('Lihctschatten'), `${P}lighting/`);
});

test('synonyms (glossary `search` words) find the term the site uses', () => {
  assert.equal(first('Netz'), `${P}meshes/`);
  assert.equal(first('Gitternetze'), `${P}meshes/`);
  assert.equal(first('Drahtgitter'), `${P}meshes/`);
  assert.equal(first('frame rate'), `${P}camera/`);
  assert.equal(first('Framerate'), `${P}camera/`);
  const table = synonymTable(synonyms, stem);
  assert.deepEqual(table.get('netz'), [['mesh'], ['gitternetz']]);
  assert.deepEqual(table.get('fram rat'), [['bildrat'], ['framerat']]);
});

test('the glossary is the synonym list: every `search` word becomes a group with the term', () => {
  const groups = glossarySynonyms(path.resolve(__dirname, '../../writing/glossary.json'));
  const wireframe = groups.find((g) => g.includes('Drahtgitter'));
  assert.ok(wireframe?.includes('wireframe'), JSON.stringify(wireframe));
  assert.ok(groups.find((g) => g.includes('Netz'))?.includes('mesh'));
  assert.ok(groups.find((g) => g.includes('Ankerpunkt'))?.includes('anchor'));
  assert.ok(groups.find((g) => g.includes('Bildwiederholrate'))?.includes('frame rate'));
  // "(…)" qualifiers of the English term are not search words.
  assert.ok(groups.every((g) => g.every((w) => !/[()]/.test(w))));
});

test('identifiers match from any form', () => {
  for (const q of ['XR8.run', 'xr8.run()', 'xr8 run', 'XR8 Run', 'xr8run']) assert.equal(first(q), `${P}xr8-run/`, q);
  for (const q of ['onAttach', 'on attach', 'onattach', 'onAttach()', 'On Attach']) assert.equal(first(q), `${P}onattach/`, q);
});

test('a one-word query puts the page about the thing before pages that mention it', () => {
  assert.equal(first('Kamera'), `${P}camera/`);
  assert.equal(first('Physik'), `${P}physics/`);
  assert.equal(first('Meshes'), `${P}meshes/`);
  assert.equal(first('Mesh'), `${P}meshes/`);
  // An API member by its name: the page about it, not the page that uses it most.
  assert.equal(first('takeScreenshot'), `${P}takescreenshot/`);
  assert.equal(first('take screenshot'), `${P}takescreenshot/`);
});

test('a page\'s keywords find it for words its text does not use', () => {
  // Every page has a description (the build indexes it with the keywords), as on the site.
  const withKeywords: FixturePage[] = [
    {url: `${P}physics/`, title: 'Physik', intro: 'Ein Collider gibt einer Entität eine Form für Kollisionen.', about: 'Kollision, Schwerkraft · Physik für Entitäten.'},
    {url: `${P}particles/`, title: 'Partikel', intro: 'Ein Emitter erzeugt viele kleine Teilchen.', about: 'Feuerwerk, Funken, Rauch · Erzeugen Sie Effekte mit Partikeln.'},
    {url: `${P}ai/`, title: 'Nutzungsbedingungen', intro: 'Ein Feuerwerk über der Stadt ist ein Beispiel für einen Prompt.', about: 'Urheberrecht, Lizenz · Was für Eingaben und Ergebnisse der KI-Werkzeuge gilt.'},
  ];
  const e = SearchEngine.load(JSON.parse(JSON.stringify(buildSearchIndex(withKeywords.flatMap(pageRecords), {synonyms}))));
  // Only in the keywords: found; in the keywords of one page and the text of another: the keyword page first.
  assert.equal(first('Funken', e), `${P}particles/`);
  assert.equal(first('Feuerwerk', e), `${P}particles/`);
  // Keywords answer from the first file of a split index (they are in the head index).
  const split = prepareSearchIndex(withKeywords.flatMap(pageRecords), {synonyms}).serializeSplit('search/rest.json');
  assert.equal(first('Funken', SearchEngine.load(JSON.parse(JSON.stringify(split.head)))), `${P}particles/`);
});

test('English builds use English analysis', () => {
  assert.equal(stemEnglish('entities'), 'entity');
  assert.equal(stemEnglish('classes'), 'class');
  assert.equal(stemEnglish('boxes'), 'box');
  assert.equal(stemEnglish('status'), 'status');
  assert.equal(stemEnglish('pipelines'), 'pipeline');
  const en: FixturePage[] = [
    {url: '/docs/entities/', title: 'Entities', language: 'en', intro: 'An entity holds components. Die is a German article.'},
    {url: '/docs/classes/', title: 'Class reference', language: 'en', intro: 'Every class has methods.'},
    {url: '/docs/image-targets/', title: 'Image targets', language: 'en', intro: 'Bildzielerkennung is a German word.'},
  ];
  const english = SearchEngine.load(buildSearchIndex(en.flatMap(pageRecords), {synonyms}));
  assert.equal(english.profile.pipeline, 'en');
  // The glossary's synonym groups serve the English pipeline too (its English search words).
  assert.equal(english.data.synonyms?.length, synonyms.length);
  assert.equal(first('entity', english), '/docs/entities/');
  assert.equal(first('classes', english), '/docs/classes/');
  // "die" is no stop word in English; German compounds are not split.
  assert.equal(first('die', english), '/docs/entities/');
  assert.deepEqual(pages('Bildziel ', english), []);
  // Words run together are split into the index's terms.
  assert.equal(first('imagetargets ', english), '/docs/image-targets/');
  assert.equal(first('classreference ', english), '/docs/classes/');
  // ja/fr/es builds show the English text: English analysis too.
  const ja = SearchEngine.load(buildSearchIndex(en.map((p) => ({...p, language: 'ja'})).flatMap(pageRecords)));
  assert.equal(ja.profile.pipeline, 'en');
  assert.equal(first('entities', ja), '/docs/entities/');
});
