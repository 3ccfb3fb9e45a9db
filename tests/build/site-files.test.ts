/**
 * Files for search engines, sharing and a CDN in the full build (run after `npm run build`):
 * server redirects for every old path of every locale, cache headers, robots.txt, meta
 * descriptions and the social card on every page, heading ids, sitemaps.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {readRoutes} from '../../scripts/lib/site';
import {siteBuildDir} from '../lib/browser';
import {explicitRedirects, studioApiAliases} from '../../redirects';
import {locales} from '../../config/i18n';
import {CACHE_IMMUTABLE} from '../../plugins/cdn/rules';
import {metaDescription} from '../../plugins/seo';

const build = siteBuildDir();
const baseOf = (locale: string) => (locale === 'en' ? '/docs/' : `/docs/${locale}/`);
const dirOf = (locale: string) => (locale === 'en' ? build : path.join(build, locale));
const read = (file: string) => fs.readFileSync(path.join(build, file), 'utf8');
const routes = readRoutes().map((r) => r.route.replace(/^\/docs\/de\//, '/'));

test('_redirects and the nginx map hold every redirect and /studio/api/ alias of every locale', () => {
  const redirects = new Set(read('_redirects').split('\n').filter((line) => line && !line.startsWith('#')));
  const nginx = read('nginx-redirects.conf');
  const aliases = routes.flatMap((to) => (studioApiAliases(to) ?? []).map((from) => ({from, to})));
  assert.ok(aliases.length > 0, 'the spec has /api/studio/ pages');
  const missing: string[] = [];
  for (const locale of locales) {
    const prefix = baseOf(locale).slice(0, -1);
    for (const {from, to} of [...explicitRedirects, ...aliases]) {
      if (!redirects.has(`${prefix}${from} ${prefix}${to} 301`)) missing.push(`_redirects ${locale} ${from}`);
      if (!nginx.includes(`"${prefix}${from}" "${prefix}${to}";`)) missing.push(`nginx ${locale} ${from}`);
    }
  }
  assert.deepEqual(missing, []);
  assert.ok([...redirects].some((line) => /\/#[\w-]+ 301$/.test(line)), 'an #anchor target keeps its trailing slash');
});

test('_headers: hashed assets of every locale are immutable; robots.txt lists every sitemap', () => {
  const headers = read('_headers');
  for (const locale of locales) {
    assert.ok(headers.includes(`${baseOf(locale)}assets/*\n  ! Cache-Control\n  Cache-Control: ${CACHE_IMMUTABLE}`), locale);
    assert.ok(read('robots.txt').includes(`/docs/${locale === 'en' ? '' : `${locale}/`}sitemap.xml`), `robots.txt: ${locale}`);
  }
});

test('every page of the specification has a plain-text meta description and the social card, in German and English', () => {
  const problems: string[] = [];
  for (const locale of ['de', 'en']) {
    for (const route of routes) {
      const html = fs.readFileSync(path.join(dirOf(locale), route, 'index.html'), 'utf8');
      const description = metaDescription(html);
      if (!description) problems.push(`${locale} ${route}: no description`);
      // A description is plain text (search snippet, link previews): Markdown marks would show as written.
      else if (/[`*]|\]\(/.test(description)) problems.push(`${locale} ${route}: Markdown in the description: ${description}`);
      const image = /property="?og:image"? content="?([^"\s>]+)/.exec(html)?.[1];
      const file = image && path.join(build, new URL(image).pathname.replace(/^\/docs\//, ''));
      if (!file || !fs.existsSync(file)) problems.push(`${locale} ${route}: og:image ${image} missing`);
    }
  }
  assert.deepEqual(problems.slice(0, 20), []);
  const german = fs.readFileSync(path.join(dirOf('de'), 'index.html'), 'utf8');
  assert.match(german, /og:image"? content="?[^"\s>]*card-de\.png/);
});

test('no heading id starts with a digit', () => {
  const bad: string[] = [];
  for (const locale of ['de', 'en']) {
    for (const route of routes) {
      const html = fs.readFileSync(path.join(dirOf(locale), route, 'index.html'), 'utf8');
      for (const match of html.matchAll(/<h[2-6][^>]*\bid="?(\d[^"\s>]*)/g)) bad.push(`${locale} ${route}#${match[1]}`);
    }
  }
  assert.deepEqual(bad, []);
});

test('the forwarding pages are out of the sitemaps and not indexed', () => {
  for (const locale of locales) {
    const sitemap = fs.readFileSync(path.join(dirOf(locale), 'sitemap.xml'), 'utf8');
    // The forwarding pages sit directly under the locale root (studio/guides/modules/ is a real page).
    const forwarding = /<loc>[^<]*\/docs\/(?:[a-z]{2}\/)?(?:web|guides\/modules)\/<\/loc>/;
    assert.ok(!forwarding.test(sitemap), `${locale}: forwarding page in sitemap`);
  }
  assert.match(fs.readFileSync(path.join(dirOf('de'), 'web/index.html'), 'utf8'), /<meta[^>]*name="?robots"?[^>]*noindex/);
});
