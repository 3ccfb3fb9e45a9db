import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {analytics} from './config/analytics';
import {docsInstances, docsOptionsFor} from './config/docs-instances';
import {env} from './config/env';
import {i18n} from './config/i18n';
import {localized} from './config/localized';
import {clientRedirects} from './config/redirects';
import {sitemapIgnorePatterns} from './config/seo';
import {ssrTemplate} from './config/ssr-template';
import {themeConfig} from './config/theme';
import cdn from './plugins/cdn';
import codeHighlighting from './plugins/code-highlighting';
import docDescriptions from './plugins/doc-descriptions';
import leanBundle from './plugins/lean-bundle';
import search from './plugins/search';
import seo, {createParseFrontMatter} from './plugins/seo';
import ssrText from './plugins/ssr-text';
import translationStatus from './plugins/translation-status';

const [mainDocs, ...otherDocs] = docsInstances;

const config: Config = {
  title: '8th Wall',
  tagline: localized('tagline'),
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  baseUrl: '/docs/',
  trailingSlash: true,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onBrokenMarkdownLinks: 'warn',
  onDuplicateRoutes: 'warn',
  // The banner only helps with a wrong baseUrl during setup; every page paid for its script.
  baseUrlIssueBanner: false,

  future: {experimental_faster: true},
  i18n,

  markdown: {mermaid: true, parseFrontMatter: createParseFrontMatter(__dirname)},
  themes: ['@docusaurus/theme-mermaid'],

  presets: [
    [
      'classic',
      {
        docs: docsOptionsFor(mainDocs),
        blog: false,
        pages: {exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}']},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {ignorePatterns: sitemapIgnorePatterns()},
        ...analytics,
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    ...otherDocs.map((instance): PluginConfig => ['@docusaurus/plugin-content-docs', docsOptionsFor(instance)]),
    ['@docusaurus/plugin-client-redirects', clientRedirects],
    [translationStatus, {instances: docsInstances.map(({id, path}) => ({id, path}))}],
    [search, {instances: docsInstances}],
    codeHighlighting,
    docDescriptions,
    leanBundle,
    seo,
    cdn,
    ssrText,
  ],

  ssrTemplate,

  themeConfig: themeConfig(),
};

export default config;
