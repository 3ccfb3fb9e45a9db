/**
 * Generates the facts of the Studio API reference from the installed `@8thwall/ecs` package into
 * src/data/ecs/ (committed, deterministic; see src/data/ecs/README.md):
 *
 *   meta.json              package version and the list of components, events and API groups
 *   components/<name>.json one runtime component: fields, types, defaults, allowed values and the
 *                          Inspector's show-when conditions
 *   events.json            every event constant with its string value and typed payload
 *   api/<group>.json       typed signatures of one group of functions (world.transform, physics …)
 *
 * Sources, all inside the package:
 *   - index.d.ts (read with the TypeScript parser, syntax only): component schemas
 *     (`RootAttribute<…>` declarations), event constants, the payload map `EcsEventTypes`,
 *     function signatures.
 *   - dist/runtime.js: run once in a Node `vm` context with a few browser stubs (no network, no
 *     DOM, no WebGL: it only registers its components). `listAttributes()` / `getAttribute()` give
 *     every component's registered name, runtime schema and defaults, and the runtime values of
 *     the event constants, which are checked against index.d.ts.
 *   - metadata.json: Inspector presentation (allowed values, conditions, groups, labels) of the
 *     components it lists, and defaults, cross-checked against the runtime.
 *
 * The only hand-made facts are in FIELD_ENUMS (numeric fields whose values are the package's own
 * enum constants) and API_GROUPS (which declared type is reached under which name).
 *
 *   npx tsx scripts/generate-ecs-facts.ts          # write src/data/ecs/ (only changed files)
 *   npx tsx scripts/generate-ecs-facts.ts --check  # exit 1 if src/data/ecs/ is stale
 *
 * `npm start` and `npm run build` run it first (prestart/prebuild); tests/unit/ecs-facts.test.ts
 * fails when the committed files differ from what the installed package gives.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import ts from 'typescript';
import type {ApiGroup, ApiMember, ComponentFacts, ComponentField, ConditionClause, EcsMeta, EcsType, EventFacts, Payload} from '../src/data/ecs/types';

const root = path.resolve(__dirname, '..');
export const PACKAGE_DIR = path.join(root, 'node_modules/@8thwall/ecs');
export const OUT_DIR = path.join(root, 'src/data/ecs');

/** Numeric fields whose values are an enum constant of the package (value → name from the runtime). */
const FIELD_ENUMS: Record<string, {field: string; constant: string}[]> = {
  collider: [
    {field: 'shape', constant: 'ColliderShape'},
    {field: 'type', constant: 'ColliderType'},
  ],
};

/** Groups of functions: key (file name), how code reaches them, and the declared type(s). */
export const API_GROUPS: {key: string; prefix: string; types: string[]}[] = [
  {key: 'ecs', prefix: 'ecs', types: ['<exported functions>']},
  {key: 'world', prefix: 'world', types: ['BaseWorld', 'LateWorld']},
  {key: 'world.transform', prefix: 'world.transform', types: ['TransformManager']},
  {key: 'world.audio', prefix: 'world.audio', types: ['AudioControls']},
  {key: 'world.camera', prefix: 'world.camera', types: ['CameraManager']},
  {key: 'world.effects', prefix: 'world.effects', types: ['EffectsManager']},
  {key: 'world.events', prefix: 'world.events', types: ['Events']},
  {key: 'world.input', prefix: 'world.input', types: ['InputApi']},
  {key: 'world.pointer', prefix: 'world.pointer', types: ['PointerApi']},
  {key: 'world.spaces', prefix: 'world.spaces', types: ['SpacesHandle']},
  {key: 'world.three', prefix: 'world.three', types: ['ThreeState']},
  {key: 'world.time', prefix: 'world.time', types: ['Time']},
  {key: 'world.xr', prefix: 'world.xr', types: ['XrManager']},
  {key: 'entity', prefix: 'entity', types: ['Entity']},
  {key: 'component', prefix: 'Component', types: ['RootAttribute']},
  {key: 'component.forWorld', prefix: 'Component.forWorld(world)', types: ['WorldAttribute']},
  {key: 'physics', prefix: 'ecs.physics', types: ['physics']},
  {key: 'assets', prefix: 'ecs.assets', types: ['AssetManager']},
  {key: 'audio', prefix: 'ecs.audio', types: ['audio']},
  {key: 'video', prefix: 'ecs.video', types: ['video']},
  {key: 'math.vec2', prefix: 'ecs.math.vec2', types: ['Vec2Factory']},
  {key: 'math.vec3', prefix: 'ecs.math.vec3', types: ['Vec3Factory']},
  {key: 'math.quat', prefix: 'ecs.math.quat', types: ['QuatFactory']},
  {key: 'math.mat4', prefix: 'ecs.math.mat4', types: ['Mat4Factory']},
  {key: 'math.Vec2', prefix: 'v', types: ['Vec2']},
  {key: 'math.Vec3', prefix: 'v', types: ['Vec3']},
  {key: 'math.Quat', prefix: 'q', types: ['Quat']},
  {key: 'math.Mat4', prefix: 'm', types: ['Mat4']},
  {key: 'state', prefix: 'state', types: ['IStateDefiner']},
  {key: 'state-group', prefix: 'group', types: ['IStateGroupDefiner']},
];

