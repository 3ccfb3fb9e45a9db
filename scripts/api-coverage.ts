/**
 * Coverage of the Studio API reference against the installed `@8thwall/ecs` (its facts in
 * src/data/ecs): every component, field and event the package has is documented on some page,
 * and every documented one exists in the package. Also checks the per-locale texts files
 * (`<page>.texts.json`): descriptions for every field, payload property and parameter the page
 * renders, in English and German, and nothing the package lacks.
 *
 *   npx tsx scripts/api-coverage.ts   # prints every gap (a to-do list); exit 1 if there is any
 *
 * tests/unit/ecs-coverage.test.ts runs the same checks.
 *
 * A page documents
 *   - a component with `<SchemaTable facts={x} …/>` where `x` is imported from
 *     '@site/src/data/ecs/components/<name>.json',
 *   - an event with `<EventConstant name="<id>" />` (ids as in src/data/ecs/events.json),
 *   - a function's parameters with `<ParamTable group={g} name="<member>" …/>`, `g` imported from
 *     '@site/src/data/ecs/api/<key>.json'.
 */
import fs from 'node:fs';
import path from 'node:path';
import {root, walk} from './lib/site';
import {API_TEXTS_DIRS, readTexts} from './lib/api-texts';
import type {ApiGroup, ComponentFacts, EcsMeta, EventFacts, FieldText, PageTexts} from '../src/data/ecs/types';

const DATA = path.join(root, 'src/data/ecs');

/**
 * Pages whose subject is not a runtime component of `@8thwall/ecs` (the package registers no
 * component of that name): they say what the subject is and where it is set, and use no
 * SchemaTable. Path relative to api/studio, without extension.
 */
export const NOT_RUNTIME_COMPONENTS: Record<string, string> = {
  'ecs/map': 'map',
  'ecs/map-point': 'map-point',
  'ecs/map-theme': 'map-theme',
  'ecs/gps-pointer': 'gps-pointer',
};

