/**
 * Offline search (DECISIONS 6, issue 34): a theme plugin, registered when no hosted DocSearch
 * credentials are set. Everything of it lives in this folder: `build/` (runs in Node at build time),
 * `engine/` (runs in the browser and in Node: ranking, format, marking), `browser/` (loading the
 * index in the page) and `theme/` (the `SearchBar` and `SearchPage` components it provides).
 *
 * - `getThemePath()`: `theme/`, so `@theme/SearchBar` (the navbar item and its modal) and
 *   `@theme/SearchPage` resolve here.
 * - `contentLoaded`: publishes `{indexUrl}` as global data (`LocalSearchGlobalData`) and adds the
 *   `/search` route (`SEARCH_PAGE_PATH`) to `@theme/SearchPage`.
 * - `postBuild`: reads the rendered doc pages (`build/index-file.ts`) and writes the two index files
 *   of `engine/format.ts` (`search-index.json` and `assets/search/text.<sha256 prefix>.json`), and
 *   prints their sizes; and the OpenSearch description `opensearch.xml` (`build/opensearch.ts`),
 *   which every page links from its head (`injectHtmlTags`).
 *
 * Options: `sectionPrefixes` (docs plugin id → text put before the breadcrumb path of its pages,
 * e.g. `{r: 'R Docs'}`). Throws from `postBuild` when a doc page has no title or the files cannot
 * be written, which fails the build.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {brotliCompressSync, gzipSync} from 'node:zlib';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {searchIndexOf, textFileOf, titlesFileOf} from './build/index-file';
import {OPENSEARCH_PATH, openSearchLink, openSearchXml, type OpenSearchSite} from './build/opensearch';
import type {PageRecordsOptions} from './build/records';
import {LOCAL_SEARCH_PLUGIN, SEARCH_INDEX_PATH, SEARCH_PAGE_PATH, type LocalSearchGlobalData} from './engine/format';

export type LocalSearchOptions = PageRecordsOptions;

const sizes = (json: string): string =>
  [json.length, gzipSync(json).length, brotliCompressSync(json).length].map((bytes) => `${(bytes / 1024).toFixed(1)} KiB`).join(', ') +
  ' (raw, gzip, brotli)';

export default function localSearchPlugin(context: LoadContext, options: unknown): Plugin {
  const {baseUrl} = context;
  const recordOptions = (options ?? {}) as LocalSearchOptions;
  const {title, url, favicon} = context.siteConfig;
  const site: OpenSearchSite = {title, url, baseUrl, favicon};
  return {
    name: LOCAL_SEARCH_PLUGIN,
    getThemePath() {
      return join(__dirname, 'theme');
    },
    async contentLoaded({actions}) {
      actions.setGlobalData({indexUrl: `${baseUrl}${SEARCH_INDEX_PATH}`} satisfies LocalSearchGlobalData);
      actions.addRoute({path: `${baseUrl}${SEARCH_PAGE_PATH}`, component: '@theme/SearchPage', exact: true});
    },
    injectHtmlTags() {
      return {headTags: [openSearchLink(site)]};
    },
    async postBuild({outDir, routesPaths}) {
      writeFileSync(join(outDir, OPENSEARCH_PATH), openSearchXml(site));
      const rows = searchIndexOf(outDir, routesPaths, recordOptions);
      const text = JSON.stringify(textFileOf(rows));
      const textPath = `assets/search/text.${createHash('sha256').update(text).digest('hex').slice(0, 12)}.json`;
      const titles = JSON.stringify(titlesFileOf(rows, `${baseUrl}${textPath}`));
      mkdirSync(join(outDir, 'assets', 'search'), {recursive: true});
      writeFileSync(join(outDir, textPath), text);
      writeFileSync(join(outDir, SEARCH_INDEX_PATH), titles);
      console.log(`[metaflow-docs] offline search: ${SEARCH_INDEX_PATH} ${sizes(titles)}; ${textPath} ${sizes(text)}`);
    },
  };
}
