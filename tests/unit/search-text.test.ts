import {test} from 'node:test';
import assert from 'node:assert/strict';
import {analyzeToken} from '../../plugins/search/engine/analyze';
import {createCorpusSplitter, createTermSplitter, splitCompound} from '../../plugins/search/engine/decompound';
import {stem} from '../../plugins/search/engine/stem';
import {capQuery, digraphVariant, escapeHtml, fold, identifierParts, isCompoundToken, joinedForm, tokenize} from '../../plugins/search/engine/text';

test('tokenize keeps identifiers and hyphenated compounds whole, with offsets', () => {
  const text = 'Rufen Sie XR8.addCameraPipelineModule() für gltf-model auf, z. B. im 8th-Wall-Konto.';
  const tokens = tokenize(text);
  assert.deepEqual(
    tokens.map((t) => t.text),
    ['Rufen', 'Sie', 'XR8.addCameraPipelineModule', 'für', 'gltf-model', 'auf', 'z', 'B', 'im', '8th-Wall-Konto'],
  );
  for (const t of tokens) assert.equal(text.slice(t.start, t.end), t.text);
  assert.deepEqual(
    tokenize('🙂 <script>alert("x")</script> .*+?^${}()|[]\\').map((t) => t.text),
    ['script', 'alert', 'x', 'script', '$'],
  );
});

test('fold: case, umlauts (ä = a), ß = ss, other diacritics', () => {
  assert.equal(fold('ÜBERBLICK'), 'uberblick');
  assert.equal(fold('Änderungen'), 'anderungen');
  assert.equal(fold('Öffentliches'), 'offentliches');
  assert.equal(fold('Gerätegröße'), 'gerategrosse');
  assert.equal(fold('Straße STRASSE'), 'strasse strasse');
  assert.equal(fold('Café Crème'), 'cafe creme');
  assert.equal(fold('plain ascii'), 'plain ascii');
});

test('digraph spellings ae/oe/ue are a query-side alternative', () => {
  assert.equal(digraphVariant('ueberblick'), 'uberblick');
  assert.equal(digraphVariant('geraetegroesse'), 'gerategrosse');
  assert.equal(digraphVariant('oeffentlich'), 'offentlich');
  assert.equal(digraphVariant('konto'), undefined);
});

test('identifier parts: dots, camelCase, hyphens, underscores', () => {
  assert.deepEqual(identifierParts('XR8.addCameraPipelineModule'), {
    atoms: ['xr8', 'add', 'camera', 'pipeline', 'module'],
    segments: ['xr8', 'addcamerapipelinemodule'],
    joined: 'xr8addcamerapipelinemodule',
  });
  assert.deepEqual(identifierParts('onProcessGpu').atoms, ['on', 'process', 'gpu']);
  assert.equal(identifierParts('gltf-model').joined, 'gltfmodel');
  assert.equal(identifierParts('GltfModel').joined, 'gltfmodel');
  assert.deepEqual(identifierParts('GLTF_MODEL_LOADED').atoms, ['gltf', 'model', 'loaded']);
  assert.deepEqual(identifierParts('XRController').atoms, ['xr', 'controller']);
  assert.deepEqual(identifierParts('ecs.registerComponent').segments, ['ecs', 'registercomponent']);
  assert.ok(isCompoundToken('onProcessGpu') && isCompoundToken('gltf-model') && isCompoundToken('a.b'));
  assert.ok(!isCompoundToken('Zahlungsmethode') && !isCompoundToken('API'));
});

test('light German stemmer: inflections meet, stems stay prefixes of their word', () => {
  const same = [
    ['zahlungsmethode', 'zahlungsmethoden'],
    ['rechnung', 'rechnungen'],
    ['projekt', 'projekte', 'projekten', 'projekts'],
    ['arbeitsbereich', 'arbeitsbereiche', 'arbeitsbereichs'],
    ['komponente', 'komponenten'],
    ['ereignis', 'ereignisse'],
    ['benutzer', 'benutzers'],
    ['konto', 'kontos'],
    ['bild', 'bilder', 'bildern'],
    // English terms on German pages
    ['target', 'targets'],
    ['effect', 'effects'],
    ['entity', 'entities'],
    ['image', 'images'],
    ['behavior', 'behaviors'],
    ['video', 'videos'],
  ];
  for (const group of same) {
    const stems = new Set(group.map(stem));
    assert.equal(stems.size, 1, `${group.join(', ')} → ${[...stems].join(', ')}`);
  }
  for (const word of ['zahlungsmethoden', 'arbeitsbereichs', 'kontoeinstellungen', 'ereignisse', 'uberblick']) {
    assert.ok(word.startsWith(stem(word)), word);
  }
  assert.equal(stem('gpu'), 'gpu');
  assert.equal(stem('xr8'), 'xr8');
  assert.notEqual(stem('ergebnis'), 'ergebni');
});

