import type {Footer} from '@docusaurus/theme-common';

export const footer = {
  style: 'dark',
  logo: {
    alt: '8th Wall',
    src: 'img/logo-dark.svg',
    href: '/',
    width: 132,
    height: 32,
  },
  links: [
    {
      title: 'Documentation',
      items: [
        {label: 'Quickstart', to: '/quickstart/'},
        {label: 'Studio', to: '/studio/'},
        {label: 'API reference', to: '/api/'},
        {label: 'Account and billing', to: '/account/'},
        {label: 'Legacy documentation', to: '/legacy/'},
      ],
    },
    {
      title: 'Learn',
      items: [
        {label: 'Tutorials', href: 'https://www.8thwall.com/tutorials'},
        {label: 'Courses', href: 'https://www.8thwall.com/courses'},
        {label: 'Project Library', href: 'https://www.8thwall.com/projects'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Forum', href: 'https://forum.8thwall.com/'},
        {label: '8th Wall website', href: 'https://www.8thwall.com/'},
      ],
    },
  ],
  copyright: `Copyright © 8th Wall. Documentation built with Docusaurus.`,
} satisfies Footer;
