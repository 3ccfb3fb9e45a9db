/**
 * Lists what the new English pages lost against the earlier docs: per route of spec/routes.json
 * with an archive source (`sourceEn`, else `relatedEn`), the archive's headings without a
 * counterpart and its external links missing on the new page (scripts/quality/content-loss.ts).
 * Items recorded in writing/content-loss.json („dropped on purpose: reason“) are not listed.
 * Always exits 0: it informs the writer and is not part of `npm test` (CI has no archive).
 *
 *   npm run i18n:loss                      # archive from ARCHIVE_DIR, else /work/archive
 *   npm run i18n:loss -- /studio/guides/   # only routes starting with this site path
 *   npm run i18n:loss -- --in-progress     # also pages still being written (content_status)
 */
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_ARCHIVE, openArchive} from './lib/archive';
import matter from 'gray-matter';
import {isInProgress} from '../src/lib/pageStatus';
import {findDocFile, instanceOf, readRoutes, root, type RouteEntry} from './lib/site';
import {contentLoss, loadDecisions, withoutDecisions, withPartials} from './quality/content-loss';

/** A page still being written (a page whose front matter is being edited counts as written). */
function inProgress(source: string): boolean {
  try {
    return isInProgress(matter(source).data);
  } catch {
    return false;
  }
}

function main(): void {
  const archive = openArchive(DEFAULT_ARCHIVE);
  if (!archive) {
    console.log(`No archive at ${DEFAULT_ARCHIVE}: nothing to compare. Set ARCHIVE_DIR to a checkout of the earlier docs.`);
    return;
  }
  const args = process.argv.slice(2);
  const withInProgress = args.includes('--in-progress');
  const prefix = args.find((a) => a.startsWith('/')) ?? '/';
  const decisions = loadDecisions();
  let pages = 0;
  let items = 0;
  let skipped = 0;
  for (const route of readRoutes()) {
    const page = route.route.replace(/^\/docs\/de/, '');
    const {sourceEn, relatedEn} = route as RouteEntry & {sourceEn?: string | null; relatedEn?: string | null};
    const source = sourceEn ?? relatedEn;
    if (!page.startsWith(prefix) || !source || !/\.mdx?$/.test(source) || route.kind === 'page') continue;
    const archived = archive.read(source);
    const file = findDocFile(path.join(root, instanceOf(route.section).path), route.docPath);
    if (archived === undefined || !file) continue;
    const current = fs.readFileSync(file, 'utf8');
    if (!withInProgress && inProgress(current)) {
      skipped++;
      continue;
    }
    const loss = withoutDecisions(page, contentLoss(archived, withPartials(current)), decisions);
    if (!loss.headings.length && !loss.links.length) continue;
    pages++;
    items += loss.headings.length + loss.links.length;
    console.log(`\n${page}  (${path.relative(root, file)} ← ${source})`);
    for (const h of loss.headings) console.log(`  heading  „${h}“`);
    for (const l of loss.links) console.log(`  link     ${l}`);
  }
  console.log(
    `\n${items} archive heading(s) and link(s) without a counterpart on ${pages} page(s). ` +
      'Restore what the reader needs; record deliberate drops in writing/content-loss.json.' +
      (skipped ? ` ${skipped} page(s) still being written were skipped (--in-progress lists them).` : ''),
  );
}

main();
