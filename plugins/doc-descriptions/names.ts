/** Names shared by the plugin and its remark plugin. */
export const PLUGIN_NAME = 'doc-descriptions';

/** The generated module a page with cards imports: `@generated/doc-descriptions/default/register-<id>.js`. */
export const registerModule = (pluginId: string): string => `@generated/${PLUGIN_NAME}/default/register-${pluginId}.js`;
