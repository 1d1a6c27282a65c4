/**
 * One exception the enclosing `<ApiObject>` raises, and when.
 *
 * Props: `type` (string, an exception class name; the drift test checks that the package
 * defines it, or that it is a Python built-in), `children` (ReactNode, when it is raised).
 */
import type {ReactNode} from 'react';

import {useApiObject} from './context';

import styles from './styles.module.css';

export default function Raises({type, children}: {type: string; children?: ReactNode}): ReactNode {
  useApiObject('Raises');
  return (
    <div className={styles.outcome}>
      <span className={styles.outcomeLabel}>Raises</span>
      <code>{type}</code>
      <div className={styles.outcomeText}>{children}</div>
    </div>
  );
}