// ---------------------------------------------------------------------------------------------
// index.d.ts (syntax only)

interface Dts {
  sf: ts.SourceFile;
  text: (node: ts.Node) => string;
  /** Top-level declarations by name (type aliases, interfaces, consts). */
  decls: Map<string, ts.Node>;
  /** Local name → exported name (`Collider$1` → `Collider`). */
  exportOf: Map<string, string>;
}

const squash = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/([[(<{]) /g, '$1')
    .replace(/ ([\])>}])/g, '$1')
    .replace(/;\s*}/g, ' }')
    .replace(/{([^ }])/g, '{ $1')
    .trim();

function readDts(): Dts {
  const file = path.join(PACKAGE_DIR, 'index.d.ts');
  const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const decls = new Map<string, ts.Node>();
  const exportOf = new Map<string, string>();
  for (const st of sf.statements) {
    if (ts.isTypeAliasDeclaration(st) || ts.isInterfaceDeclaration(st)) {
      if (!decls.has(st.name.text)) decls.set(st.name.text, st);
      if (st.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) exportOf.set(st.name.text, st.name.text);
    } else if (ts.isVariableStatement(st)) {
      const exported = st.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      for (const d of st.declarationList.declarations) {
        if (!ts.isIdentifier(d.name)) continue;
        decls.set(d.name.text, d);
        if (exported) exportOf.set(d.name.text, d.name.text);
      }
    } else if (ts.isExportDeclaration(st) && st.exportClause && ts.isNamedExports(st.exportClause)) {
      for (const el of st.exportClause.elements) exportOf.set((el.propertyName ?? el.name).text, el.name.text);
    }
  }
  return {sf, text: (n) => squash(n.getText(sf)), decls, exportOf};
}

/** `RootAttribute<{…}>`, `RootAttribute<BaseSchema<{…}>>` or `RootAttribute<typeof x>` → field list. */
function schemaOfRootAttribute(dts: Dts, type: ts.TypeNode): {name: string; type: string}[] | null {
  if (!ts.isTypeReferenceNode(type) || type.typeName.getText(dts.sf) !== 'RootAttribute') return null;
  let arg: ts.TypeNode | undefined = type.typeArguments?.[0];
  if (arg && ts.isTypeReferenceNode(arg) && arg.typeName.getText(dts.sf) === 'BaseSchema') arg = arg.typeArguments?.[0];
  if (arg && ts.isTypeReferenceNode(arg)) {
    const alias = dts.decls.get(arg.typeName.getText(dts.sf));
    if (alias && ts.isTypeAliasDeclaration(alias)) arg = alias.type;
  }
  if (arg && ts.isTypeQueryNode(arg)) {
    const d = dts.decls.get(arg.exprName.getText(dts.sf));
    arg = d && ts.isVariableDeclaration(d) ? d.type : undefined;
  }
  if (!arg || !ts.isTypeLiteralNode(arg)) return []; // Schema, ExtendedSchema<Schema>: no fields
  return arg.members.filter(ts.isPropertySignature).map((m) => ({
    name: m.name.getText(dts.sf),
    type: (m.type && ts.isLiteralTypeNode(m.type) && ts.isStringLiteral(m.type.literal) ? m.type.literal.text : '?') as string,
  }));
}

