/**
 * Leaves the `description` of interface messages out of the client code. `translate({id, message,
 * description})` and `<Translate id description>` carry the description for translators only
 * (`docusaurus write-translations` reads it from the source files); at run time Docusaurus reads
 * `id` and `message`/`children` alone (@docusaurus/core lib/client/exports/Translate.js).
 *
 * Runs after the JS/TS loader (compiled JavaScript, JSX already turned into jsx() calls). Only
 * string descriptions in the argument of a `translate(…)` call or the props of
 * `jsx(Translate, …)` go; anything else, and code acorn cannot parse, passes unchanged.
 */
'use strict';

const acorn = require('acorn');
const walk = require('acorn-walk');

/** Callee names of the automatic JSX runtime, before minification. */
const JSX_CALLEES = new Set(['jsx', 'jsxs', '_jsx', '_jsxs', 'jsxDEV', '_jsxDEV']);

/** `name` for `name(…)` and `(0, ns.name)(…)` / `ns.name(…)`. */
function calleeName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') return callee.property.name;
  if (callee.type === 'SequenceExpression') return calleeName(callee.expressions[callee.expressions.length - 1]);
  return undefined;
}

const keyName = (prop) => (prop.key.type === 'Identifier' ? prop.key.name : prop.key.type === 'Literal' ? String(prop.key.value) : undefined);
const isStaticString = (node) =>
  (node.type === 'Literal' && typeof node.value === 'string') || (node.type === 'TemplateLiteral' && node.expressions.length === 0);

/** The `description` property of a message declaration ({id, message, description}), if it has one. */
function descriptionOf(object) {
  if (!object || object.type !== 'ObjectExpression') return undefined;
  const props = object.properties.filter((p) => p.type === 'Property' && !p.computed);
  if (!props.some((p) => ['id', 'message', 'children'].includes(keyName(p)))) return undefined;
  return props.find((p) => keyName(p) === 'description' && isStaticString(p.value));
}

/** Source ranges of the description properties to remove, each with its separating comma. */
function descriptionRanges(ast) {
  const ranges = [];
  walk.simple(ast, {
    CallExpression(node) {
      const name = calleeName(node.callee);
      let object;
      if (name === 'translate') object = node.arguments[0];
      else if (JSX_CALLEES.has(name) && node.arguments[0]?.type === 'Identifier' && node.arguments[0].name === 'Translate') object = node.arguments[1];
      const prop = descriptionOf(object);
      if (!prop) return;
      const props = object.properties;
      const index = props.indexOf(prop);
      // Remove "description: …," up to the next property, or ", description: …" after the previous one.
      if (index < props.length - 1) ranges.push([prop.start, props[index + 1].start]);
      else if (index > 0) ranges.push([props[index - 1].end, prop.end]);
      else ranges.push([prop.start, prop.end]);
    },
  });
  return ranges;
}

/** The module's code without the descriptions of its interface messages. */
function stripTranslateDescriptions(source) {
  if (!source.includes('description')) return source;
  let ast;
  try {
    ast = acorn.parse(source, {ecmaVersion: 'latest', sourceType: 'module', allowHashBang: true});
  } catch {
    return source;
  }
  const ranges = descriptionRanges(ast).sort((a, b) => b[0] - a[0]);
  let out = source;
  for (const [start, end] of ranges) out = out.slice(0, start) + out.slice(end);
  return out;
}

module.exports = function translateDescriptionsLoader(source) {
  return stripTranslateDescriptions(source);
};
module.exports.stripTranslateDescriptions = stripTranslateDescriptions;
