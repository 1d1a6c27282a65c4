/**
 * The offline search client for the DocSearch modal, or `undefined` in a hosted-search build.
 *
 * Reads the global data of the `metaflow-docs-local-search` plugin (present only in the offline
 * build; `{manifestUrl}`) and the docs set the reader is in (`useActivePlugin`): on an R page the
 * client ranks the R docs first, on a Python page the Python docs, elsewhere neither. The client
 * is memoised per docs set and loads its code on its first search (`lazy-client.ts`); all
 * clients share one loaded index (`load.ts`).
 */
import {useMemo} from 'react';
import {useActivePlugin} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';

import type {LocalSearchClient} from './client';
import {LOCAL_SEARCH_PLUGIN, type LocalSearchGlobalData} from './format';
import {lazyLocalSearchClient} from './lazy-client';
import {loadSearchEngine} from './load';

export function useLocalSearchClient(): LocalSearchClient | undefined {
  const data = usePluginData(LOCAL_SEARCH_PLUGIN) as LocalSearchGlobalData | undefined;
  const pluginId = useActivePlugin({failfast: false})?.pluginId;
  const manifestUrl = data?.manifestUrl;
  const siteUrl = useDocusaurusContext().siteConfig.url;
  return useMemo(
    () =>
      manifestUrl === undefined
        ? undefined
        : lazyLocalSearchClient({
            loadEngine: () => loadSearchEngine(manifestUrl),
            preferredTag: pluginId === undefined ? undefined : `docs-${pluginId}-`,
            siteUrl,
          }),
    [manifestUrl, pluginId, siteUrl],
  );
}
