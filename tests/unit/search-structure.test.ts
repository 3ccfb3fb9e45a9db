/**
 * One house for search: the search plugin holds its engine, client, build step and theme
 * components; plugins import nothing from scripts/; browser code imports no Node modules; the
 * engine imports no UI or build code; and no module graph under plugins/ or src/ has a cycle.
 * Imports are read with the TypeScript compiler's pre-processor.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');
const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Import specifiers of a file (static imports, re-exports and dynamic imports). */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  return info.importedFiles.map((f) => f.fileName);
}

function resolveLocal(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith('@site/')) base = path.join(root, specifier.slice(6));
  else return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const files = [...sources(path.join(root, 'plugins')), ...sources(path.join(root, 'src'))];
const graph = new Map(files.map((f) => [f, importsOf(f)]));
const localImports = (file: string) => (graph.get(file) ?? []).map((s) => resolveLocal(file, s)).filter((f): f is string => Boolean(f));

test('no import cycles under plugins/ and src/', () => {
  const state = new Map<string, 'visiting' | 'done'>();
  const cycles: string[] = [];
  const visit = (file: string, trail: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'visiting') {
      cycles.push([...trail.slice(trail.indexOf(file)), file].map(rel).join(' → '));
      return;
    }
    state.set(file, 'visiting');
    for (const next of localImports(file)) if (graph.has(next)) visit(next, [...trail, file]);
    state.set(file, 'done');
  };
  for (const file of files) visit(file, []);
  assert.deepEqual(cycles, []);
});

test('the search code lives in plugins/search; src/ holds no search code and no Node code', () => {
  assert.ok(!fs.existsSync(path.join(root, 'src/search')), 'src/search');
  assert.ok(!fs.existsSync(path.join(root, 'src/theme/SearchBar')), 'src/theme/SearchBar (now the plugin’s theme component)');
  assert.ok(!fs.existsSync(path.join(root, 'src/pages/search.tsx')), 'src/pages/search.tsx (now theme/SearchPage)');
  for (const file of files.filter((f) => rel(f).startsWith('src/'))) {
    for (const specifier of graph.get(file) ?? []) {
      assert.ok(!specifier.startsWith('node:'), `${rel(file)} imports ${specifier}`);
      const target = resolveLocal(file, specifier);
      assert.ok(!target || !rel(target).startsWith('plugins/search/'), `${rel(file)} imports ${specifier}`);
    }
  }
});

test('layers of the search plugin: engine ← client ← theme; build step and settings in Node only', () => {
  const allowed: Record<string, RegExp> = {
    'plugins/search/engine/': /^plugins\/search\/engine\//,
    'plugins/search/client/': /^plugins\/search\/(engine|client)\/|^plugins\/search\/settings\.ts$/,
    'plugins/search/theme/': /^plugins\/search\/(engine|client|theme)\/|^plugins\/search\/settings\.ts$/,
  };
  for (const file of files.filter((f) => rel(f).startsWith('plugins/search/'))) {
    const layer = Object.keys(allowed).find((prefix) => rel(file).startsWith(prefix));
    for (const specifier of graph.get(file) ?? []) {
      const target = resolveLocal(file, specifier);
      if (layer) {
        assert.ok(!specifier.startsWith('node:'), `${rel(file)} (browser) imports ${specifier}`);
        if (target) assert.match(rel(target), allowed[layer] as RegExp, `${rel(file)} imports ${rel(target)}`);
      }
      if (target) assert.ok(rel(target).startsWith('plugins/search/') || rel(target).startsWith('config/'), `${rel(file)} imports ${rel(target)} from outside the plugin`);
    }
  }
});

test('plugins import nothing from scripts/ (scripts are command-line entry points that import plugins)', () => {
  for (const file of files.filter((f) => rel(f).startsWith('plugins/'))) {
    for (const specifier of graph.get(file) ?? []) {
      const target = resolveLocal(file, specifier);
      assert.ok(!target || !rel(target).startsWith('scripts/'), `${rel(file)} imports ${rel(target ?? specifier)}`);
    }
  }
});
