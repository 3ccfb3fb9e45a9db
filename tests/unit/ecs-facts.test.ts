import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {generateEcsFacts, PACKAGE_DIR, staleFiles} from '../../scripts/generate-ecs-facts';
import type {ComponentFacts, EcsMeta, EventFacts} from '../../src/data/ecs/types';

const files = generateEcsFacts();
const json = <T>(rel: string): T => JSON.parse(files.get(rel)!) as T;

test('src/data/ecs is what the installed @8thwall/ecs gives (run npx tsx scripts/generate-ecs-facts.ts)', () => {
  assert.deepEqual(staleFiles(files), []);
});

test('the facts name the installed package version', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8'));
  assert.equal(json<EcsMeta>('meta.json').version, pkg.version);
});

test('component facts: names, types, defaults, values and conditions from the package', () => {
  const collider = json<ComponentFacts>('components/collider.json');
  assert.equal(collider.exportName, 'Collider');
  const shape = collider.fields.find((f) => f.name === 'shape')!;
  assert.equal(shape.type, 'ui32');
  assert.equal(shape.default, 'ecs.ColliderShape.Box');
  assert.ok(shape.values?.includes('ecs.ColliderShape.Sphere'));
  assert.equal(collider.fields.find((f) => f.name === 'friction')?.default, '0.5');

  const position = json<ComponentFacts>('components/position-animation.json');
  const reverse = position.fields.find((f) => f.name === 'reverse')!;
  assert.deepEqual(reverse.condition, [[{field: 'loop', value: true}]]);
  // Group condition (from: autoFrom=false) applies to the group's fields.
  assert.deepEqual(position.fields.find((f) => f.name === 'fromX')?.condition, [[{field: 'autoFrom', value: false}]]);
  assert.equal(position.fields.find((f) => f.name === 'target')?.default, '0n');
  assert.ok(position.fields.find((f) => f.name === 'easingFunction')?.values?.includes("'Quadratic'"));
});

test('event facts: constants, string values and typed payloads', () => {
  const events = json<EventFacts[]>('events.json');
  const start = events.find((e) => e.id === 'physics.COLLISION_START_EVENT')!;
  assert.equal(start.value, 'physics-collision-start');
  assert.deepEqual(start.payload, {kind: 'object', fields: [{name: 'other', type: 'Eid'}]});
  assert.equal(events.find((e) => e.id === 'events.AUDIO_END')?.payload.kind, 'none');
  assert.equal(events.find((e) => e.id === 'audio-error')?.access, null);
});
