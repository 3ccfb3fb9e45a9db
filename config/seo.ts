import {unindexedSitemapPatterns} from './docs-instances';
import {currentLocale} from './localized';

/**
 * Sitemap exclusions: sections marked `indexed: false` (legacy), the search page, and the two
 * forwarding pages of old single-page links (`web/`, `guides/modules/`), in every locale.
 */
export function sitemapIgnorePatterns(): string[] {
  const pages = ['search', 'web', 'guides/modules'];
  return [...unindexedSitemapPatterns(), ...pages.flatMap((page) => [`/docs/${page}/`, `/docs/*/${page}/`])];
}

/**
 * The social card (Open Graph / Twitter image) of the locale being built: German for the German
 * edition, English for the others (whose pages show the English text). 1200 × 630 PNG made by
 * scripts/make-social-cards.ts.
 */
export function socialCard(locale = currentLocale()): {image: string; alt: string} {
  return locale === 'de'
    ? {image: 'img/social/card-de.png', alt: 'Dokumentation von 8th Wall: Studio, APIs, Konto und Schnellstart'}
    : {image: 'img/social/card-en.png', alt: '8th Wall documentation: Studio, APIs, account and quickstart'};
}
