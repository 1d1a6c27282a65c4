/**
 * What the offline search engine answers, as the search bar, the `/search` page and the tests
 * read it: named objects, built once when the index loads (`engine.ts`).
 */
import type {SearchSection} from './sections';

/** A doc page of the index. */
export interface SearchPage {
  /** Path of the page, such as `/scaling/failures`. */
  readonly url: string;
  /** The page title (its `<h1>`). */
  readonly title: string;
  /**
   * The page's place in the docs tree, from its breadcrumbs: `['Scalable Flows', 'Dealing with
   * Failures']`; the R docs' paths start with `'R Docs'`. The last entry is usually the title.
   */
  readonly path: readonly string[];
  /** The page's front-matter description, or "" when it has none. */
  readonly description: string;
  /** Docusaurus search tag of its docs set, such as `docs-default-current` or `docs-r-current`. */
  readonly tag: string;
  /** The `/search` page's section of the page (`sections.ts`). */
  readonly section: SearchSection;
}

/** A place a result lands on: the top of a page, a heading, or a reference row. */
export interface SearchPlace {
  readonly page: SearchPage;
  /** Element id to scroll to, or "" for the top of the page. */
  readonly anchor: string;
  /** Page path and anchor, such as `/scaling/failures#retrying-tasks-with-retry`. */
  readonly url: string;
  /**
   * The headings from the page down to this place, the place's own last (`['Retrying tasks with
   * @retry']`, `['FlowSpec', 'FlowSpec.next']`); empty for the top of the page.
   */
  readonly headings: readonly string[];
  /** What the place is called: its own heading or row name, or the page title for the top. */
  readonly name: string;
}

/** One result. */
export interface SearchHit {
  readonly place: SearchPlace;
  /**
   * The place's text block (paragraph, list item, table cell) that matches the query best, whole,
   * or `null` when the place matched by its name or headings alone (or the full text has not loaded
   * yet). Cut it for display with `excerpt` of `marks.ts`.
   */
  readonly excerpt: string | null;
  /** The index terms the place matched (lower-case words and stems), for `marks.ts`. */
  readonly terms: ReadonlySet<string>;
}

/** The answer to one query. */
export interface SearchResults {
  /** How many places match, over all of the index (not only `hits`). */
  readonly total: number;
  /**
   * The best `limit` places, best first, each page's first two places before any page's third
   * (so one long page does not fill the list).
   */
  readonly hits: readonly SearchHit[];
}

export interface SearchOptions {
  /** Most hits returned (default 20). */
  readonly limit?: number;
  /** Only pages of this section (the `/search` page's filter); all when absent. */
  readonly section?: SearchSection;
  /**
   * Docs tag prefix of the docs set the reader is in, such as `docs-r-`: its pages rank first
   * (Docusaurus's contextual search).
   */
  readonly preferredTag?: string;
}

export interface SearchEngine {
  /** Searches the index; never throws, and answers a query of no words with no hits. */
  search(query: string, options?: SearchOptions): SearchResults;
  /**
   * False while only the first part of the index (titles, headings, reference names) is loaded;
   * true once the pages' text is searched too. The same engine object changes from false to true.
   */
  readonly complete: boolean;
}
