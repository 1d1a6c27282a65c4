/**
 * The index of the Python API reference: every documented object and member of
 * `data/metaflow-api.json`, grouped by page, each linking to its section. Takes no props;
 * complete by construction, because it reads the same facts the pages document.
 */
import type {ReactNode} from 'react';

import Link from '@docusaurus/Link';

import {apiAnchor, apiFacts, namesOfPage} from './facts';

import styles from './styles.module.css';

const PAGE_TITLES: Record<string, string> = {
  flowspec: 'Flows: FlowSpec, step, Parameter',
  client: 'Client API',
  current: 'current',
  S3: 'S3',
  cards: 'Cards',
};

function pageTitle(page: string): string {
  return PAGE_TITLES[page] ?? apiFacts.pages[page].join(', ');
}

export default function ApiIndex(): ReactNode {
  return (
    <div className={styles.index}>
      {Object.keys(apiFacts.pages).map((page) => (
        <section key={page} aria-label={pageTitle(page)}>
          <h3 className={styles.indexTitle}>
            <Link to={`/api/${page}`}>{pageTitle(page)}</Link>
          </h3>
          <ul className={styles.indexList}>
            {namesOfPage(apiFacts, page).map((name) => (
              <li key={name}>
                <Link to={`/api/${page}#${apiAnchor(name)}`}>
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
