/**
 * Translation status of the German edition, per section: current, stale (the English source
 * changed since the translation), missing, untracked (no recorded source revision), and pages
 * still being written. Lists every page that needs a writer.
 *
 *   npm run i18n:status             # table and lists
 *   npm run i18n:status -- --json   # machine-readable
 *   npm run i18n:status -- --strict # exit 1 when a translation is missing or untracked (CI)
 */
import path from 'node:path';
import {docsInstances} from '../config/docs-instances';
import {translationPairs, rel} from './quality/files';
import {root} from './lib/site';
import {translationStatus, type TranslationStatus} from '../plugins/translation-status/status';

const args = new Set(process.argv.slice(2));
const statuses = translationStatus(translationPairs(), root);

if (args.has('--json')) {
  console.log(JSON.stringify(statuses.map((s) => ({...s, en: rel(s.en), de: rel(s.de)})), null, 2));
} else {
  const sectionName = (id: string) => (id === 'default' ? 'main' : id);
  const rows = docsInstances.map((instance) => {
    const mine = statuses.filter((s) => s.instance === instance.id);
    const count = (f: (s: TranslationStatus) => boolean) => mine.filter(f).length;
    return {
      section: sectionName(instance.id),
      files: mine.length,
      current: count((s) => s.state === 'current'),
      stale: count((s) => s.state === 'stale'),
      missing: count((s) => s.state === 'missing'),
      untracked: count((s) => s.state === 'untracked'),
      'being written': count((s) => s.inProgress),
    };
  });
  console.log('German translation status (pages and partials)\n');
  console.table(rows);
  const list = (title: string, items: TranslationStatus[], detail: (s: TranslationStatus) => string = () => '') => {
    if (!items.length) return;
    console.log(`\n${title} (${items.length}):`);
    for (const s of items) console.log(`  ${sectionName(s.instance)}/${s.rel}${detail(s)}`);
  };
  list('Stale: the English source changed; update the German text, then `npm run i18n:mark -- <file>`', statuses.filter((s) => s.state === 'stale'), (s) =>
    s.staleImports.length ? `  (imports stale ${s.staleImports.map((f) => path.relative(root, f)).join(', ')})` : '',
  );
  list('Missing German translation', statuses.filter((s) => s.state === 'missing'));
  list('Untracked: German file without source_revision; run `npm run i18n:mark -- <file>` after checking it', statuses.filter((s) => s.state === 'untracked'));
  list('Being written (content_status: in-progress; readers see a notice)', statuses.filter((s) => s.inProgress));
}

if (args.has('--strict') && statuses.some((s) => s.state === 'missing' || s.state === 'untracked')) process.exit(1);
