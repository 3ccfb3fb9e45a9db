/** The record shape shared by the index build and the engine: DocSearch's Docusaurus records. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export interface Hierarchy {
  lvl0: string | null;
  lvl1: string | null;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

/** One search record, in the shape of DocSearch's Docusaurus index. */
export interface DocSearchRecord {
  objectID: string;
  /** Page URL, with `#anchor` for heading records. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  /** Text of the section (full at build time; truncated in the serialized index). */
  content: string | null;
  language: string;
  docusaurus_tag: string;
  /** Not part of DocSearch: identifiers from code blocks of this section (indexed, not returned). */
  code?: string[];
  /**
   * Not part of DocSearch: what the page says about itself (front matter `keywords` and
   * `description`), on the page's lvl1 record only (indexed with the titles, not returned).
   */
  about?: string;
}

/** Where the index goes, relative to the locale's outDir (served at <locale baseUrl>search/index.json). */
export const INDEX_FILE = 'search/index.json';
/** The second file of a split index (text index and stored content), next to the first. */
export const REST_FILE = 'search/index-rest.json';
