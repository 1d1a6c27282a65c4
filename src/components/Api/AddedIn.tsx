/**
 * "Added in 2.x.y" beside a reference entry: a quiet label, like docs.python.org's
 * "Added in version".
 *
 * Props: `version` (string, optional): the release, from the `addedIn` prop that
 * plugins/added-in gives the component showing the entry (`parseAddedIn`); nothing is rendered
 * without one (the entry is as old as 2.0.0, or as what holds it).
 *
 * The text is the label's whole content, so screen readers and the Markdown export of the
 * page read it as written.
 */
import type {ReactNode} from 'react';

import styles from './styles.module.css';

export default function AddedIn({version}: {version?: string}): ReactNode {
  if (!version) return null;
  return (
    <span className={styles.addedIn} data-added-in={version}>
      Added in {version}
    </span>
  );
}
