import type {Options as PresetOptions} from '@docusaurus/preset-classic';
import {env} from './env';

/** Analytics only when their ids are given at build time; otherwise nothing is loaded. */
export const analytics: Pick<PresetOptions, 'gtag' | 'googleTagManager'> = {
  ...(env.gtagId ? {gtag: {trackingID: env.gtagId, anonymizeIP: true}} : {}),
  ...(env.gtmId ? {googleTagManager: {containerId: env.gtmId}} : {}),
};
