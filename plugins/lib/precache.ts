/**
 * What the service worker of `@docusaurus/plugin-pwa` precaches in offline mode: the plugin's
 * own globs over the build (`**\/*.{js,json,css,html}`, images, fonts, which match no `.gz`,
 * `.br` or `.map` file), and this module's `precacheConfig()`, its `injectManifestConfig`: the
 * Workbox options that:
 *
 * - list each page under the URL readers use. The plugin's worker looks a request up as it is
 *   and with `/index.html` appended, but pages are built as `a/b.html` and served at `/a/b`
 *   (`trailingSlash: false`), so `a/b.html` is precached as `a/b` (`pageUrl`); `index.html`
 *   stays. A `.html` URL then misses the cache and still gets the server's 301.
 * - leave out the redirect pages of `plugin-client-redirects` (`<old path>/index.html`, the only
 *   `index.html` files below the root, since pages are `a/b.html`), so an old path still gets
 *   the server's 301 rather than a copy of the redirect page, and the not-found page, which
 *   nginx serves only as a 404;
 * - add the web app manifest, which the plugin's globs miss (`.webmanifest`) and which an
 *   installed app's pages ask for on every load;
 * - fetch the content-hashed files under `assets/` without Workbox's revision parameter, so the
 *   browser's year-long HTTP cache of them serves the precache too;
 * - raise the size limit above the search index (1.4 MB in November 2026; Workbox's default,
 *   2 MiB, would drop a larger index with only a warning).
 *
 * The options are patterns rather than lists of files because Docusaurus ships the plugin's
 * options to the browser in `main.js` with the rest of the site configuration.
 *
 * The search index is written by `plugins/local-search` in its `postBuild`, which Docusaurus
 * runs beside the PWA plugin's; it writes synchronously when called, so it is on disk before
 * the PWA plugin's (asynchronous) glob. `tests/build/precache.test.ts` checks the built worker's
 * list.
 */
import type {PluginOptions} from '@docusaurus/plugin-pwa';

import {MANIFEST_PATH} from './web-app-manifest';

type InjectManifestConfig = PluginOptions['injectManifestConfig'];
type ManifestTransform = NonNullable<InjectManifestConfig['manifestTransforms']>[number];

/**
 * Files left out: the redirect pages, and the not-found page, which nginx sends only with a 404
 * and never at its own URL (a worker that tried to precache it would fail to install; offline,
 * an unknown path fails as any uncached one).
 */
const IGNORED_FILES = ['*/**/index.html', '404.html'];

/** Files Workbox precaches up to, in bytes. */
const MAX_PRECACHED_FILE_BYTES = 8 * 1024 * 1024;

/**
 * The URL (relative to the site root, as Workbox lists it) under which the server sends the
 * built file `file`: the page `a/b.html` is `a/b`; `index.html` and every file that is not a
 * page are their own.
 */
export function pageUrl(file: string): string {
  return file === 'index.html' ? file : file.replace(/\.html$/, '');
}

const pageUrls: ManifestTransform = (entries) => ({
  manifest: entries.map((entry) => ({...entry, url: pageUrl(entry.url)})),
  warnings: [],
});

/** The plugin's `injectManifestConfig`. */
export function precacheConfig(): InjectManifestConfig {
  const config: Omit<InjectManifestConfig, 'swSrc' | 'swDest' | 'globDirectory'> = {
    globIgnores: IGNORED_FILES,
    // Versioned by the file's content, like the globbed files.
    templatedURLs: {[MANIFEST_PATH.slice(1)]: [MANIFEST_PATH.slice(1)]},
    manifestTransforms: [pageUrls],
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: MAX_PRECACHED_FILE_BYTES,
  };
  // The plugin sets `swSrc`, `swDest` and `globDirectory` itself; its type still asks for them.
  return config as InjectManifestConfig;
}
