/**
 * The JavaScript files a first visit to a page executes, read from what the last build left in
 * `.docusaurus/`: the entry (`main`, with the webpack runtime and the chunks it needs) and the
 * chunks of every route on the way to the page (the docs plugin's root, version and layout
 * routes, then the page's own: the doc component and its content). Prefetched chunks of other
 * pages are not executed and not listed.
 *
 * `pageScripts(siteDir, pagePath)` takes the site directory and a page path such as
 * `/metaflow/basics`, and returns the files as paths relative to the build directory
 * (`assets/js/…`), entry files first, each once. `entryScripts(siteDir)` returns the entry's
 * files alone (the webpack runtime, `main.js` and any chunk split off it), which every page
 * executes. Where the data comes from:
 * `.docusaurus/routes.js` (the route tree, evaluated with a stand-in for `ComponentCreator`),
 * `.docusaurus/routesChunkNames.json` (each route's chunk names) and
 * `.docusaurus/client-manifest.json` (the files of each chunk). Throws when the build left no
 * such files, when no route matches the path, or when a chunk has no file.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

interface RouteNode {
  readonly path: string;
  readonly exact?: boolean;
  /** `<path>-<hash>`, the key of the route in `routesChunkNames.json`. */
  readonly component: string;
  readonly routes?: readonly RouteNode[];
}

interface ClientManifest {
  readonly origins: Readonly<Record<string, readonly string[]>>;
  readonly assets: Readonly<Record<string, {readonly js?: readonly {readonly file: string}[]}>>;
}

/** The route tree of `.docusaurus/routes.js`, each component replaced by its chunk-names key. */
function loadRouteTree(generatedDir: string): readonly RouteNode[] {
  const source = readFileSync(join(generatedDir, 'routes.js'), 'utf8')
    .replace(/^import .*$/gm, '')
    .replace('export default', 'return');
  return new Function('ComponentCreator', source)((path: string, hash: string) => `${path}-${hash}`) as RouteNode[];
}

/** Whether a route matches `pagePath` as react-router's `matchPath` does for these routes. */
function matches(route: RouteNode, pagePath: string): boolean {
  if (route.exact) return route.path === pagePath;
  return route.path === '/' || pagePath === route.path || pagePath.startsWith(`${route.path}/`);
}

/** The routes from the root to the page; the first match wins at each level, as in a `<Switch>`. */
function routeChain(routes: readonly RouteNode[], pagePath: string): RouteNode[] {
  const route = routes.find((candidate) => matches(candidate, pagePath));
  if (!route) return [];
  if (route.exact || !route.routes) return route.exact ? [route] : [];
  const rest = routeChain(route.routes, pagePath);
  return rest.length > 0 ? [route, ...rest] : [];
}

/** Every chunk name in a route's entry of `routesChunkNames.json` (nested objects of names). */
function chunkNames(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return value && typeof value === 'object' ? Object.values(value).flatMap(chunkNames) : [];
}

/** The files of the chunks named `names` in the client manifest, in order, each once. */
function chunkFiles(generatedDir: string, names: readonly string[], what: string): string[] {
  const manifest = JSON.parse(readFileSync(join(generatedDir, 'client-manifest.json'), 'utf8')) as ClientManifest;
  const files = names.flatMap((name) => {
    const chunks = manifest.origins[name];
    if (!chunks) throw new Error(`The client manifest has no chunk named ${name} (${what})`);
    return chunks.flatMap((chunk) => (manifest.assets[chunk]?.js ?? []).map((asset) => asset.file));
  });
  if (files.length === 0) throw new Error(`No script files found for ${what}`);
  return [...new Set(files)];
}

export function entryScripts(siteDir: string): string[] {
  return chunkFiles(join(siteDir, '.docusaurus'), ['main'], 'the entry');
}

export function pageScripts(siteDir: string, pagePath: string): string[] {
  const generatedDir = join(siteDir, '.docusaurus');
  const chain = routeChain(loadRouteTree(generatedDir), pagePath);
  if (chain.length === 0) throw new Error(`No route of the last build matches ${pagePath}`);
  const routesChunkNames = JSON.parse(readFileSync(join(generatedDir, 'routesChunkNames.json'), 'utf8')) as Record<string, unknown>;
  const names = ['main', ...chain.flatMap((route) => chunkNames(routesChunkNames[route.component]))];
  return chunkFiles(generatedDir, names, `route chain of ${pagePath}`);
}
