/**
 * Checks the production build in build/ (run after `npm run build`): the XR8 engine reference is
 * written once. Every twin pair of api/engine/_twins.json (an /api/engine/ page and its
 * /legacy/api/ twin, both importing one shared body) renders the same article body in English and
 * German. A diverging pair (`extraOn`) adds its own part on one route: that page's body must
 * contain the other page's body unchanged, as one piece. Pairs whose English api page is still a
 * stub (`content_status: in-progress`) are skipped: stubs are not shared yet.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {root} from '../../scripts/lib/site';

interface TwinPair {
  topic: string;
  api: string;
  legacy: string;
  archive: 'identical' | 'layout' | 'diverging';
  extraOn?: 'api' | 'legacy';
}

const build = path.join(root, 'build');
const pairs = (JSON.parse(fs.readFileSync(path.join(root, 'api/engine/_twins.json'), 'utf8')) as {pairs: TwinPair[]})
  .pairs;

/** The inner HTML of the page's `theme-doc-markdown` element (the article body, title included). */
export function articleBody(html: string): string {
  const open = /<div class="?theme-doc-markdown markdown"?>/.exec(html);
  if (!open) throw new Error('no theme-doc-markdown element');
  const start = open.index + open[0].length;
  const tag = /<(\/?)div\b[^>]*>/g;
  tag.lastIndex = start;
  let depth = 1;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, m.index).trim();
  }
  throw new Error('unclosed theme-doc-markdown element');
}

/** The body without its title (an <h1> in a <header>), which may differ between the two routes. */
function withoutTitle(body: string): string {
  return body.replace(/^<header>[\s\S]*?<\/header>/, '').trim();
}

/** The legacy route's availability note (src/components/LegacyTwinNote): one element of paragraphs. */
const LEGACY_NOTE = /<div role="?note"?[^>]*data-legacy-twin-note[^>]*>(?:(?!<\/?div\b)[\s\S])*<\/div>/;

function read(locale: 'en' | 'de', route: string): string {
  const file = path.join(build, locale === 'en' ? '' : locale, route, 'index.html');
  const body = withoutTitle(articleBody(fs.readFileSync(file, 'utf8')));
  if (!route.startsWith('/legacy/')) return body;
  assert.match(body, LEGACY_NOTE, `${locale} ${route}: no legacy availability note`);
  // React separates the note from the body with an empty comment (`<!-- -->`) in some pages.
  return body.replace(LEGACY_NOTE, '').replace(/^\s*(?:<!-- -->\s*)+/, '').trim();
}

test('the twin table lists 59 pairs of existing routes', () => {
  assert.equal(pairs.length, 59);
  for (const p of pairs) {
    assert.match(p.api, /^\/api\/engine\/.+\/$/);
    assert.match(p.legacy, /^\/legacy\/api\/.+\/$/);
  }
});

const finished = pairs.filter(
  (p) => !/^content_status:/m.test(fs.readFileSync(path.join(root, 'api/engine', `${p.topic}.mdx`), 'utf8')),
);

for (const locale of ['en', 'de'] as const) {
  test(`${locale}: each finished engine page and its legacy twin render the same body`, () => {
    const differing: string[] = [];
    for (const p of finished) {
      const api = read(locale, p.api);
      const legacy = read(locale, p.legacy);
      assert.ok(api.length > 0, `${locale} ${p.api}: empty body`);
      if (!p.extraOn) {
        if (api !== legacy) differing.push(p.topic);
      } else {
        const [longer, shorter] = p.extraOn === 'api' ? [api, legacy] : [legacy, api];
        if (!longer.includes(shorter) || longer === shorter) differing.push(`${p.topic} (extra part on ${p.extraOn})`);
      }
    }
    assert.deepEqual(differing, []);
  });
}
