/**
 * The file format of the offline search index, shared by the build (`plugins/local-search`,
 * which writes it) and the browser (`load.ts`, which reads it).
 *
 * The build writes two files: the index itself, `assets/search/index.<content hash>.json`
 * (cached forever by hosts), and a small manifest at a fixed URL, `search-index.json`, that
 * names the current index file. Rows are arrays instead of objects to keep the file small;
 * the text is the pages' own text, so the file is about 900 KB raw and 275 KB gzipped.
 */

/** Version of the format; the browser refuses a file with another version. */
export const SEARCH_INDEX_VERSION = 2;

/** Name of the build plugin (`plugins/local-search`); its global data switches offline search on. */
export const LOCAL_SEARCH_PLUGIN = 'metaflow-docs-local-search';

/** The plugin's global data. */
export interface LocalSearchGlobalData {
  /** URL path of the index manifest, such as `/search-index.json`. */
  readonly manifestUrl: string;
}

/** Path of the search results page (`/search?q=...`), relative to the site's base URL. */
export const SEARCH_PAGE_PATH = 'search';

/** Path of the manifest, relative to the site's base URL. */
export const SEARCH_MANIFEST_PATH = 'search-index.json';

/**
 * A page: its path, docs tag (`docs-default-current`), language, section path (lvl0), title
 * (lvl1) and description (the front matter's one sentence, "" when the page has none).
 */
export type PageRow = [url: string, tag: string, language: string, lvl0: string, lvl1: string, description: string];

/**
 * A place a result can land on. `parent` is the global index of the enclosing section, or -1
 * for the top of a page (whose `anchor` and `text` are ""). `text` is the heading text.
 * `summarises`, present only when not empty, lists the pages below the section's page in the
 * docs tree that its text links to by their titles (`[GPU compute](./gpu-compute.mdx)`): the
 * section summarises them. Files without it (written before it) read the same.
 */
export type SectionRow = [page: number, parent: number, anchor: string, text: string, summarises?: number[]];

/** A paragraph, list item, table cell or caption: the section it is in, and its text. */
export type ContentRow = [section: number, text: string];

export interface SearchIndexFile {
  readonly version: typeof SEARCH_INDEX_VERSION;
  readonly pages: readonly PageRow[];
  readonly sections: readonly SectionRow[];
  readonly contents: readonly ContentRow[];
}

export interface SearchManifest {
  /** URL path of the current index file, such as `/assets/search/index.0123abcd.json`. */
  readonly index: string;
}