/** String literal types of a type literal: `{ A: "a"; … }` → {A: 'a'}. */
function literalMembers(dts: Dts, node: ts.TypeNode | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!node || !ts.isTypeLiteralNode(node)) return out;
  for (const m of node.members) {
    if (ts.isPropertySignature(m) && m.type && ts.isLiteralTypeNode(m.type) && ts.isStringLiteral(m.type.literal)) {
      out[m.name.getText(dts.sf)] = m.type.literal.text;
    }
  }
  return out;
}

function constType(dts: Dts, name: string): ts.TypeNode | undefined {
  const d = dts.decls.get(name);
  return d && ts.isVariableDeclaration(d) ? d.type : undefined;
}

/** Event constants of the types: id → value. */
function eventConstants(dts: Dts): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(literalMembers(dts, constType(dts, 'events')))) out.set(`events.${k}`, v);
  for (const [k, v] of Object.entries(literalMembers(dts, constType(dts, 'CameraEvents')))) out.set(`CameraEvents.${k}`, v);
  for (const [k, v] of Object.entries(literalMembers(dts, constType(dts, 'input')))) out.set(`input.${k}`, v);
  for (const [k, v] of Object.entries(literalMembers(dts, constType(dts, 'physics')))) if (k.endsWith('_EVENT')) out.set(`physics.${k}`, v);
  for (const [name, d] of dts.decls) {
    if (dts.exportOf.get(name) !== name || !ts.isVariableDeclaration(d) || !d.type) continue;
    if (ts.isLiteralTypeNode(d.type) && ts.isStringLiteral(d.type.literal) && /^[A-Z][A-Z0-9_]+$/.test(name)) out.set(name, d.type.literal.text);
  }
  return out;
}

