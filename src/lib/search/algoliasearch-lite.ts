/**
 * The offline build's stand-in for `algoliasearch/lite`'s `liteClient(appId, apiKey)`, which the
 * `/search` page (`src/theme/SearchPage`) uses when the offline index is built. `liteClient()`
 * takes no credentials and returns a client (`client.ts`, loaded on its first search) that
 * answers from the index named by the manifest under the site's base URL; all clients share one
 * loaded index. Errors are those of `client.ts`.
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
