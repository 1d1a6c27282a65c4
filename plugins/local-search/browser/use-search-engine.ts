/**
 * The offline search engine in the browser, for the search bar and the `/search` page.
 *
 * `useSearchEngine()` returns the `SearchState` of this page session, and re-renders its component
 * when it changes: `idle` until something asks for the index, `loading` while the first part is on
 * its way, `ready` with the engine (whose `complete` turns true, with a new state object, once the
 * pages' text has loaded too), or `error` when a part could not be loaded (`retry()` tries again;
 * so does the next `loadSearch()`). `loadSearch()` starts loading (at most once at a time;
 * call it when the reader shows the intent to search: pointer over the Search button, focus,
 * touch, the first key of the shortcut). The index's URL is the plugin's global data
 * (`LocalSearchGlobalData`); what is fetched, and in which order, is `load.ts`'s business.
 * Raise nothing: a failure is the `error` state.
 */
import {useCallback, useSyncExternalStore} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';

import {LOCAL_SEARCH_PLUGIN, type LocalSearchGlobalData} from '../engine/format';
import type {SearchEngine} from '../engine/types';
import {searchStore, type SearchState} from './load';

export type {SearchState};

export interface UseSearchEngine {
  readonly state: SearchState;
  /** Starts loading the index unless it is loaded or loading. */
  readonly loadSearch: () => void;
}

const serverState: SearchState = {status: 'idle'};

export function useSearchEngine(): UseSearchEngine {
  const {indexUrl} = usePluginData(LOCAL_SEARCH_PLUGIN) as LocalSearchGlobalData;
  const store = searchStore(indexUrl);
  const state = useSyncExternalStore(store.subscribe, store.getState, () => serverState);
  const loadSearch = useCallback(() => store.load(), [store]);
  return {state, loadSearch};
}

/** The engine of a `ready` state, else `undefined`. */
export function engineOf(state: SearchState): SearchEngine | undefined {
  return state.status === 'ready' ? state.engine : undefined;
}
