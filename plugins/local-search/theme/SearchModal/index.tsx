/**
 * The search modal of the offline search (loaded as a chunk of its own when the reader first
 * shows the intent to search; `@theme/SearchBar` opens it).
 *
 * A dialog (Radix Dialog: focus kept inside, Esc and a click outside close it, the page behind
 * it hidden from assistive technology) holding a combobox (cmdk): the search box "Search docs"
 * and a listbox whose options are the results, each a real link (`<a href>` to the place's page
 * and anchor) that is the option itself. The arrow keys move the active option
 * (`aria-activedescendant`; the box keeps the focus), Enter opens it; a click opens it in the
 * page (client-side navigation), a middle or modified click in a new tab, leaving the modal open.
 *
 * What it shows, by the query and the index's state (`useSearchResults`):
 * - no query: the recent searches (`recent-searches.ts`) as options, with "Clear" for all of
 *   them and Delete for the active one (or the × beside it, by pointer);
 * - the index not loaded yet, or no result before the pages' text has loaded: a loading message,
 *   never "No results for";
 * - the index failed to load, or the pages' text failed and the rest finds nothing: "Unable to
 *   fetch results"; the next change of the query tries again;
 * - results: grouped under their page's path ("Scalable Flows › Dealing with Failures"), each with
 *   its name, its page's title (for a heading or row) and an excerpt, the query's words marked; then "See all N
 *   results", a link to `/search?q=`, where N is the number of places matching the query;
 * - no results for the query in the box (not for one it lags behind while the reader types):
 *   `No results for "<query>"`, "Try searching for" with the pages of the last query
 *   that had results (or recent searches), and "Let us know." (a new issue, `useMissingResultsUrl`).
 * The docs set the reader is in ranks first (`usePreferredTag`).
 *
 * Props: `onClose()`, called when the modal asks to close (Esc, a click outside, Cancel, a result
 * opened in the page), and `returnFocus`, the element focused once it has closed (the navbar's
 * Search button). Keys typed before the search box existed (`typedAhead.ts`) are its first text.
 * Raises nothing: a failed index is the error screen.
 */
import React, {useCallback, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject} from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import {Command} from 'cmdk';
import Link from '@docusaurus/Link';

import {useMissingResultsUrl} from '../../browser/useMissingResultsUrl';
import {PATH_SEPARATOR, SEARCH_PAGE_PATH} from '../../engine/format';
import {excerpt, marks} from '../../engine/marks';
import type {SearchHit, SearchResults} from '../../engine/types';
import {usePreferredTag} from '../hooks/usePreferredTag';
import SearchMarkedText from '../SearchMarkedText';
import SearchIcon from '../SearchIcon';
import {useSearchResults} from '../hooks/useSearchResults';
import {stopTypingAhead} from '../SearchBar/typedAhead';
import {useRecentSearches, type RecentSearch} from './recent-searches';
import styles from './styles.module.css';

/** Most results the modal lists; "See all" leads to the rest. */
const MODAL_LIMIT = 20;
/** Words of a result's excerpt. */
const EXCERPT_WORDS = 14;
/** Searches offered under "Try searching for". */
const SUGGESTIONS = 3;

export interface SearchModalProps {
  readonly onClose: () => void;
  readonly returnFocus: RefObject<HTMLElement | null>;
}

/** A result and its option's value: its URL, numbered from the second place with the same URL on. */
interface Entry {
  readonly value: string;
  readonly hit: SearchHit;
}

interface Group {
  readonly title: string;
  readonly entries: Entry[];
}

/** The hits under their page's path, in the order each path first appears. */
function groupsOf(results: SearchResults): Group[] {
  const groups = new Map<string, Entry[]>();
  const seen = new Map<string, number>();
  for (const hit of results.hits) {
    const title = hit.place.page.path.join(PATH_SEPARATOR);
    const count = (seen.get(hit.place.url) ?? 0) + 1;
    seen.set(hit.place.url, count);
    groups.set(title, [...(groups.get(title) ?? []), {value: count === 1 ? hit.place.url : `${hit.place.url} ${count}`, hit}]);
  }
  return [...groups].map(([title, entries]) => ({title, entries}));
}

/** The line under a heading's or row's name: its page's title (its group shows the page's path). */
function pageTitleOf(hit: SearchHit): string {
  return hit.place.headings.length === 0 || hit.place.name === hit.place.page.title ? '' : hit.place.page.title;
}

/** True for a click the browser should handle itself (a new tab or window, a download). */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}


/**
 * One option (`value`, unique in the list): a link to `url` that is the listbox's option. A plain
 * click (or Enter, which clicks the active option) calls `onOpen` and navigates in the page;
 * other clicks are the browser's.
 */
