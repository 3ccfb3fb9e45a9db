import {after, before} from 'node:test';
import path from 'node:path';
import {chromium, type Browser, type BrowserContext, type Page} from 'playwright-core';
import {serveBuild} from './server';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Harness {
  base: string;
  browser: Browser;
  /** A fresh context (own storage) and page; console errors and foreign requests are recorded. */
  newPage(options?: Parameters<Browser['newContext']>[0]): Promise<TrackedPage>;
  close(): Promise<void>;
}

export interface TrackedPage {
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
  requests: string[];
}

/**
 * The site's build directory: ./build, or DOCS_BUILD_DIR (for example a German-only build with the
 * localized layout, <dir>/de/…).
 */
export const siteBuildDir = (): string => path.resolve(process.env.DOCS_BUILD_DIR ?? path.resolve(__dirname, '../../build'));

/** Serves a production build (the site's by default) and starts Debian's chromium. */
export async function startHarness(buildDir = siteBuildDir()): Promise<Harness> {
  const server = await serveBuild(buildDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  return {
    base: server.url,
    browser,
    async newPage(options) {
      const context = await browser.newContext({viewport: {width: 1280, height: 800}, ...options});
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      const requests: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') consoleErrors.push(msg.text());
      });
      page.on('pageerror', (err) => consoleErrors.push(String(err)));
      context.on('request', (req) => requests.push(req.url()));
      return {context, page, consoleErrors, requests};
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** Waits until React has hydrated the page (Docusaurus sets data-has-hydrated). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
}

/** Starts the harness before the file's tests and closes it after them. */
export function useHarness(buildDir?: string): Harness {
  const h = {} as Harness;
  before(async () => {
    Object.assign(h, await startHarness(buildDir));
  });
  after(async () => h.close());
  return h;
}