export interface PageUse {
  /** Path relative to api/studio without extension, e.g. `ecs/collider`. */
  page: string;
  components: string[];
  events: string[];
  /** `<group key>.<member>` of every ParamTable. */
  params: string[];
  /** Event id of every EventPayload. */
  payloads: string[];
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

/** What one MDX page documents through the components. */
export function pageUse(page: string, source: string): PageUse {
  const imports = new Map<string, string>();
  for (const m of source.matchAll(/^import\s+(\w+)\s+from\s+['"]@site\/src\/data\/ecs\/(components|api)\/([\w.-]+)\.json['"]/gm)) {
    imports.set(m[1], `${m[2]}:${m[3]}`);
  }
  const target = (id: string, kind: string, tag: string): string => {
    const ref = imports.get(id);
    if (!ref || !ref.startsWith(`${kind}:`)) throw new Error(`${page}: <${tag}> uses {${id}}, which is not imported from @site/src/data/ecs/${kind}/`);
    return ref.slice(kind.length + 1);
  };
  const components = [...source.matchAll(/<SchemaTable\b[^>]*?\bfacts=\{(\w+)\}/g)].map((m) => target(m[1], 'components', 'SchemaTable'));
  const events = [...source.matchAll(/<EventConstant\b[^>]*?\bname="([^"]+)"/g)].map((m) => m[1]);
  const payloads = [...source.matchAll(/<EventPayload\b[^>]*?\bname="([^"]+)"/g)].map((m) => m[1]);
  const params = [...source.matchAll(/<ParamTable\b([^>]*)>/g)].map((m) => {
    const group = /\bgroup=\{(\w+)\}/.exec(m[1]);
    const name = /\bname="([^"]+)"/.exec(m[1]);
    if (!group || !name) throw new Error(`${page}: <ParamTable> needs group={…} and name="…"`);
    return `${target(group[1], 'api', 'ParamTable')}.${name[1]}`;
  });
  return {page, components, events, params, payloads};
}

function pages(dir: string): {page: string; file: string}[] {
  return walk(dir, (f) => /\.mdx?$/.test(f)).map((file) => ({page: path.relative(dir, file).replace(/\.mdx?$/, '').split(path.sep).join('/'), file}));
}

export function textsFileOf(locale: 'en' | 'de', page: string): string {
  return path.join(API_TEXTS_DIRS[locale], `${page}.texts.json`);
}

const textOf = (t: FieldText | undefined) => (typeof t === 'string' ? t : t?.text);

function sameKeys(where: string, expected: string[], actual: string[], gaps: string[]): void {
  const missing = expected.filter((k) => !actual.includes(k));
  const extra = actual.filter((k) => !expected.includes(k));
  if (missing.length) gaps.push(`${where}: no description for ${missing.join(', ')}`);
  if (extra.length) gaps.push(`${where}: describes ${extra.join(', ')}, which @8thwall/ecs does not have`);
}

/**
 * What the reference still lacks, split in two: `gaps` are errors on written pages (or a subject
 * nothing documents once every page is written); `pending` are package subjects no page documents
 * yet while some api/studio pages are still being written (`content_status: in-progress`): the
 * to-do list of those pages, reported but not failing until the last page is written.
 */
export function coverageReport(): {gaps: string[]; pending: string[]} {
  const gaps: string[] = [];
  const pending: string[] = [];
  const meta = readJson<EcsMeta>(path.join(DATA, 'meta.json'));
  const events = readJson<EventFacts[]>(path.join(DATA, 'events.json'));
  const componentNames = meta.components.map((c) => c.name);
  const facts = (name: string) => readJson<ComponentFacts>(path.join(DATA, 'components', `${name}.json`));
  const group = (key: string) => readJson<ApiGroup>(path.join(DATA, 'api', `${key}.json`));

  const enPages = pages(API_TEXTS_DIRS.en);
  const dePages = new Map(pages(API_TEXTS_DIRS.de).map((p) => [p.page, p.file]));
  const documentedComponents = new Map<string, string>();
  const documentedEvents = new Map<string, string>();

  for (const {page, file} of enPages) {
    const en = pageUse(page, fs.readFileSync(file, 'utf8'));
    const deFile = dePages.get(page);
    const de = deFile ? pageUse(page, fs.readFileSync(deFile, 'utf8')) : undefined;
    if (de) {
      for (const kind of ['components', 'events', 'params', 'payloads'] as const) {
        if (JSON.stringify(en[kind]) !== JSON.stringify(de[kind])) {
          gaps.push(`${page}: the German page renders ${kind} [${de[kind].join(', ')}], the English page [${en[kind].join(', ')}]`);
        }
      }
    }
    if (NOT_RUNTIME_COMPONENTS[page] && en.components.length) gaps.push(`${page}: documents a subject that is not a runtime component, but renders a SchemaTable`);

    const texts = {en: readTextsIfAny(textsFileOf('en', page)), de: readTextsIfAny(textsFileOf('de', page))};
    for (const name of en.components) {
      if (!componentNames.includes(name)) {
        gaps.push(`${page}: documents component "${name}", which @8thwall/ecs does not have`);
        continue;
      }
      if (documentedComponents.has(name)) gaps.push(`${page}: component "${name}" is already documented on ${documentedComponents.get(name)}`);
      documentedComponents.set(name, page);
      const c = facts(name);
      for (const locale of ['en', 'de'] as const) {
        if (locale === 'de' && !de) continue;
        const fields = texts[locale]?.components?.[name]?.fields ?? {};
        if (c.fields.length) sameKeys(`${path.relative(root, textsFileOf(locale, page))} components.${name}.fields`, c.fields.map((f) => f.name), Object.keys(fields), gaps);
        for (const f of c.fields) {
          const t = fields[f.name];
          if (t !== undefined && !textOf(t)?.trim()) gaps.push(`${page} (${locale}): empty description of ${name}.${f.name}`);
          if (typeof t === 'object' && f.values) gaps.push(`${page} (${locale}): ${name}.${f.name} lists values, but the package already gives them`);
        }
      }
      if (de && texts.en && texts.de) {
        for (const f of c.fields) {
          const enValues = JSON.stringify((texts.en.components?.[name]?.fields?.[f.name] as {values?: string[]} | undefined)?.values ?? null);
          const deValues = JSON.stringify((texts.de.components?.[name]?.fields?.[f.name] as {values?: string[]} | undefined)?.values ?? null);
          if (enValues !== deValues) gaps.push(`${page}: ${name}.${f.name} lists other values in German (${deValues}) than in English (${enValues})`);
        }
      }
    }
    for (const id of en.events) {
      if (!events.some((e) => e.id === id)) gaps.push(`${page}: documents event "${id}", which @8thwall/ecs does not have`);
      else if (documentedEvents.has(id)) gaps.push(`${page}: event "${id}" is already documented on ${documentedEvents.get(id)}`);
      else documentedEvents.set(id, page);
    }
    for (const id of en.payloads) {
      const event = events.find((e) => e.id === id);
      if (!event) {
        gaps.push(`${page}: EventPayload of "${id}", which @8thwall/ecs does not have`);
        continue;
      }
      for (const locale of ['en', 'de'] as const) {
        if (locale === 'de' && !de) continue;
        const payloadText = texts[locale]?.events?.[id]?.payload;
        const where = `${path.relative(root, textsFileOf(locale, page))} events.${id}.payload`;
        if (event.payload.kind === 'object' && event.payload.fields.length) {
          sameKeys(where, event.payload.fields.map((f) => f.name), typeof payloadText === 'object' ? Object.keys(payloadText) : [], gaps);
        }
      }
    }
    for (const ref of en.params) {
      const [key, member] = [ref.slice(0, ref.lastIndexOf('.')), ref.slice(ref.lastIndexOf('.') + 1)];
      const m = fs.existsSync(path.join(DATA, 'api', `${key}.json`)) ? group(key).members.find((x) => x.name === member) : undefined;
      if (!m) {
        gaps.push(`${page}: ParamTable of ${ref}, which @8thwall/ecs does not have`);
        continue;
      }
      for (const locale of ['en', 'de'] as const) {
        if (locale === 'de' && !de) continue;
        const params = texts[locale]?.functions?.[ref]?.params ?? {};
        sameKeys(`${path.relative(root, textsFileOf(locale, page))} functions.${ref}.params`, (m.params ?? []).map((p) => p.name), Object.keys(params), gaps);
      }
    }
    // Texts for things the page does not render are dead text.
    for (const locale of ['en', 'de'] as const) {
      const t = texts[locale];
      if (!t) continue;
      const file = path.relative(root, textsFileOf(locale, page));
      for (const name of Object.keys(t.components ?? {})) if (!en.components.includes(name)) gaps.push(`${file}: texts for component "${name}", which the page renders no SchemaTable for`);
      for (const id of Object.keys(t.events ?? {})) if (!en.payloads.includes(id)) gaps.push(`${file}: texts for event "${id}", which the page renders no EventPayload for`);
      for (const ref of Object.keys(t.functions ?? {})) if (!en.params.includes(ref)) gaps.push(`${file}: texts for function "${ref}", which the page renders no ParamTable for`);
    }
  }
  for (const locale of ['en', 'de'] as const) {
    for (const file of walk(API_TEXTS_DIRS[locale], (f) => f.endsWith('.texts.json'))) {
      const page = path.relative(API_TEXTS_DIRS[locale], file).replace(/\.texts\.json$/, '').split(path.sep).join('/');
      if (!enPages.some((p) => p.page === page)) gaps.push(`${path.relative(root, file)}: texts file without an English page ${page}.mdx`);
    }
  }

  const inProgress = enPages.some(({file}) => /^content_status:\s*["']?in-progress/m.test(fs.readFileSync(file, 'utf8')));
  const todo = inProgress ? pending : gaps;
  for (const name of componentNames) if (!documentedComponents.has(name)) todo.push(`component "${name}" (ecs.${meta.components.find((c) => c.name === name)!.exportName}) is documented on no page (no SchemaTable)`);
  for (const e of events) if (!documentedEvents.has(e.id)) todo.push(`event ${e.access ?? `'${e.value}'`} is documented on no page (no <EventConstant name="${e.id}" />)`);
  for (const [page, name] of Object.entries(NOT_RUNTIME_COMPONENTS)) {
    if (componentNames.includes(name)) gaps.push(`${page}: @8thwall/ecs now has a runtime component "${name}": document it with a SchemaTable and remove it from NOT_RUNTIME_COMPONENTS`);
    if (!enPages.some((p) => p.page === page)) gaps.push(`${page}: listed in NOT_RUNTIME_COMPONENTS, but there is no such page`);
  }
  return {gaps, pending};
}

/** Every gap, as readable messages; empty when the reference covers the package exactly. */
export function coverageGaps(): string[] {
  const {gaps, pending} = coverageReport();
  return [...gaps, ...pending];
}

function readTextsIfAny(file: string): PageTexts | undefined {
  return fs.existsSync(file) ? readTexts(file) : undefined;
}

if (require.main === module) {
  const {gaps, pending} = coverageReport();
  for (const gap of gaps) console.log(`  ${gap}`);
  for (const item of pending) console.log(`  (to do) ${item}`);
  console.log(`Studio API coverage against @8thwall/ecs: ${gaps.length} gap(s), ${pending.length} subject(s) for pages still being written.`);
  if (gaps.length) process.exit(1);
}
