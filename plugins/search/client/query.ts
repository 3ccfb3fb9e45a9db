/** URL helpers of the search page and the modal (browser). */
import {capQuery} from '../engine/text';

/** The `q` parameter of a location's search string, capped. */
export function readQuery(search: string): string {
  return capQuery(new URLSearchParams(search).get('q') ?? '');
}

/** The search page URL for a query (capped), under the locale's base URL. */
export function searchPageUrl(baseUrl: string, query: string): string {
  const q = capQuery(query);
  return `${baseUrl}search/${q ? `?q=${encodeURIComponent(q)}` : ''}`;
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
