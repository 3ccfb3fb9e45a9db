import {i18n, type Locale} from './i18n';

/**
 * Config strings that Docusaurus does not route through its translation files, keyed by locale.
 * Everything else (navbar, footer, sidebar labels, theme strings) lives in i18n/<locale>/.
 */
const strings = {
  tagline: {
    en: 'Documentation for building web-based augmented reality and 3D experiences',
    ja: 'Web ベースの AR と 3D 体験を作るためのドキュメント',
    fr: 'Documentation pour créer des expériences de réalité augmentée et 3D sur le Web',
    de: 'Dokumentation für webbasierte Augmented-Reality- und 3D-Erlebnisse',
    es: 'Documentación para crear experiencias web de realidad aumentada y 3D',
  },
  announcement: {
    en: 'New: the Studio quickstart takes you from a new account to a published project. <a href="{base}quickstart/">Start the quickstart</a>',
    ja: '新着: Studio クイックスタートで、アカウント作成から公開までを順に説明します。<a href="{base}quickstart/">クイックスタートへ</a>',
    fr: 'Nouveau : le guide de démarrage rapide de Studio vous mène de la création du compte à la publication. <a href="{base}quickstart/">Commencer</a>',
    de: 'Neu: Der Schnellstart führt Sie vom neuen Konto bis zum veröffentlichten Studio-Projekt. <a href="{base}quickstart/">Zum Schnellstart</a>',
    es: 'Novedad: la guía rápida de Studio le lleva de la cuenta nueva al proyecto publicado. <a href="{base}quickstart/">Ir a la guía rápida</a>',
  },
} satisfies Record<string, Record<Locale, string>>;

export type LocalizedKey = keyof typeof strings;

/** The locale being built (Docusaurus sets it before it loads the config). */
export function currentLocale(): Locale {
  const value = process.env.DOCUSAURUS_CURRENT_LOCALE;
  return (i18n.locales as string[]).includes(value ?? '') ? (value as Locale) : 'en';
}

export function localized(key: LocalizedKey, locale: Locale = currentLocale()): string {
  return strings[key][locale];
}

/** The base URL of a locale's build. */
export function localeBaseUrl(locale: Locale = currentLocale()): string {
  return locale === i18n.defaultLocale ? '/docs/' : `/docs/${locale}/`;
}
