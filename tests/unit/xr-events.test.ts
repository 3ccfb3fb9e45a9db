import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {root} from '../../scripts/lib/site';
import {germanDataProse, germanStrings} from '../../scripts/lib/data-prose';
import * as data from '../../src/data/xrEvents';
import {xrEventPath, xrEvents, xrListenerPath, xrListeners, type Framework} from '../../src/data/xrEvents';

const EN = path.join(root, 'legacy/api');
const DE = path.join(root, 'i18n/de/docusaurus-plugin-content-docs-legacy/current/api');
const GROUP_PAGES = ['playcanvas-image-target-events', 'playcanvas-face-effects-events', 'playcanvas-hand-tracking-events'];

/** The English and German file of a site path such as /legacy/api/aframeevents/xrimagefound/. */
function filesOf(sitePath: string): [string, string] {
  const rel = sitePath.replace(/^\/legacy\/api\//, '').replace(/#.*$/, '').replace(/\/$/, '');
  return [path.join(EN, `${rel}.mdx`), path.join(DE, `${rel}.mdx`)];
}

const pagesIn = (folder: string) =>
  fs
    .readdirSync(path.join(EN, folder))
    .filter((f) => f.endsWith('.mdx') && f !== 'index.mdx')
    .map((f) => f.replace(/\.mdx$/, ''));

test('the 42 A-Frame event pages are exactly the events with an A-Frame page', () => {
  const withPage = xrEvents.filter((e) => e.aframePage).map((e) => e.aframe);
  assert.equal(withPage.length, 42);
  assert.deepEqual([...withPage].sort(), pagesIn('aframeevents').sort());
});

test('41 of the 42 A-Frame events have a PlayCanvas page, and all of them a PlayCanvas name', () => {
  const aframe = xrEvents.filter((e) => e.aframePage);
  assert.ok(aframe.every((e) => e.playcanvas));
  assert.equal(aframe.filter((e) => e.playcanvasPage).length, 41);
  assert.deepEqual(aframe.filter((e) => !e.playcanvasPage).map((e) => e.id), ['trackingstatus']);
});

test('the PlayCanvas event pages are the events with an own page plus the three group pages', () => {
  const own = xrEvents.filter((e) => e.playcanvasPage === 'own').map((e) => `xr${e.id}`);
  assert.deepEqual([...own, ...GROUP_PAGES].sort(), pagesIn('playcanvasevents').sort());
});

test('names follow the engine name: xr<name> in A-Frame, xr:<name> in PlayCanvas', () => {
  for (const e of xrEvents) {
    if (e.engineEvent) {
      assert.equal(e.engineEvent.split('.')[1], e.id, e.id);
      assert.equal(e.aframe, `xr${e.id}`, e.id);
    }
    if (e.playcanvas) assert.equal(e.playcanvas, `xr:${e.id}`, e.id);
  }
  assert.equal(new Set(xrEvents.map((e) => e.id)).size, xrEvents.length, 'duplicate event id');
});

test('every event page (en and de) renders the payload of its own event', () => {
  for (const e of xrEvents) {
    for (const framework of ['aframe', 'playcanvas'] as Framework[]) {
      const sitePath = xrEventPath(e, framework);
      if (!sitePath) continue;
      for (const file of filesOf(sitePath)) {
        const source = fs.readFileSync(file, 'utf8');
        assert.ok(source.includes(`<XrEventPayload event="${e.id}" framework="${framework}" />`), `${file}: payload of ${e.id}`);
        if (sitePath.includes('#')) assert.ok(source.includes(`{#${e.id}}`), `${file}: heading {#${e.id}}`);
      }
    }
  }
});

test('payloads are complete in both languages', () => {
  for (const e of xrEvents) {
    for (const text of [e.summary, e.when]) assert.ok(text.en.trim() && text.de.trim(), e.id);
    assert.ok(e.sourceNote.trim(), `${e.id}: sourceNote`);
    if (e.correction) assert.ok(e.correction.en.trim() && e.correction.de.trim(), `${e.id}: correction`);
    if (e.payload.kind === 'value') assert.ok(e.payload.type && e.payload.description.en && e.payload.description.de, e.id);
    if (e.payload.kind === 'object') {
      assert.ok(e.payload.fields.length > 0, e.id);
      const names = e.payload.fields.map((f) => `${f.only ?? ''}${f.name}`);
      assert.equal(new Set(names).size, names.length, `${e.id}: duplicate field`);
      for (const f of e.payload.fields) assert.ok(f.type && f.description.en.trim() && f.description.de.trim(), `${e.id}.${f.name}`);
    }
  }
});

test('the mesh payload differs by framework as the engine converts it', () => {
  const {payload} = data.xrEvent('meshfound');
  const fields = payload.kind === 'object' ? payload.fields : [];
  assert.equal(fields.find((f) => f.name === 'bufferGeometry')?.only, 'aframe');
  assert.equal(fields.find((f) => f.name === 'mesh')?.only, 'playcanvas');
});

test('where the two earlier pages of an event disagreed, the page says what the engine source shows', () => {
  for (const id of ['meshfound', 'screenshotready', 'realityerror', 'interpupillarydistance', 'trackingstatus', 'imagelost', 'layerfound']) {
    assert.ok(data.xrEvent(id).correction, id);
  }
});

test('related events and listeners resolve, and never point to the event itself', () => {
  for (const e of xrEvents) {
    for (const id of e.related) {
      assert.notEqual(id, e.id);
      if (id.startsWith('listener:')) assert.ok(data.xrListener(id.slice('listener:'.length)));
      else assert.ok(data.xrEvent(id));
    }
  }
});

test('features the engine package no longer ships: VPS and hand events say so on their pages', () => {
  for (const e of xrEvents) {
    const expected = e.group === 'vps' || e.group === 'mesh' ? ['vps'] : e.group === 'hand' ? ['hand'] : [];
    assert.deepEqual(e.unshipped, expected, e.id);
    if (!expected.length) continue;
    for (const framework of ['aframe', 'playcanvas'] as Framework[]) {
      const sitePath = xrEventPath(e, framework);
      if (!sitePath) continue;
      for (const file of filesOf(sitePath)) assert.ok(fs.readFileSync(file, 'utf8').includes('`@8thwall/engine-binary`'), `${file}: availability note`);
    }
  }
});

test('every listener has its page in A-Frame and PlayCanvas', () => {
  assert.equal(xrListeners.length, 5);
  for (const l of xrListeners) {
    for (const framework of ['aframe', 'playcanvas'] as Framework[]) {
      for (const file of filesOf(xrListenerPath(l, framework))) assert.ok(fs.existsSync(file), file);
    }
  }
});

test('the German strings of the data file reach the German checks', () => {
  const strings = germanStrings(data);
  assert.ok(strings.length > 200, `${strings.length} German strings`);
  assert.ok(strings.includes(data.xrEvent('imagefound').when.de));
  assert.ok(!strings.includes(data.xrEvent('imagefound').when.en));
  const [prose] = germanDataProse();
  assert.equal(prose.name, 'src/data/xrEvents.ts');
  assert.ok(prose.source.includes(data.xrEvent('imagefound').when.de));
});
