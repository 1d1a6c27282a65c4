import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import NotFound from '@theme/NotFound';
import {isTrailingSlashPath} from '@site/src/lib/paths';

// Swizzled (wrap) because the router matches "/page/" to "/page"; the site must show not-found instead.
/**
 * Site root: renders the routed page, except that a path ending in "/" (other than the site
 * root) renders the not-found page, so no page is reachable under a second URL.
 *
 * Props: `children`, the routed page. Raises nothing.
 */
export default function Root({children}: {children: ReactNode}): ReactNode {
  const {pathname} = useLocation();
  return isTrailingSlashPath(pathname) ? <NotFound /> : children;
}
