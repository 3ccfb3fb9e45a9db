/**
 * Compact route data for the client build (see README.md). Pure functions, shared by the loaders
 * below and the unit test (tests/unit/lean-bundle.test.ts). Every transformation is lossless for
 * what the browser reads.
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');

/** All chunk names of the route table (string leaves of routesChunkNames.json), sorted. */
function chunkNamesOf(routesChunkNames) {
  const names = new Set();
  const walk = (value) => {
    if (typeof value === 'string') names.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(routesChunkNames);
  return [...names].sort();
}

/** Short chunk names: the position in the sorted list, base 36 ("0", "1", … "z", "10", …). */
function shortNames(routesChunkNames) {
  return new Map(chunkNamesOf(routesChunkNames).map((name, i) => [name, i.toString(36)]));
}

/** routesChunkNames.json with short chunk names. */
function compactRoutesChunkNames(source, names) {
  const rename = (value) => {
    if (typeof value === 'string') return names.get(value) ?? value;
    if (Array.isArray(value)) return value.map(rename);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rename(v)]));
    return value;
  };
  return JSON.stringify(rename(JSON.parse(source)));
}

/**
 * registry.js with short chunk names (keys and webpackChunkName comments) and without the module
 * path strings, which only server rendering reads (react-loadable reports them to collect chunks).
 * Entry: `"<name>": [() => import(/* webpackChunkName: "<name>" *\/ "<path>"), "<path>", require.resolveWeak("<path>")],`
 */
function compactRegistry(source, names) {
  return source
    .replace(/^(\s*)"([^"\n]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"\n]+)" \*\//gm, (match, indent, key, chunk) => {
      const short = names.get(key);
      return short && key === chunk ? `${indent}"${short}": [() => import(/* webpackChunkName: "${short}" */` : match;
    })
    .replace(/\), "[^"\n]*", require\.resolveWeak\(/g, '), 0, require.resolveWeak(');
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** Where the docs plugin puts a doc of a version when its front matter sets no slug. */
function derivedDocPath(versionPath, id) {
  const rest = id === 'index' ? '' : id.endsWith('/index') ? id.slice(0, -'index'.length) : id;
  return `${versionPath.replace(/\/$/, '')}/${rest}`;
}

/**
 * The docs lists of the docs plugins' global data ({id, path, sidebar} for every doc, 512 here)
 * as `{s: [sidebar names], d: [entries]}`: an entry is the id (first sidebar, derived path),
 * [id, sidebar index] or [id, sidebar index, path]; -1 = no sidebar; any other shape is kept.
 */
function compactDocs(versionPath, docs) {
  const sidebars = [];
  const entries = docs.map((doc) => {
    const keys = Object.keys(doc).join();
    if (keys !== 'id,path,sidebar' && keys !== 'id,path') return doc;
    const sidebar = doc.sidebar === undefined ? -1 : sidebars.indexOf(doc.sidebar) === -1 ? sidebars.push(doc.sidebar) - 1 : sidebars.indexOf(doc.sidebar);
    if (doc.path !== derivedDocPath(versionPath, doc.id)) return [doc.id, sidebar, doc.path];
    return sidebar === 0 ? doc.id : [doc.id, sidebar];
  });
  return {s: sidebars, d: entries};
}

/** Browser code that restores the docs lists (the inverse of compactDocs), as a JS function source. */
const EXPAND_DOCS = `function (versionPath, packed) {
  return packed.d.map(function (entry) {
    if (entry && typeof entry === 'object' && !Array.isArray(entry)) return entry;
    var e = typeof entry === 'string' ? [entry, 0] : entry;
    var id = e[0];
    var rest = id === 'index' ? '' : id.slice(-6) === '/index' ? id.slice(0, -5) : id;
    var doc = {id: id, path: e.length > 2 ? e[2] : versionPath.replace(/\\/$/, '') + '/' + rest};
    if (e[1] !== -1) doc.sidebar = packed.s[e[1]];
    return doc;
  });
}`;

/** globalData.json as a JS module: the docs lists compacted and restored when the module loads. */
function compactGlobalData(source) {
  const data = JSON.parse(source);
  const docsPlugins = data[DOCS_PLUGIN] ?? {};
  for (const plugin of Object.values(docsPlugins)) {
    for (const version of plugin.versions ?? []) {
      if (Array.isArray(version.docs)) version.docs = compactDocs(version.path, version.docs);
    }
  }
  return `var expand = ${EXPAND_DOCS};
var data = ${JSON.stringify(data)};
var plugins = data[${JSON.stringify(DOCS_PLUGIN)}] || {};
Object.keys(plugins).forEach(function (id) {
  (plugins[id].versions || []).forEach(function (version) {
    if (version.docs && !Array.isArray(version.docs)) version.docs = expand(version.path, version.docs);
  });
});
export default data;
`;
}

/** Site config fields the browser never reads (build-time options only). */
const SERVER_ONLY_CONFIG = ['plugins', 'presets', 'themes', 'ssrTemplate'];

/**
 * The site config module (`export default {...};`) without the build-time options: plugin and
 * preset options and the HTML template reach the browser otherwise (~2 KB gzip on every page).
 */
function compactSiteConfig(source) {
  const start = source.indexOf('export default ');
  const end = source.lastIndexOf('}');
  if (start === -1 || end === -1) return source;
  let config;
  try {
    config = JSON.parse(source.slice(start + 'export default '.length, end + 1));
  } catch {
    return source;
  }
  for (const key of SERVER_ONLY_CONFIG) delete config[key];
  return `export default ${JSON.stringify(config)};\n`;
}

/**
 * The interface messages (`codeTranslations.json`, `{key: message}`) without those of theme parts
 * the site does not have: the blog's (`theme.blog.*`; the preset runs with `blog: false`). Every
 * message of code.json reaches every page in main.js; the others stay.
 */
const UNUSED_MESSAGE_PREFIXES = ['theme.blog.'];

function compactCodeTranslations(source, prefixes = UNUSED_MESSAGE_PREFIXES) {
  let messages;
  try {
    messages = JSON.parse(source);
  } catch {
    return source;
  }
  if (!messages || typeof messages !== 'object' || Array.isArray(messages)) return source;
  const kept = Object.fromEntries(Object.entries(messages).filter(([key]) => !prefixes.some((p) => key.startsWith(p))));
  return JSON.stringify(kept);
}

/** Import of ComponentCreator in the generated route table. */
const COMPONENT_CREATOR_IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';";

/**
 * The route table (`routes.js`) with every route's component created on first use
 * (client/lazy-component-creator.js) instead of when main.js starts.
 */
function lazyRouteComponents(source, lazyCreatorPath) {
  if (!source.includes(COMPONENT_CREATOR_IMPORT)) return source;
  return source.replace(COMPONENT_CREATOR_IMPORT, `import ComponentCreator from ${JSON.stringify(lazyCreatorPath)};`);
}

/** The short names for a generated file, from routesChunkNames.json next to it. */
function shortNamesBeside(resourcePath) {
  const file = path.join(path.dirname(resourcePath), 'routesChunkNames.json');
  return shortNames(JSON.parse(fs.readFileSync(file, 'utf8')));
}

module.exports = {
  chunkNamesOf,
  shortNames,
  compactRoutesChunkNames,
  compactRegistry,
  derivedDocPath,
  compactDocs,
  EXPAND_DOCS,
  compactGlobalData,
  compactSiteConfig,
  SERVER_ONLY_CONFIG,
  compactCodeTranslations,
  UNUSED_MESSAGE_PREFIXES,
  lazyRouteComponents,
  shortNamesBeside,
};
