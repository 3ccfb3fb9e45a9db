/**
 * Creates every page of spec/routes.json that has no file yet, in English and German, as a page
 * "being written": final title and sidebar place, front matter `content_status: in-progress`.
 * Existing files are never touched. Titles: scripts/data/stub-titles.json; category labels and
 * order: scripts/data/stub-categories.json (German labels go to the i18n current.json).
 *
 *   npx tsx scripts/scaffold-pages.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import {findDocFile, i18nDocsDir, instanceOf, readRoutes, root} from './lib/site';
import {IN_PROGRESS, STATUS_KEY} from '../src/lib/pageStatus';

type Titles = Record<string, {en: {title: string; label: string}; de: {title: string; label: string}}>;
type Categories = Record<string, {position: number; en: string; de: string}>;

const readJson = <T>(file: string, fallback: T): T =>
  fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : fallback;

const titles = readJson<Titles>(path.join(root, 'scripts/data/stub-titles.json'), {});
const categories = readJson<Categories>(path.join(root, 'scripts/data/stub-categories.json'), {});
const positionOverrides = readJson<Record<string, number>>(path.join(root, 'scripts/data/stub-positions.json'), {});

const yamlString = (value: string) => JSON.stringify(value);

function frontMatter(fields: Record<string, string | number>): string {
  const lines = Object.entries(fields).map(([k, v]) => `${k}: ${typeof v === 'number' ? v : yamlString(v)}`);
  return `---\n${lines.join('\n')}\n---\n`;
}

function write(file: string, content: string): boolean {
  if (fs.existsSync(file)) return false;
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, content);
  return true;
}

const routes = readRoutes().filter((r) => ['studio', 'api', 'legacy'].includes(r.section));
const positionInFolder = new Map<string, number>();
const counters = new Map<string, number>();
for (const r of routes) {
  const folder = `${r.section}/${path.posix.dirname(r.docPath)}`;
  const n = (counters.get(folder) ?? 0) + 1;
  counters.set(folder, n);
  const key = `${r.section}/${r.docPath}`;
  positionInFolder.set(key, positionOverrides[key] ?? (r.docPath.endsWith('index') ? 0 : n));
}

let created = 0;
for (const r of routes) {
  const instance = instanceOf(r.section);
  const key = `${r.section}/${r.docPath}`;
  const t = titles[key] ?? {en: {title: r.titleEn, label: r.titleEn}, de: {title: r.titleEn, label: r.titleEn}};
  const isCategoryIndex = r.kind === 'category-index';
  const body = isCategoryIndex ? `\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n` : '';
  for (const [locale, dir] of [
    ['en', path.join(root, instance.path)],
    ['de', i18nDocsDir(instance, 'de')],
  ] as const) {
    if (findDocFile(dir, r.docPath)) continue;
    const {title, label} = t[locale];
    const fields: Record<string, string | number> = {title};
    if (label && label !== title) fields.sidebar_label = label;
    fields.sidebar_position = positionInFolder.get(key) ?? 99;
    fields[STATUS_KEY] = IN_PROGRESS;
    if (write(path.join(dir, `${r.docPath}.mdx`), frontMatter(fields) + body)) created++;
  }
}

// Category folders: _category_.json (English label and order) and German labels, keyed by the English
// label as Docusaurus 3.6 does (labels are unique within a sidebar; tests/unit check it).
const germanLabels = new Map<string, Record<string, {message: string; description: string}>>();
for (const [folder, c] of Object.entries(categories)) {
  const [section, ...rest] = folder.split('/');
  const instance = instanceOf(section as never);
  const file = path.join(root, instance.path, ...rest, '_category_.json');
  write(file, `${JSON.stringify({label: c.en, position: c.position}, null, 2)}\n`);
  const messages = germanLabels.get(section) ?? {};
  messages[`sidebar.${instance.sidebarId}.category.${c.en}`] = {
    message: c.de,
    description: `The label for category ${c.en} in sidebar ${instance.sidebarId}`,
  };
  germanLabels.set(section, messages);
}
for (const [section, messages] of germanLabels) {
  const file = path.join(path.dirname(i18nDocsDir(instanceOf(section as never), 'de')), 'current.json');
  const existing = readJson<Record<string, unknown>>(file, {});
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, `${JSON.stringify({...messages, ...existing}, null, 2)}\n`);
}

console.log(`scaffold-pages: ${created} page files created`);
