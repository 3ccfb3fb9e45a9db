/**
 * Text analysis shared by the index build and the query side: tokenising, case and umlaut folding,
 * identifier splitting and stop words. Browser-safe (no Node APIs).
 *
 * Folding rules (index and query alike): lower case; ä→a, ö→o, ü→u, ß→ss; other diacritics are
 * stripped (é→e). The digraph spellings ae/oe/ue are NOT rewritten here, because "neue", "Steuer",
 * "Queue" would be damaged; the query side adds them as alternatives instead (see `digraphVariant`).
 */

/** Matches a token: letters/digits/underscore/$ runs, joined by single dots or hyphens (identifiers, compounds). */
const TOKEN_RE = /[\p{L}\p{N}_$]+(?:[.-][\p{L}\p{N}_$]+)*/gu;
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const SEPARATORS = /[.\-_$]+/;
const ALL_SEPARATORS = new RegExp(SEPARATORS.source, 'g');
/** camelCase / PascalCase / ACRONYMWord boundaries. */
const CAMEL_BOUNDARY = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

export interface Token {
  /** The token as written. */
  text: string;
  /** Offset of its first character in the input. */
  start: number;
  /** Offset after its last character. */
  end: number;
}

/** Splits text into tokens with their offsets. Identifiers like `XR8.addCameraPipelineModule` stay one token. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN_RE)) {
    const start = match.index ?? 0;
    tokens.push({text: match[0], start, end: start + match[0].length});
  }
  return tokens;
}

/** Tokens as plain strings (the shape MiniSearch's `tokenize` option expects). */
export function tokenizeToStrings(text: string): string[] {
  return text.match(TOKEN_RE) ?? [];
}

/** Lower case, umlauts to their base vowel, ß to ss, other diacritics removed. */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  // Fast path: plain ASCII needs no further work.
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(lower)) return lower;
  return lower.replace(/ß/g, 'ss').replace(/ẞ/g, 'ss').normalize('NFD').replace(COMBINING_MARKS, '').normalize('NFC');
}

/**
 * The digraph spelling of umlauts, folded: "ueberblick" → "uberblick", "aenderung" → "anderung".
 * Returns undefined when the word has no ae/oe/ue. Used on the query side only.
 */
export function digraphVariant(folded: string): string | undefined {
  if (!/ae|oe|ue/.test(folded)) return undefined;
  const variant = folded.replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u');
  return variant === folded ? undefined : variant;
}

export interface IdentifierParts {
  /** All atomic parts, folded: `XR8.addCameraPipelineModule` → xr8, add, camera, pipeline, module. */
  atoms: string[];
  /** The dot/hyphen/underscore segments, folded and joined: xr8, addcamerapipelinemodule. */
  segments: string[];
  /** Every atom joined without separators: xr8addcamerapipelinemodule (also "gltfmodel" for gltf-model and GltfModel). */
  joined: string;
}

/**
 * Splits a token on dots, hyphens, underscores and camelCase. A token with a single atom (a plain
 * word) returns atoms of length 1.
 */
export function identifierParts(token: string): IdentifierParts {
  const segmentsRaw = token.split(SEPARATORS).filter(Boolean);
  const atoms: string[] = [];
  const segments: string[] = [];
  for (const segment of segmentsRaw) {
    const pieces = segment.split(CAMEL_BOUNDARY).filter(Boolean).map(fold);
    atoms.push(...pieces);
    segments.push(pieces.join(''));
  }
  return {atoms, segments, joined: atoms.join('')};
}

/** A token's folded, separator-free form ("XR8.run" → "xr8run"): `identifierParts(token).joined` without the split. */
export function joinedForm(token: string): string {
  return fold(token).replace(ALL_SEPARATORS, '');
}

/** True for tokens that are more than a plain word: dotted, hyphenated, snake_case or camelCase. */
export function isCompoundToken(token: string): boolean {
  return SEPARATORS.test(token) || CAMEL_BOUNDARY.test(token);
}

