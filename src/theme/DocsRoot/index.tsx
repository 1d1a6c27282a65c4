import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import DocsRoot from '@theme-original/DocsRoot';
import type {Props} from '@theme/DocsRoot';
import NotFound from '@theme/NotFound';
import {isTrailingSlashPath} from '@site/src/lib/paths';

// Swizzled (wrap) because the router matches "/page/" to "/page"; the site must show not-found
// instead. Every page of the site is a docs page, so every page renders through DocsRoot. This
// is done here rather than in `@theme/Root`: Root sits outside the theme providers and the route
// context that NotFound needs, so rendering NotFound there crashed the page ("This page crashed").
/**
 * Root of each docs plugin's routes: renders the routed docs, except that a path ending in "/"
 * (other than the site root) renders the not-found page, so no page is reachable under a
 * second URL.
 *
 * Props: those of the original `DocsRoot` (the plugin's `route`). Raises nothing.
 */
export default function DocsRootWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  return isTrailingSlashPath(pathname) ? <NotFound /> : <DocsRoot {...props} />;
}
