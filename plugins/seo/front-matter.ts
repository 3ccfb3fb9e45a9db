/**
 * Front matter hook (Docusaurus `markdown.parseFrontMatter`): a page still being written
 * (`content_status: in-progress`) without a `description` gets one derived from its title and
 * section, in the page's language, so every page has a meta description and a search snippet.
 * A finished page must bring its own (plugins/seo fails the build for a page without one).
 */
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';

type Language = 'en' | 'de';

/** Section names per docs folder (English folder name or i18n plugin id). */
const SECTIONS: Record<string, Record<Language, string>> = {
  docs: {en: '', de: ''},
  studio: {en: 'Studio', de: 'Studio'},
  account: {en: 'Account', de: 'Konto'},
  api: {en: 'API', de: 'API'},
  quickstart: {en: 'Quickstart', de: 'Schnellstart'},
  legacy: {en: 'Legacy', de: 'Legacy'},
};

/** Language and section of a docs file, from its path (English folders or i18n/<locale>/…-docs-<id>/current). */
export function pageContext(filePath: string, siteDir: string): {language: Language; section: string} | undefined {
  const parts = path.relative(siteDir, filePath).split(path.sep);
  if (parts[0] === 'i18n') {
    const plugin = /^docusaurus-plugin-content-docs(?:-(\w+))?$/.exec(parts[2] ?? '');
    if (!plugin) return undefined;
    return {language: parts[1] === 'de' ? 'de' : 'en', section: plugin[1] ?? 'docs'};
  }
  return parts[0] && parts[0] in SECTIONS ? {language: 'en', section: parts[0]} : undefined;
}

/** The description of a page that is being written. */
export function fallbackDescription(title: string, language: Language, section: string): string {
  const name = SECTIONS[section]?.[language] ?? '';
  if (language === 'de') {
    return name
      ? `${title}: Seite im Bereich ${name} der Dokumentation von 8th Wall. Sie wird gerade geschrieben.`
      : `${title}: Seite der Dokumentation von 8th Wall. Sie wird gerade geschrieben.`;
  }
  return name ? `${title}: a page of the ${name} section of the 8th Wall documentation, being written.` : `${title}: a page of the 8th Wall documentation, being written.`;
}

export function createParseFrontMatter(siteDir: string): ParseFrontMatter {
  return async ({defaultParseFrontMatter, ...params}) => {
    const result = await defaultParseFrontMatter(params);
    const {frontMatter} = result;
    const description = typeof frontMatter.description === 'string' ? frontMatter.description.trim() : '';
    if (description || frontMatter.content_status !== 'in-progress') return result;
    const context = pageContext(params.filePath, siteDir);
    if (!context) return result;
    const title = typeof frontMatter.title === 'string' && frontMatter.title.trim() ? frontMatter.title.trim() : path.basename(params.filePath).replace(/\.mdx?$/, '');
    return {...result, frontMatter: {...frontMatter, description: fallbackDescription(title, context.language, context.section)}};
  };
}
