/**
 * Search configuration: the local index by default (no search host, no preconnect); Algolia with
 * contextual facet filters and a preconnect hint only when all three variables are set.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {root} from '../../scripts/lib/site';

function settingsWith(env: Record<string, string>): {settings: {mode: string; tags: string[]; algolia?: unknown}; headTags: unknown[]} {
  const script = "const s = require('./config/search'); console.log(JSON.stringify({settings: s.searchSettings(), headTags: s.searchHeadTags()}));";
  const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: root,
    env: {...process.env, ALGOLIA_APP_ID: '', ALGOLIA_API_KEY: '', ALGOLIA_INDEX_NAME: '', ...env},
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1)!);
}

test('default build: local index, no search host, no preconnect; legacy is never searched', () => {
  const {settings, headTags} = settingsWith({});
  assert.equal(settings.mode, 'local');
  assert.equal(settings.algolia, undefined);
  assert.deepEqual(headTags, []);
  assert.deepEqual(settings.tags, ['docs-default-current', 'docs-studio-current', 'docs-account-current', 'docs-api-current', 'docs-quickstart-current']);
});

test('all three Algolia variables: hosted index with a preconnect hint; two of three are not enough', () => {
  const {settings, headTags} = settingsWith({ALGOLIA_APP_ID: 'APPID', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: '8thwall-docs-prod'});
  assert.equal(settings.mode, 'algolia');
  assert.deepEqual(settings.algolia, {appId: 'APPID', apiKey: 'key', indexName: '8thwall-docs-prod'});
  assert.deepEqual(headTags, [{tagName: 'link', attributes: {rel: 'preconnect', href: 'https://APPID-dsn.algolia.net', crossorigin: 'anonymous'}}]);
  assert.equal(settingsWith({ALGOLIA_APP_ID: 'APPID', ALGOLIA_API_KEY: 'key'}).settings.mode, 'local');
});

test('the spec client timeouts are the ones the Algolia client gets', async () => {
  const {SEARCH_TIMEOUTS} = await import(path.join(root, 'src/lib/searchTimeouts'));
  assert.deepEqual(SEARCH_TIMEOUTS, {connect: 1000, read: 2000, write: 30000});
});
