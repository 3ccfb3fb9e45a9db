/**
 * Parses every JavaScript and HTML example of the engine reference and the legacy section
 * (English and German pages): ```js / ```javascript / ```jsx blocks must be valid JavaScript
 * (TypeScript's parser in JavaScript mode, syntax only), ```html blocks must have balanced tags
 * and valid JavaScript in their inline <script> elements. A block whose meta string contains the
 * word `partial` is a deliberate fragment: counted and skipped. Prints counts per section; exits 1
 * with file:line messages on an error.
 *
 *   npx tsx scripts/check-js-examples.ts            # api and legacy sections (default)
 *   npx tsx scripts/check-js-examples.ts <dir|file>…
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {root, walk} from './lib/site';
import {fencedBlocks, isPartial} from './lib/code-examples';

const DEFAULT_DIRS = [
  'api',
  'i18n/de/docusaurus-plugin-content-docs-api/current',
  'legacy',
  'i18n/de/docusaurus-plugin-content-docs-legacy/current',
];

const LANGS: Record<string, 'js' | 'html'> = {js: 'js', javascript: 'js', jsx: 'js', html: 'html'};

export interface JsExample {
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  lang: 'js' | 'html';
  /** A ```jsx block: parsed with JSX syntax. */
  jsx: boolean;
  partial: boolean;
  code: string;
}

export function extractJsExamples(file: string, source: string): JsExample[] {
  return fencedBlocks(source).flatMap(({line, lang, meta, code}) => {
    const kind = LANGS[lang];
    return kind ? [{file, line, lang: kind, jsx: lang === 'jsx', partial: isPartial(meta), code}] : [];
  });
}

/** Syntax errors of a JavaScript source: [0-based line, message]. */
export function javascriptErrors(code: string, jsx = false): [number, string][] {
  const file = ts.createSourceFile(jsx ? 'example.jsx' : 'example.js', code, ts.ScriptTarget.Latest, true, jsx ? ts.ScriptKind.JSX : ts.ScriptKind.JS);
  const diagnostics = (file as unknown as {parseDiagnostics: ts.Diagnostic[]}).parseDiagnostics;
  return diagnostics.map((d) => [file.getLineAndCharacterOfPosition(d.start ?? 0).line, ts.flattenDiagnosticMessageText(d.messageText, '\n')]);
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Elements that may be left open in HTML (the parser closes them). */
const OPTIONAL_END = new Set(['html', 'head', 'body', 'p', 'li', 'dt', 'dd', 'option', 'tr', 'td', 'th', 'thead', 'tbody', 'tfoot']);

/** Structural errors of an HTML example (unbalanced tags) and syntax errors of its inline scripts: [0-based line, message]. */
export function htmlErrors(code: string): [number, string][] {
  const errors: [number, string][] = [];
  const lineAt = (index: number) => code.slice(0, index).split('\n').length - 1;
  // Comments and inline scripts are not markup.
  const blank = (s: string) => s.replace(/[^\n]/g, ' ');
  let markup = code.replace(/<!--[\s\S]*?-->/g, blank);
  markup = markup.replace(/(<script\b[^>]*>)([\s\S]*?)(<\/script\s*>)/gi, (_m, open: string, body: string, close: string, offset: number) => {
    if (!/\bsrc=/.test(open) && !/type=["'](?!module|text\/javascript)[^"']*["']/.test(open)) {
      const first = lineAt(offset);
      for (const [line, message] of javascriptErrors(body)) errors.push([first + line, `inline script: ${message}`]);
    }
    return open + blank(body) + close;
  });
  const stack: {name: string; index: number}[] = [];
  for (const m of markup.matchAll(/<(\/?)([a-zA-Z][\w:-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g)) {
    const [, closing, rawName, rest] = m;
    const name = rawName.toLowerCase();
    if (!closing) {
      if (!VOID.has(name) && !rest.trimEnd().endsWith('/')) stack.push({name, index: m.index});
      continue;
    }
    while (stack.length && stack.at(-1)!.name !== name && OPTIONAL_END.has(stack.at(-1)!.name)) stack.pop();
    if (stack.at(-1)?.name === name) stack.pop();
    else errors.push([lineAt(m.index), `</${name}> does not close an open element${stack.length ? ` (open: <${stack.at(-1)!.name}>)` : ''}`]);
  }
  for (const open of stack) if (!OPTIONAL_END.has(open.name)) errors.push([lineAt(open.index), `<${open.name}> is never closed`]);
  // The engine's A-Frame components refuse a scene without a camera element (xr-config-component:
  // an alert and "You need an <a-camera> element for augmented reality.").
  const arScene = /<a-scene\b(?:"[^"]*"|'[^']*'|[^'">])*?\s(?:xrweb|xrface|xrlayers|xrconfig|xrhand)\b/i.exec(markup);
  if (arScene && !/<a-camera\b/i.test(markup)) {
    errors.push([lineAt(arScene.index), '<a-scene> with an 8th Wall component (xrweb, xrface, xrlayers, xrconfig, xrhand) has no <a-camera>: the engine stops with "You need an <a-camera> element for augmented reality."']);
  }
  // The self-hosted engine (@8thwall/engine-binary's xr.js) loads its tracking code only for the
  // chunks named in data-preload-chunks (or loaded with XR8.loadChunk): without "slam", XR8.XrController
  // and xrweb never start; without "face", XR8.FaceController and xrface.
  for (const m of markup.matchAll(/<script\b((?:"[^"]*"|'[^']*'|[^'">])*)>/gi)) {
    const attrs = m[1] ?? '';
    if (!/\bsrc=["']?[^"'\s>]*\/xr\.js(?:[?"'\s>]|$)/.test(attrs) || /\bdata-preload-chunks=/.test(attrs) || /loadChunk/.test(code)) continue;
    const needs = [/\bxrweb\b|XrController/.test(code) ? 'slam' : '', /\bxrface\b|FaceController/.test(code) ? 'face' : ''].filter(Boolean);
    if (needs.length) {
      errors.push([lineAt(m.index), `<script src=".../xr.js"> without data-preload-chunks="${needs.join(', ')}": the engine never loads the ${needs.join(' and ')} chunk, so ${needs.includes('slam') ? 'XR8.XrController / xrweb' : 'XR8.FaceController / xrface'} never start`]);
    }
  }
  return errors;
}

