/**
 * The reference entry of one object of the `metaflow` package, placed under the MDX heading
 * that carries its anchor (`### \`next\` {#flowspec-next}`, see `apiAnchor`).
 *
 * Props:
 * - `name` (string): the object's name in `data/metaflow-api.json`, such as `FlowSpec.next`,
 *   `current.run_id` or `@batch`.
 * - `facts` (`ApiObjectView`, added by plugins/api-facts when the page is compiled; never
 *   written by hand): what the section shows of the package's facts about `name`.
 * - `children` (ReactNode): our description, with `<Params>`, `<Returns>` and `<Raises>`.
 * - `addedIn` (string, added by plugins/added-in when the page is compiled; never written by
 *   hand): JSON of the releases that added the object and its parameters, for the labels.
 *
 * Renders the kind, "Added in 2.x.y" when `addedIn` has a release for the object (one newer
 * than 2.0.0 and than its owner), the signature built from the facts, the base classes, and a
 * "source" link to the definition at the pinned release's tag. plugins/api-facts fails the
 * build when the facts have no object of that name.
 */
import type {ReactNode} from 'react';

import Link from '@docusaurus/Link';

import AddedIn from './AddedIn';
import {parseAddedIn} from './added-in-keys';
import {AddedInContext, ApiObjectContext} from './context';
import type {ApiObjectView} from './props';

import styles from './styles.module.css';

export default function ApiObject({name, facts, children, addedIn}: {name: string; facts: ApiObjectView; children?: ReactNode; addedIn?: string}): ReactNode {
  const versions = parseAddedIn(addedIn);
  return (
    <ApiObjectContext.Provider value={facts}>
      <AddedInContext.Provider value={versions}>
        <div className={styles.object} data-api-object={name}>
          <div className={styles.header}>
            <span>
              <span className={styles.kind}>{facts.kind}</span> <AddedIn version={versions[name]} />
            </span>
            {facts.sourceUrl && (
              <a className={styles.source} href={facts.sourceUrl} aria-label={`Source of ${name} in the Metaflow repository`}>
                source
              </a>
            )}
          </div>
          <pre className={styles.signature}>
            <code>{facts.signature}</code>
          </pre>
          {facts.bases.length > 0 && (
            <p className={styles.bases}>
              Inherits from{' '}
              {facts.bases.map((base, index) => (
                <span key={base.name}>
                  {index > 0 && ', '}
                  {base.href ? (
                    <Link to={base.href}>
                      <code>{base.name}</code>
                    </Link>
                  ) : (
                    <code>{base.name}</code>
                  )}
                </span>
              ))}
              .
            </p>
          )}
          {children}
        </div>
      </AddedInContext.Provider>
    </ApiObjectContext.Provider>
  );
}
