import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import {explicitRedirects, studioApiAliases} from '../redirects';

export const clientRedirects = {
  redirects: explicitRedirects.map(({from, to}) => ({from, to})),
  createRedirects: studioApiAliases,
} satisfies ClientRedirectsOptions;
