/** Meta descriptions, robots.txt and the social card (plugins/seo, config/seo.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {root} from '../../scripts/lib/site';
import {createParseFrontMatter, fallbackDescription, pageContext} from '../../plugins/seo/front-matter';
import {htmlFileOf, metaDescription, robotsTxt} from '../../plugins/seo';
import {sitemapIgnorePatterns, socialCard} from '../../config/seo';

const parse = createParseFrontMatter(root);
const defaultParseFrontMatter = async ({fileContent}: {filePath: string; fileContent: string}) => {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(fileContent);
  const frontMatter = Object.fromEntries((match?.[1] ?? '').split('\n').map((line) => line.split(/:\s*/, 2) as [string, string]));
  return {frontMatter: Object.fromEntries(Object.entries(frontMatter).map(([k, v]) => [k, v.replace(/^"|"$/g, '')])), content: match?.[2] ?? fileContent};
};

test('language and section of a docs file come from its path', () => {
  assert.deepEqual(pageContext(path.join(root, 'studio/guides/physics.mdx'), root), {language: 'en', section: 'studio'});
  assert.deepEqual(pageContext(path.join(root, 'i18n/de/docusaurus-plugin-content-docs-api/current/engine/xr8.mdx'), root), {language: 'de', section: 'api'});
  assert.deepEqual(pageContext(path.join(root, 'i18n/de/docusaurus-plugin-content-docs/current/index.mdx'), root), {language: 'de', section: 'docs'});
  assert.equal(pageContext(path.join(root, 'plugins/search/theme/SearchPage/index.tsx'), root), undefined);
});

test('a page being written without a description gets one from its title and section, in its language', async () => {
  const de = await parse({
    filePath: path.join(root, 'i18n/de/docusaurus-plugin-content-docs-legacy/current/api/x.mdx'),
    fileContent: '---\ntitle: "XR8.pause()"\ncontent_status: in-progress\n---\nText',
    defaultParseFrontMatter,
  });
  assert.equal(de.frontMatter.description, fallbackDescription('XR8.pause()', 'de', 'legacy'));
  assert.match(String(de.frontMatter.description), /^XR8\.pause\(\): Seite im Bereich Legacy der Dokumentation von 8th Wall\./);
  const en = await parse({filePath: path.join(root, 'api/x.mdx'), fileContent: '---\ntitle: Pause\ncontent_status: in-progress\n---\n', defaultParseFrontMatter});
  assert.match(String(en.frontMatter.description), /^Pause: a page of the API section/);
});

test('a finished page or one with a description keeps its front matter unchanged', async () => {
  const filePath = path.join(root, 'studio/x.mdx');
  const finished = await parse({filePath, fileContent: '---\ntitle: X\n---\nText', defaultParseFrontMatter});
  assert.equal(finished.frontMatter.description, undefined);
  const described = await parse({filePath, fileContent: '---\ntitle: X\ndescription: Own words.\ncontent_status: in-progress\n---\n', defaultParseFrontMatter});
  assert.equal(described.frontMatter.description, 'Own words.');
});

test('meta descriptions are read from minified and plain HTML; empty ones count as missing', () => {
  assert.equal(metaDescription('<meta data-rh=true name=description content="Ein Satz.">'), 'Ein Satz.');
  assert.equal(metaDescription('<meta name="description" content="One sentence." />'), 'One sentence.');
  assert.equal(metaDescription('<meta name=description content="">'), undefined);
  assert.equal(metaDescription('<meta property=og:description content="x">'), undefined);
  assert.equal(htmlFileOf('/out', '/docs/de/', '/docs/de/account/teams/'), path.join('/out', 'account/teams/index.html'));
  assert.equal(htmlFileOf('/out', '/docs/de/', '/docs/de/404.html'), path.join('/out', '404.html'));
});

test('robots.txt lists the sitemap of every locale; forwarding and search pages stay out of the sitemap', () => {
  const robots = robotsTxt('https://www.8thwall.com', ['/docs/', '/docs/de/']);
  assert.match(robots, /^User-agent: \*$/m);
  assert.match(robots, /^Sitemap: https:\/\/www\.8thwall\.com\/docs\/sitemap\.xml$/m);
  assert.match(robots, /^Sitemap: https:\/\/www\.8thwall\.com\/docs\/de\/sitemap\.xml$/m);
  const patterns = sitemapIgnorePatterns();
  for (const page of ['search', 'web', 'guides/modules']) {
    assert.ok(patterns.includes(`/docs/${page}/`) && patterns.includes(`/docs/*/${page}/`), page);
  }
});

test('the German edition shares a German social card, the others the English one', () => {
  assert.equal(socialCard('de').image, 'img/social/card-de.png');
  assert.equal(socialCard('ja').image, 'img/social/card-en.png');
  assert.match(socialCard('de').alt, /Dokumentation/);
});
