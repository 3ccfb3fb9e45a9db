import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {root, walk} from '../../scripts/lib/site';

type Messages = Record<string, {message: string}>;
const read = (file: string): Messages => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

test('German interface: the messages of the specification', () => {
  const code = read('i18n/de/code.json');
  const expected: Record<string, string> = {
    'theme.ErrorPageContent.title': 'Diese Seite ist abgestürzt.',
    'theme.ErrorPageContent.tryAgain': 'Erneut versuchen',
    'theme.NotFound.title': 'Seite nicht gefunden',
    'theme.SearchModal.errorScreen.titleText': 'Ergebnisse können nicht abgerufen werden',
    'theme.SearchModal.noResultsScreen.noResultsText': 'Keine Ergebnisse für',
  };
  for (const [key, message] of Object.entries(expected)) assert.equal(code[key]?.message, message, key);
  assert.match(code['theme.NotFound.p2'].message, /Link/);
  assert.match(code['theme.SearchModal.errorScreen.helpText'].message, /Netzwerk/);
});

test('German interface: admonition labels are capitalised German words', () => {
  const code = read('i18n/de/code.json');
  for (const type of ['note', 'tip', 'info', 'warning', 'danger', 'caution']) {
    const label = code[`theme.admonition.${type}`].message;
    assert.match(label, /^[A-ZÄÖÜ]/, `${type}: ${label}`);
  }
});

/** Messages that are names and stay the same in every language. */
const names = new Set([
  '8th Wall', 'Studio', 'API', 'Studio API', 'Forum', 'Tutorials', 'Support', 'Community', 'Documentation', 'Info', 'Modules',
  'XR', 'Lightship VPS', 'Animation',
  // Names the glossary keeps in every language (XR8, A-Frame, …).
  ...(JSON.parse(fs.readFileSync(path.join(root, 'writing/glossary.json'), 'utf8')) as {keep: string[]}).keep,
]);

/** API names used as category labels: `CameraPipelineModule`, `AFrame`, `ecs`. */
const isIdentifier = (label: string) => /^[A-Za-z][A-Za-z0-9]*$/.test(label) && (/[a-z][A-Z]/.test(label) || /^[A-Z]{2,}[a-z]/.test(label) || /^[a-z]+$/.test(label));

for (const locale of ['de', 'ja', 'fr', 'es']) {
  test(`${locale}: navbar, footer and sidebar category labels are translated`, () => {
    const files = [
      'docusaurus-theme-classic/navbar.json',
      'docusaurus-theme-classic/footer.json',
      ...walk(path.join(root, 'i18n', locale), (f) => f.endsWith('current.json')).map((f) =>
        path.relative(path.join(root, 'i18n', locale), f),
      ),
    ];
    for (const file of files) {
      const messages = read(path.join('i18n', locale, file));
      const english = locale === 'de' ? undefined : read(path.join('i18n', 'de', file));
      for (const [key, {message}] of Object.entries(messages)) {
        assert.ok(message.trim(), `${locale}/${file}: ${key} is empty`);
        if (key === 'version.label') assert.notEqual(message, 'Next', `${locale}/${file}: version label`);
        const label = key.split('.').slice(key.startsWith('sidebar.') ? 3 : 2).join('.');
        // A message equal to its English key is untranslated, unless it is a name (then German keeps it too).
        // German must translate it; ja/fr/es may keep it only where German keeps it too.
        if (message === label && !names.has(label) && !isIdentifier(label)) {
          const keptInGerman = english ? english[key]?.message === label : false;
          assert.ok(locale !== 'de' && keptInGerman, `${locale}/${file}: "${key}" is not translated`);
        }
      }
    }
  });
}

test('custom interface strings exist in every locale', () => {
  for (const locale of ['de', 'ja', 'fr', 'es']) {
    const code = read(`i18n/${locale}/code.json`);
    for (const key of ['page.untranslated.title', 'page.untranslated.body', 'page.inProgress.title', 'oldLink.title']) {
      assert.ok(code[key]?.message, `${locale}: ${key}`);
    }
  }
});