/** The payload map `declare global { interface EcsEventTypes { … } }`: event value → payload. */
function payloadMap(dts: Dts): Map<string, Payload> {
  const out = new Map<string, Payload>();
  const values = (expr: string): string | undefined => {
    const [obj, key] = expr.includes('.') ? expr.split('.') : [undefined, expr];
    if (obj) return literalMembers(dts, constType(dts, obj))[key];
    const t = constType(dts, expr);
    return t && ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal) ? t.literal.text : undefined;
  };
  const visit = (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'EcsEventTypes') {
      for (const m of node.members) {
        if (!ts.isPropertySignature(m) || !m.type) continue;
        const name = m.name;
        const value = ts.isComputedPropertyName(name)
          ? values(name.expression.getText(dts.sf))
          : ts.isStringLiteral(name)
            ? name.text
            : name.getText(dts.sf);
        if (value === undefined) throw new Error(`EcsEventTypes: cannot resolve ${name.getText(dts.sf)}`);
        out.set(value, payloadOf(dts, m.type));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(dts.sf);
  return out;
}

function payloadOf(dts: Dts, type: ts.TypeNode): Payload {
  if (type.kind === ts.SyntaxKind.UndefinedKeyword) return {kind: 'none'};
  const fieldsOf = (members: ts.NodeArray<ts.TypeElement>) =>
    members.filter(ts.isPropertySignature).map((p) => ({
      name: p.name.getText(dts.sf),
      type: p.type ? dts.text(p.type) : 'unknown',
      ...(p.questionToken ? {optional: true as const} : {}),
    }));
  if (ts.isTypeLiteralNode(type)) return {kind: 'object', fields: fieldsOf(type.members)};
  if (ts.isTypeReferenceNode(type)) {
    const typeName = type.typeName.getText(dts.sf);
    const d = dts.decls.get(typeName);
    if (d && ts.isInterfaceDeclaration(d)) return {kind: 'object', typeName, fields: fieldsOf(d.members)};
    if (d && ts.isTypeAliasDeclaration(d) && ts.isTypeLiteralNode(d.type)) return {kind: 'object', typeName, fields: fieldsOf(d.type.members)};
  }
  return {kind: 'value', type: dts.text(type)};
}

// ---- signatures

const camel = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

function paramsOf(dts: Dts, params: ts.NodeArray<ts.ParameterDeclaration>): NonNullable<ApiMember['params']> {
  return params.map((p) => ({
    // A destructured parameter (`{name, schema, …}: ComponentRegistration<…>`) is shown by its type's name.
    name: ts.isIdentifier(p.name) ? p.name.text : camel(p.type ? p.type.getText(dts.sf).replace(/<.*$/s, '') : 'options'),
    type: p.type ? dts.text(p.type) : 'unknown',
    ...(p.questionToken ? {optional: true as const} : {}),
    ...(p.dotDotDotToken ? {rest: true as const} : {}),
  }));
}

function memberOf(dts: Dts, prefix: string, m: ts.TypeElement | ts.VariableDeclaration, dropFirstParam = false): ApiMember | null {
  const name = m.name?.getText(dts.sf);
  if (!name) return null;
  let fn: ts.SignatureDeclarationBase | undefined;
  if (ts.isMethodSignature(m)) fn = m;
  else if ((ts.isPropertySignature(m) || ts.isVariableDeclaration(m)) && m.type && ts.isFunctionTypeNode(m.type)) fn = m.type;
  const dot = prefix ? `${prefix}.` : '';
  if (fn) {
    let params = paramsOf(dts, fn.parameters);
    if (dropFirstParam) params = params.slice(1);
    const returns = fn.type ? dts.text(fn.type) : 'void';
    const typeParams = fn.typeParameters?.length ? `<${fn.typeParameters.map((t) => dts.text(t)).join(', ')}>` : '';
    const list = params.map((p) => `${p.rest ? '...' : ''}${p.name}${p.optional ? '?' : ''}: ${p.type}`).join(', ');
    return {name, kind: 'function', signature: `${dot}${name}${typeParams}(${list}): ${returns}`, params, returns};
  }
  if (ts.isPropertySignature(m) || ts.isVariableDeclaration(m)) {
    const type = m.type ? dts.text(m.type) : 'unknown';
    const ro = ts.isPropertySignature(m) && m.modifiers?.some((x) => x.kind === ts.SyntaxKind.ReadonlyKeyword);
    return {name, kind: 'property', signature: `${dot}${name}: ${type}`, type, ...(ro ? {readonly: true as const} : {})};
  }
  return null;
}

/** Members of a declared type (interfaces with their bases, aliases of literals and intersections). */
function membersOfType(dts: Dts, prefix: string, node: ts.TypeNode | ts.Node | undefined, seen = new Set<string>()): ApiMember[] {
  if (!node) return [];
  if (ts.isInterfaceDeclaration(node)) {
    const own = node.members.map((m) => memberOf(dts, prefix, m)).filter((m): m is ApiMember => !!m);
    const bases = (node.heritageClauses ?? []).flatMap((h) => h.types.flatMap((t) => membersOfName(dts, prefix, t.expression.getText(dts.sf), seen)));
    return [...own, ...bases];
  }
  if (ts.isTypeAliasDeclaration(node)) return membersOfType(dts, prefix, node.type, seen);
  if (ts.isVariableDeclaration(node)) return membersOfType(dts, prefix, node.type, seen);
  if (ts.isTypeLiteralNode(node)) return node.members.map((m) => memberOf(dts, prefix, m)).filter((m): m is ApiMember => !!m);
  if (ts.isIntersectionTypeNode(node)) {
    // Later parts override earlier ones (Entity's own lookAt replaces the transform one).
    const byName = new Map<string, ApiMember>();
    for (const part of node.types) for (const m of membersOfType(dts, prefix, part, seen)) byName.set(m.name, m);
    return [...byName.values()];
  }
  if (ts.isTypeReferenceNode(node)) return membersOfName(dts, prefix, node.typeName.getText(dts.sf), seen);
  if (ts.isMappedTypeNode(node)) {
    // `{[K in keyof X]: FunctionWithoutEid<X[K]>}`: X's functions without their first parameter.
    const keyOf = node.typeParameter.constraint?.getText(dts.sf).match(/^keyof (\w+)$/);
    const decl = keyOf && dts.decls.get(keyOf[1]);
    if (decl && /FunctionWithoutEid/.test(node.type?.getText(dts.sf) ?? '') && ts.isTypeAliasDeclaration(decl) && ts.isTypeLiteralNode(decl.type)) {
      return decl.type.members.map((m) => memberOf(dts, prefix, m, true)).filter((m): m is ApiMember => !!m);
    }
    throw new Error(`Unsupported mapped type: ${node.getText(dts.sf)}`);
  }
  return [];
}

function membersOfName(dts: Dts, prefix: string, name: string, seen: Set<string>): ApiMember[] {
  if (seen.has(name)) return [];
  seen.add(name);
  const d = dts.decls.get(name);
  if (!d) throw new Error(`index.d.ts has no declaration ${name}`);
  return membersOfType(dts, prefix, d, seen);
}

function apiGroups(dts: Dts): ApiGroup[] {
  return API_GROUPS.map(({key, prefix, types}) => {
    let members: ApiMember[];
    if (types[0] === '<exported functions>') {
      members = [...dts.decls.entries()]
        .filter(([name, d]) => dts.exportOf.get(name) === name && ts.isVariableDeclaration(d) && d.type && ts.isFunctionTypeNode(d.type))
        .map(([, d]) => memberOf(dts, prefix, d as ts.VariableDeclaration))
        .filter((m): m is ApiMember => !!m);
    } else {
      const seen = new Set<string>();
      members = types.flatMap((t) => membersOfName(dts, prefix, t, seen));
    }
    const unique = new Map(members.map((m) => [m.name, m]));
    return {key, prefix, types, members: [...unique.values()]};
  });
}

// ---------------------------------------------------------------------------------------------
// dist/runtime.js in a vm context

interface RuntimeAttribute {
  schema?: Record<string, string>;
  defaults?: Record<string, unknown>;
}
interface Runtime {
  listAttributes(): string[];
  getAttribute(name: string): RuntimeAttribute;
  [key: string]: unknown;
}

/**
 * Runs the browser bundle once in an isolated context with the few globals it touches while it
 * registers its components. Nothing runs later: no world is created, no timers are started.
 */
export function loadRuntime(): Runtime {
  const code = fs.readFileSync(path.join(PACKAGE_DIR, 'dist/runtime.js'), 'utf8');
  const noop = () => undefined;
  const element = () => ({getContext: () => null, style: {}, addEventListener: noop, setAttribute: noop, appendChild: noop});
  const sandbox: Record<string, unknown> = {
    console: {log: noop, info: noop, warn: noop, error: noop, debug: noop},
    setTimeout: noop,
    clearTimeout: noop,
    setInterval: noop,
    clearInterval: noop,
    requestAnimationFrame: noop,
    queueMicrotask: noop,
    Promise,
    URL,
    TextDecoder,
    TextEncoder,
    navigator: {userAgent: 'node'},
    location: {href: 'http://localhost/', search: '', hash: '', origin: 'http://localhost'},
    addEventListener: noop,
    removeEventListener: noop,
    document: {
      createElement: element,
      createElementNS: element,
      addEventListener: noop,
      currentScript: {src: 'http://localhost/runtime.js'},
      head: {appendChild: noop},
      body: {appendChild: noop},
    },
  };
  sandbox.window = sandbox;
  sandbox.self = sandbox;
  sandbox.globalThis = sandbox;
  vm.createContext(sandbox);
  vm.runInContext(code, sandbox, {filename: 'runtime.js', timeout: 30_000});
  const ecs = sandbox.ecs as Runtime | undefined;
  if (!ecs || typeof ecs.listAttributes !== 'function') throw new Error('dist/runtime.js did not define window.ecs');
  return ecs;
}

// ---------------------------------------------------------------------------------------------
// assembling

/** Code literal of a default value. */
function codeOf(value: unknown): string {
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'string') return `'${value.replace(/'/g, "\\'")}'`;
  return String(value);
}

