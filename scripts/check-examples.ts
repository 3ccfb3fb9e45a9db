/**
 * Type-checks every TypeScript example of the studio section and the api section (English and
 * German pages) against the real Studio API package `@8thwall/ecs`. Prints per section how many
 * examples were compiled and how many were skipped as deliberately partial; exits 1 with
 * file:line messages on a type error.
 *
 *   npm run check:examples            # studio and api sections (default)
 *   npm run check:examples -- <dir>…  # other folders or files (used by the tests' fixtures)
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {extractExamples, type CodeExample} from './lib/code-examples';
import {root, walk} from './lib/site';

const DEFAULT_DIRS = [
  'studio',
  'i18n/de/docusaurus-plugin-content-docs-studio/current',
  'api',
  'i18n/de/docusaurus-plugin-content-docs-api/current',
];

/** Section of an example for the summary: `studio`, `api`, `studio (de)`, `api (de)`, or the folder. */
export function sectionOf(file: string): string {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] === 'i18n' && rel[1]) {
    const plugin = /^docusaurus-plugin-content-docs-?(.*)$/.exec(rel[2] ?? '');
    return plugin ? `${plugin[1] || 'docs'} (${rel[1]})` : rel.slice(0, 3).join('/');
  }
  return rel[0];
}

export interface ExampleReport {
  compiled: CodeExample[];
  skipped: CodeExample[];
  errors: string[];
}

export function checkExamples(dirs: string[]): ExampleReport {
  const examples = dirs
    .map((d) => path.resolve(root, d))
    .flatMap((d) => (fs.statSync(d).isFile() ? [d] : walk(d, (f) => /\.mdx?$/.test(f))))
    .flatMap((f) => extractExamples(f, fs.readFileSync(f, 'utf8')));
  const compiled = examples.filter((e) => !e.partial);
  const skipped = examples.filter((e) => e.partial);

  // Each example is its own module inside the project, so `@8thwall/ecs` resolves from node_modules.
  const workDir = path.join(root, 'node_modules', '.cache', `code-examples-${process.pid}`);
  fs.rmSync(workDir, {recursive: true, force: true});
  fs.mkdirSync(workDir, {recursive: true});
  const origin = new Map<string, CodeExample>();
  compiled.forEach((example, index) => {
    const file = path.join(workDir, `example-${index}.${example.lang}`);
    // `export {}` keeps every example a module, so names do not clash between examples.
    fs.writeFileSync(file, `${example.code}\nexport {};\n`);
    origin.set(path.normalize(file), example);
  });

  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: ['three'],
    typeRoots: [path.join(root, 'node_modules', '@types')],
    noUnusedLocals: false,
  };
  const program = ts.createProgram([...origin.keys()], options);
  const errors = ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.category === ts.DiagnosticCategory.Error)
    .map((d) => {
      const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
      const example = d.file && origin.get(path.normalize(d.file.fileName));
      if (!example || d.start === undefined) return `(example set) ${message}`;
      const {line} = d.file!.getLineAndCharacterOfPosition(d.start);
      const where = `${path.relative(root, example.file)}:${example.line + 1 + line}`;
      return `${where}: ${message}`;
    });
  fs.rmSync(workDir, {recursive: true, force: true});
  return {compiled, skipped, errors};
}

if (require.main === module) {
  const dirs = process.argv.slice(2);
  const chosen = dirs.length ? dirs : DEFAULT_DIRS;
  const report = checkExamples(chosen);
  for (const error of report.errors) console.error(error);
  // Every section asked for is listed, also with no examples yet.
  const sections = new Map<string, {compiled: number; skipped: number}>(
    chosen.map((d) => [sectionOf(path.join(path.resolve(root, d), 'x.mdx')), {compiled: 0, skipped: 0}]),
  );
  for (const [list, key] of [[report.compiled, 'compiled'], [report.skipped, 'skipped']] as const) {
    for (const example of list) {
      const counts = sections.get(sectionOf(example.file)) ?? {compiled: 0, skipped: 0};
      counts[key]++;
      sections.set(sectionOf(example.file), counts);
    }
  }
  for (const [section, counts] of [...sections].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${section}: ${counts.compiled} compiled, ${counts.skipped} skipped as partial`);
  }
  console.log(
    `Code examples: ${report.compiled.length} compiled against @8thwall/ecs, ` +
      `${report.skipped.length} skipped as partial, ${report.errors.length} errors.`,
  );
  if (report.errors.length) process.exit(1);
}
