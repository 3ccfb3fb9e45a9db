/**
 * Basics for search engines and sharing (see README.md):
 *
 * - Every built page has a meta description, or the build fails naming the pages without one
 *   (pages still being written get one from front-matter.ts).
 * - `robots.txt` with the sitemap of every locale, beside the pages of a build whose output is the
 *   deploy root (copy it to the host's root when the site is served under /docs/).
 *
 * The social card image is `themeConfig.image` (config/theme.ts, static/img/social/).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {deployedBases} from '../cdn';

export {createParseFrontMatter} from './front-matter';

const DESCRIPTION = /<meta\b[^>]*\bname=["']?description["']?[^>]*>/i;
const CONTENT = /\bcontent=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/** The meta description of an HTML page, or undefined. */
export function metaDescription(html: string): string | undefined {
  const tag = DESCRIPTION.exec(html)?.[0];
  const match = tag ? CONTENT.exec(tag) : null;
  const value = match ? (match[1] ?? match[2] ?? match[3] ?? '').trim() : '';
  return value || undefined;
}

/** The HTML file of a route of this build. */
export function htmlFileOf(outDir: string, baseUrl: string, route: string): string | undefined {
  if (!route.startsWith(baseUrl)) return undefined;
  const rel = route.slice(baseUrl.length);
  return rel.endsWith('.html') ? path.join(outDir, rel) : path.join(outDir, rel, 'index.html');
}

export function robotsTxt(siteUrl: string, bases: readonly string[]): string {
  const origin = siteUrl.replace(/\/$/, '');
  return ['User-agent: *', 'Allow: /', '', ...bases.map((base) => `Sitemap: ${origin}${base}sitemap.xml`), ''].join('\n');
}

export default function seoPlugin(context: LoadContext): Plugin {
  return {
    name: 'seo',
    async postBuild({outDir, routesPaths}) {
      const missing = routesPaths.filter((route) => {
        const file = htmlFileOf(outDir, context.baseUrl, route);
        return file && fs.existsSync(file) && !metaDescription(fs.readFileSync(file, 'utf8'));
      });
      if (missing.length) {
        throw new Error(
          `[seo] ${missing.length} page(s) have no meta description. Give each a \`description\` in its front matter ` +
            `(or a description in its React page):\n${missing.slice(0, 50).join('\n')}`,
        );
      }
      const bases = deployedBases(context);
      if (bases) fs.writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(context.siteConfig.url, bases));
    },
  };
}
