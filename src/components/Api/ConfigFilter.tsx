/**
 * The filter box of the configuration variables reference: a search field labelled "Filter
 * the variables by name or description" and the number of variables it leaves. What the reader types becomes the
 * page's filter (`config-filter.ts`), which hides the rows of every `<ConfigVariables>` table
 * that do not match, and the areas left without a row.
 *
 * Props: `total` (number, added by plugins/api-facts when the page is compiled; never written
 * by hand): how many variables the page lists. The matches of a query are counted among the
 * rows the tables rendered (`matchCount`).
 *
 * - The query is kept in the URL, `?filter=retry`, with `history.replaceState` (no new history
 *   entry per keystroke), and dropping a `#row` anchor the filter could hide; a page opened
 *   with it starts filtered once hydrated, scrolled to the box (unless it has an anchor).
 * - Escape empties the box. A link to a row or a heading that the filter hides (the table of
 *   contents, "such as `METAFLOW_S3_ENDPOINT_URL`") empties it too, then scrolls to the target.
 * - Screen readers hear the new count once the reader pauses (a polite live region), not at
 *   every keystroke.
 * - The server renders the box invisible, keeping its place, and the browser shows it once
 *   React has hydrated the page: without JavaScript every row stays and no dead box shows. A
 *   `<form>`, which the Markdown export leaves out (plugins/markdown-pages), as it does buttons.
 *
 * Throws nothing.
 */
import {useEffect, useId, useRef, useState, type ReactNode} from 'react';

import clsx from 'clsx';

import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

import {FILTER_PARAM, matchCount, setConfigFilter, useConfigFilter} from './config-filter';

import styles from './styles.module.css';

/** How long typing must pause before screen readers hear the count, in milliseconds. */
const ANNOUNCE_AFTER_MS = 800;

function countText(query: string, total: number): string {
  if (!query.trim()) return `${total} variables`;
  const shown = matchCount(query);
  return shown === 0 ? `No variable matches “${query.trim()}”.` : `${shown} of ${total} variables`;
}

/** Writes `query` into the page's URL as `?filter=` (none for ""), dropping a `#row` it could hide. */
function replaceUrl(query: string): void {
  const url = new URL(window.location.href);
  if (query) {
    url.searchParams.set(FILTER_PARAM, query);
    url.hash = '';
  } else {
    url.searchParams.delete(FILTER_PARAM);
  }
  // The router's own state (its entry key) stays as it is.
  window.history.replaceState(window.history.state, '', url);
}

export default function ConfigFilter({total}: {total: number}): ReactNode {
  const query = useConfigFilter();
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const id = useId();
  const [announcement, setAnnouncement] = useState('');
  const announceTimer = useRef<number>();
  const form = useRef<HTMLFormElement>(null);

  const change = (value: string): void => {
    setConfigFilter(value);
    replaceUrl(value);
    window.clearTimeout(announceTimer.current);
    announceTimer.current = window.setTimeout(() => setAnnouncement(countText(value, total)), ANNOUNCE_AFTER_MS);
  };

  // The URL's query when the page opens; none once the reader leaves the page. A filtered view
  // someone shared opens at the box, with the rows it leaves below it.
  useEffect(() => {
    const shared = new URLSearchParams(window.location.search).get(FILTER_PARAM) ?? '';
    setConfigFilter(shared);
    if (shared && !window.location.hash) form.current?.scrollIntoView();
    return () => {
      window.clearTimeout(announceTimer.current);
      setConfigFilter('');
    };
  }, []);

  // A link followed to something the filter hides shows everything, then its target.
  useEffect(() => {
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (!target?.closest('[hidden]')) return;
    setConfigFilter('');
    replaceUrl('');
    // The tables re-render before the next frame.
    window.requestAnimationFrame(() => target.scrollIntoView());
  }, [location]);

  return (
    <form
      ref={form}
      role="search"
      aria-label="Configuration variables"
      className={clsx(styles.filter, !isBrowser && styles.filterPending)}
      onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className={styles.filterLabel}>
        Filter the variables by name or description
      </label>
      <div className={styles.filterRow}>
        <input
          id={id}
          type="search"
          className={styles.filterInput}
          value={query}
          placeholder="such as s3, retry or namespace"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-count`}
          onChange={(event) => change(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && query) {
              event.preventDefault();
              change('');
            }
          }}
        />
        <span id={`${id}-count`} className={styles.filterCount}>
          {countText(query, total)}
        </span>
      </div>
      <span role="status" className={styles.visuallyHidden}>
        {announcement}
      </span>
    </form>
  );
}
