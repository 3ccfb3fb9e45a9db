/**
 * Build-time environment, read once. Every optional service is off unless its variable is set,
 * so a default build makes no request to any host but the site's own. The hosted search variables
 * (ALGOLIA_APP_ID, ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME) are read by plugins/search/settings.ts.
 */
const read = (name: string): string | undefined => {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
};

export const env = {
  /** Canonical origin of the deployed site. */
  siteUrl: read('DOCS_SITE_URL') ?? 'https://www.8thwall.com',
  /** Google Analytics 4 / gtag measurement id, e.g. G-XXXXXXX. */
  gtagId: read('DOCS_GTAG_ID'),
  /** Google Tag Manager container id, e.g. GTM-XXXXXXX. */
  gtmId: read('DOCS_GTM_ID'),
  /** Announcement bar id; change it to show a dismissed announcement again. */
  announcementId: read('DOCS_ANNOUNCEMENT_ID') ?? 'platform-transition-2026-11',
} as const;
