/**
 * Loader for generated modules of the client build (`.docusaurus/registry.js`,
 * `routesChunkNames.json`, `globalData.json`, `codeTranslations.json`, `docusaurus.config.mjs`,
 * `routes.js`; see route-data.cjs) and for
 * @docusaurus/core's `lib/client/docusaurus.js`, whose text it replaces with client/docusaurus.js.
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const data = require('./route-data.cjs');

/** The replacement of @docusaurus/core/lib/client/docusaurus.js (idle, deduplicated prefetching). */
const CLIENT_DOCUSAURUS = path.join(__dirname, 'client', 'docusaurus.js');
/** Creates a route's component on first use (the route table imports it instead of ComponentCreator). */
const LAZY_COMPONENT_CREATOR = path.join(__dirname, 'client', 'lazy-component-creator.js').split(path.sep).join('/');
/** Matches the module it replaces. */
const CORE_CLIENT_DOCUSAURUS = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/;

module.exports = function routeDataLoader(source) {
  if (CORE_CLIENT_DOCUSAURUS.test(this.resourcePath)) {
    this.addDependency(CLIENT_DOCUSAURUS);
    return fs.readFileSync(CLIENT_DOCUSAURUS, 'utf8');
  }
  const file = path.basename(this.resourcePath);
  if (file === 'registry.js') return data.compactRegistry(source, data.shortNamesBeside(this.resourcePath));
  if (file === 'routesChunkNames.json') return data.compactRoutesChunkNames(source, data.shortNamesBeside(this.resourcePath));
  if (file === 'globalData.json') return data.compactGlobalData(source);
  if (file === 'codeTranslations.json') return data.compactCodeTranslations(source);
  if (file === 'routes.js') return data.lazyRouteComponents(source, LAZY_COMPONENT_CREATOR);
  if (file === 'docusaurus.config.mjs') return data.compactSiteConfig(source);
  return source;
};
module.exports.CORE_CLIENT_DOCUSAURUS = CORE_CLIENT_DOCUSAURUS;
module.exports.CLIENT_DOCUSAURUS = CLIENT_DOCUSAURUS;
module.exports.LAZY_COMPONENT_CREATOR = LAZY_COMPONENT_CREATOR;
