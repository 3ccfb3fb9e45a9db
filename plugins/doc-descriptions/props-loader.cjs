/**
 * Loader for the docs plugins' version data: empties `version.docs` (id → id, title, description,
 * sidebar of every doc of the version). In Docusaurus 3.6.3 only `useDocById` reads it, and only
 * the theme's DocCard calls that — for the description, which theme/DocCard now passes itself (and
 * without the doc id, so the lookup is skipped). Anything that is not version data passes unchanged.
 */
'use strict';

function stripDescriptions(source) {
  let data;
  try {
    data = JSON.parse(source);
  } catch {
    return source;
  }
  const docs = data && data.version && data.version.docs;
  if (!docs || typeof docs !== 'object') return source;
  data.version.docs = {};
  return JSON.stringify(data);
}

module.exports = function propsLoader(source) {
  return stripDescriptions(source);
};
module.exports.stripDescriptions = stripDescriptions;