function Option({value, url, onOpen, children}: {value: string; url: string; onOpen: () => void; children: ReactNode}): ReactNode {
  return (
    <Command.Item value={value} asChild>
      <Link
        to={url}
        className={styles.hit}
        tabIndex={-1}
        onClick={(event: MouseEvent) => {
          if (!isModifiedClick(event)) {
            onOpen();
          }
        }}>
        {children}
      </Link>
    </Command.Item>
  );
}

function Footer(): ReactNode {
  const key = (symbol: string, name: string) => (
    <kbd className={styles.key}>
      <span aria-hidden="true">{symbol}</span>
      <span className={styles.visuallyHidden}>{name}</span>
    </kbd>
  );
  return (
    <footer className={styles.footer}>
      <ul className={styles.commands}>
        <li>
          {key('↵', 'Enter')}
          <span>to select</span>
        </li>
        <li>
          {key('↓', 'Arrow down')}
          {key('↑', 'Arrow up')}
          <span>to navigate</span>
        </li>
        <li>
          {key('Esc', 'Escape')}
          <span>to close</span>
        </li>
      </ul>
    </footer>
  );
}

export default function SearchModal({onClose, returnFocus}: SearchModalProps): ReactNode {
  const [query, setQuery] = useState('');
  const preferredTag = usePreferredTag();
  const {view, loadSearch} = useSearchResults(query, {limit: MODAL_LIMIT, preferredTag});
  const recent = useRecentSearches();
  const missingResultsUrl = useMissingResultsUrl();
  const listRef = useRef<HTMLDivElement>(null);

  const results = view.status === 'ready' && query.trim() !== '' ? view.results : undefined;
  const groups = useMemo(() => (results ? groupsOf(results) : []), [results]);
  // The pages of the last query that had results, offered when a query has none.
  const [lastPages, setLastPages] = useState<{results: SearchResults; titles: string[]}>();
  if (results && results.hits.length > 0 && lastPages?.results !== results) {
    setLastPages({results, titles: [...new Set(results.hits.map((hit) => hit.place.page.title))].slice(0, SUGGESTIONS)});
  }
  const showRecent = query.trim() === '' && recent.searches.length > 0;
  const options = useMemo(
    () => (showRecent ? recent.searches.map((search) => search.url) : groups.flatMap((group) => group.entries.map((entry) => entry.value))),
    [showRecent, recent.searches, groups],
  );
  // The active option: the reader's choice for this query while it is listed (the results grow
  // once the pages' text has loaded), else the first.
  const [choice, setChoice] = useState<{query: string; value: string}>();
  const active = choice && choice.query === query && options.includes(choice.value) ? choice.value : (options[0] ?? '');

  const changeQuery = useCallback(
    (next: string) => {
      setQuery(next);
      // A change is a new try: load the index if it failed or has not loaded (at most once at a time).
      loadSearch();
    },
    [loadSearch],
  );

  // The search box appears focused, and takes the keys typed before it existed, in one task.
  const input = useRef<HTMLInputElement | null>(null);
  const inputRef = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      if (element) {
        element.focus();
        const typed = stopTypingAhead();
        if (typed !== '') {
          changeQuery(typed);
        }
      }
    },
    [changeQuery],
  );

  const open = (search: RecentSearch) => {
    recent.add(search);
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Enter clicks the active option's link, so it opens as a click does (cmdk's own Enter only selects).
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      listRef.current?.querySelector<HTMLElement>('[cmdk-item][aria-selected="true"]')?.click();
    } else if (event.key === 'Delete' && showRecent && active !== '') {
      event.preventDefault();
      recent.remove(active);
    }
  };

  let screen: ReactNode;
  if (query.trim() === '') {
    screen = showRecent ? (
      <div className={styles.sourceHeader}>
        <span className={styles.source}>
          Recent searches
        </span>
        <button type="button" className={styles.textButton} aria-label="Clear recent searches" onClick={recent.clear}>
          Clear
        </button>
      </div>
    ) : (
      <p className={styles.message}>No recent searches</p>
    );
  } else if (view.status === 'error') {
    screen = (
      <div className={styles.screen} role="alert">
        <p className={styles.title}>Unable to fetch results</p>
        <p className={styles.help}>You might want to check your network connection.</p>
      </div>
    );
  } else if (view.status === 'loading' || (results && results.hits.length === 0 && !view.complete)) {
    screen = (
      <p className={styles.message} role="status">
        Loading the search index…
      </p>
    );
  } else if (results && results.hits.length === 0 && view.status === 'ready' && view.query === query) {
    const suggestions = lastPages ? lastPages.titles : recent.searches.slice(0, SUGGESTIONS).map((search) => search.name);
    screen = (
      <div className={styles.screen}>
        <p className={styles.title}>No results for &quot;{query}&quot;</p>
        {suggestions.length > 0 && (
          <>
            <p className={styles.help}>Try searching for</p>
            <ul className={styles.suggestions}>
              {suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <button type="button" className={styles.textButton} onClick={() => changeQuery(suggestion)}>
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
        <p className={styles.help}>
          Believe this query should return results?{' '}
          <a href={missingResultsUrl({query})} target="_blank" rel="noopener noreferrer">
            Let us know.
          </a>
        </p>
      </div>
    );
  }

  return (
    <Dialog.Root open onOpenChange={(isOpen) => isOpen || onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.container}>
          <Dialog.Content
            className={styles.modal}
            aria-describedby={undefined}
            onOpenAutoFocus={(event) => event.preventDefault()}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              returnFocus.current?.focus({preventScroll: true});
            }}>
            <Dialog.Title className={styles.visuallyHidden}>Search the docs</Dialog.Title>
            <Command
              label="Search docs"
              className={styles.command}
              shouldFilter={false}
              vimBindings={false}
              value={active}
              onValueChange={(value) => setChoice({query, value})}
              onKeyDown={onKeyDown}>
              <div className={styles.searchBar}>
                <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
                  <SearchIcon className={styles.searchIcon} strokeWidth={1.6} />
                  <Command.Input
                    ref={inputRef}
                    className={styles.input}
                    value={query}
                    onValueChange={changeQuery}
                    placeholder="Search docs"
                    enterKeyHint="go"
                    // Home and End move the caret in the box, as in any text field (not to the first or last result).
                    onKeyDown={(event) => (event.key === 'Home' || event.key === 'End') && event.stopPropagation()}
                  />
                  {query !== '' && (
                    <button
                      type="button"
                      className={styles.reset}
                      aria-label="Clear the query"
                      onClick={() => {
                        changeQuery('');
                        input.current?.focus();
                      }}>
                      <span aria-hidden="true">×</span>
                    </button>
                  )}
                </form>
                <Dialog.Close className={styles.cancel}>Cancel</Dialog.Close>
              </div>
              <div className={styles.dropdown}>
                {screen}
                <Command.List
                  ref={listRef}
                  label={showRecent ? 'Recent searches' : 'Search results'}
                  className={styles.list}
                  // The results may still change: the pages' text is on its way, or the search lags the keys.
                  aria-busy={results && view.status === 'ready' && (!view.complete || view.query !== query) ? true : undefined}
                  hidden={options.length === 0}>
                  {showRecent
                    ? recent.searches.map((search) => (
                        <Option key={search.url} value={search.url} url={search.url} onOpen={() => open(search)}>
                          <span className={styles.hitContent}>
                            <span className={styles.hitTitle}>{search.name}</span>
                            {search.path !== '' && <span className={styles.hitPath}>{search.path}</span>}
                          </span>
                          <span
                            className={styles.remove}
                            aria-hidden="true"
                            title="Remove from recent searches (Delete)"
                            onClick={(event) => {
                              event.preventDefault();
                              event.stopPropagation();
                              recent.remove(search.url);
                            }}>
                            ×
                          </span>
                        </Option>
                      ))
                    : groups.map((group) => (
                        <Command.Group key={group.title} heading={group.title} className={styles.group}>
                          {group.entries.map(({value, hit}) => {
                            const path = pageTitleOf(hit);
                            const text = hit.excerpt ?? (hit.place.headings.length === 0 ? hit.place.page.description : '');
                            return (
                              <Option
                                key={value}
                                value={value}
                                url={hit.place.url}
                                onOpen={() => open({url: hit.place.url, name: hit.place.name, path: path || group.title})}>
                                <span className={styles.hitContent}>
                                  <span className={styles.hitTitle}>
                                    <SearchMarkedText segments={marks(hit.place.name, hit.terms)} />
                                  </span>
                                  {path !== '' && <span className={styles.hitPath}>{path}</span>}
                                  {text !== '' && (
                                    <span className={styles.hitText}>
                                      <SearchMarkedText segments={excerpt(text, hit.terms, EXCERPT_WORDS)} />
                                    </span>
                                  )}
                                </span>
                              </Option>
                            );
                          })}
                        </Command.Group>
                      ))}
                </Command.List>
                {results && results.hits.length > 0 && (
                  <p className={styles.seeAll}>
                    <Link to={`/${SEARCH_PAGE_PATH}?q=${encodeURIComponent(query)}`} onClick={onClose}>
                      See all {results.total} results
                    </Link>
                  </p>
                )}
              </div>
            </Command>
            <Footer />
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
