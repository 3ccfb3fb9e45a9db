/**
 * A light German stemmer (after J. Savoy's "light" stemmer, as in Lucene's GermanLightStemFilter),
 * extended for the English terms that appear on German pages (plural -s after more consonants,
 * -ies → -y), for -nis/-nisse and for -alien/-ilien (Materialien → material).
 *
 * Input must be folded (see `fold` in text.ts): lower case, umlauts already reduced to a/o/u.
 * The stemmer only removes suffixes, so a stem is always a prefix of its word (with the one
 * exception of -ies → -y). That keeps prefix search over stems correct while the user types.
 * Browser-safe.
 */

/** Letters after which a final -s is an inflection (German genitive, English plural). */
const S_ENDING = new Set(['a', 'b', 'd', 'f', 'g', 'h', 'k', 'l', 'm', 'n', 'o', 'p', 'r', 't', 'w', 'y']);
const ALPHA = /^[a-z]+$/;

export function stem(word: string): string {
  let len = word.length;
  if (len <= 3 || !ALPHA.test(word)) return word;
  let s = word;
  if (len > 4 && s.endsWith('ies')) return s.slice(0, -3) + 'y';
  // Latin plurals in -ien of singulars in -al/-il: "materialien" → material, "fossilien" → fossil.
  if (len > 7 && /[ai]lien$/.test(s)) return s.slice(0, -3);
  len = step1(s, len);
  len = step2(s, len);
  s = s.slice(0, len);
  if (s.endsWith('niss')) s = s.slice(0, -1);
  return s;
}

function step1(s: string, len: number): number {
  const last = s[len - 1];
  const prev = s[len - 2];
  if (len > 5 && prev === 'r' && last === 'n' && s[len - 3] === 'e') return len - 3;
  if (len > 4 && prev === 'e' && (last === 'm' || last === 'n' || last === 'r' || last === 's')) return len - 2;
  if (len > 3 && last === 'e') return len - 1;
  if (len > 3 && last === 's' && S_ENDING.has(prev as string)) return len - 1;
  return len;
}

function step2(s: string, len: number): number {
  const last = s[len - 1];
  const prev = s[len - 2];
  if (len > 5 && s[len - 3] === 'e' && prev === 's' && last === 't') return len - 3;
  if (len > 4 && prev === 'e' && (last === 'r' || last === 'n')) return len - 2;
  if (len > 4 && prev === 's' && last === 't' && S_ENDING.has(s[len - 3] as string)) return len - 2;
  return len;
}

/**
 * English light stemmer (plural and possessive only, like Lucene's EnglishMinimalStemFilter):
 * "pipelines" → pipeline, "entities" → entity, "classes" → class, "boxes" → box. Suffixes only
 * (stems stay prefixes of their words, except -ies → -y). Input folded.
 */
export function stemEnglish(word: string): string {
  const len = word.length;
  if (len <= 3 || !ALPHA.test(word) || word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  if (word.endsWith('ies') && len > 4 && !/[ae]ies$/.test(word)) return word.slice(0, -3) + 'y';
  if (/(?:sh|ch|x|ss|zz)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}
