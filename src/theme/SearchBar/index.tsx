/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */
// Ejected from @docusaurus/theme-search-algolia 3.10.2 because a wrapper cannot drop its Algolia preconnect, which the offline build must not make.
/* eslint-disable react-hooks/refs, react/display-name, react/prop-types, @typescript-eslint/no-explicit-any -- upstream code, kept as ejected to ease upgrades */
/**
 * The navbar's search button and the DocSearch modal (placeholder "Search docs"; `/`, Ctrl+K,
 * Cmd+K open it, Esc closes it). Props: those of the theme's SearchBar, merged over
 * `themeConfig.algolia`. Changes from upstream, each marked `metaflow-docs:`:
 *
 * - Offline build (the `metaflow-docs-local-search` plugin is on): the modal searches the
 *   static index through `useLocalSearchClient` instead of Algolia, and no preconnect to an
 *   Algolia host is rendered. Hosted build: Algolia, as upstream.
 * - Both builds: "Let us know." opens a new issue in the docs repository, titled with the query.
 * - Both builds: the modal's translations (`@theme/SearchTranslations`, 9 KB) load with the
 *   modal instead of with every page; the button's label is translated here. No Ask AI: the site
 *   configures none, and upstream's `useAlgoliaAskAi` would bring the translations back into
 *   every page.
 * - Both builds: a result is an `<a href>` to its page and anchor that is itself the listbox's
 *   option (see `Hit`), so middle and modified clicks and the context menu work; in dark mode
 *   the highlight colour of matched words meets AA contrast (`styles.css`). The modal's other
 *   accessibility fixes are in `plugins/docsearch-fixes`.
 */

import React, {
  useCallback,
  type ComponentPropsWithoutRef,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {
  isRegexpStringMatch,
  useSearchLinkCreator,
} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
  mergeFacetFilters,
} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type SearchTranslations from '@theme/SearchTranslations';

import type {LocalSearchClient} from '@site/src/lib/search/client';
import {useLocalSearchClient} from '@site/src/lib/search/useLocalSearchClient';
import {useMissingResultsUrl} from '@site/src/lib/search/useMissingResultsUrl';
import type {
  InternalDocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  StoredDocSearchHit,
  DocSearchTransformClient,
  DocSearchHit,
  DocSearchTranslations,
  UseDocSearchKeyboardEventsProps,
} from '@docsearch/react';

import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {FacetFilters} from 'algoliasearch/lite';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';

type DocSearchProps = Omit<
  DocSearchModalProps,
  'onClose' | 'initialScrollY'
> & {
  contextualSearch?: string;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
  askAi?: Exclude<
    (DocSearchModalProps & {askAi: unknown})['askAi'],
    string | undefined
  >;
};

// extend DocSearchProps for v4 features
// TODO Docusaurus v4: cleanup after we drop support for DocSearch v3
interface DocSearchV4Props extends Omit<DocSearchProps, 'askAi'> {
  indexName: string;
  askAi?: ThemeConfigAlgolia['askAi'];
  translations?: DocSearchTranslations;
}

let DocSearchModal: typeof DocSearchModalType | null = null;
// metaflow-docs: the modal's translations arrive with the modal; the button's label, the one
// string the page shows, is translated here, as in @theme/SearchTranslations.
let modalTranslations: (typeof SearchTranslations)['modal'] | undefined;
const buttonLabel = translate({
  id: 'theme.SearchBar.label',
  message: 'Search',
  description: 'The ARIA label and placeholder for search button',
});
const buttonTranslations = {buttonText: buttonLabel, buttonAriaLabel: buttonLabel};

function importDocSearchModalIfNeeded() {
  if (DocSearchModal) {
    return Promise.resolve();
  }
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@theme/SearchTranslations'),
    import('@docsearch/react/style'),
    import('./styles.css'),
  ]).then(([{DocSearchModal: Modal}, {default: translations}]) => {
    DocSearchModal = Modal;
    modalTranslations = translations.modal;
  });
}

function useNavigator({
  externalUrlRegex,
}: Pick<DocSearchProps, 'externalUrlRegex'>) {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => {
    return {
      navigate(params) {
        // Algolia results could contain URL's from other domains which cannot
        // be served through history and should navigate with window.location
        if (isRegexpStringMatch(externalUrlRegex, params.itemUrl)) {
          window.location.href = params.itemUrl;
        } else {
          history.push(params.itemUrl);
        }
      },
    };
  });
  return navigator;
}

function useTransformSearchClient(
  localSearchClient: LocalSearchClient | undefined,
): DocSearchModalProps['transformSearchClient'] {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  // metaflow-docs: the offline client replaces Algolia's when the offline index is built.
  return useCallback(
    (searchClient: DocSearchTransformClient) => {
      if (localSearchClient) {
        return localSearchClient as unknown as DocSearchTransformClient;
      }
      searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return searchClient;
    },
    [docusaurusVersion, localSearchClient],
  );
}

function useTransformItems(props: Pick<DocSearchProps, 'transformItems'>) {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState<DocSearchModalProps['transformItems']>(
    () => {
      return (items: DocSearchHit[]) =>
        props.transformItems
          ? // Custom transformItems
            props.transformItems(items)
          : // Default transformItems
            items.map((item) => ({
              ...item,
              url: processSearchResultUrl(item.url),
            }));
    },
  );
  return transformItems;
}

