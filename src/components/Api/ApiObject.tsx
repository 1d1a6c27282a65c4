/**
 * The reference entry of one object of the `metaflow` package, placed under the MDX heading
 * that carries its anchor (`### \`next\` {#flowspec-next}`, see `apiAnchor`).
 *
 * Props:
 * - `name` (string): the object's name in `data/metaflow-api.json`, such as `FlowSpec.next`,
 *   `current.run_id` or `@batch`.
 * - `children` (ReactNode): our description, with `<Params>`, `<Returns>` and `<Raises>`.
 * - `addedIn` (string, added by plugins/added-in when the page is compiled; never written by
 *   hand): JSON of the releases that added the object and its parameters, for the labels.
 *
 * Renders the kind, "Added in 2.x.y" when `addedIn` has a release for the object (one newer
 * than 2.0.0 and than its owner), the signature built from the facts, the base classes, and a
 * "source" link to the definition at the pinned release's tag. Throws (failing the build) when
 * the facts have no object of that name.
 */
import type {ReactNode} from 'react';

import Link from '@docusaurus/Link';

import AddedIn from './AddedIn';
import {parseAddedIn} from './added-in-keys';
import {AddedInContext, ApiObjectContext} from './context';
import {apiAnchor, apiFact, apiPage, sourceUrl} from './facts';
import {signatureText} from './signature';

import styles from './styles.module.css';

const KIND_LABELS: Record<string, string> = {
  'step-decorator': 'step decorator',
  'flow-decorator': 'flow decorator',
};

/** A link to the section of another documented object, or its bare name when undocumented. */
function ObjectLink({name}: {name: string}): ReactNode {
  const page = apiPage(name);
  return page ? <Link to={`/api/${page}#${apiAnchor(name)}`}><code>{name}</code></Link> : <code>{name}</code>;
}

export default function ApiObject({name, children, addedIn}: {name: string; children?: ReactNode; addedIn?: string}): ReactNode {
  const fact = apiFact(name);
  const versions = parseAddedIn(addedIn);
  return (
    <ApiObjectContext.Provider value={fact}>
      <AddedInContext.Provider value={versions}>
        <div className={styles.object} data-api-object={name}>
          <div className={styles.header}>
            <span>
              <span className={styles.kind}>{KIND_LABELS[fact.kind] ?? fact.kind}</span> <AddedIn version={versions[name]} />
            </span>
            {fact.source && (
              <a className={styles.source} href={sourceUrl(fact.source)} aria-label={`Source of ${name} in the Metaflow repository`}>
                source
              </a>
            )}
          </div>
          <pre className={styles.signature}>
            <code>{signatureText(fact)}</code>
          </pre>
          {fact.bases && fact.bases.length > 0 && (
            <p className={styles.bases}>
              Inherits from{' '}
              {fact.bases.map((base, index) => (
                <span key={base}>
                  {index > 0 && ', '}
                  <ObjectLink name={base} />
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