export interface JsExampleReport {
  checked: JsExample[];
  skipped: JsExample[];
  errors: string[];
}

export function checkJsExamples(dirs: string[]): JsExampleReport {
  const examples = dirs
    .map((d) => path.resolve(root, d))
    .filter((d) => fs.existsSync(d))
    .flatMap((d) => (fs.statSync(d).isFile() ? [d] : walk(d, (f) => /\.mdx?$/.test(f))))
    .flatMap((f) => extractJsExamples(f, fs.readFileSync(f, 'utf8')));
  const checked = examples.filter((e) => !e.partial);
  const skipped = examples.filter((e) => e.partial);
  const errors = checked.flatMap((e) =>
    (e.lang === 'html' ? htmlErrors(e.code) : javascriptErrors(e.code, e.jsx)).map(
      ([line, message]) => `${path.relative(root, e.file)}:${e.line + 1 + line}: ${message}`,
    ),
  );
  return {checked, skipped, errors};
}

/** Section of an example for the summary: `legacy`, `api (de)` … */
function sectionOf(file: string): string {
  const rel = path.relative(root, file).split(path.sep);
  const plugin = rel[0] === 'i18n' ? /^docusaurus-plugin-content-docs-?(.*)$/.exec(rel[2] ?? '') : null;
  return plugin ? `${plugin[1] || 'docs'} (${rel[1]})` : rel[0];
}

if (require.main === module) {
  const dirs = process.argv.slice(2);
  const report = checkJsExamples(dirs.length ? dirs : DEFAULT_DIRS);
  for (const error of report.errors) console.error(error);
  const counts = new Map<string, number>();
  for (const e of report.checked) counts.set(`${sectionOf(e.file)} ${e.lang}`, (counts.get(`${sectionOf(e.file)} ${e.lang}`) ?? 0) + 1);
  for (const [key, n] of [...counts].sort()) console.log(`  ${key}: ${n}`);
  console.log(
    `JavaScript and HTML examples: ${report.checked.length} parsed, ${report.skipped.length} skipped as partial, ${report.errors.length} errors.`,
  );
  if (report.errors.length) process.exit(1);
}
