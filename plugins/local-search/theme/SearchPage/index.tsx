/**
 * The `/search` page of the offline search (what `@theme/SearchPage` resolves to in the offline
 * build): `Search results for "<q>"`, a search box, the section filter (`SearchSectionFilter`),
 * the number of results and the results, best first, `RESULTS_PER_STEP` at a time with "Show more
 * results" for the next ones.
 *
 * The query and the section are the URL's `q` and `section` parameters (`/search?q=retry&section=api`),
 * read and written in place, so a search can be reloaded or shared; a `section` that names no
 * section means all of them (`parseSection`). Without JavaScript the form still submits both.
 * Each result is its place's name as a link to its page and anchor, its breadcrumb (the page's
 * path and the headings above the place, each once: `breadcrumb.ts`) and an excerpt, the query's words marked. The order is
 * the engine's: each page's two best places before any page's third. Every text is React text,
 * so the query is never read as HTML. While the index loads the page says so, never "No results
 * were found"; a failed load shows "Unable to fetch results" with a button to try again.
 * Takes no props (Docusaurus renders it at the route the plugin adds); raises nothing.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {HtmlClassNameProvider, PageMetadata, useQueryString, useSearchQueryString} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';

import {PATH_SEPARATOR, SEARCH_PAGE_PATH} from '../../engine/format';
import {excerpt, marks} from '../../engine/marks';
import {SECTION_FACET, parseSection, type SearchSection} from '../../engine/sections';
import type {SearchHit} from '../../engine/types';
import {breadcrumbOf} from './breadcrumb';
import {useSearchResults} from '../hooks/useSearchResults';
import SearchMarkedText from '../SearchMarkedText';
import SearchSectionFilter from '../SearchSectionFilter';
import styles from './styles.module.css';

/** Results shown at first, and added by each "Show more results". */
const RESULTS_PER_STEP = 20;
/** Words of a result's excerpt. */
const EXCERPT_WORDS = 40;

function Result({hit}: {hit: SearchHit}): ReactNode {
  const crumbs = breadcrumbOf(hit);
  const text = hit.excerpt ?? (hit.place.headings.length === 0 ? hit.place.page.description : '');
  return (
    <article className={styles.result}>
      <h2 className={styles.resultTitle}>
        <Link to={hit.place.url}>
          <SearchMarkedText segments={marks(hit.place.name, hit.terms)} />
        </Link>
      </h2>
      {crumbs.length > 0 && <p className={styles.breadcrumb}>{crumbs.join(PATH_SEPARATOR)}</p>}
      {text !== '' && (
        <p className={styles.excerpt}>
          <SearchMarkedText segments={excerpt(text, hit.terms, EXCERPT_WORDS)} />
        </p>
      )}
    </article>
  );
}

function Results({query, section}: {query: string; section: SearchSection | undefined}): ReactNode {
  const [limit, setLimit] = useState({query, section, count: RESULTS_PER_STEP});
  // A new query or section starts again from the first results.
  const count = limit.query === query && limit.section === section ? limit.count : RESULTS_PER_STEP;
  const {view, loadSearch} = useSearchResults(query, {limit: count, section});
  useEffect(() => {
    if (query.trim() !== '') {
      loadSearch();
    }
  }, [query, loadSearch]);

  if (query.trim() === '') {
    return null;
  }
  if (view.status === 'error') {
    return (
      <div role="alert" className={styles.message}>
        <p>
          <strong>Unable to fetch results</strong>
        </p>
        <p>You might want to check your network connection.</p>
        <button type="button" className="button button--secondary button--sm" onClick={view.retry}>
          Try again
        </button>
      </div>
    );
  }
  // No results are announced for a query the deferred search has not reached yet.
  if (view.status === 'loading' || (view.results.hits.length === 0 && (!view.complete || view.query !== query))) {
    return (
      <p role="status" className={styles.message}>
        Loading the search index…
      </p>
    );
  }
  const {total, hits} = view.results;
  if (hits.length === 0) {
    return (
      <p role="status" className={styles.message}>
        No results were found
      </p>
    );
  }
  return (
    <>
      <p role="status" className={styles.count}>
        {total === 1 ? '1 result' : `${total} results`}
      </p>
      {/* Busy while the results may still change: the pages' text is on its way, or the search lags the box. */}
      <div aria-busy={!view.complete || view.query !== query ? true : undefined}>
        {hits.map((hit) => (
          <Result key={hit.place.url} hit={hit} />
        ))}
      </div>
      {total > hits.length && (
        <button
          type="button"
          className={`button button--secondary ${styles.more}`}
          onClick={() => setLimit({query, section, count: count + RESULTS_PER_STEP})}>
          Show more results
        </button>
      )}
    </>
  );
}

export default function SearchPage(): ReactNode {
  const [query, setQuery] = useSearchQueryString();
  const [sectionValue, setSectionValue] = useQueryString(SECTION_FACET);
  const section = parseSection(sectionValue);
  const action = useBaseUrl(`/${SEARCH_PAGE_PATH}`);
  const title = query.trim() === '' ? 'Search the documentation' : `Search results for "${query}"`;
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <Layout>
        <PageMetadata title={title} />
        <Head>
          <meta name="robots" content="noindex, follow" />
        </Head>
        <main className="container margin-vert--lg">
          <h1>{title}</h1>
          <form role="search" action={action} method="get" onSubmit={(event) => event.preventDefault()}>
            <input
              type="search"
              name="q"
              className={styles.input}
              aria-label="Search"
              placeholder="Type your search here"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoComplete="off"
            />
            <SearchSectionFilter value={section} onChange={(next) => setSectionValue(next ?? null)} />
          </form>
          <Results query={query} section={section} />
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
