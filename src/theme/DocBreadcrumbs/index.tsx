import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {useDoc, useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import {parallelPage} from '@site/src/lib/parallel-pages';

import styles from './styles.module.css';

// Swizzled (wrap) because breadcrumbs are where a reader looks for "where am I": the wrapper adds
// a way back to the R home on R pages outside the sidebar (which have no breadcrumbs otherwise)
// and a link to the same page in the other language's docs, on the breadcrumbs' row.
/**
 * One row: the original breadcrumbs (on R pages without a sidebar, an "R Docs › <title>" trail
 * instead), and at its right a link to the page's counterpart in the other language
 * (src/lib/parallel-pages.ts) when one exists. On phones (up to 576 px) the breadcrumbs keep to one line
 * that scrolls sideways. Takes no props; reads the current path, sidebar and doc. Raises nothing.
 */
export default function DocBreadcrumbsWrapper(): ReactNode {
  const {pathname} = useLocation();
  const sidebar = useDocsSidebar();
  const {metadata} = useDoc();
  const counterpart = parallelPage(pathname);
  const outsideRSidebar = !sidebar && pathname.startsWith('/v/r/');
  return (
    <div className={styles.trail}>
      {outsideRSidebar ? (
        <nav className="theme-doc-breadcrumbs" aria-label="Breadcrumbs">
          <ul className="breadcrumbs">
            <li className="breadcrumbs__item">
              <Link className="breadcrumbs__link" to="/v/r">
                R Docs
              </Link>
            </li>
            <li className="breadcrumbs__item breadcrumbs__item--active">
              <span className="breadcrumbs__link">{metadata.title}</span>
            </li>
          </ul>
        </nav>
      ) : (
        <DocBreadcrumbs />
      )}
      {counterpart && (
        <p className={styles.counterpart}>
          <Link to={counterpart.path}>This page in the {counterpart.language} docs</Link>
        </p>
      )}
    </div>
  );
}
