/**
 * Loads the offline search index in the browser, once per page session, in two parts.
 *
 * `searchStore(indexUrl)` returns the one store for that URL: `getState()`, `subscribe(listener)`
 * (returns the unsubscribe function) and `load()`. `load()` fetches, in parallel, the engine's
 * code and the first part of the index (`indexUrl`, `search-index.json`: a fixed URL, revalidated
 * on each load), builds the engine from it (titles, headings, reference names: it answers at
 * once), and then fetches the pages' text, the content-hashed file the first part names (cached
 * forever), and adds it to the same engine, which becomes `complete`. A failure of the first part
 * (network error, HTTP error, a file of another format version) is the `error` state, whose
 * `retry()` loads again; a failure of the text leaves the engine answering from the first part, with
 * `textFailed` set, and the next `load()` fetches the text again. Nothing is fetched before the first `load()`.
 */
import type {LoadingSearchEngine} from '../engine/engine';
import type {SearchEngine} from '../engine/types';
import {SEARCH_INDEX_VERSION, type SearchTextFile, type SearchTitlesFile} from '../engine/format';

export type SearchState =
  | {readonly status: 'idle'}
  | {readonly status: 'loading'}
  | {readonly status: 'ready'; readonly engine: SearchEngine; readonly textFailed?: boolean}
  | {readonly status: 'error'; readonly error: Error; readonly retry: () => void};

export interface SearchStore {
  getState(): SearchState;
  subscribe(listener: () => void): () => void;
  load(): void;
}

async function fetchJson<T extends {version: number}>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}.`);
  }
  const file = (await response.json()) as T;
  if (file.version !== SEARCH_INDEX_VERSION) {
    throw new Error(`${url} has format version ${String(file.version)}, not ${SEARCH_INDEX_VERSION}.`);
  }
  return file;
}

const stores = new Map<string, SearchStore>();

function createStore(indexUrl: string): SearchStore {
  let state: SearchState = {status: 'idle'};
  let busy = false;
  let engine: LoadingSearchEngine | undefined;
  let textUrl = '';
  const listeners = new Set<() => void>();
  const set = (next: SearchState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const run = async () => {
    if (!engine) {
      set({status: 'loading'});
      const [titles, {createSearchEngine}] = await Promise.all([
        fetchJson<SearchTitlesFile>(indexUrl, {cache: 'no-cache'}),
        import(/* webpackPrefetch: true */ '../engine/engine'),
      ]);
      textUrl = new URL(titles.text, new URL(indexUrl, window.location.href)).href;
      engine = createSearchEngine(titles);
      set({status: 'ready', engine});
    }
    const loaded = engine;
    // A text file that does not arrive leaves the first part answering (`textFailed`); the next
    // load() tries again.
    const text = await fetchJson<SearchTextFile>(textUrl).catch(() => undefined);
    if (text) {
      await loaded.addText(text);
      set({status: 'ready', engine: loaded});
    } else {
      set({status: 'ready', engine: loaded, textFailed: true});
    }
  };
  const load = () => {
    if (busy || engine?.complete) {
      return;
    }
    busy = true;
    run()
      .catch((error: unknown) => set({status: 'error', error: error instanceof Error ? error : new Error(String(error)), retry: load}))
      .finally(() => {
        busy = false;
      });
  };
  return {getState: () => state, subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)), load};
}

export function searchStore(indexUrl: string): SearchStore {
  let store = stores.get(indexUrl);
  if (!store) {
    store = createStore(indexUrl);
    stores.set(indexUrl, store);
  }
  return store;
}
