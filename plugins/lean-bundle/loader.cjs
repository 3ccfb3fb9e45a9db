/**
 * Loader for generated modules of the client build (`.docusaurus/registry.js`,
 * `routesChunkNames.json`, `globalData.json`, `docusaurus.config.mjs`); see route-data.cjs.
 */
'use strict';

const path = require('node:path');
const data = require('./route-data.cjs');

module.exports = function routeDataLoader(source) {
  const file = path.basename(this.resourcePath);
  if (file === 'registry.js') return data.compactRegistry(source, data.shortNamesBeside(this.resourcePath));
  if (file === 'routesChunkNames.json') return data.compactRoutesChunkNames(source, data.shortNamesBeside(this.resourcePath));
  if (file === 'globalData.json') return data.compactGlobalData(source);
  if (file === 'docusaurus.config.mjs') return data.compactSiteConfig(source);
  return source;
};
