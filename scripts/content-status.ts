/**
 * How much of the documentation is written: per section and locale, the pages that are complete,
 * the pages still marked `content_status: in-progress`, and missing files.
 *
 *   npm run content:status            table
 *   npm run content:status -- --json  machine-readable
 */
import {pageFiles, sections} from './lib/content';

const rows = sections.map((section) => {
  const counts = {section, en: {complete: 0, inProgress: 0, missing: 0}, de: {complete: 0, inProgress: 0, missing: 0}};
  for (const page of pageFiles().filter((p) => p.route.section === section)) {
    const c = counts[page.locale];
    if (!page.file) c.missing++;
    else if (page.inProgress) c.inProgress++;
    else c.complete++;
  }
  return counts;
});

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  console.log(`${'section'.padEnd(12)}${pad('locale', 8)}${pad('complete', 10)}${pad('in progress', 13)}${pad('missing', 9)}`);
  for (const row of rows) {
    for (const locale of ['en', 'de'] as const) {
      const c = row[locale];
      console.log(`${row.section.padEnd(12)}${pad(locale, 8)}${pad(c.complete, 10)}${pad(c.inProgress, 13)}${pad(c.missing, 9)}`);
    }
  }
  const total = rows.reduce((n, r) => n + r.en.complete + r.en.inProgress + r.en.missing, 0);
  const done = rows.reduce((n, r) => n + r.de.complete, 0);
  console.log(`\n${done} of ${total} documentation pages are complete in German (ja, fr, es show the English text).`);
}
