/**
 * The local plugins that keep code out of pages that do not need it: code highlighting only with
 * code blocks, doc descriptions only with cards, compact route data, the deferred entry scripts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import remarkCodeHighlighting, {REGISTER_MODULE, needsHighlighter} from '../../plugins/code-highlighting/remark';
import remarkDocDescriptions from '../../plugins/doc-descriptions/remark';
import {registerModule} from '../../plugins/doc-descriptions/names';
import {ssrTemplate} from '../../config/ssr-template';

const routeData = require('../../plugins/lean-bundle/route-data.cjs');
const {stripDescriptions} = require('../../plugins/doc-descriptions/props-loader.cjs');

type Tree = {type: string; children: any[]; [key: string]: unknown};
const tree = (...children: any[]): Tree => ({type: 'root', children});
const code = (lang: string | null) => ({type: 'code', lang, value: 'x'});
const jsx = (name: string) => ({type: 'mdxJsxFlowElement', name, attributes: [], children: []});
const imports = (t: Tree) => t.children.filter((n) => n.type === 'mdxjsEsm').map((n) => n.data.estree.body[0].source.value);

test('code highlighting: pages with a code block (not a diagram) or <CodeBlock> import the highlighter, others nothing', () => {
  const withCode = tree({type: 'paragraph', children: []}, {type: 'mdxJsxFlowElement', name: 'Tabs', children: [code('ts')]});
  remarkCodeHighlighting()(withCode);
  assert.deepEqual(imports(withCode), [REGISTER_MODULE]);
  const esm = withCode.children[0];
  assert.equal(esm.value, `import ${JSON.stringify(REGISTER_MODULE)};`);
  assert.equal(esm.data.estree.body[0].type, 'ImportDeclaration');

  const diagramOnly = tree(code('mermaid'), {type: 'paragraph', children: [{type: 'inlineCode', value: 'x'}]});
  remarkCodeHighlighting()(diagramOnly);
  assert.deepEqual(imports(diagramOnly), []);

  assert.equal(needsHighlighter(tree(jsx('CodeBlock'))), true);
  assert.equal(needsHighlighter(tree(code(null))), true, 'a block without language is still a code block');
});

test('doc descriptions: only pages rendering <DocCardList /> import their section’s descriptions', () => {
  const cards = tree(jsx('DocCardList'));
  remarkDocDescriptions({pluginId: 'legacy'})(cards);
  assert.deepEqual(imports(cards), [registerModule('legacy')]);
  assert.equal(registerModule('legacy'), '@generated/doc-descriptions/default/register-legacy.js');
  const plain = tree(jsx('Admonition'));
  remarkDocDescriptions({pluginId: 'legacy'})(plain);
  assert.deepEqual(imports(plain), []);
});

test('doc descriptions: the version data keeps everything but the docs list and unread sidebar fields; other JSON passes unchanged', () => {
  const version = {version: {pluginId: 'api', docsSidebars: {s: []}, docs: {a: {id: 'a', title: 'A', description: 'Long text', sidebar: 's'}}}};
  assert.deepEqual(JSON.parse(stripDescriptions(JSON.stringify(version))), {version: {pluginId: 'api', docsSidebars: {s: []}, docs: {}}});
  const link = (id: string, unlisted = false) => ({type: 'link', label: id, href: `/docs/${id}`, docId: id, unlisted});
  const sidebars = {s: [link('a'), {type: 'category', label: 'C', collapsible: true, collapsed: true, items: [link('b'), link('c', true)], href: '/docs/c-index'}]};
  assert.deepEqual(JSON.parse(stripDescriptions(JSON.stringify({version: {docsSidebars: sidebars, docs: {}}}))).version.docsSidebars, {
    s: [
      {type: 'link', label: 'a', href: '/docs/a'},
      {type: 'category', label: 'C', collapsible: true, collapsed: true, items: [{type: 'link', label: 'b', href: '/docs/b'}, {type: 'link', label: 'c', href: '/docs/c', unlisted: true}], href: '/docs/c-index'},
    ],
  });
  const other = '{"categoryGeneratedIndex":{"title":"x"}}';
  assert.equal(stripDescriptions(other), other);
});

test('route data: short chunk names, consistent between the registry and the route map, no module paths', () => {
  const routesChunkNames = {'/docs/de/a/-1f2': {__comp: '17896441', content: 'c0ffee11'}, '/docs/de/b/-3a4': {__comp: '17896441', content: 'deadbeef'}};
  const names = routeData.shortNames(routesChunkNames);
  assert.deepEqual([...names.entries()], [
    ['17896441', '0'],
    ['c0ffee11', '1'],
    ['deadbeef', '2'],
  ]);
  assert.deepEqual(JSON.parse(routeData.compactRoutesChunkNames(JSON.stringify(routesChunkNames), names)), {
    '/docs/de/a/-1f2': {__comp: '0', content: '1'},
    '/docs/de/b/-3a4': {__comp: '0', content: '2'},
  });
  const registry = [
    'export default {',
    '  "c0ffee11": [() => import(/* webpackChunkName: "c0ffee11" */ "@site/docs/a.mdx"), "@site/docs/a.mdx", require.resolveWeak("@site/docs/a.mdx")],',
    '};',
  ].join('\n');
  assert.equal(
    routeData.compactRegistry(registry, names).split('\n')[1],
    '  "1": [() => import(/* webpackChunkName: "1" */ "@site/docs/a.mdx"), 0, require.resolveWeak("@site/docs/a.mdx")],',
  );
});

