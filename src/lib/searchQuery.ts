/** The spec's cap on the search query. */
export const MAX_QUERY_LENGTH = 64;

/** The `q` parameter of a location's search string, capped. */
export function readQuery(search: string): string {
  const value = new URLSearchParams(search).get('q') ?? '';
  return value.slice(0, MAX_QUERY_LENGTH);
}
