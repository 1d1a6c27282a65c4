/**
 * The offline search client, loaded on its first search.
 *
 * `lazyLocalSearchClient(options)` takes the options of `createLocalSearchClient` and returns
 * a client with the same interface whose first `search()` loads the real client (`client.ts`:
 * ranking, highlighting, MiniSearch and the stemmer) as a separate script. So the navbar's
 * Search button costs a page almost nothing; the search code and the index (`load.ts`) arrive
 * when the reader first searches. Errors are those of `client.ts`.
 */
import type {LocalSearchClient, LocalSearchClientOptions} from './client';

export function lazyLocalSearchClient(options: LocalSearchClientOptions): LocalSearchClient {
  let client: Promise<LocalSearchClient> | undefined;
  return {
    appId: 'local',
    addAlgoliaAgent() {},
    async clearCache() {},
    async search(requests) {
      client ??= import('./client').then(({createLocalSearchClient}) => createLocalSearchClient(options));
      return (await client).search(requests);
    },
  };
}
