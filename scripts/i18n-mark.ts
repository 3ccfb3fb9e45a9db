/**
 * Records that German files translate the current English source: writes the English source's
 * revision into each German file (front matter `source_revision`, or the first-line comment of
 * a partial). Run it after you have brought a German page up to date with its English source.
 *
 *   npm run i18n:mark -- i18n/de/…/current/essentials/schema.mdx   # one or more German or English files
 *   npm run i18n:mark -- --untracked                               # every German file without a revision
 */
import fs from 'node:fs';
import path from 'node:path';
import {translationPairs, rel} from './quality/files';
import {root} from './lib/site';
import {recordedRevision, sourceRevision, withRevision, isPartial} from '../plugins/translation-status/status';

const args = process.argv.slice(2);
const pairs = translationPairs().filter((p) => p.translated);
let targets = pairs;
if (args.includes('--untracked')) {
  targets = pairs.filter((p) => !recordedRevision(fs.readFileSync(p.de, 'utf8')));
} else {
  const wanted = args.map((a) => path.resolve(root, a));
  if (!wanted.length) {
    console.error('Name the German (or English) files to mark, or pass --untracked. See writing/README.md.');
    process.exit(2);
  }
  targets = pairs.filter((p) => wanted.includes(p.de) || wanted.includes(p.en));
  const unknown = wanted.filter((w) => !targets.some((p) => p.de === w || p.en === w));
  if (unknown.length) {
    console.error(`Not a translated docs file: ${unknown.map((u) => path.relative(root, u)).join(', ')}`);
    process.exit(2);
  }
}
for (const pair of targets) {
  const revision = sourceRevision(fs.readFileSync(pair.en, 'utf8'));
  const source = fs.readFileSync(pair.de, 'utf8');
  const updated = withRevision(source, revision, isPartial(pair.rel));
  if (updated !== source) fs.writeFileSync(pair.de, updated);
  console.log(`${rel(pair.de)}: source_revision ${revision}`);
}
