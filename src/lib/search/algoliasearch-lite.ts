/**
 * Stands in for `algoliasearch/lite` in the offline build: `plugins/local-search` aliases that
 * module to this one, so the search page of `@docusaurus/theme-search-algolia` (which creates
 * its client with `liteClient(appId, apiKey)`) searches the offline index without being
 * swizzled. The credentials it is called with are ignored. The returned client (`client.ts`) loads the index
 * from the manifest under the site's base URL on its first search; all clients share one index.
 */
import siteConfig from '@generated/docusaurus.config';

import type {LocalSearchClient} from './client';
import {SEARCH_MANIFEST_PATH} from './format';
import {lazyLocalSearchClient} from './lazy-client';
import {loadSearchEngine} from './load';

/** URL path of the index manifest of this site. */
export const manifestUrl = `${siteConfig.baseUrl}${SEARCH_MANIFEST_PATH}`;

export function liteClient(): LocalSearchClient {
  return lazyLocalSearchClient({loadEngine: () => loadSearchEngine(manifestUrl), siteUrl: siteConfig.url});
}
