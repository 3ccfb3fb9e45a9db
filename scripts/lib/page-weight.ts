import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type {Page} from 'playwright-core';

/** One script or stylesheet a page loaded. */
export interface LoadedAsset {
  /** Path below /docs/, e.g. "de/assets/js/main.1234abcd.js". */
  path: string;
  type: 'js' | 'css';
  /** Size of the file gzip-compressed at level 9 (what a compressing host sends). */
  gzip: number;
}

export interface PageWeight {
  js: number;
  css: number;
  assets: LoadedAsset[];
}

const gzipSizes = new Map<string, number>();

/** gzip -9 size of a file of the build (cached). */
export function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file), {level: 9}).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/**
 * Opens a URL of the served build and records every script and stylesheet the page loads until
 * the network is idle (no interaction, no scrolling). Sizes come from the files on disk, gzipped,
 * so the figure is the same on every run and every machine for the same build.
 */
export async function measurePageWeight(page: Page, url: string, buildDir: string): Promise<PageWeight> {
  const seen = new Map<string, 'js' | 'css'>();
  const onRequest = (req: import('playwright-core').Request) => {
    const type = req.resourceType();
    const {pathname} = new URL(req.url());
    if ((type === 'script' || type === 'stylesheet') && pathname.startsWith('/docs/')) {
      seen.set(pathname.slice('/docs/'.length), type === 'script' ? 'js' : 'css');
    }
  };
  page.on('request', onRequest);
  try {
    await page.goto(url, {waitUntil: 'load'});
    await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('request', onRequest);
  }
  const assets = [...seen].map(([rel, type]) => ({path: rel, type, gzip: gzipSize(path.join(buildDir, rel))}));
  assets.sort((a, b) => b.gzip - a.gzip);
  const sum = (type: 'js' | 'css') => assets.filter((a) => a.type === type).reduce((n, a) => n + a.gzip, 0);
  return {js: sum('js'), css: sum('css'), assets};
}

/** Kilobytes (1,000 bytes, as Lighthouse and the issue count them), one decimal. */
export const kb = (bytes: number): string => (bytes / 1000).toFixed(1);
