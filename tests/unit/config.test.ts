import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import config from '../../docusaurus.config';
import {docsInstances} from '../../config/docs-instances';
import {locales} from '../../config/i18n';
import {root} from '../../scripts/lib/site';

const themeConfig = config.themeConfig as Record<string, any>;
const i18nConfig = config.i18n!;

test('site basics: base URL, trailing slashes, Docusaurus Faster, strict links', () => {
  assert.equal(config.baseUrl, '/docs/');
  assert.equal(config.trailingSlash, true);
  assert.deepEqual(config.future, {experimental_faster: true});
  assert.equal(config.onBrokenLinks, 'throw');
  assert.equal(config.onBrokenAnchors, 'warn');
  assert.equal(config.onBrokenMarkdownLinks, 'warn');
  assert.equal(config.onDuplicateRoutes, 'warn');
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  assert.equal(pkg.dependencies['@docusaurus/core'], '3.6.3');
  assert.match(pkg.dependencies['@docsearch/react'], /^3\.9\./);
  assert.equal(pkg.overrides.webpackbar, '^7.0.0');
});

test('five locales, English default, each with label and htmlLang', () => {
  assert.deepEqual(i18nConfig.locales, ['en', 'ja', 'fr', 'de', 'es']);
  assert.equal(i18nConfig.defaultLocale, 'en');
  for (const locale of locales) {
    const lc = i18nConfig.localeConfigs?.[locale];
    assert.ok(lc?.label && lc.htmlLang, `${locale} needs label and htmlLang`);
  }
  assert.equal(i18nConfig.localeConfigs?.de?.htmlLang, 'de-DE');
});

test('six docs instances with the base routes and sidebars of the specification', () => {
  const table = Object.fromEntries(docsInstances.map((i) => [i.id, [i.routeBasePath, i.sidebarId]]));
  assert.deepEqual(table, {
    default: ['/', 'tutorialSidebar'],
    studio: ['studio', 'studioSidebar'],
    account: ['account', 'accountSidebar'],
    api: ['api', 'apiSidebar'],
    quickstart: ['quickstart', 'apiSidebar'],
    legacy: ['legacy', 'legacySidebar'],
  });
  const pluginIds = (config.plugins ?? [])
    .filter((p): p is [string, {id: string}] => Array.isArray(p) && p[0] === '@docusaurus/plugin-content-docs')
    .map(([, o]) => o.id);
  assert.deepEqual(pluginIds, ['studio', 'account', 'api', 'quickstart', 'legacy']);
});

test('each instance has exactly one sidebar, named as the specification says', async () => {
  for (const instance of docsInstances) {
    const mod = await import(`../../sidebars/${instance.sidebarFile}.ts`);
    assert.deepEqual(Object.keys(mod.default), [instance.sidebarId], instance.id);
  }
});

test('legacy is kept out of the sitemap', () => {
  const preset = (config.presets ?? [])[0] as [string, Record<string, any>];
  const patterns: string[] = preset[1].sitemap.ignorePatterns;
  assert.ok(patterns.includes('/docs/legacy/**') && patterns.includes('/docs/*/legacy/**'));
});

test('theme: colour mode, sidebar, table of contents, code, diagrams', () => {
  assert.deepEqual(themeConfig.colorMode, {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false});
  assert.deepEqual(themeConfig.docs.sidebar, {hideable: false, autoCollapseCategories: false});
  assert.deepEqual(themeConfig.tableOfContents, {minHeadingLevel: 2, maxHeadingLevel: 3});
  assert.equal(themeConfig.prism.defaultLanguage, 'typescript');
  assert.deepEqual(themeConfig.mermaid.theme, {light: 'base', dark: 'dark'});
  assert.equal(themeConfig.mermaid.options.themeVariables.primaryColor, '#7611b6');
  assert.equal(config.markdown?.mermaid, true);
  assert.ok(config.themes?.includes('@docusaurus/theme-mermaid'));
});

test('announcement bar has id, content, colours and can be closed', () => {
  const bar = themeConfig.announcementBar;
  for (const key of ['id', 'content', 'backgroundColor', 'textColor']) assert.ok(bar[key], key);
  assert.equal(bar.isCloseable, true);
});

test('navbar: sections, Support dropdown with four links, version, locale, search; hides on scroll', () => {
  const {items, hideOnScroll, logo} = themeConfig.navbar;
  assert.equal(hideOnScroll, true);
  assert.ok(logo.src);
  const support = items.find((i: any) => i.label === 'Support');
  assert.deepEqual(
    support.items.map((i: any) => i.label),
    ['Project Library', 'Tutorials', 'Courses', 'Forum'],
  );
  const types = items.map((i: any) => i.type).filter(Boolean);
  assert.deepEqual(types, ['dropdown', 'docsVersionDropdown', 'localeDropdown', 'search']);
  for (const to of ['/quickstart/', '/studio/', '/api/', '/account/']) assert.ok(items.some((i: any) => i.to === to), to);
});

test('footer has style, link columns, logo and copyright', () => {
  const {style, links, logo, copyright} = themeConfig.footer;
  assert.equal(style, 'dark');
  assert.ok(links.length >= 3 && logo.src && copyright);
});

test('no analytics and no hosted search unless configured at build time', () => {
  const preset = (config.presets ?? [])[0] as [string, Record<string, any>];
  if (!process.env.DOCS_GTAG_ID) assert.equal(preset[1].gtag, undefined);
  if (!process.env.DOCS_GTM_ID) assert.equal(preset[1].googleTagManager, undefined);
  assert.equal(themeConfig.algolia, undefined);
});

test('progress bar keeps the constants of the specification', () => {
  const client = fs.readFileSync(require.resolve('@docusaurus/theme-classic/lib/nprogress.js'), 'utf8');
  assert.match(client, /const delay = 200;/);
  const nprogress = fs.readFileSync(require.resolve('nprogress/nprogress.js'), 'utf8');
  for (const setting of ['minimum: 0.08', 'speed: 200', 'trickleRate: 0.02', 'trickleSpeed: 800']) {
    assert.ok(nprogress.includes(setting), setting);
  }
});
