/**
 * What the service worker precaches in offline mode (`plugins/lib/precache.ts`), read from the
 * list Workbox wrote into the built `build/sw.js`: every page of `routes.json` under the URL
 * readers use, the search page, the search index and its manifest, the web app manifest, the
 * scripts and styles; no
 * redirect page, no not-found page (nginx serves it only as a 404), no `.gz` / `.br` copy, no
 * source map, and the content-hashed files without a
 * revision parameter. Needs `npm run build` first.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

import {pageUrl} from '../../plugins/lib/precache';
import {redirects} from '../../redirects';
import {precacheList} from '../lib/precache-list';
import {builtFileOf, loadRoutes, redirectFileOf} from '../../plugins/lib/routes';
import {MANIFEST_PATH} from '../../plugins/lib/web-app-manifest';
import {SEARCH_INDEX_PATH, SEARCH_PAGE_PATH} from '../../plugins/local-search/engine/format';

const root = join(__dirname, '..', '..');
const build = join(root, 'build');

const entries = precacheList(build);
const urls = new Set(entries.map(({url}) => url));

test('a page file is listed under the path it is served at', () => {
  assert.equal(pageUrl('metaflow/basics.html'), 'metaflow/basics');
  assert.equal(pageUrl('v/r.html'), 'v/r');
  assert.equal(pageUrl('index.html'), 'index.html');
  assert.equal(pageUrl('assets/js/main.0123abcd.js'), 'assets/js/main.0123abcd.js');
});

test('every page, the search page, the search index and the web app manifest are precached', () => {
  const pages = [...loadRoutes(root).map(({path}) => path), `/${SEARCH_PAGE_PATH}`].map((path) => pageUrl(builtFileOf(path)));
  assert.deepEqual(pages.filter((url) => !urls.has(url)), []);
  const searchIndex = (JSON.parse(readFileSync(join(build, SEARCH_INDEX_PATH), 'utf8')) as {text: string}).text;
  assert.ok(urls.has(SEARCH_INDEX_PATH), SEARCH_INDEX_PATH);
  assert.ok(urls.has(searchIndex.slice(1)), searchIndex);
  assert.ok(urls.has(MANIFEST_PATH.slice(1)), MANIFEST_PATH);
  assert.ok([...urls].some((url) => /^assets\/js\/main\.[0-9a-f]+\.js$/.test(url)), 'no main.js');
  assert.ok([...urls].some((url) => /^assets\/css\/styles\.[0-9a-f]+\.css$/.test(url)), 'no stylesheet');
});

test('no redirect page, not-found page, compressed copy or source map is precached, and no page under its .html name', () => {
  const redirectFiles = new Set(redirects.map(({from}) => redirectFileOf(from)));
  assert.deepEqual(
    [...urls].filter((url) => redirectFiles.has(url) || /\.(?:gz|br|map)$/.test(url) || (url.endsWith('.html') && url !== 'index.html')),
    [],
  );
});

test('content-hashed files carry no revision, so the HTTP cache serves them; other files do', () => {
  for (const {url, revision} of entries) {
    assert.equal(revision === null, url.startsWith('assets/'), url);
  }
});
