/**
 * The search modal's recent searches: the results a reader opened from it, newest first, at most
 * `MAX_RECENT`, kept in the browser's `localStorage` under `RECENT_SEARCHES_KEY` (a JSON array of
 * `RecentSearch`), so they last across pages and visits on this device.
 *
 * `useRecentSearches()` returns the stored list and functions that change the stored list (at
 * once, so a change made as the modal closes is kept) and the one shown: `add(search)` (puts it first; an entry with the same URL moves
 * up instead of repeating), `remove(url)` and `clear()`. Storage that is unavailable, full or
 * holds something else counts as an empty list and is never an error. Browser only (the modal
 * renders only there); raises nothing.
 */
import {useCallback, useState} from 'react';

/** One opened result: its link, its name and the line under it (the page path). */
export interface RecentSearch {
  readonly url: string;
  readonly name: string;
  readonly path: string;
}

export const RECENT_SEARCHES_KEY = 'metaflow-docs:search:recent';
export const MAX_RECENT = 5;

function isRecentSearch(value: unknown): value is RecentSearch {
  const entry = value as Partial<Record<keyof RecentSearch, unknown>> | null;
  return typeof entry === 'object' && entry !== null && ['url', 'name', 'path'].every((key) => typeof entry[key as keyof RecentSearch] === 'string');
}

function read(): RecentSearch[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isRecentSearch).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

function write(searches: readonly RecentSearch[]): void {
  try {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(searches));
  } catch {
    // Private mode or a full storage: the list lasts until the modal closes.
  }
}

export interface RecentSearches {
  readonly searches: readonly RecentSearch[];
  add(search: RecentSearch): void;
  remove(url: string): void;
  clear(): void;
}

export function useRecentSearches(): RecentSearches {
  const [searches, setSearches] = useState(read);
  const change = useCallback((next: (searches: readonly RecentSearch[]) => readonly RecentSearch[]) => {
    // From the stored list, and stored at once: an entry added as the modal closes is kept.
    const changed = next(read()).slice(0, MAX_RECENT);
    write(changed);
    setSearches(changed);
  }, []);
  return {
    searches,
    add: useCallback((search) => change((current) => [search, ...current.filter((entry) => entry.url !== search.url)]), [change]),
    remove: useCallback((url) => change((current) => current.filter((entry) => entry.url !== url)), [change]),
    clear: useCallback(() => change(() => []), [change]),
  };
}
