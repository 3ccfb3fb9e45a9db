import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {docsInstances} from '../../config/docs-instances';
import {isInProgress} from '../../src/lib/pageStatus';
import {findDocFile, i18nDocsDir, instanceOf, readRoutes, root, type RouteEntry} from './site';

export interface PageFile {
  route: RouteEntry;
  locale: 'en' | 'de';
  file: string | undefined;
  inProgress: boolean;
}

/** Every doc route of spec/routes.json with its English and German file. */
export function pageFiles(): PageFile[] {
  return readRoutes()
    .filter((r) => r.kind !== 'page')
    .flatMap((route) => {
      const instance = instanceOf(route.section);
      return (['en', 'de'] as const).map((locale) => {
        const dir = locale === 'en' ? path.join(root, instance.path) : i18nDocsDir(instance, locale);
        const file = findDocFile(dir, route.docPath);
        const inProgress = file ? isInProgress(matter(fs.readFileSync(file, 'utf8')).data) : false;
        return {route, locale, file, inProgress};
      });
    });
}

export const sections = docsInstances.map((i) => (i.id === 'default' ? 'main' : i.id));
