/**
 * The index of the Python API reference: every documented object and member of
 * `data/metaflow-api.json`, grouped by page, each linking to its section; complete by
 * construction, because it lists the same facts the pages document.
 *
 * Props: `pages` (`ApiIndexPage[]`, added by plugins/api-facts when the page is compiled; never
 * written by hand): each page's title, path and documented names with their anchors.
 */
import type {ReactNode} from 'react';

import Link from '@docusaurus/Link';

import type {ApiIndexPage} from './props';

import styles from './styles.module.css';

export default function ApiIndex({pages}: {pages: readonly ApiIndexPage[]}): ReactNode {
  return (
    <div className={styles.index}>
      {pages.map((page) => (
        <section key={page.href} aria-label={page.title}>
          <h3 className={styles.indexTitle}>
            <Link to={page.href}>{page.title}</Link>
          </h3>
          <ul className={styles.indexList}>
            {page.entries.map(({name, anchor}) => (
              <li key={name}>
                <Link to={`${page.href}#${anchor}`}>
                  <code>{name}</code>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
