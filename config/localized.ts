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
    en: 'Platform access ended on February 28, 2026; projects hosted by 8th Wall stay online until February 28, 2027. The engine is available as the npm package @8thwall/engine-binary. <a href="{base}legacy/#the-platform-transition">Dates and details</a>',
    ja: 'プラットフォームへのアクセスは 2026 年 2 月 28 日に終了しました。8th Wall がホストするプロジェクトは 2027 年 2 月 28 日まで公開されます。エンジンは npm パッケージ @8thwall/engine-binary として提供されています。<a href="{base}legacy/#the-platform-transition">日程と詳細</a>',
    fr: 'L\'accès à la plateforme a pris fin le 28 février 2026 ; les projets hébergés par 8th Wall restent en ligne jusqu\'au 28 février 2027. Le moteur est disponible sous forme de paquet npm @8thwall/engine-binary. <a href="{base}legacy/#the-platform-transition">Dates et détails</a>',
    de: 'Der Zugang zur Plattform endete am 28. Februar 2026; von 8th Wall gehostete Projekte bleiben bis zum 28. Februar 2027 online. Die Engine gibt es als npm-Paket @8thwall/engine-binary. <a href="{base}legacy/#the-platform-transition">Termine und Einzelheiten</a>',
    es: 'El acceso a la plataforma terminó el 28 de febrero de 2026; los proyectos alojados por 8th Wall siguen en línea hasta el 28 de febrero de 2027. El motor está disponible como paquete npm @8thwall/engine-binary. <a href="{base}legacy/#the-platform-transition">Fechas y detalles</a>',
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
