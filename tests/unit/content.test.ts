import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {pageFiles} from '../../scripts/lib/content';
import {readRoutes, root, walk} from '../../scripts/lib/site';
import {docsInstances} from '../../config/docs-instances';

const pages = pageFiles();

test('every doc route of the specification has an English and a German file', () => {
  const missing = pages.filter((p) => !p.file).map((p) => `${p.locale} ${p.route.route}`);
  assert.deepEqual(missing, []);
});

test('the React pages of the specification exist', () => {
  for (const r of readRoutes().filter((x) => x.kind === 'page')) {
    const file = path.join(root, 'src/pages', `${r.docPath}.tsx`);
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

/** Headings of a Markdown file outside code fences: [level, explicit id or undefined]. */
function headings(file: string): string[] {
  let fence = false;
  const out: string[] = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    if (fence) continue;
    const m = /^(#{2,6})\s+.*?(?:\{#([\w-]+)\})?\s*$/.exec(line);
    if (m) out.push(`${m[1]} ${m[2] ?? '(no id)'}`);
  }
  return out;
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