function parseCondition(text: string): ConditionClause[][] {
  return text.split('|').map((alt) =>
    alt.split('&').map((clause) => {
      const [field, raw] = clause.split('=');
      const value = raw === 'true' ? true : raw === 'false' ? false : raw === 'null' ? null : raw;
      return {field: field.trim(), value};
    }),
  );
}

/** AND of two conditions in disjunctive form. */
function andConditions(a: ConditionClause[][] | undefined, b: ConditionClause[][] | undefined): ConditionClause[][] | undefined {
  if (!a) return b;
  if (!b) return a;
  return a.flatMap((x) => b.map((y) => [...x, ...y]));
}

interface MetadataComponent {
  name: string;
  schema?: Record<string, string>;
  schemaDefaults?: Record<string, unknown>;
  schemaPresentation?: {
    fields?: Record<string, {condition?: string; enumValues?: string[]; group?: string; label?: string}>;
    groups?: Record<string, {condition?: string}>;
  };
}

export function generateEcsFacts(): Map<string, string> {
  const pkg = JSON.parse(fs.readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8'));
  const metadata = JSON.parse(fs.readFileSync(path.join(PACKAGE_DIR, 'metadata.json'), 'utf8'));
  const dts = readDts();
  const runtime = loadRuntime();
  const problems: string[] = [];

  // Components: every RootAttribute the types export, matched with the runtime by identity.
  const runtimeByObject = new Map<unknown, string>(runtime.listAttributes().map((n) => [runtime.getAttribute(n), n]));
  const metaByName = new Map<string, MetadataComponent>((metadata.componentSchema as MetadataComponent[]).map((c) => [c.name, c]));
  const components: ComponentFacts[] = [];
  for (const [local, d] of dts.decls) {
    const exportName = dts.exportOf.get(local);
    if (!exportName || !ts.isVariableDeclaration(d) || !d.type) continue;
    const typed = schemaOfRootAttribute(dts, d.type);
    if (!typed) continue;
    const name = runtimeByObject.get(runtime[exportName]);
    if (!name) {
      problems.push(`${exportName}: exported by index.d.ts, but not a registered runtime component`);
      continue;
    }
    runtimeByObject.delete(runtime[exportName]);
    const attr = runtime.getAttribute(name);
    const meta = metaByName.get(name);
    const presentation = meta?.schemaPresentation;
    const runtimeSchema = attr.schema ?? {};
    const names = [...typed.map((f) => f.name), ...Object.keys(runtimeSchema).filter((n) => !typed.some((f) => f.name === n))];
    const fields: ComponentField[] = names.map((fieldName) => {
      const t = typed.find((f) => f.name === fieldName);
      const type = (runtimeSchema[fieldName] ?? t?.type) as EcsType;
      if (t && runtimeSchema[fieldName] && t.type !== runtimeSchema[fieldName]) {
        problems.push(`${name}.${fieldName}: type ${t.type} in index.d.ts, ${runtimeSchema[fieldName]} at runtime`);
      }
      const field: ComponentField = {name: fieldName, type};
      const enumRef = FIELD_ENUMS[name]?.find((e) => e.field === fieldName);
      const enumObject = enumRef && (runtime[enumRef.constant] as Record<string, number> | undefined);
      const enumCode = (v: unknown) => {
        const key = enumObject && Object.entries(enumObject).find(([, x]) => x === v)?.[0];
        return key ? `ecs.${enumRef!.constant}.${key}` : codeOf(v);
      };
      const defaults = attr.defaults ?? {};
      if (Object.prototype.hasOwnProperty.call(defaults, fieldName)) field.default = enumCode(defaults[fieldName]);
      const metaDefault = meta?.schemaDefaults?.[fieldName];
      if (metaDefault !== undefined && metaDefault !== defaults[fieldName]) {
        problems.push(`${name}.${fieldName}: default ${codeOf(metaDefault)} in metadata.json, ${codeOf(defaults[fieldName])} at runtime`);
      }
      const fp = presentation?.fields?.[fieldName];
      if (enumObject) field.values = Object.values(enumObject).map(enumCode);
      else if (fp?.enumValues) field.values = fp.enumValues.map(codeOf);
      const groupCondition = fp?.group ? presentation?.groups?.[fp.group]?.condition : undefined;
      const condition = andConditions(groupCondition ? parseCondition(groupCondition) : undefined, fp?.condition ? parseCondition(fp.condition) : undefined);
      if (condition) field.condition = condition;
      if (fp?.group) field.group = fp.group;
      if (fp?.label) field.label = fp.label;
      if (!t) field.missingFrom = 'types';
      else if (attr.schema && !runtimeSchema[fieldName]) field.missingFrom = 'runtime';
      return field;
    });
    const sources = ['index.d.ts', 'dist/runtime.js', ...(meta ? ['metadata.json'] : [])];
    components.push({name, exportName, sources, fields});
  }
  for (const name of runtimeByObject.values()) problems.push(`${name}: registered at runtime, but index.d.ts exports no RootAttribute for it`);
  components.sort((a, b) => a.name.localeCompare(b.name));

  // Events: constants of the types, checked against the runtime values, with their payloads.
  const constants = eventConstants(dts);
  const payloads = payloadMap(dts);
  const events: EventFacts[] = [];
  for (const [id, value] of constants) {
    const runtimeValue = id.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], runtime);
    if (runtimeValue !== value) problems.push(`ecs.${id}: "${value}" in index.d.ts, ${JSON.stringify(runtimeValue)} at runtime`);
    events.push({id, access: `ecs.${id}`, value, payload: payloads.get(value) ?? {kind: 'untyped'}});
  }
  const constantValues = new Set(constants.values());
  for (const [value, payload] of payloads) {
    if (!constantValues.has(value)) events.push({id: value, access: null, value, payload});
  }

  if (problems.length) throw new Error(`@8thwall/ecs ${pkg.version}: the package contradicts itself:\n  ${problems.join('\n  ')}`);

  const groups = apiGroups(dts);
  const json = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;
  const meta: EcsMeta = {
    package: pkg.name,
    version: pkg.version,
    commitId: metadata.commitId,
    components: components.map((c) => ({name: c.name, exportName: c.exportName})),
    events: events.map((e) => e.id),
    apiGroups: groups.map((g) => g.key),
  };
  const files = new Map<string, string>();
  files.set('meta.json', json(meta));
  for (const c of components) files.set(`components/${c.name}.json`, json(c));
  files.set('events.json', json(events));
  for (const g of groups) files.set(`api/${g.key}.json`, json(g));
  return files;
}

