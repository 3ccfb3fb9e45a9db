/** The spec's cap on the search query (also used by the search engine). */
export const MAX_QUERY_LENGTH = 64;

/** The `q` parameter of a location's search string, capped. */
export function readQuery(search: string): string {
  const value = new URLSearchParams(search).get('q') ?? '';
  return value.slice(0, MAX_QUERY_LENGTH);
}

/** A result URL as a site path when it points to this site (hosted results carry absolute URLs). */
export function sitePath(url: string): string {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.origin === window.location.origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : url;
  } catch {
    return url;
  }
}