test('compound splitting with linking elements s, es, n, en', () => {
  const known = new Set(['zahlung', 'methode', 'bild', 'ziel', 'erkennung', 'komponente', 'schema', 'arbeit', 'bereich', 'tag', 'licht']);
  const isKnown = (part: string) => known.has(part);
  assert.deepEqual(splitCompound('zahlungsmethode', isKnown), ['zahlung', 'methode']);
  assert.deepEqual(splitCompound('bildzielerkennung', isKnown), ['bild', 'ziel', 'erkennung']);
  assert.deepEqual(splitCompound('komponentenschema', isKnown), ['komponente', 'schema']);
  assert.deepEqual(splitCompound('arbeitsbereich', isKnown), ['arbeit', 'bereich']);
  assert.deepEqual(splitCompound('tageslicht', isKnown, {minPart: 3}), ['tag', 'licht']);
  assert.equal(splitCompound('zahlung', isKnown), undefined);
  assert.equal(splitCompound('unbekanntwort', isKnown), undefined);
});

test('corpus splitter: parts must be words of the corpus; stop words never count', () => {
  const counts = new Map<string, number>([
    ['zahlungen', 2],
    ['methode', 3],
    ['bild', 4],
    ['ziel', 2],
    ['erkennung', 1],
    ['web', 5],
    ['seite', 2],
    ['die', 50],
    ['stellung', 1],
  ]);
  const splitter = createCorpusSplitter(counts);
  assert.deepEqual(splitter.split('zahlungsmethoden'), ['zahlung', 'methoden']);
  assert.deepEqual(splitter.split('bildzielerkennung'), ['bild', 'ziel', 'erkennung']);
  assert.deepEqual(splitter.split('webseite'), ['web', 'seite']);
  assert.deepEqual(splitter.split('diestellung'), []);
  assert.deepEqual(splitter.split('bildziel'), ['bild', 'ziel']);
  const terms = new Set(['bild', 'ziel', 'erkennung']);
  assert.deepEqual(createTermSplitter((t) => terms.has(t)).split('bildziel'), ['bild', 'ziel']);
});

test('analyzer: a token is found whole and by its parts', () => {
  const splitter = createCorpusSplitter(new Map([['zahlung', 2], ['methode', 2], ['abrechnung', 2], ['portal', 2]]));
  assert.deepEqual(analyzeToken('Zahlungsmethoden', splitter), {whole: ['zahlungsmethod'], parts: ['zahlung', 'method']});
  const id = analyzeToken('XR8.addCameraPipelineModule');
  assert.ok(id.whole.includes('xr8addcamerapipelinemodule'));
  assert.ok(id.whole.includes('addcamerapipelinemodul'));
  for (const part of ['xr8', 'add', 'camera', 'pipelin', 'modul']) assert.ok(id.whole.includes(part), part);
  assert.deepEqual(analyzeToken('gltf-model').whole.sort(), ['gltf', 'gltfmodel', 'model']);
  assert.deepEqual(analyzeToken('GltfModel').whole.sort(), ['gltf', 'gltfmodel', 'model']);
  const hyphen = analyzeToken('Stripe-Abrechnungsportal', splitter);
  assert.deepEqual(hyphen.whole.sort(), ['abrechnungsportal', 'strip', 'stripeabrechnungsportal']);
  assert.deepEqual(hyphen.parts.sort(), ['abrechnung', 'portal']);
  assert.deepEqual(analyzeToken('die'), {whole: [], parts: []});
});

test('escapeHtml and the 64-character query cap', () => {
  assert.equal(escapeHtml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  assert.equal(capQuery('a'.repeat(100), 64).length, 64);
  const emoji = 'a'.repeat(63) + '😀';
  const capped = capQuery(emoji, 64);
  assert.equal(capped, 'a'.repeat(63));
  assert.doesNotThrow(() => encodeURIComponent(capped));
});

test('joinedForm is the joined identifier form without the split', () => {
  for (const token of ['XR8.addCameraPipelineModule', 'on_attach', 'Größe-Änderung', 'Kamera', '$scope.value']) {
    assert.equal(joinedForm(token), identifierParts(token).joined, token);
  }
});
