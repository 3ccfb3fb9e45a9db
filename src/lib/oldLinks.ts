/** The page an old `#fragment` link now lives on, or the fallback for unknown fragments. */
export function resolveOldFragment(
  hash: string,
  fragments: Readonly<Record<string, string>>,
  fallback: string,
): string {
  let key = hash.replace(/^#/, '');
  try {
    key = decodeURIComponent(key);
  } catch {
    // A malformed escape: use the raw fragment.
  }
  return Object.prototype.hasOwnProperty.call(fragments, key) ? fragments[key] : fallback;
}
