/**
 * Offline search (DECISIONS 6): registered when no hosted DocSearch credentials are set.
 *
 * - After the build, writes the search index of the rendered doc pages (`index-file.ts`) to
 *   `assets/search/index.<sha256 prefix>.json` and the manifest naming it to
 *   `search-index.json` (format in `src/lib/search/format.ts`), and prints their sizes.
 * - Publishes `{manifestUrl}` as its global data, which switches the DocSearch modal of
 *   `src/theme/SearchBar` and the `/search` page of `src/theme/SearchPage` to the offline client.
 * - Adds `hide-algolia-logo.css`: the modal's results do not come from Algolia.
 *
 * Options: `sectionPrefixes` (docs plugin id → text put before the section path of its pages,
 * e.g. `{r: 'R Docs'}`). Throws from `postBuild` when a doc page has no title or the files
 * cannot be written, which fails the build.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {LOCAL_SEARCH_PLUGIN, SEARCH_MANIFEST_PATH, type LocalSearchGlobalData, type SearchManifest} from '../../src/lib/search/format';
import {searchIndexOf} from './index-file';
import type {PageRecordsOptions} from './records';

export type LocalSearchOptions = PageRecordsOptions;

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export default function localSearchPlugin(context: LoadContext, options: unknown): Plugin {
  const {baseUrl} = context;
  const recordOptions = (options ?? {}) as LocalSearchOptions;
  return {
    name: LOCAL_SEARCH_PLUGIN,
    async contentLoaded({actions}) {
      actions.setGlobalData({manifestUrl: `${baseUrl}${SEARCH_MANIFEST_PATH}`} satisfies LocalSearchGlobalData);
    },
    getClientModules() {
      return [join(__dirname, 'hide-algolia-logo.css')];
    },
    async postBuild({outDir, routesPaths}) {
      const json = JSON.stringify(searchIndexOf(outDir, routesPaths, recordOptions));
      const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
      const indexPath = `assets/search/index.${hash}.json`;
      mkdirSync(join(outDir, 'assets', 'search'), {recursive: true});
      writeFileSync(join(outDir, indexPath), json);
      writeFileSync(join(outDir, SEARCH_MANIFEST_PATH), JSON.stringify({index: `${baseUrl}${indexPath}`} satisfies SearchManifest));
      console.log(`[metaflow-docs] offline search index: ${indexPath}, ${kb(json.length)} (${kb(gzipSync(json).length)} gzip)`);
    },
  };
}
