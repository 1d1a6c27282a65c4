/**
 * What the enclosing `<ApiObject>` returns: the return annotation from its facts (when the
 * package has one) and our description (`children`, ReactNode).
 */
import type {ReactNode} from 'react';

import {useApiObject} from './context';

import styles from './styles.module.css';

export default function Returns({children}: {children?: ReactNode}): ReactNode {
  const {returns} = useApiObject('Returns');
  return (
    <div className={styles.outcome}>
      <span className={styles.outcomeLabel}>Returns</span>
      {returns && <code>{returns}</code>}
      <div className={styles.outcomeText}>{children}</div>
    </div>
  );
}
