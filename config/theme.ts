import type {ThemeConfig} from '@docusaurus/preset-classic';
import type {UserThemeConfig as MermaidThemeConfig} from '@docusaurus/theme-mermaid';
import {themes as prismThemes} from 'prism-react-renderer';
import {env} from './env';
import {footer} from './footer';
import {localeBaseUrl, localized} from './localized';
import {navbar} from './navbar';

/** The purple palette of 8th Wall diagrams (Mermaid theme variables). */
export const mermaidPalette = {
  primaryColor: '#7611b6',
  primaryTextColor: '#ffffff',
  primaryBorderColor: '#ad50ff',
  lineColor: '#9919ea',
  secondaryColor: '#ad50ff',
  tertiaryColor: '#2d2e43',
} as const;

export function themeConfig(): ThemeConfig & MermaidThemeConfig {
  return {
    metadata: [{name: 'theme-color', content: '#7611b6'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: env.announcementId,
      content: localized('announcement').replace('{base}', localeBaseUrl()),
      backgroundColor: '#7611b6',
      textColor: '#ffffff',
      isCloseable: true,
    },
    navbar,
    footer,
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
      versionPersistence: 'localStorage',
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism: {
      defaultLanguage: 'typescript',
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
      additionalLanguages: ['bash', 'json', 'diff'],
    },
    mermaid: {
      theme: {light: 'base', dark: 'dark'},
      options: {themeVariables: {...mermaidPalette}},
    },
  };
}
