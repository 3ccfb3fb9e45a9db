/**
 * The XR8 engine reference is written once (api/engine/_twins.json): a finished page of a twin
 * pair is a thin page that imports the topic's shared body, and its twin on the other route imports
 * the same body — in English and German. (tests/build/twins.test.ts compares the rendered pages.)
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {readRoutes, root} from '../../scripts/lib/site';

interface TwinPair {
  topic: string;
  api: string;
  legacy: string;
  extraOn?: 'api' | 'legacy';
}

const pairs = (JSON.parse(fs.readFileSync(path.join(root, 'api/engine/_twins.json'), 'utf8')) as {pairs: TwinPair[]})
  .pairs;
const API_DE = 'i18n/de/docusaurus-plugin-content-docs-api/current';
const LEGACY_DE = 'i18n/de/docusaurus-plugin-content-docs-legacy/current';

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const inProgress = (source: string) => /^content_status:/m.test(source);
const imports = (source: string) => [...source.matchAll(/^import \w+ from '@site\/([^']+)';$/gm)].map((m) => m[1]);

test('the twin table pairs every /legacy/api/ twin with its /api/engine/ route', () => {
  const routes = new Set(readRoutes().map((r) => r.route.replace(/^\/docs\/de/, '')));
  assert.equal(pairs.length, 59);
  for (const p of pairs) {
    const slug = p.topic.replace(/\/?index$/, '');
    assert.equal(p.api, `/api/engine/${slug}${slug ? '/' : ''}`);
    assert.equal(p.legacy, `/legacy/api/${slug}${slug ? '/' : ''}`);
    assert.ok(routes.has(p.api), p.api);
    assert.ok(routes.has(p.legacy), p.legacy);
  }
  assert.deepEqual(pairs.filter((p) => p.extraOn).map((p) => `${p.topic}:${p.extraOn}`), [
    'xr8/index:legacy',
    'xrcontroller/index:api',
  ]);
});

test('finished twin pages import one shared body per language, and nothing else differs', () => {
  for (const p of pairs) {
    const enBody = `api/engine/_body/${p.topic}.mdx`;
    const deBody = `${API_DE}/engine/_body/${p.topic}.mdx`;
    const pages = [
      {file: `api/engine/${p.topic}.mdx`, body: enBody, extra: p.extraOn === 'api'},
      {file: `legacy/api/${p.topic}.mdx`, body: enBody, extra: p.extraOn === 'legacy'},
      {file: `${API_DE}/engine/${p.topic}.mdx`, body: deBody, extra: p.extraOn === 'api'},
      {file: `${LEGACY_DE}/api/${p.topic}.mdx`, body: deBody, extra: p.extraOn === 'legacy'},
    ];
    const finished = pages.filter((page) => !inProgress(read(page.file)));
    if (finished.length === 0) continue;
    assert.equal(finished.length, 4, `${p.topic}: finish all four pages together (en, de, api, legacy)`);
    for (const page of pages) {
      const source = read(page.file);
      assert.ok(imports(source).includes(page.body), `${page.file} must import ${page.body}`);
      assert.ok(fs.existsSync(path.join(root, page.body)), `${page.body} is missing`);
      let rest = source.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/^import Body .*$/m, '').replace('<Body />', '');
      if (page.file.includes('legacy')) {
        // The legacy route adds its availability note, which links the current twin.
        const note = `<LegacyTwinNote api="${p.api}" />`;
        assert.ok(rest.includes(note), `${page.file}: needs ${note} before the body`);
        rest = rest.replace("import LegacyTwinNote from '@site/src/components/LegacyTwinNote';", '').replace(note, '');
      }
      if (!page.extra) assert.equal(rest.trim(), '', `${page.file}: a thin page carries only front matter, the body and (legacy) the note`);
    }
    // Both routes share the description, so search snippets agree.
    const description = (file: string) => /^description: (.*)$/m.exec(read(file))?.[1];
    assert.equal(description(pages[0].file), description(pages[1].file), `${p.topic}: en descriptions differ`);
    assert.equal(description(pages[2].file), description(pages[3].file), `${p.topic}: de descriptions differ`);
  }
});
