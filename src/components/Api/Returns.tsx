/**
 * What the enclosing `<ApiObject>` returns: the return annotation from the facts (when the
 * package has one) and our description (`children`, ReactNode).
 */
import type {ReactNode} from 'react';

import {useApiObject} from './context';
import {shortType} from './facts';

import styles from './styles.module.css';

export default function Returns({children}: {children?: ReactNode}): ReactNode {
  const returns = useApiObject('Returns').signature?.returns;
  return (
    <div className={styles.outcome}>
      <span className={styles.outcomeLabel}>Returns</span>
      {returns && <code>{shortType(returns)}</code>}
      <div className={styles.outcomeText}>{children}</div>
    </div>
  );
}
