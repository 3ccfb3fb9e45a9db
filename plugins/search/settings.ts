/**
 * Search settings (Node, read at build time by the plugin): with all three Algolia variables set
 * (ALGOLIA_APP_ID, ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME), the hosted index answers; otherwise the
 * local index the plugin builds does, and no request goes to any search host. The plugin hands
 * the settings to the browser as its global data (`usePluginData('search')`).
 */

export interface SearchSettings {
  mode: 'local' | 'algolia';
  algolia?: {appId: string; apiKey: string; indexName: string};
  /** docusaurus_tag values searched (contextual search facet filters; the local index holds only these). */
  tags: string[];
}

/** The settings for the searched tags and the environment (process.env by default). */
export function searchSettings(tags: readonly string[], environment: NodeJS.ProcessEnv = process.env): SearchSettings {
  const [appId, apiKey, indexName] = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'].map((name) => environment[name]?.trim() ?? '');
  if (appId && apiKey && indexName) return {mode: 'algolia', algolia: {appId, apiKey, indexName}, tags: [...tags]};
  return {mode: 'local', tags: [...tags]};
}

/** Preconnect hint for the hosted search host; none for the local index. */
export function searchHeadTags(settings: SearchSettings) {
  if (settings.mode !== 'algolia' || !settings.algolia) return [];
  return [
    {
      tagName: 'link',
      attributes: {rel: 'preconnect', href: `https://${settings.algolia.appId}-dsn.algolia.net`, crossorigin: 'anonymous'},
    },
  ];
}