/**
 * Common German and English function words (folded). They are neither indexed nor required in
 * queries; a query made only of stop words still searches them as written.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'aber als am an auch auf aus bei bin bis bist da dadurch daher darum das dass dein deine dem den der des dessen ' +
    'die dies diese dieser dieses doch dort du durch ein eine einem einen einer eines er es euer eure fur hatte ' +
    'hatten hattest hattet hier hinter ich ihr ihre im in ins ist ja jede jedem jeden jeder jedes jener jenes jetzt ' +
    'kann kannst konnen konnt mein meine mit muss musst mussen musst nach nachdem nein nicht nun oder seid ' +
    'beim sein seine sich sie sind soll sollen sollst sollt sonst uber um und uns unser unsere unter vom von vor wann ' +
    'warum was weiter weitere wenn wer werde werden werdet weshalb wie wieder wieso wir wird wirst wo woher wohin ' +
    'zu zum zur ' +
    // Question fillers (as in Lucene's German stop list): "Wie kann man …", "Welche … gibt es".
    'man welche welcher welches welchem welchen gibt geht mal bitte meinem meinen meiner meines ihrem ihren ihrer ' +
    'a an and are as at be by for from has have in into is it its of on or that the their this to was were will with'
  ).split(' '),
);

/** English function words (folded): the stop words of the English pipeline. */
export const STOP_WORDS_EN: ReadonlySet<string> = new Set(
  (
    'a an and are as at be but by can do does for from has have how if in into is it its no not of on or ' +
    'so such than that the their then there these they this to was were what when where which who why will with you your'
  ).split(' '),
);

/**
 * Words of questions that are indexed but never required in a query (folded): question words,
 * pronouns, auxiliary and modal verbs, fillers („Wie lösche ich mein Projekt?“, „Was kostet …“,
 * „Gibt es …“), and the English ones readers type on the German site („how to publish“). A query
 * made only of them still searches them.
 */
export const QUERY_FILLERS: ReadonlySet<string> = new Set(
  (
    'womit wozu wofur woran worauf wodurch worin woraus wieviel wieviele weswegen wohl ' +
    'mich mir dich dir euch ihm ihn ihnen jemand jemandem unserem unseren unserer unseres deinem deinen deiner deines ' +
    'habe hast hat haben war waren wurde wurden worden darf darfst durfen will willst wollen mochte mochten konnte konnten ' +
    'sollte sollten musste brauche lasst lasse tun tue denn eigentlich genau uberhaupt gerne etwas moglich irgendwie ' +
    // Light verbs of questions in the first person („Wie mache ich …“, „Wo finde ich …“) and the
    // frame of comparisons („Unterschied zwischen … und …“).
    'mache macht finde bekomme kriege gehe sehe verwende nutze benutze unterschied unterschiede zwischen ' +
    'how what why where which who can do does did i my me we our you your should could would find use'
  ).split(' '),
);

/**
 * Particles of German separable verbs (folded): „Wie lege ich … an?“ asks for „anlegen“, „Wie kehre
 * ich … zurück?“ for „zurückkehren“. The query side joins a final particle to an earlier verb when the
 * index has the joined verb.
 */
export const SEPARABLE_PARTICLES: ReadonlySet<string> = new Set(
  'ab an auf aus bei ein fest fort her heraus herunter hin hinaus hinzu hoch los mit nach vor weg weiter zu zuruck zusammen'.split(' '),
);

/** English question words, pronouns and auxiliaries (folded): optional in queries of the English pipeline. */
export const QUERY_FILLERS_EN: ReadonlySet<string> = new Set(
  ('i me my mine myself we us our ours could should would may might must need want did am been being get got ever way ' +
    // Light verbs of questions ("Where do I find …", "How to set up …").
    'find see make use using go set up there able possible'
  ).split(' '),
);

/** Removes zero-width characters and collapses whitespace. */
export function cleanText(text: string): string {
  return text.replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '').replace(/\s+/g, ' ').trim();
}

/** Reverses `escapeHtml` (what HighlightedText needs to render hit values as text). */
export function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => UNESCAPES[name] as string);
}

const UNESCAPES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'"};

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

/** The spec's cap on the search query (characters): the search inputs' maxLength and the engine's cap. */
export const MAX_QUERY_LENGTH = 64;

/**
 * Caps a query at `max` UTF-16 code units (the unit of the input's maxLength), never leaving half of a
 * surrogate pair at the end. The one place queries are capped (engine, client, search page URL).
 */
export function capQuery(query: string, max: number = MAX_QUERY_LENGTH): string {
  if (query.length <= max) return query;
  let capped = query.slice(0, max);
  const last = capped.charCodeAt(capped.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) capped = capped.slice(0, -1);
  return capped;
}
