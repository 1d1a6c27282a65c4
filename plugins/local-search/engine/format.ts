/**
 * The file format of the offline search index, shared by the build (`../build/index-file.ts`,
 * which writes it) and the browser (`../browser/load.ts`, which reads it).
 *
 * Two files, so that the first results need only the small one:
 * - `search-index.json` at a fixed URL (revalidated on each load): the pages and the places a
 *   result lands on (page tops, headings, reference rows), and the MiniSearch indexes of their names
 *   (`indexes.ts`), prebuilt: a `SearchTitlesFile`. It names the second file.
 * - `assets/search/text.<content hash>.json` (cached forever by hosts): every text block of the
 *   pages, by place: a `SearchTextFile`.
 * Rows are arrays to keep the files small; the engine decodes them into named objects
 * (`types.ts`) once, when it loads them.
 */

import type {ShippedIndex} from './indexes';

/** Version of the format; the browser refuses a file of another version. */
export const SEARCH_INDEX_VERSION = 3;

/** Name of the plugin (`plugins/local-search`); its global data switches offline search on. */
export const LOCAL_SEARCH_PLUGIN = 'metaflow-docs-local-search';

/** The plugin's global data. */
export interface LocalSearchGlobalData {
  /** URL path of the first index file, such as `/search-index.json`. */
  readonly indexUrl: string;
}

/** Path of the search results page (`/search?q=...`), relative to the site's base URL. */
export const SEARCH_PAGE_PATH = 'search';

/** Path of the first index file, relative to the site's base URL. */
export const SEARCH_INDEX_PATH = 'search-index.json';

/**
 * A page: its path, docs tag (`docs-default-current`), breadcrumb path joined by `PATH_SEPARATOR`
 * (`Scalable Flows › Dealing with Failures`; R pages start with `R Docs`), title (its `<h1>`) and
 * description (the front matter's one sentence, "" when the page has none).
 */
export type PageRow = [url: string, tag: string, path: string, title: string, description: string];

/**
 * A place a result can land on. `parent` is the index of the enclosing place, or -1 for the top of
 * a page (whose `anchor` and `name` are ""). `name` is the heading text or the reference row's name
 * (`FlowSpec.next`, `@batch(cpu)`). `summarises`, present only when not empty, lists the pages below
 * this page in the docs tree that the place's text links to by their titles: it summarises them.
 */
export type PlaceRow = [page: number, parent: number, anchor: string, name: string, summarises?: number[]];

/** A paragraph, list item, table cell, definition or caption: the place it is in, and its text. */
export type TextRow = [place: number, text: string];

/** The separator of a page's breadcrumb path in `PageRow`. */
export const PATH_SEPARATOR = ' › ';

export interface SearchTitlesFile {
  readonly version: typeof SEARCH_INDEX_VERSION;
  /** URL of the text file, relative to this file's URL's origin (`/assets/search/text.0123abcd4567.json`). */
  readonly text: string;
  readonly pages: readonly PageRow[];
  readonly places: readonly PlaceRow[];
  /** The page and place indexes (`indexes.ts`), as MiniSearch's JSON; document ids are row indexes. */
  readonly index: {readonly pages: ShippedIndex; readonly places: ShippedIndex};
}

export interface SearchTextFile {
  readonly version: typeof SEARCH_INDEX_VERSION;
  readonly texts: readonly TextRow[];
}