test('route data: the compact docs lists of the global data restore exactly', () => {
  const globalData = {
    'docusaurus-plugin-content-docs': {
      studio: {
        path: '/docs/de/studio',
        versions: [
          {
            name: 'current',
            path: '/docs/de/studio',
            mainDocId: 'index',
            docs: [
              {id: 'index', path: '/docs/de/studio/', sidebar: 'studioSidebar'},
              {id: 'app/index', path: '/docs/de/studio/app/', sidebar: 'studioSidebar'},
              {id: 'ai-terms', path: '/docs/de/studio/ai-terms', sidebar: 'studioSidebar'},
              {id: 'custom-slug', path: '/docs/de/studio/elsewhere', sidebar: 'other'},
              {id: 'no-sidebar', path: '/docs/de/studio/no-sidebar'},
              {id: 'unlisted', path: '/docs/de/studio/unlisted', sidebar: 'studioSidebar', unlisted: true},
            ],
            draftIds: [],
            sidebars: {studioSidebar: {link: {path: '/docs/de/studio/', label: 'x'}}},
          },
        ],
      },
    },
    search: {default: {mode: 'local', tags: ['docs-default-current']}},
  };
  const source = routeData.compactGlobalData(JSON.stringify(globalData));
  assert.ok(source.length < JSON.stringify(globalData).length + 800);
  const restored = new Function(source.replace('export default data;', 'return data;'))();
  assert.deepEqual(restored, globalData);
});

test('the page template starts the entry scripts after the first frame, in order', () => {
  assert.doesNotMatch(ssrTemplate, /<script src=[^>]*defer/);
  assert.doesNotMatch(ssrTemplate, /rel="preload"/);
  assert.match(ssrTemplate, /requestAnimationFrame/);
  assert.match(ssrTemplate, /script\.async=false/);
  assert.match(ssrTemplate, /<%~ it\.appHtml %>/);
});

test('the browser’s site config leaves out build-time options only', () => {
  const source = `/*\n * AUTOGENERATED\n */\nexport default {\n  "title": "8th Wall",\n  "baseUrl": "/docs/",\n  "plugins": [["x", {"a": 1}]],\n  "presets": [],\n  "themes": [],\n  "ssrTemplate": "<html>",\n  "themeConfig": {"navbar": {}}\n};\n`;
  const compact = routeData.compactSiteConfig(source);
  const config = new Function(compact.replace('export default ', 'return '))();
  assert.deepEqual(config, {title: '8th Wall', baseUrl: '/docs/', themeConfig: {navbar: {}}});
});