/** Paths (relative to OUT_DIR) of the generated files that exist now. */
function existingFiles(): string[] {
  const out: string[] = [];
  for (const sub of ['', 'components', 'api']) {
    const dir = path.join(OUT_DIR, sub);
    if (!fs.existsSync(dir)) continue;
    for (const f of fs.readdirSync(dir)) if (f.endsWith('.json')) out.push(sub ? `${sub}/${f}` : f);
  }
  return out;
}

/** Differences between the committed files and a fresh generation: file names. */
export function staleFiles(files = generateEcsFacts()): string[] {
  const stale = [...files].filter(([rel, content]) => {
    const file = path.join(OUT_DIR, rel);
    return !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== content;
  });
  const extra = existingFiles().filter((rel) => !files.has(rel));
  return [...stale.map(([rel]) => rel), ...extra].sort();
}

function write(files: Map<string, string>): number {
  let changed = 0;
  for (const [rel, content] of files) {
    const file = path.join(OUT_DIR, rel);
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) continue;
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, content);
    changed++;
  }
  for (const rel of existingFiles().filter((r) => !files.has(r))) {
    fs.rmSync(path.join(OUT_DIR, rel));
    changed++;
  }
  return changed;
}

if (require.main === module) {
  const files = generateEcsFacts();
  if (process.argv.includes('--check')) {
    const stale = staleFiles(files);
    if (stale.length) {
      console.error(`src/data/ecs is stale (run npx tsx scripts/generate-ecs-facts.ts):\n  ${stale.join('\n  ')}`);
      process.exit(1);
    }
    console.log('src/data/ecs is up to date.');
  } else {
    const changed = write(files);
    console.log(`Studio API facts from @8thwall/ecs: ${files.size} files in src/data/ecs, ${changed} changed.`);
  }
}
