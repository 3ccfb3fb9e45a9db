/**
 * Turns the four route pages of one engine reference topic into thin pages that import its shared
 * body (see api/engine/_twins.json):
 *   api/engine/<topic>.mdx                     → imports api/engine/_body/<topic>.mdx
 *   legacy/api/<topic>.mdx                     → the same English body
 *   i18n/de/…-api/current/engine/<topic>.mdx   → imports the German body
 *   i18n/de/…-legacy/current/api/<topic>.mdx   → the same German body
 * Keeps title, sidebar_label, sidebar_position and keywords (and source_revision on German pages), sets the
 * description, drops content_status and replaces the page content with the import. Run it after
 * both bodies are written; then run `npm run i18n:mark` on the German body and the two German pages.
 * The legacy pages also get `<LegacyTwinNote />` before the body: the legacy route's availability
 * note (where the current page is, the npm package, the platform dates).
 * A page of a diverging pair (xr8/index on legacy, xrcontroller/index on api) keeps its extra
 * part: add it again after `<Body />` by hand.
 *
 *   npx tsx scripts/engine-thin-pages.ts <topic> --en "English description." --de "Deutsche Beschreibung."
 *   e.g. <topic> = xr8/addcamerapipelinemodule or camerapipelinemodule/index
 */
import fs from 'node:fs';
import path from 'node:path';
import {root} from './lib/site';

const API_DE = 'i18n/de/docusaurus-plugin-content-docs-api/current';
const LEGACY_DE = 'i18n/de/docusaurus-plugin-content-docs-legacy/current';

function arg(name: string): string {
  const i = process.argv.indexOf(name);
  const value = i > 0 ? process.argv[i + 1] : undefined;
  if (!value) throw new Error(`missing ${name} "…"`);
  return value;
}

/** The legacy route's availability note (src/components/LegacyTwinNote), linking the api twin. */
function legacyNote(topic: string): {importLine: string; element: string} {
  const slug = topic === 'index' ? '' : topic.replace(/\/index$/, '');
  return {
    importLine: "import LegacyTwinNote from '@site/src/components/LegacyTwinNote';",
    element: `<LegacyTwinNote api="/api/engine/${slug}${slug ? '/' : ''}" />`,
  };
}

function thinPage(file: string, description: string, bodyImport: string, note?: {importLine: string; element: string}): void {
  const abs = path.join(root, file);
  const source = fs.readFileSync(abs, 'utf8');
  const fm = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!fm) throw new Error(`${file}: no front matter`);
  const keep = fm[1]
    .split('\n')
    .filter((line) => /^(title|sidebar_label|sidebar_position|source_revision|keywords):/.test(line));
  const revision = keep.findIndex((line) => line.startsWith('source_revision:'));
  const lines = keep.filter((line) => !line.startsWith('source_revision:'));
  lines.push(`description: ${JSON.stringify(description)}`);
  if (revision >= 0) lines.push(keep[revision]);
  const imports = [`import Body from '@site/${bodyImport}';`, ...(note ? [note.importLine] : [])].join('\n');
  const out = `---\n${lines.join('\n')}\n---\n\n${imports}\n\n${note ? `${note.element}\n\n` : ''}<Body />\n`;
  fs.writeFileSync(abs, out);
  console.log(`wrote ${file}`);
}

const topic = process.argv[2]?.replace(/\.mdx$/, '');
if (!topic || topic.startsWith('--')) throw new Error('usage: engine-thin-pages.ts <topic> --en "…" --de "…"');
const en = arg('--en');
const de = arg('--de');
const enBody = `api/engine/_body/${topic}.mdx`;
const deBody = `${API_DE}/engine/_body/${topic}.mdx`;
for (const body of [enBody, deBody]) {
  if (!fs.existsSync(path.join(root, body))) throw new Error(`write ${body} first`);
}
thinPage(`api/engine/${topic}.mdx`, en, enBody);
thinPage(`legacy/api/${topic}.mdx`, en, enBody, legacyNote(topic));
thinPage(`${API_DE}/engine/${topic}.mdx`, de, deBody);
thinPage(`${LEGACY_DE}/api/${topic}.mdx`, de, deBody, legacyNote(topic));
