/**
 * The engine's answer to one query, for the search modal and the `/search` page.
 *
 * `useSearchResults(query, options)` reads the index's loading state (`useSearchEngine`) and
 * returns a `SearchView`: `loading` until the first part of the index has loaded, `error` (with
 * `retry`) when it could not be loaded, or `ready` with the engine's `results` for `query` and
 * `options` (`limit`, `section`, `preferredTag`; see `engine/types.ts`). The query runs again
 * whenever the loading state changes, so the results grow once the pages' text has loaded
 * (`complete` turns true). A query of no words is `ready` with no results and never loads
 * anything. `loadSearch` starts loading the index (the caller decides when). Raises nothing.
 */
import {useMemo} from 'react';

import {engineOf, useSearchEngine} from '../../browser/use-search-engine';
import type {SearchOptions, SearchResults} from '../../engine/types';

export type SearchView =
  | {readonly status: 'loading'}
  | {readonly status: 'error'; readonly retry: () => void}
  | {readonly status: 'ready'; readonly results: SearchResults; readonly complete: boolean};

const NO_RESULTS: SearchResults = {total: 0, hits: []};

export function useSearchResults(query: string, options: SearchOptions): {view: SearchView; loadSearch: () => void} {
  const {state, loadSearch} = useSearchEngine();
  const {limit, section, preferredTag} = options;
  const view = useMemo((): SearchView => {
    const engine = engineOf(state);
    if (query.trim() === '') {
      return {status: 'ready', results: NO_RESULTS, complete: engine?.complete ?? false};
    }
    if (state.status === 'error') {
      return {status: 'error', retry: state.retry};
    }
    if (!engine) {
      return {status: 'loading'};
    }
    return {status: 'ready', results: engine.search(query, {limit, section, preferredTag}), complete: engine.complete};
  }, [state, query, limit, section, preferredTag]);
  return {view, loadSearch};
}
