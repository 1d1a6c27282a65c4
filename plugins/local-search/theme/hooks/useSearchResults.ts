/**
 * The engine's answer to one query, for the search modal and the `/search` page.
 *
 * `useSearchResults(query, options)` reads the index's loading state (`useSearchEngine`) and
 * returns a `SearchView`: `loading` until the first part of the index has loaded, `error` (with
 * `retry`) when it could not be loaded, or when the pages' text could not be loaded and the first
 * part finds nothing, or `ready` with the engine's `results` for `query` and `options` (`limit`,
 * `section`, `preferredTag`; see `engine/types.ts`). The query runs again whenever the loading
 * state changes, so the results grow once the pages' text has loaded (`complete` turns true). It
 * searches React's deferred value of `query` (`useDeferredValue`): while the reader types faster
 * than a phone searches, the keys show at once and only the latest query is searched. A query of
 * no words is `ready` with no results and never loads anything. `loadSearch` starts loading the
 * index (the caller decides when). Raises nothing.
 */
import {useDeferredValue, useMemo} from 'react';

import {engineOf, useSearchEngine} from '../../browser/use-search-engine';
import type {SearchOptions, SearchResults} from '../../engine/types';

export type SearchView =
  | {readonly status: 'loading'}
  | {readonly status: 'error'; readonly retry: () => void}
  | {
      readonly status: 'ready';
      /** The query the results answer: the deferred value, which may lag the reader's keys. */
      readonly query: string;
      readonly results: SearchResults;
      readonly complete: boolean;
    };

const NO_RESULTS: SearchResults = {total: 0, hits: []};

export function useSearchResults(query: string, options: SearchOptions): {view: SearchView; loadSearch: () => void} {
  const {state, loadSearch} = useSearchEngine();
  const {limit, section, preferredTag} = options;
  const searched = useDeferredValue(query);
  const view = useMemo((): SearchView => {
    const engine = engineOf(state);
    if (searched.trim() === '') {
      return {status: 'ready', query: searched, results: NO_RESULTS, complete: engine?.complete ?? false};
    }
    if (state.status === 'error') {
      return {status: 'error', retry: state.retry};
    }
    if (!engine) {
      return {status: 'loading'};
    }
    const results = engine.search(searched, {limit, section, preferredTag});
    if (state.status === 'ready' && state.textFailed && results.total === 0) {
      return {status: 'error', retry: loadSearch};
    }
    return {status: 'ready', query: searched, results, complete: engine.complete};
  }, [state, searched, limit, section, preferredTag, loadSearch]);
  return {view, loadSearch};
}
