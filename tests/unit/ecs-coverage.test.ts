import {test} from 'node:test';
import assert from 'node:assert/strict';
import {coverageReport, pageUse} from '../../scripts/api-coverage';

test('pages declare what they document through the Studio API components', () => {
  const source = [
    "import SchemaTable from '@site/src/components/StudioApi/SchemaTable';",
    "import collider from '@site/src/data/ecs/components/collider.json';",
    "import transform from '@site/src/data/ecs/api/world.transform.json';",
    '<SchemaTable facts={collider} texts={texts} />',
    '<EventConstant name="physics.COLLISION_START_EVENT" />',
    '<EventPayload name="physics.COLLISION_START_EVENT" texts={texts} />',
    '<ParamTable group={transform} name="translateSelf" texts={texts} />',
  ].join('\n');
  assert.deepEqual(pageUse('ecs/x', source), {
    page: 'ecs/x',
    components: ['collider'],
    events: ['physics.COLLISION_START_EVENT'],
    payloads: ['physics.COLLISION_START_EVENT'],
    params: ['world.transform.translateSelf'],
  });
  assert.throws(() => pageUse('ecs/x', '<SchemaTable facts={nothing} />'), /not imported/);
});

test('the Studio API reference documents every component, field and event of @8thwall/ecs, and nothing else (npx tsx scripts/api-coverage.ts)', () => {
  // Subjects no page documents yet are tolerated only while api/studio pages are still being
  // written; once the last page is written they are gaps too.
  assert.deepEqual(coverageReport().gaps, []);
});
