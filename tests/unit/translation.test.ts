/**
 * Translation tracking: revisions, the states reported by `npm run i18n:status` (current, stale,
 * missing, untracked, being written, stale through an imported partial) on a fixture, and that
 * every German file of the site records the revision it translates.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {root} from '../../scripts/lib/site';
import {translationPairs} from '../../scripts/quality/files';
import {pairsIn, recordedRevision, sourceRevision, translationStatus, withRevision} from '../../plugins/translation-status/status';
import {englishOriginalUrl, describesEndedPlatform} from '../../src/lib/pageStatus';

const fixture = path.join(root, 'tests/fixtures/translation-status');

test('the revision covers title, description, sidebar label and body, not the sidebar position', () => {
  const base = '---\ntitle: A\nsidebar_position: 1\n---\n\nBody.\n';
  assert.equal(sourceRevision(base), sourceRevision(base.replace('sidebar_position: 1', 'sidebar_position: 7')));
  assert.equal(sourceRevision(base), sourceRevision(base.replace('Body.', 'Body.   ')));
  assert.notEqual(sourceRevision(base), sourceRevision(base.replace('title: A', 'title: B')));
  assert.notEqual(sourceRevision(base), sourceRevision(base.replace('Body.', 'Body changed.')));
  assert.match(sourceRevision(base), /^[0-9a-f]{10}$/);
});

test('recording a revision in pages (front matter) and partials (comment), and replacing it', () => {
  const page = withRevision('---\ntitle: Seite\n---\n\nText.\n', 'abcdef1234', false);
  assert.equal(recordedRevision(page), 'abcdef1234');
  assert.equal(recordedRevision(withRevision(page, '1234abcdef', false)), '1234abcdef');
  assert.equal((withRevision(page, '1234abcdef', false).match(/source_revision/g) ?? []).length, 1);
  const partial = withRevision('1. Schritt.\n', 'abcdef1234', true);
  assert.equal(recordedRevision(partial), 'abcdef1234');
  assert.equal(recordedRevision(withRevision(partial, '99999aaaaa', true)), '99999aaaaa');
  assert.equal(recordedRevision('Kein Kopf.\n'), undefined);
});

test('status of the fixture: current, stale, missing, untracked, stale partial, being written', () => {
  const statuses = translationStatus(pairsIn('fixture', path.join(fixture, 'en'), path.join(fixture, 'de')), fixture);
  const state = Object.fromEntries(statuses.map((s) => [s.rel, s.state]));
  assert.deepEqual(state, {
    '_shared/steps.mdx': 'stale',
    'changed.mdx': 'stale',
    'current.mdx': 'current',
    'missing.mdx': 'missing',
    'untracked.mdx': 'untracked',
    'uses-partial.mdx': 'stale',
    'writing.mdx': 'current',
  });
  const usesPartial = statuses.find((s) => s.rel === 'uses-partial.mdx')!;
  assert.deepEqual(usesPartial.staleImports.map((f) => path.relative(fixture, f)), ['de/_shared/steps.mdx']);
  assert.deepEqual(statuses.filter((s) => s.inProgress).map((s) => s.rel), ['writing.mdx']);
});

test('every German page and partial of the site records the revision of its English source', () => {
  const untracked = translationPairs()
    .filter((p) => p.translated && !recordedRevision(fs.readFileSync(p.de, 'utf8')))
    .map((p) => path.relative(root, p.de));
  assert.deepEqual(untracked, [], 'run `npm run i18n:mark -- <file>` after checking the translation');
});

test('the stale notice links to the English original of the same page', () => {
  assert.equal(englishOriginalUrl('/docs/de/studio/essentials/schema/', '/docs/de/', 'de'), '/docs/studio/essentials/schema/');
  assert.equal(englishOriginalUrl('/docs/de/studio/intro', '/docs/de/', 'de'), '/docs/studio/intro/');
  assert.equal(englishOriginalUrl('/docs/studio/', '/docs/', 'en'), '/docs/studio/');
});

test('the platform notice: Studio, quickstart, account and Studio API pages, not the engine reference or legacy', () => {
  for (const permalink of ['/docs/de/studio/guides/physics', '/docs/de/quickstart/', '/docs/account/teams', '/docs/de/api/studio/ecs/camera', '/docs/de/account/']) {
    assert.equal(describesEndedPlatform(permalink, permalink.startsWith('/docs/de/') ? '/docs/de/' : '/docs/'), true, permalink);
  }
  for (const permalink of ['/docs/de/api/engine/xr8/run', '/docs/de/api/', '/docs/de/legacy/api/xr8/run', '/docs/de/', '/docs/de/studios-elsewhere/x']) {
    assert.equal(describesEndedPlatform(permalink, '/docs/de/'), false, permalink);
  }
});
