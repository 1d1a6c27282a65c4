/**
 * Loads the offline search index in the browser, once per page session.
 *
 * `loadSearchEngine(manifestUrl)` fetches the manifest (`search-index.json`, revalidated on each
 * load since its URL is fixed), then the content-hashed index file it names (cacheable forever),
 * and resolves to the engine built from it (`engine.ts`, itself loaded then). Later calls share the same promise.
 * A failure (network error, HTTP error, a file of another format version) rejects with the
 * reason and is forgotten, so the next call tries again: a reader who was offline gets results
 * once the files are reachable. Nothing is fetched before the first call.
 */
import type {SearchEngine} from './engine';
import {SEARCH_INDEX_VERSION, type SearchIndexFile, type SearchManifest} from './format';

let pending: Promise<SearchEngine> | undefined;

async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}.`);
  }
  return (await response.json()) as T;
}

async function fetchEngine(manifestUrl: string): Promise<SearchEngine> {
  const manifest = await fetchJson<SearchManifest>(manifestUrl, {cache: 'no-cache'});
  const file = await fetchJson<SearchIndexFile>(new URL(manifest.index, new URL(manifestUrl, window.location.href)).href);
  if (file.version !== SEARCH_INDEX_VERSION) {
    throw new Error(`The search index has format version ${String(file.version)}, not ${SEARCH_INDEX_VERSION}.`);
  }
  const {createSearchEngine} = await import('./engine');
  return createSearchEngine(file);
}

export function loadSearchEngine(manifestUrl: string): Promise<SearchEngine> {
  pending ??= fetchEngine(manifestUrl).catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
