/**
 * Checks the production build in build/ (run after `npm run build`): every page of the
 * specification in every locale, redirects written, legacy out of the sitemap, no analytics.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {readRoutes, root} from '../../scripts/lib/site';
import {explicitRedirects} from '../../redirects';
import {locales} from '../../config/i18n';

const build = path.join(root, 'build');
const routes = readRoutes().map((r) => r.route.replace(/^\/docs\/de\//, ''));
const localeDir = (locale: string) => (locale === 'en' ? build : path.join(build, locale));

for (const locale of locales) {
  test(`${locale}: all ${routes.length} pages of the specification are built`, () => {
    const missing = routes.filter((r) => !fs.existsSync(path.join(localeDir(locale), r, 'index.html')));
    assert.deepEqual(missing, []);
  });

  test(`${locale}: no page contains a broken character (U+FFFD or NUL from the server renderer)`, () => {
    const broken = routes.filter((r) => {
      const html = fs.readFileSync(path.join(localeDir(locale), r, 'index.html'), 'utf8');
      return html.includes('\uFFFD') || html.includes('\u0000');
    });
    assert.deepEqual(broken, []);
  });

  test(`${locale}: every redirect and /studio/api/ alias is written and points to its page`, () => {
    for (const {from, to} of explicitRedirects) {
      const file = path.join(localeDir(locale), from, 'index.html');
      assert.ok(fs.existsSync(file), `${locale} ${from}`);
      const html = fs.readFileSync(file, 'utf8');
      const prefix = locale === 'en' ? '/docs' : `/docs/${locale}`;
      // The plugin writes "page#anchor" for "page/#anchor"; the host's slash redirect keeps the anchor.
      assert.ok(html.includes(`${prefix}${to.replace('/#', '#')}`), `${locale} ${from} → ${to}`);
    }
    const alias = path.join(localeDir(locale), 'studio/api/ecs/gltf-model/index.html');
    assert.ok(fs.existsSync(alias), `${locale} /studio/api/ alias`);
  });
}

test('legacy and the search page are not in the sitemaps; the other sections are', () => {
  for (const locale of locales) {
    const sitemap = fs.readFileSync(path.join(localeDir(locale), 'sitemap.xml'), 'utf8');
    assert.ok(!/\/legacy\//.test(sitemap), `${locale}: legacy in sitemap`);
    assert.ok(!/\/search\/</.test(sitemap), `${locale}: search page in sitemap`);
    for (const section of ['studio', 'api', 'account', 'quickstart']) {
      assert.ok(sitemap.includes(`/${section}/`), `${locale}: ${section} missing from sitemap`);
    }
  }
});

test('German pages carry lang="de-DE"; a default build loads no analytics', () => {
  const html = fs.readFileSync(path.join(build, 'de/account/teams/index.html'), 'utf8');
  assert.match(html, /<html[^>]*lang="?de-DE/);
  if (!process.env.DOCS_GTAG_ID && !process.env.DOCS_GTM_ID) {
    assert.ok(!/googletagmanager|gtag\(/.test(html), 'analytics script in a default build');
  }
});

test('every German doc page shows its sidebar with itself marked as the current page', () => {
  const docs = readRoutes().filter((r) => r.kind !== 'page');
  const orphans = docs.filter((r) => {
    const html = fs.readFileSync(path.join(build, r.route.replace(/^\/docs\//, ''), 'index.html'), 'utf8');
    const current = [...html.matchAll(/<a class="?menu__link[^>]*aria-current="?page[^>]*>/g)].map((m) => m[0]);
    return !current.some((a) => a.includes(`href=${r.route}>`) || a.includes(`href="${r.route}"`));
  });
  assert.deepEqual(orphans.map((r) => r.route), []);
});
