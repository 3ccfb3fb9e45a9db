import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {remarkCodeHighlighting} from '../plugins/code-highlighting';
import {remarkDocDescriptions} from '../plugins/doc-descriptions';

/**
 * The one table of documentation sections. Each row is a docs plugin instance with a content
 * folder of the same name, a sidebar file in sidebars/ and translations in
 * i18n/<locale>/docusaurus-plugin-content-docs[-<id>]/current/.
 */
export interface DocsInstance {
  /** Plugin id; 'default' is the preset's main docs (unsuffixed i18n folder). */
  id: 'default' | 'studio' | 'account' | 'api' | 'quickstart' | 'legacy';
  /** Content folder, relative to the site root. */
  path: string;
  /** Base route inside a locale. */
  routeBasePath: string;
  /** Module in sidebars/ that defines this instance's sidebars. */
  sidebarFile: string;
  /** Sidebar id pages of this section belong to. */
  sidebarId: string;
  /** Searchable (docusaurus_tag facet) and listed in the sitemap. */
  indexed: boolean;
}

export const docsInstances: readonly DocsInstance[] = [
  {id: 'default', path: 'docs', routeBasePath: '/', sidebarFile: 'main', sidebarId: 'tutorialSidebar', indexed: true},
  {id: 'studio', path: 'studio', routeBasePath: 'studio', sidebarFile: 'studio', sidebarId: 'studioSidebar', indexed: true},
  {id: 'account', path: 'account', routeBasePath: 'account', sidebarFile: 'account', sidebarId: 'accountSidebar', indexed: true},
  {id: 'api', path: 'api', routeBasePath: 'api', sidebarFile: 'api', sidebarId: 'apiSidebar', indexed: true},
  {id: 'quickstart', path: 'quickstart', routeBasePath: 'quickstart', sidebarFile: 'quickstart', sidebarId: 'apiSidebar', indexed: true},
  {id: 'legacy', path: 'legacy', routeBasePath: 'legacy', sidebarFile: 'legacy', sidebarId: 'legacySidebar', indexed: false},
];

/** Options every instance shares. */
export const sharedDocsOptions = {
  showLastUpdateTime: false,
  breadcrumbs: true,
  // One published version per section; the dropdown lists it under this name.
  versions: {current: {label: 'Current'}},
  // Partials (files and folders starting with "_") are imported by pages, never routed.
  exclude: ['**/_*.{md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'],
  // Pages with code blocks load the syntax highlighter; the others do not (plugins/code-highlighting).
  remarkPlugins: [remarkCodeHighlighting],
} satisfies DocsOptions;

export function docsOptionsFor(instance: DocsInstance): DocsOptions {
  return {
    ...sharedDocsOptions,
    ...(instance.id === 'default' ? {} : {id: instance.id}),
    path: instance.path,
    routeBasePath: instance.routeBasePath,
    sidebarPath: `./sidebars/${instance.sidebarFile}.ts`,
    // Cards on category pages get the section's doc descriptions (plugins/doc-descriptions).
    remarkPlugins: [...sharedDocsOptions.remarkPlugins, [remarkDocDescriptions, {pluginId: instance.id}]],
  };
}

/** Sitemap patterns that keep the sections marked `indexed: false` out, in every locale. */
export const unindexedSitemapPatterns = (): string[] =>
  docsInstances
    .filter((instance) => !instance.indexed)
    .flatMap((instance) => [`/docs/${instance.routeBasePath}/**`, `/docs/*/${instance.routeBasePath}/**`]);
