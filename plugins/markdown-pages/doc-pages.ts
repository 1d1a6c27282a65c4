/**
 * The doc pages of a build, in reading order, from what `postBuild` receives: the built routes
 * and the loaded content of the docs plugins. A page is added to the Markdown exports and
 * `llms.txt` by writing its MDX file (and its sidebar entry, for its place); no list to update.
 *
 * `docPagesInOrder(routes, plugins)` takes `postBuild`'s `routes` (the route tree) and `plugins`
 * (every loaded plugin) and returns the paths of the doc pages (routes rendered by
 * `@theme/DocItem`): first each docs plugin's sidebar pages in sidebar order (a category's own
 * page before its items; plugins and sidebars in configuration order), then the pages no
 * sidebar lists, by path. Raises nothing; a docs plugin without loaded versions adds no order.
 */
import type {LoadedPlugin, RouteConfig} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

type Sidebar = LoadedContent['loadedVersions'][number]['sidebars'][string];

const DOC_PAGE_COMPONENT = '@theme/DocItem';
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

function docPaths(routes: readonly RouteConfig[]): string[] {
  return routes.flatMap((route) => [...(route.component === DOC_PAGE_COMPONENT ? [route.path] : []), ...docPaths(route.routes ?? [])]);
}

/**
 * A folder's index doc has a permalink with a trailing slash (`/api/`); its route, with the
 * site's `trailingSlash: false`, has none (`/api`).
 */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/** Doc ids of a sidebar in display order. */
function sidebarDocIds(items: Sidebar): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc') return [item.id];

    if (item.type === 'category') return [...(item.link?.type === 'doc' ? [item.link.id] : []), ...sidebarDocIds(item.items)];
    return [];
  });
}

/** Permalinks of the docs plugins' sidebar pages, in reading order. */
function sidebarOrder(plugins: readonly LoadedPlugin[]): string[] {
  return plugins
    .filter((plugin) => plugin.name === DOCS_PLUGIN)
    .flatMap((plugin) =>
      (plugin.content as LoadedContent).loadedVersions.flatMap((version) => {
        const permalinks = new Map(version.docs.map((doc) => [doc.id, withoutTrailingSlash(doc.permalink)]));
        return Object.values(version.sidebars).flatMap((sidebar) => sidebarDocIds(sidebar).flatMap((id) => permalinks.get(id) ?? []));
      }),
    );
}

export function docPagesInOrder(routes: readonly RouteConfig[], plugins: readonly LoadedPlugin[]): string[] {
  const pages = new Set(docPaths(routes));
  const ordered = [...new Set(sidebarOrder(plugins))].filter((path) => pages.has(path));
  const listed = new Set(ordered);
  return [...ordered, ...[...pages].filter((path) => !listed.has(path)).sort((a, b) => a.localeCompare(b, 'en'))];
}
