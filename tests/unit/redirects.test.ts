import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {explicitRedirects, studioApiAliases} from '../../redirects';
import {readRoutes, root} from '../../scripts/lib/site';

const routes = new Set(readRoutes().map((r) => r.route.replace(/^\/docs\/de/, '')));
const specRedirects: {from: string; to: string; anchor?: string}[] = JSON.parse(
  fs.readFileSync(path.join(root, 'spec/redirects.json'), 'utf8'),
);
const pathOf = (to: string) => to.split('#')[0];

test('every redirect of the specification is configured, with its anchor', () => {
  const configured = new Map(explicitRedirects.map((r) => [r.from, r.to]));
  assert.equal(specRedirects.length, 65);
  for (const r of specRedirects) {
    const from = r.from.replace(/^\/docs\/de/, '');
    const to = r.to.replace(/^\/docs\/de/, '') + (r.anchor ? `#${r.anchor}` : '');
    assert.equal(configured.get(from), to, `redirect ${from}`);
  }
});

test('redirect sources are unique and never pages', () => {
  const froms = explicitRedirects.map((r) => r.from);
  assert.equal(new Set(froms).size, froms.length, 'duplicate redirect source');
  for (const from of froms) assert.ok(!routes.has(from), `${from} is both a page and a redirect source`);
});

test('redirect targets are pages, with trailing slash', () => {
  for (const {from, to} of explicitRedirects) {
    assert.ok(routes.has(pathOf(to)), `${from} → ${to}: target is not a page`);
    assert.ok(from.endsWith('/') && pathOf(to).endsWith('/'), `${from} → ${to}: trailing slash`);
  }
});

test('no redirect chains or loops', () => {
  const sources = new Set(explicitRedirects.map((r) => r.from));
  for (const {from, to} of explicitRedirects) {
    assert.notEqual(pathOf(to), from, `${from} redirects to itself`);
    assert.ok(!sources.has(pathOf(to)), `${from} → ${to} is a chain`);
  }
});

test('/studio/api/ aliases cover every Studio API page and collide with nothing', () => {
  const apiPages = [...routes].filter((r) => r.startsWith('/api/studio/'));
  assert.ok(apiPages.length > 50);
  for (const page of apiPages) {
    const [alias] = studioApiAliases(page) ?? [];
    assert.equal(alias, page.replace('/api/studio/', '/studio/api/'));
    assert.ok(!routes.has(alias), `${alias} is a page`);
  }
  assert.equal(studioApiAliases('/studio/guides/ui/'), undefined);
  assert.equal(studioApiAliases('/api/engine/xr8/'), undefined);
});