function useResultsFooterComponent({
  closeModal,
}: {
  closeModal: () => void;
}): DocSearchProps['resultsFooterComponent'] {
  return useMemo(
    () =>
      ({state}) =>
        <ResultsFooter state={state} onClose={closeModal} />,
    [closeModal],
  );
}

// metaflow-docs: a result is a real link, and the link is the listbox's option. DocSearch
// renders the option as an `<li role="option">` around this component, and an option may hold
// nothing focusable (axe `nested-interactive`), which a link with an `href` is; so
// `plugins/docsearch-fixes` makes the `<li>` presentational and hands its option props (`role`,
// `id`, `aria-selected`, mouse handlers) to this `<a href>`, as ARIA in HTML allows on a link.
// A plain click navigates client-side (`Link`) and closes the modal (the option's `onClick`);
// a middle or modified click opens a new tab, and the context menu offers the link, as on any
// link. It is no tab stop: the arrow keys move through the options and Enter opens one.
function Hit({
  hit,
  children,
  ...optionProps
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<'a'>, 'href'>) {
  return (
    <Link {...optionProps} to={hit.url} tabIndex={-1}>
      {children}
    </Link>
  );
}

type ResultsFooterProps = {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
};

function ResultsFooter({state, onClose}: ResultsFooterProps) {
  const createSearchLink = useSearchLinkCreator();

  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate
        id="theme.SearchBar.seeAll"
        values={{count: state.context.nbHits}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function useSearchParameters({
  contextualSearch,
  ...props
}: DocSearchProps): DocSearchProps['searchParameters'] {
  const contextualSearchFacetFilters = useAlgoliaContextualFacetFilters();

  const configFacetFilters: FacetFilters =
    props.searchParameters?.facetFilters ?? [];

  const facetFilters: FacetFilters = contextualSearch
    ? // Merge contextual search filters with config filters
      mergeFacetFilters(contextualSearchFacetFilters, configFacetFilters)
    : // ... or use config facetFilters
      configFacetFilters;

  // We let users override default searchParameters if they want to
  return {
    ...props.searchParameters,
    facetFilters,
  };
}

function DocSearch({externalUrlRegex, ...props}: DocSearchV4Props) {
  const navigator = useNavigator({externalUrlRegex});
  const searchParameters = useSearchParameters({...props} as DocSearchProps);
  const transformItems = useTransformItems(props);
  // metaflow-docs: the offline client, if any, and the "Let us know." link.
  const localSearchClient = useLocalSearchClient();
  const transformSearchClient = useTransformSearchClient(localSearchClient);
  const getMissingResultsUrl = useMissingResultsUrl();

  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(
    undefined,
  );


  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      searchContainer.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
    }
  }, []);

  const openModal = useCallback(() => {
    prepareSearchContainer();
    importDocSearchModalIfNeeded().then(() => setIsOpen(true));
  }, [prepareSearchContainer]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) {
        // ignore browser's ctrl+f
        return;
      }
      // prevents duplicate key insertion in the modal input
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  const resultsFooterComponent = useResultsFooterComponent({closeModal});

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
    // metaflow-docs: no Ask AI, so Escape always closes the modal.
    isAskAiActive: false,
    onAskAiToggle: () => {},
  } satisfies UseDocSearchKeyboardEventsProps & {
    // TODO Docusaurus v4: cleanup after we drop support for DocSearch v3
    isAskAiActive: boolean;
    onAskAiToggle: (askAiToggle: boolean) => void;
  } as UseDocSearchKeyboardEventsProps);

  return (
    <>
      {/* metaflow-docs: no Algolia host to preconnect to in the offline build. */}
      {!localSearchClient && (
        <Head>
          {/* This hints the browser that the website will load data from Algolia,
          and allows it to preconnect to the DocSearch cluster. It makes the first
          query faster, especially on mobile. */}
          <link
            rel="preconnect"
            href={`https://${props.appId}-dsn.algolia.net`}
            crossOrigin="anonymous"
          />
        </Head>
      )}

      <DocSearchButton
        onTouchStart={importDocSearchModalIfNeeded}
        onFocus={importDocSearchModalIfNeeded}
        onMouseOver={importDocSearchModalIfNeeded}
        onClick={openModal}
        ref={searchButtonRef}
        translations={props.translations?.button ?? buttonTranslations}
      />

      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            getMissingResultsUrl={getMissingResultsUrl}
            {...(props.searchPagePath && {
              resultsFooterComponent,
            })}
            placeholder={modalTranslations?.searchBox?.placeholderText || props.placeholder}
            {...(props as any)}
            translations={props.translations?.modal ?? modalTranslations}
            searchParameters={searchParameters}
          />,
          searchContainer.current,
        )}
    </>
  );
}

export default function SearchBar(props: Partial<DocSearchV4Props>): ReactNode {
  const {siteConfig} = useDocusaurusContext();

  const docSearchProps: DocSearchV4Props = {
    ...(siteConfig.themeConfig.algolia as DocSearchV4Props),
    // Let props override theme config
    // See https://github.com/facebook/docusaurus/pull/11581
    ...props,
  };

  return <DocSearch {...docSearchProps} />;
}
