import type {I18nConfig} from '@docusaurus/types';

export const locales = ['en', 'ja', 'fr', 'de', 'es'] as const;
export type Locale = (typeof locales)[number];

/** Locales whose documentation text is translated (the others fall back to English with a notice). */
export const translatedContentLocales: readonly Locale[] = ['en', 'de'];

export const i18n: I18nConfig = {
  defaultLocale: 'en',
  locales: [...locales],
  path: 'i18n',
  localeConfigs: {
    en: {label: 'English', htmlLang: 'en-US', direction: 'ltr'},
    ja: {label: '日本語', htmlLang: 'ja-JP', direction: 'ltr'},
    fr: {label: 'Français', htmlLang: 'fr-FR', direction: 'ltr'},
    de: {label: 'Deutsch', htmlLang: 'de-DE', direction: 'ltr'},
    es: {label: 'Español', htmlLang: 'es-ES', direction: 'ltr'},
  },
};
