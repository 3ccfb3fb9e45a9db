import {docsInstances} from './docs-instances';
import {env} from './env';

/** The docs instances search covers (contextual search): every indexed section, never legacy. */
export const searchedTags = docsInstances.filter((i) => i.indexed).map((i) => `docs-${i.id}-current`);

/**
 * Search settings handed to the browser through `customFields.search`. With all three Algolia
 * variables set at build time, the hosted index answers; otherwise the local index built by
 * plugins/search-index does, and no request goes to any search host.
 */
export interface SearchSettings {
  mode: 'local' | 'algolia';
  algolia?: {appId: string; apiKey: string; indexName: string};
  /** docusaurus_tag values searched (contextual search facet filters). */
  tags: string[];
}

export function searchSettings(): SearchSettings {
  const {appId, apiKey, indexName} = env.algolia;
  if (appId && apiKey && indexName) return {mode: 'algolia', algolia: {appId, apiKey, indexName}, tags: searchedTags};
  return {mode: 'local', tags: searchedTags};
}

/** Preconnect hint for the hosted search host; none for the local index. */
export function searchHeadTags(settings: SearchSettings = searchSettings()) {
  if (settings.mode !== 'algolia' || !settings.algolia) return [];
  return [
    {
      tagName: 'link',
      attributes: {rel: 'preconnect', href: `https://${settings.algolia.appId}-dsn.algolia.net`, crossorigin: 'anonymous'},
    },
  ];
}
