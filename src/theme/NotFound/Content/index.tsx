// Swizzled (eject; the CLI calls it unsafe, its only prop is `className`): the default text, which tells the reader to contact whoever linked them, is replaced whole by a way on: a page the path resembles, a search form, and the three docs homes.
import React, {type ReactNode, useEffect, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Props} from '@theme/NotFound/Content';
import Heading from '@theme/Heading';

import type {NotFoundHints} from '@site/src/lib/not-found-hints';
import {SEARCH_PAGE_PATH} from '@site/plugins/local-search/engine/format';

import styles from './styles.module.css';

/** Where a reader can start again: the homes of the Python docs, the API reference and the R docs. */
const HOMES = [
  {to: '/', label: 'Python docs'},
  {to: '/api', label: 'API reference'},
  {to: '/v/r', label: 'R docs'},
] as const;

/**
 * The not-found page's `<main>`: the heading "Page Not Found" (the page's title too, as `NotFound`
 * sets it, since the docs render this content alone), a "Did you mean" link to the page
 * the missing path resembles (`notFoundHints`, src/lib/not-found-hints.ts), a search form that
 * opens the search page (`/search?q=...`, a plain GET form, so it works before and without
 * JavaScript) prefilled with the path's words, and links to the three docs homes.
 *
 * Props: `className`, added to `<main>`. The missing path is the router's location, read after
 * hydration: one static `404.html` answers every unknown path, so the server-rendered markup
 * cannot hold it. The pages come from both docs plugins' global data (`useAllDocsData`); the
 * hints module is loaded on demand, so that the doc pages, whose chunks carry this component,
 * do not load it. Until it has loaded (or if it fails to), the search box is empty and the line
 * of the suggestion stays blank, its height reserved so that nothing below it moves when it
 * fills. Raises nothing.
 */
export default function NotFoundContent({className}: Props): ReactNode {
  const {pathname} = useLocation();
  const docsData = useAllDocsData();
  const searchPage = useBaseUrl(SEARCH_PAGE_PATH);
  const [hints, setHints] = useState<NotFoundHints | null>(null);

  useEffect(() => {
    const pages = Object.values(docsData).flatMap((plugin) => plugin.versions.flatMap((version) => version.docs.map((doc) => doc.path)));
    let current = true;
    import('@site/src/lib/not-found-hints').then(
      ({notFoundHints}) => current && setHints(notFoundHints(pathname, pages)),
      // The chunk did not load (offline, or a newer build replaced it): the page works without hints.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [docsData, pathname]);

  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title="Page Not Found" />
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p>You followed a link or typed an address that isn&apos;t a page of these docs.</p>
          <p className={styles.suggestion} aria-live="polite">
            {hints?.suggestion && (
              <>
                Did you mean <Link to={hints.suggestion}>{hints.suggestion}</Link>?
              </>
            )}
          </p>
          <form className={styles.search} action={searchPage} method="get" role="search" aria-labelledby="not-found-search-label">
            <label id="not-found-search-label" htmlFor="not-found-search-input">
              Search the docs
            </label>
            <div className={styles.searchRow}>
              <input
                id="not-found-search-input"
                className={styles.searchInput}
                type="search"
                name="q"
                defaultValue={hints?.words ?? ''}
              />
              <button className="button button--primary" type="submit">
                Search
              </button>
            </div>
          </form>
          <p className={styles.homesTitle}>Or start again from:</p>
          <ul>
            {HOMES.map(({to, label}) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
