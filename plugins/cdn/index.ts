/**
 * CDN files (see README.md, "Deploying to a CDN"): after a build whose output is the deploy root
 * (the default locale of a full build, or a single-locale build), writes beside the pages
 *
 * - `_redirects`: real HTTP 301s for every old path of every locale (Netlify, Cloudflare Pages),
 * - `nginx-redirects.conf`: the same redirects as an nginx map,
 * - `_headers`: long-lived caching for hashed assets, revalidation for pages and the search index.
 *
 * The rules come from redirects/ (rules.ts), the data the client redirects use.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {headersFile, nginxMap, redirectsFile, serverRedirects} from './rules';

export const CDN_FILES = {redirects: '_redirects', nginx: 'nginx-redirects.conf', headers: '_headers'} as const;

/**
 * Base URLs of the locales whose pages a deploy-root build serves, or undefined for a locale built
 * into a subfolder of a full build. (Docusaurus localizes `siteConfig.baseUrl` too, so the locale
 * path at the end of the base URL tells the two apart.)
 */
export function deployedBases(context: Pick<LoadContext, 'baseUrl' | 'i18n'>): string[] | undefined {
  const {baseUrl, i18n} = context;
  const localePath = (locale: string) => i18n.localeConfigs[locale]?.path ?? locale;
  if (i18n.currentLocale === i18n.defaultLocale) {
    return i18n.locales.map((locale) => (locale === i18n.defaultLocale ? baseUrl : `${baseUrl}${localePath(locale)}/`));
  }
  // Full build: /docs/de/ is a subfolder; `docusaurus build --locale de` puts German at /docs/.
  return baseUrl.endsWith(`/${localePath(i18n.currentLocale)}/`) ? undefined : [baseUrl];
}

export default function cdnPlugin(context: LoadContext): Plugin {
  return {
    name: 'cdn',
    async postBuild({outDir, routesPaths}) {
      const bases = deployedBases(context);
      if (!bases) return;
      const sitePaths = routesPaths.filter((route) => route.startsWith(context.baseUrl)).map((route) => `/${route.slice(context.baseUrl.length)}`);
      const rules = serverRedirects(bases, sitePaths);
      fs.writeFileSync(path.join(outDir, CDN_FILES.redirects), redirectsFile(rules));
      fs.writeFileSync(path.join(outDir, CDN_FILES.nginx), nginxMap(rules));
      fs.writeFileSync(path.join(outDir, CDN_FILES.headers), headersFile(bases, context.baseUrl));
    },
  };
}
