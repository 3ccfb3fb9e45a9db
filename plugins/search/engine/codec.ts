/**
 * Compact, gzip-friendly encoding of a MiniSearch index (its `toJSON()` object), about half the
 * size of `JSON.stringify(miniSearch)` after gzip. `decodeMiniSearch` restores the exact object
 * `MiniSearch.loadJS` expects. Browser-safe.
 *
 * Assumes documents were added once, in order, with ids 0..n-1 (so short ids equal ids), no
 * stored fields and at most 10 fields — which is how engine.ts builds its index. Average field
 * lengths are rounded to 3 decimals.
 *
 * - `fieldLength`: all documents' field lengths, flattened (document-major).
 * - `terms`: the index terms, sorted, front-coded: each entry is the length of the prefix shared
 *   with the previous term (one char, "0"-based: String.fromCharCode(48 + n)) followed by the rest;
 *   entries are separated by spaces (terms never contain spaces).
 * - `postings`: per term, space-separated; per field "<fieldId>" + comma-separated document ids as
 *   base-36 deltas, each optionally followed by "*<term frequency>" when it is not 1; fields are
 *   separated by ";".
 */
import MiniSearch, {type AsPlainObject, type Options} from 'minisearch';

export interface CompactMiniSearch {
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  fieldLength: number[];
  terms: string;
  postings: string;
}

const MAX_SHARED = 200;

export function encodeMiniSearch(js: AsPlainObject): CompactMiniSearch {
  const fieldCount = Object.keys(js.fieldIds).length;
  if (fieldCount > 10) throw new Error('encodeMiniSearch: at most 10 fields (field ids are one digit)');
  const n = js.documentCount;
  const ids = Object.keys(js.documentIds).map(Number);
  ids.forEach((shortId) => {
    if (js.documentIds[shortId] !== shortId) throw new Error('encodeMiniSearch: document ids must equal short ids');
  });
  if (js.dirtCount) throw new Error('encodeMiniSearch: index has discarded documents');
  const fieldLength: number[] = new Array(n * fieldCount).fill(0);
  for (const [shortId, lengths] of Object.entries(js.fieldLength)) {
    lengths.forEach((len, f) => (fieldLength[Number(shortId) * fieldCount + f] = len ?? 0));
  }
  const entries = [...js.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const terms: string[] = [];
  const postings: string[] = [];
  let previous = '';
  for (const [term, fields] of entries) {
    let shared = 0;
    const max = Math.min(previous.length, term.length, MAX_SHARED);
    while (shared < max && previous.charCodeAt(shared) === term.charCodeAt(shared)) shared++;
    terms.push(String.fromCharCode(48 + shared) + term.slice(shared));
    previous = term;
    const parts: string[] = [];
    for (const [fieldId, docs] of Object.entries(fields)) {
      const sorted = Object.entries(docs as Record<string, number>)
        .map(([id, tf]) => [Number(id), tf] as const)
        .sort((a, b) => a[0] - b[0]);
      let last = 0;
      const list = sorted.map(([id, tf]) => {
        const item = (id - last).toString(36) + (tf === 1 ? '' : `*${tf}`);
        last = id;
        return item;
      });
      parts.push(fieldId + list.join(','));
    }
    postings.push(parts.join(';'));
  }
  return {
    documentCount: n,
    fieldIds: js.fieldIds,
    averageFieldLength: js.averageFieldLength.map((v) => Math.round(v * 1000) / 1000),
    fieldLength,
    terms: terms.join(' '),
    postings: postings.join(' '),
  };
}

export function decodeMiniSearch(compact: CompactMiniSearch): AsPlainObject {
  const fieldCount = Object.keys(compact.fieldIds).length;
  const n = compact.documentCount;
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  for (let id = 0; id < n; id++) {
    documentIds[id] = id;
    fieldLength[id] = compact.fieldLength.slice(id * fieldCount, (id + 1) * fieldCount);
  }
  const termList = compact.terms ? compact.terms.split(' ') : [];
  const postingList = compact.postings ? compact.postings.split(' ') : [];
  if (termList.length !== postingList.length) throw new Error('Search index is corrupt (terms and postings differ).');
  const index: AsPlainObject['index'] = [];
  let previous = '';
  for (let t = 0; t < termList.length; t++) {
    const entry = termList[t] as string;
    const term = previous.slice(0, entry.charCodeAt(0) - 48) + entry.slice(1);
    previous = term;
    const fields: Record<string, Record<string, number>> = {};
    for (const part of (postingList[t] as string).split(';')) {
      const docs: Record<string, number> = {};
      let id = 0;
      for (const item of part.slice(1).split(',')) {
        const star = item.indexOf('*');
        id += parseInt(star === -1 ? item : item.slice(0, star), 36);
        docs[id] = star === -1 ? 1 : Number(item.slice(star + 1));
      }
      fields[part[0] as string] = docs;
    }
    index.push([term, fields]);
  }
  return {
    documentCount: n,
    nextId: n,
    documentIds,
    fieldIds: compact.fieldIds,
    fieldLength,
    averageFieldLength: compact.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index,
    serializationVersion: 2,
  };
}

/** MiniSearch 7.2 internals that `restoreMiniSearch` fills (the same ones `loadJS` fills). */
interface MiniSearchState {
  _documentIds: Map<number, unknown>;
  _idToShortId: Map<unknown, number>;
  _fieldLength: Map<number, number[]>;
  _index: {set(term: string, data: Map<number, Map<number, number>>): void};
}

/**
 * Restores a MiniSearch instance straight from the compact form — the result of
 * `MiniSearch.loadJS(decodeMiniSearch(compact), options)` without building the intermediate
 * objects (about three times faster). `loadJS` sets up the instance; the postings go into its radix
 * tree directly.
 */
export function restoreMiniSearch<T>(compact: CompactMiniSearch, options: Options<T>): MiniSearch<T> {
  const n = compact.documentCount;
  const fieldCount = Object.keys(compact.fieldIds).length;
  const ms = MiniSearch.loadJS<T>(
    {
      documentCount: n,
      nextId: n,
      documentIds: {},
      fieldIds: compact.fieldIds,
      fieldLength: {},
      averageFieldLength: compact.averageFieldLength,
      storedFields: {},
      dirtCount: 0,
      index: [],
      serializationVersion: 2,
    },
    options,
  );
  const state = ms as unknown as MiniSearchState;
  for (let id = 0; id < n; id++) {
    state._documentIds.set(id, id);
    state._idToShortId.set(id, id);
    state._fieldLength.set(id, compact.fieldLength.slice(id * fieldCount, (id + 1) * fieldCount));
  }
  const termList = compact.terms ? compact.terms.split(' ') : [];
  const postingList = compact.postings ? compact.postings.split(' ') : [];
  if (termList.length !== postingList.length) throw new Error('Search index is corrupt (terms and postings differ).');
  let previous = '';
  for (let t = 0; t < termList.length; t++) {
    const entry = termList[t] as string;
    const term = previous.slice(0, entry.charCodeAt(0) - 48) + entry.slice(1);
    previous = term;
    const fields = new Map<number, Map<number, number>>();
    for (const part of (postingList[t] as string).split(';')) {
      const docs = new Map<number, number>();
      let id = 0;
      for (const item of part.slice(1).split(',')) {
        const star = item.indexOf('*');
        id += parseInt(star === -1 ? item : item.slice(0, star), 36);
        docs.set(id, star === -1 ? 1 : Number(item.slice(star + 1)));
      }
      fields.set(part.charCodeAt(0) - 48, docs);
    }
    state._index.set(term, fields);
  }
  return ms;
}
