import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import IconHome from '@theme/Icon/Home';

import {R_BASE, isUnder} from '@site/src/lib/paths';

import styles from './styles.module.css';

// Swizzled (ejected: the original always links to the site's root) so that the home icon of an
// R page leads to the R docs' home, not to the Python docs.
/**
 * The first breadcrumb, a home icon: on the R docs' pages a link to `/v/r` named "R Docs home",
 * elsewhere a link to `/` named "Home page". No props; reads the current path. Raises nothing.
 */
export default function HomeBreadcrumbItem(): ReactNode {
  const {pathname} = useLocation();
  const r = isUnder(pathname, R_BASE);
  return (
    <li className="breadcrumbs__item">
      <Link aria-label={r ? 'R Docs home' : 'Home page'} className="breadcrumbs__link" to={r ? R_BASE : '/'}>
        <IconHome className={styles.icon} />
      </Link>
    </li>
  );
}
