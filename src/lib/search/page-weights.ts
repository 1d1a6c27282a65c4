/**
 * Page weights of the offline search engine (`engine.ts`), in the manner of the `page_rank` of a
 * DocSearch crawler configuration: every place of a page below `under` has its score multiplied
 * by `prose` when the query is written in words and by `code` when it names code (see
 * `isCodeQuery` in `engine.ts`). A page below several entries gets the product.
 *
 * Where they come from: the kinds of page of the writing guide (Diátaxis). A question in a
 * reader's words ("retry failed step", "show a chart in a card") asks for the how-to guide
 * that answers it, while the reference page of the decorator or class it names holds the same
 * words in its title and in short rows, and would come first; a query that names code
 * (`config_expr`, `Runner async_run`) often wants that reference. The tutorials teach by
 * building and repeat the guides' words in passing. The factors are the ones that ranked the
 * `relevance` and `questions` of `scripts/bench/search-queries.json` best (BENCHMARKS.md,
 * "Search ranking, second pass"); a reference page still comes first for a question its title
 * or a row answers ("timeout seconds", "batch cpu").
 */
export interface PageWeight {
  /** A path; the entry applies to it and to the pages below it. */
  readonly under: string;
  /** Factor for queries in words. */
  readonly prose: number;
  /** Factor for queries that name code. */
  readonly code: number;
}

export const PAGE_WEIGHTS: readonly PageWeight[] = [
  {under: '/api', prose: 0.5, code: 1},
  // The command-line reference repeats the words of the guides in short option rows ("sends an
  // alert when a run fails"); a question in words wants the guide. A row the query names
  // (`--max-workers`) still comes first: exact names are weighed at least 1 (engine.ts).
  {under: '/api/cli', prose: 0.3, code: 1},
  {under: '/getting-started/tutorials', prose: 0.6, code: 1},
  {under: '/v/r/getting-started/tutorials', prose: 0.6, code: 1},
];
