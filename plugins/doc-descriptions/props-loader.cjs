/**
 * Loader for the docs plugins' version data, which every page of a section loads:
 * - empties `version.docs` (id → id, title, description, sidebar of every doc of the version). In
 *   Docusaurus 3.6.3 only `useDocById` reads it, and only the theme's DocCard calls that — for the
 *   description, which theme/DocCard now passes itself (and without the doc id, so the lookup is
 *   skipped);
 * - leaves out of the sidebars' link items what nothing reads: `docId` (only DocCard would, for that
 *   lookup; our DocCard finds the description by the item's `href`) and `unlisted: false` (the theme
 *   only tests it for true). The legacy sidebar alone has some 270 links.
 * Anything that is not version data passes unchanged.
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
  for (const items of Object.values(data.version.docsSidebars || {})) compactItems(items);
  return JSON.stringify(data);
}

function compactItems(items) {
  if (!Array.isArray(items)) return;
  for (const item of items) {
    if (!item || typeof item !== 'object') continue;
    if (item.type === 'link') {
      delete item.docId;
      if (item.unlisted === false) delete item.unlisted;
    }
    if (item.type === 'category') compactItems(item.items);
  }
}

module.exports = function propsLoader(source) {
  return stripDescriptions(source);
};
module.exports.stripDescriptions = stripDescriptions;
