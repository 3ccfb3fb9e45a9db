import type {ThemeConfig} from '@docusaurus/preset-classic';
import type {UserThemeConfig as MermaidThemeConfig} from '@docusaurus/theme-mermaid';
import type {PrismTheme} from 'prism-react-renderer';
import {env} from './env';
import {footer} from './footer';
import {localeBaseUrl, localized} from './localized';
import {navbar} from './navbar';
import {socialCard} from './seo';

/**
 * The purple palette of 8th Wall diagrams (Mermaid theme variables). Edge labels get a dark purple
 * of their own: Mermaid would put them on the secondary colour, where white text has 3.9:1.
 */
export const mermaidPalette = {
  primaryColor: '#7611b6',
  primaryTextColor: '#ffffff',
  primaryBorderColor: '#ad50ff',
  lineColor: '#9919ea',
  secondaryColor: '#ad50ff',
  tertiaryColor: '#2d2e43',
  edgeLabelBackground: '#5c0d8f',
} as const;

const token = (name: string) => `var(--code-token-${name})`;

/**
 * Code colours: one Prism theme whose colours are CSS variables, set per colour mode in
 * src/css/custom.css (every token at least 4.5:1 on the code background, also on a highlighted
 * line). The server-rendered code is then right in both modes, and code blocks need no second
 * render in the browser (plugins/code-highlighting).
 */
export const prismTheme: PrismTheme = {
  plain: {color: token('plain'), backgroundColor: token('background')},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: token('comment'), fontStyle: 'italic'}},
    {types: ['keyword', 'atrule', 'important', 'selector', 'rule'], style: {color: token('keyword')}},
    {types: ['string', 'char', 'template-string', 'attr-value', 'regex', 'url'], style: {color: token('string')}},
    {types: ['function', 'class-name', 'maybe-class-name'], style: {color: token('function')}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'property', 'null', 'nil', 'unit'], style: {color: token('number')}},
    {types: ['tag', 'inserted'], style: {color: token('tag')}},
    {types: ['attr-name', 'builtin', 'variable', 'parameter', 'entity', 'namespace'], style: {color: token('attribute')}},
    {types: ['deleted'], style: {color: token('deleted')}},
    {types: ['punctuation', 'operator'], style: {color: token('punctuation')}},
    {types: ['bold', 'important'], style: {fontWeight: 'bold'}},
    {types: ['italic'], style: {fontStyle: 'italic'}},
  ],
};

export function themeConfig(): ThemeConfig & MermaidThemeConfig {
  const card = socialCard();
  return {
    image: card.image,
    metadata: [
      {name: 'theme-color', content: '#7611b6'},
      {property: 'og:image:width', content: '1200'},
      {property: 'og:image:height', content: '630'},
      {property: 'og:image:alt', content: card.alt},
      {name: 'twitter:image:alt', content: card.alt},
    ],
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
      theme: prismTheme,
      darkTheme: prismTheme,
      additionalLanguages: ['bash', 'json', 'diff'],
    },
    mermaid: {
      theme: {light: 'base', dark: 'dark'},
      options: {themeVariables: {...mermaidPalette}},
    },
  };
}
