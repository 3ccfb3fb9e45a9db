/**
 * German quality checks on the rendered build (run after the full build): no raw Markdown in the
 * German text, every image with a real alt text, and the same heading IDs as the English page so
 * that links with #anchor survive a change of language.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {readRoutes, root} from '../../scripts/lib/site';
import {headingIds, imageAltFindings, rawMarkdownFindings} from '../../scripts/quality/html';

const build = path.join(root, 'build');
const docRoutes = readRoutes()
  .filter((r) => r.kind !== 'page')
  .map((r) => r.route.replace(/^\/docs\/de\//, ''));
const read = (dir: string, route: string) => fs.readFileSync(path.join(dir, route, 'index.html'), 'utf8');
const format = (findings: {file: string; message: string}[]) => findings.map((f) => `${f.file}: ${f.message}`);

test(`de: no raw Markdown in the rendered text of ${docRoutes.length} pages`, () => {
  const findings = docRoutes.flatMap((route) => rawMarkdownFindings(`/docs/de/${route}`, read(path.join(build, 'de'), route)));
  assert.deepEqual(format(findings), []);
});

test('en and de: every image has an alt text that is not a file name', () => {
  const findings = docRoutes.flatMap((route) => [
    ...imageAltFindings(`/docs/${route}`, read(build, route)),
    ...imageAltFindings(`/docs/de/${route}`, read(path.join(build, 'de'), route)),
  ]);
  assert.deepEqual(format(findings), []);
});

test('de pages have the same heading IDs as their English page (anchors survive a change of language)', () => {
  const differing = docRoutes.filter((route) => headingIds(read(build, route)).join() !== headingIds(read(path.join(build, 'de'), route)).join());
  assert.deepEqual(differing, []);
});
