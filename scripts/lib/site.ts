import fs from 'node:fs';
import path from 'node:path';
import {docsInstances, type DocsInstance} from '../../config/docs-instances';

export const root = path.resolve(__dirname, '../..');

export interface RouteEntry {
  route: string;
  section: 'main' | 'account' | 'api' | 'legacy' | 'quickstart' | 'studio';
  sidebar: string | null;
  docPath: string;
  kind: 'landing' | 'category-index' | 'doc' | 'page';
  titleEn: string;
}

/** The 512 pages of the specification (German routes). */
export function readRoutes(): RouteEntry[] {
  return JSON.parse(fs.readFileSync(path.join(root, 'spec/routes.json'), 'utf8'));
}

export function instanceOf(section: RouteEntry['section']): DocsInstance {
  const id = section === 'main' ? 'default' : section;
  const instance = docsInstances.find((i) => i.id === id);
  if (!instance) throw new Error(`No docs instance for section "${section}"`);
  return instance;
}

/** i18n folder of a docs instance for a locale. */
export function i18nDocsDir(instance: DocsInstance, locale: string): string {
  const plugin = instance.id === 'default' ? 'docusaurus-plugin-content-docs' : `docusaurus-plugin-content-docs-${instance.id}`;
  return path.join(root, 'i18n', locale, plugin, 'current');
}

/** Existing file of a doc (.mdx or .md) in a folder, or undefined. */
export function findDocFile(dir: string, docPath: string): string | undefined {
  return ['.mdx', '.md'].map((ext) => path.join(dir, docPath + ext)).find((f) => fs.existsSync(f));
}

export function walk(dir: string, filter: (file: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full, filter);
    return filter(full) ? [full] : [];
  });
}
