import type {Navbar} from '@docusaurus/theme-common';

/** Facts: the Support dropdown's four destinations on 8thwall.com. */
export const supportLinks = [
  {label: 'Project Library', href: 'https://www.8thwall.com/projects'},
  {label: 'Tutorials', href: 'https://www.8thwall.com/tutorials'},
  {label: 'Courses', href: 'https://www.8thwall.com/courses'},
  {label: 'Forum', href: 'https://forum.8thwall.com/'},
] as const;

export const navbar = {
  title: '',
  hideOnScroll: true,
  logo: {
    alt: '8th Wall',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    href: '/',
    width: 132,
    height: 32,
  },
  items: [
    {to: '/quickstart/', label: 'Quickstart', position: 'left', activeBasePath: 'quickstart'},
    {to: '/studio/', label: 'Studio', position: 'left', activeBasePath: 'studio'},
    {to: '/api/', label: 'API', position: 'left', activeBasePath: 'api'},
    {to: '/account/', label: 'Account', position: 'left', activeBasePath: 'account'},
    {
      type: 'dropdown',
      label: 'Support',
      position: 'right',
      items: supportLinks.map((link) => ({...link, target: '_self'})),
    },
    {type: 'docsVersionDropdown', position: 'right', dropdownActiveClassDisabled: true},
    {type: 'localeDropdown', position: 'right'},
    {type: 'search', position: 'right'},
  ],
} satisfies Navbar;
