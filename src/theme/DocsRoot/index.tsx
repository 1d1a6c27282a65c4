import React, {useMemo, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import DocsRoot from '@theme-original/DocsRoot';
import type {Props} from '@theme/DocsRoot';
import {isTrailingSlashPath} from '@site/src/lib/paths';

type Route = Props['route'];

// Swizzled (wrap) because the router matches "/page/" to "/page", and "/Page" to "/page" (it
// ignores letter case); the site must show not-found instead, as the servers answer 404. Every
// page of the site is a docs page, so every page renders through DocsRoot. This is done here
// rather than in `@theme/Root`: Root sits outside the theme providers and the route context that
// NotFound needs, so rendering NotFound there crashed the page ("This page crashed").
/**
 * Root of each docs plugin's routes: renders the routed docs, except that for a path ending in
 * "/" (other than the site root), or a page's path in another letter case (`/Metaflow/Basics`),
 * it renders them without their pages, so that the theme shows its not-found content
 * (`DocRoot`'s, as for any unknown path and in the server-rendered `404.html`, which the
 * browser hydrates) and no page is reachable under a second URL.
 *
 * Props: those of the original `DocsRoot` (the plugin's `route`). Raises nothing.
 */
export default function DocsRootWrapper({route}: Props): ReactNode {
  const {pathname} = useLocation();
  // Once per docs plugin (its route never changes), not at every navigation.
  const pages = useMemo(() => {
    const paths = pagePaths(route);
    return {exact: new Set(paths), lowerCase: new Set(paths.map((path) => path.toLowerCase()))};
  }, [route]);
  const otherCaseOfPage = !pages.exact.has(pathname) && pages.lowerCase.has(pathname.toLowerCase());
  const notFound = isTrailingSlashPath(pathname) || otherCaseOfPage;
  return <DocsRoot route={notFound ? withoutPages(route) : route} />;
}

/** The paths of the pages below `route`: its routes that have no routes of their own. */
function pagePaths(route: Route): string[] {
  if (route.routes) return route.routes.flatMap(pagePaths);
  return typeof route.path === 'string' ? [route.path] : [];
}

/** `route` without the pages below it: the routes that have no routes of their own. */
function withoutPages(route: Route): Route {
  return {...route, routes: route.routes?.filter((child) => child.routes).map(withoutPages)};
}
