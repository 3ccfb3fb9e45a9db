/** Front matter key and value that mark a page whose content is still being written. */
export const STATUS_KEY = 'content_status';
export const IN_PROGRESS = 'in-progress';

export function isInProgress(frontMatter: Record<string, unknown>): boolean {
  return frontMatter[STATUS_KEY] === IN_PROGRESS;
}

/**
 * A doc of a non-default locale falls back to the default locale's text when its source file is
 * not under i18n/ (e.g. `@site/studio/intro.mdx` instead of `@site/i18n/ja/...`).
 */
export function isFallbackSource(source: string, currentLocale: string, defaultLocale: string): boolean {
  return currentLocale !== defaultLocale && !source.startsWith(`@site/i18n/${currentLocale}/`);
}

/**
 * URL of the default-locale (English) page for a permalink of a localized build:
 * `/docs/de/studio/x/` with baseUrl `/docs/de/` → `/docs/studio/x/`.
 */
export function englishOriginalUrl(permalink: string, baseUrl: string, currentLocale: string, trailingSlash = true): string {
  const suffix = `${currentLocale}/`;
  const rootBase = baseUrl.endsWith(`/${suffix}`) ? baseUrl.slice(0, -suffix.length) : baseUrl;
  const url = permalink.startsWith(baseUrl) ? rootBase + permalink.slice(baseUrl.length) : permalink;
  // Doc permalinks carry no trailing slash; the site's links do (trailingSlash: true).
  return trailingSlash && !url.endsWith('/') ? `${url}/` : url;
}

/**
 * Parts of the site (paths below the locale's base URL) about the hosted 8th Wall platform — the
 * Studio editor, its quickstart, the account dashboard and the Studio API of Studio projects — which
 * nobody can use since platform access ended on 28 Feb 2026: their pages carry a notice that they
 * describe how it worked (DocItem/Content). The engine reference (api/engine/) is not among them:
 * the engine stays available on npm.
 */
export const ENDED_PLATFORM_PATHS: readonly string[] = ['studio/', 'quickstart/', 'account/', 'api/studio/'];

/** Whether the page at `permalink` (under `baseUrl`) describes the ended platform. */
export function describesEndedPlatform(permalink: string, baseUrl: string): boolean {
  if (!permalink.startsWith(baseUrl)) return false;
  const path = permalink.slice(baseUrl.length).replace(/\/?$/, '/');
  return ENDED_PLATFORM_PATHS.some((prefix) => path.startsWith(prefix));
}
