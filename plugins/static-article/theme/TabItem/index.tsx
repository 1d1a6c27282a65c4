/**
 * A tab's panel, for `theme/Tabs` (which replaces theme-classic's, see there): a
 * `role="tabpanel"` element with the tab's value (`data-tab-value`), named by its tab.
 *
 * Props: `value` (string), what the tab stands for; `label` (string, optional, read by `Tabs`),
 * its text; `default` (boolean, optional, read by `Tabs`); `className`; `children`, the panel's
 * content. `Tabs` adds `hidden`, `id` and `labelledBy` (the tab's id). Raises nothing.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';

import styles from './styles.module.css';

export interface Props {
  readonly value: string;
  readonly label?: string;
  readonly default?: boolean;
  readonly className?: string;
  readonly children?: ReactNode;
  readonly hidden?: boolean;
  readonly id?: string;
  readonly labelledBy?: string;
}

export default function TabItem({value, className, children, hidden, id, labelledBy}: Props): ReactNode {
  return (
    <div role="tabpanel" id={id} aria-labelledby={labelledBy} data-tab-value={value} className={clsx(styles.panel, className)} hidden={hidden}>
      {children}
    </div>
  );
}
