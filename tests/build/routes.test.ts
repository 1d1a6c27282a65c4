/**
 * The built site against the page manifest: every page in routes.json is built, nothing else
 * is, each sidebar holds exactly its pages in manifest order, and pages outside a sidebar show
 * none. Needs `npm run build` first. The build takes its pages from the MDX files and the
 * sidebars; `routes.json` is the tests' copy of that list, so each failure says which file to
 * change: the manifest when a page was added, moved or removed on purpose, else the page.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import {redirects} from '../../redirects';
import pythonSidebars from '../../sidebars';
import rSidebars from '../../sidebars-r';
import {builtFileOf, docIdOf, loadRoutes, redirectFileOf} from '../../plugins/lib/routes';
import {SEARCH_PAGE_PATH} from '../../plugins/local-search/engine/format';

const root = join(__dirname, '..', '..');
const build = join(root, 'build');
const routes = loadRoutes(root);

/** Doc ids of a sidebar in display order (a category's own page first, then its items), without `/index`. */
function docIds(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const entry = item as {type?: string; id?: string; link?: {type?: string; id?: string}; items?: unknown};
    if (entry.type === 'doc') return [entry.id ?? ''];
    if (entry.type === 'category') return [...(entry.link?.type === 'doc' ? [entry.link.id ?? ''] : []), ...docIds(entry.items)];
    return [];
  });
}

const sidebarOf = (config: SidebarsConfig, name: string) => docIds(config[name]).map((id) => id.replace(/\/index$/, ''));

test('the build exists', () => {
  assert.ok(existsSync(join(build, 'index.html')), 'run `npm run build` before the unit tests');
});

test('every route in routes.json is a built page', () => {
  for (const {path} of routes) assert.ok(existsSync(join(build, builtFileOf(path))), `${path} is in routes.json but was not built: restore its MDX file, or remove it from routes.json if it is gone on purpose`);
});

test('the build has no page that is not in routes.json, besides 404, the search page and the redirect pages', () => {
  const expected = new Set([
    ...routes.map((route) => builtFileOf(route.path)),
    ...redirects.map((r) => redirectFileOf(r.from)),
    '404.html',
    builtFileOf(`/${SEARCH_PAGE_PATH}`),
  ]);
  const built = readdirSync(build, {recursive: true, encoding: 'utf8'}).filter(
    (file) => file.endsWith('.html') && !file.startsWith('assets/'),
  );
  const extra = built.filter((file) => !expected.has(file));
  assert.deepEqual(extra, [], `built pages that routes.json lacks: ${extra.join(', ')}; add each new page to routes.json (path and sidebar)`);
});

test('the python sidebar lists the python pages in manifest order', () => {
  const expected = routes.filter((route) => route.sidebar === 'python').map((route) => docIdOf(route.path));
  assert.deepEqual(sidebarOf(pythonSidebars, 'python'), expected, 'sidebars.ts and routes.json list the python pages differently: change the one that is wrong (routes.json is the copy)');
});

test('the r sidebar lists the sidebar pages of the R set in manifest order', () => {
  const expected = routes.filter((route) => route.sidebar === 'r').map((route) => docIdOf(route.path));
  assert.deepEqual(sidebarOf(rSidebars, 'r'), expected, 'sidebars-r.ts and routes.json list the R pages differently: change the one that is wrong (routes.json is the copy)');
});

test('pages in no sidebar are built without one, the others with one', () => {
  for (const {path, sidebar} of routes) {
    const html = readFileSync(join(build, builtFileOf(path)), 'utf8');
    assert.equal(html.includes('theme-doc-sidebar-container'), sidebar !== null, `${path}: sidebar ${sidebar}`);
  }
});
