/**
 * Doc descriptions registered by the pages that show cards (generated register-<id>.js modules,
 * imported from those pages' content chunks: present before the page renders, on the server and in
 * the browser).
 */
type Descriptions = Record<string, Record<string, string>>;

const registered = new Map<string, Descriptions>();

export function registerDescriptions(pluginId: string, descriptions: Descriptions): void {
  registered.set(pluginId, descriptions);
}

/** The description of the doc at `permalink` (a sidebar link item's `href`). */
export function descriptionOf(pluginId: string, version: string, permalink: string): string | undefined {
  return registered.get(pluginId)?.[version]?.[permalink];
}
