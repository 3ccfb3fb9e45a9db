import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {pageFiles} from '../../scripts/lib/content';
import {readRoutes, root, walk} from '../../scripts/lib/site';
import {docsInstances} from '../../config/docs-instances';
import {pageStructure} from '../../scripts/quality/structure';

const pages = pageFiles();

test('every doc route of the specification has an English and a German file', () => {
  const missing = pages.filter((p) => !p.file).map((p) => `${p.locale} ${p.route.route}`);
  assert.deepEqual(missing, []);
});

/** Pages whose route a local plugin adds (the component is the plugin's theme component). */
const PLUGIN_PAGES: Record<string, string> = {search: 'plugins/search/theme/SearchPage/index.tsx'};

test('the React pages of the specification exist', () => {
  for (const r of readRoutes().filter((x) => x.kind === 'page')) {
    const file = path.join(root, PLUGIN_PAGES[r.docPath] ?? path.join('src/pages', `${r.docPath}.tsx`));
    assert.ok(fs.existsSync(file), `${r.route}: ${file}`);
  }
});

test('no "being written" mark in account, quickstart, the home page or any landing page', () => {
  const marked = pages
    .filter((p) => p.inProgress)
    .filter((p) => ['account', 'quickstart', 'main'].includes(p.route.section) || p.route.kind === 'landing')
    .map((p) => `${p.locale} ${p.route.route}`);
  assert.deepEqual(marked, []);
});

/** Headings (h2–h6) of a Markdown file outside code fences: "## id" or "## (no id)". */
function headings(file: string): string[] {
  return pageStructure(fs.readFileSync(file, 'utf8'))
    .headings.filter((h) => h.level >= 2)
    .map((h) => `${'#'.repeat(h.level)} ${h.id ?? '(no id)'}`);
}

test('German pages have the same headings with the same explicit IDs as their English source', () => {
  const byRoute = new Map<string, Partial<Record<'en' | 'de', string>>>();
  for (const p of pages) if (p.file) byRoute.set(p.route.route, {...byRoute.get(p.route.route), [p.locale]: p.file});
  for (const [route, files] of byRoute) {
    if (!files.en || !files.de) continue;
    const en = headings(files.en);
    assert.ok(!en.some((h) => h.endsWith('(no id)')), `${route}: every English heading needs an explicit {#id}`);
    assert.deepEqual(headings(files.de), en, `${route}: heading IDs differ between en and de`);
  }
});

test('sidebar category labels are unique within each section (they are translation keys)', () => {
  for (const instance of docsInstances) {
    const labels = walk(path.join(root, instance.path), (f) => f.endsWith('_category_.json')).map(
      (f) => JSON.parse(fs.readFileSync(f, 'utf8')).label as string,
    );
    assert.equal(new Set(labels).size, labels.length, `${instance.id}: duplicate category label`);
  }
});