test('window.docusaurus: the loader replaces @docusaurus/core’s module, which still has the shape the replacement copies', () => {
  const fs = require('node:fs') as typeof import('node:fs');
  const loader = require('../../plugins/lean-bundle/loader.cjs');
  const original = require.resolve('@docusaurus/core/lib/client/docusaurus.js');
  assert.match(original, loader.CORE_CLIENT_DOCUSAURUS);
  const replacement = fs.readFileSync(loader.CLIENT_DOCUSAURUS, 'utf8');
  const run = (resourcePath: string, source: string) => loader.call({resourcePath, addDependency: () => undefined}, source);
  assert.equal(run(original, fs.readFileSync(original, 'utf8')), replacement);
  assert.equal(run('/x/node_modules/other/docusaurus.js', 'unchanged'), 'unchanged');

  // After a Docusaurus upgrade: the replacement must import what the original imports and export
  // the same two functions, or be brought up to date.
  const importsOf = (text: string) => [...text.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]).sort();
  const originalText = fs.readFileSync(original, 'utf8');
  assert.deepEqual(importsOf(replacement), importsOf(originalText));
  assert.match(originalText, /const docusaurus = \{\s*prefetch,\s*preload,\s*\};\s*(?:\/\/.*\s*)*export default Object\.freeze\(docusaurus\);/);
  assert.match(replacement, /export default Object\.freeze\(\{prefetch, preload\}\);/);
});

test('interface messages: the blog’s are left out (no blog), all others kept; malformed input passes unchanged', () => {
  const source = JSON.stringify({'theme.blog.post.readMore': 'Weiterlesen', 'theme.docs.paginator.next': 'Weiter', 'page.stale.title': 'Veraltet'});
  assert.deepEqual(JSON.parse(routeData.compactCodeTranslations(source)), {'theme.docs.paginator.next': 'Weiter', 'page.stale.title': 'Veraltet'});
  assert.equal(routeData.compactCodeTranslations('not json'), 'not json');
  assert.equal(routeData.compactCodeTranslations('[1]'), '[1]');
});

test('route table: components are created on first use; a table without the expected import passes unchanged', () => {
  const loader = require('../../plugins/lean-bundle/loader.cjs');
  const source = "import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\n\nexport default [{path: '/docs/', component: ComponentCreator('/docs/', 'abc'), exact: true}];\n";
  const out = routeData.lazyRouteComponents(source, loader.LAZY_COMPONENT_CREATOR);
  assert.ok(out.includes(`import ComponentCreator from ${JSON.stringify(loader.LAZY_COMPONENT_CREATOR)};`));
  assert.ok(!out.includes("'@docusaurus/ComponentCreator'"));
  assert.ok(out.includes("ComponentCreator('/docs/', 'abc')"), 'the calls stay as generated');
  assert.equal(routeData.lazyRouteComponents('export default [];', loader.LAZY_COMPONENT_CREATOR), 'export default [];');
  // The generated table of this Docusaurus version still has the import the transformation replaces.
  const fs = require('node:fs') as typeof import('node:fs');
  const template = fs.readFileSync(require.resolve('@docusaurus/core/lib/server/codegen/codegenRoutes.js'), 'utf8');
  assert.match(template, /import ComponentCreator from '@docusaurus\/ComponentCreator';/);
});

test('interface messages: translator descriptions leave translate() and <Translate> only; other code passes unchanged', () => {
  const {stripTranslateDescriptions: strip} = require('../../plugins/lean-bundle/translate-descriptions.cjs');
  const source = [
    'import {translate} from "@docusaurus/Translate";',
    'const a = translate({id: "a", description: "For translators", message: "A"}, {n: 1});',
    'const b = (0, t.translate)({message: "B", description: `note`});',
    'const c = _jsx(Translate, {id: "c", children: "C", description: "last"});',
    'const d = {id: "d", description: "data stays"};',
    'const e = translate({id: "e", description: dynamic, message: "E"});',
  ].join('\n');
  const out = strip(source);
  assert.ok(out.includes('translate({id: "a", message: "A"}, {n: 1})'));
  assert.ok(out.includes('(0, t.translate)({message: "B"})'));
  assert.ok(out.includes('_jsx(Translate, {id: "c", children: "C"})'));
  assert.ok(out.includes('{id: "d", description: "data stays"}'), 'an object outside translate() keeps its description');
  assert.ok(out.includes('description: dynamic'), 'a computed description stays');
  assert.equal(strip('const x = <div description="jsx" />;'), 'const x = <div description="jsx" />;', 'unparsable code passes unchanged');
  // Docusaurus still reads only id and message at run time.
  const fs = require('node:fs') as typeof import('node:fs');
  const runtime = fs.readFileSync(require.resolve('@docusaurus/core/lib/client/exports/Translate.js'), 'utf8');
  assert.match(runtime, /function getLocalizedMessage\(\{ id, message, \}\)/);
});
