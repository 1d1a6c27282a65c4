/**
 * The table of a reference entry's rows (a function's parameters, a command's options, an area's
 * configuration variables): four columns, the first and last named by the caller, Type and
 * Default between them, inside a region that scrolls sideways when the table is wider than the
 * page and that keyboard users reach with Tab.
 *
 * Props: `label` (string, the region's accessible name), `first` and `last` (strings, the
 * headers of the name and description columns), `children` (the `<tr>` rows), and, for a table
 * that a filter can hide whole, `hidden` (boolean) and `wrapperRef` (a ref to the region's
 * `<div>`). Raises nothing.
 */
import type {ReactNode, Ref} from 'react';

import styles from './styles.module.css';

export default function ReferenceTable({
  label,
  first,
  last,
  children,
  hidden,
  wrapperRef,
}: {
  label: string;
  first: string;
  last: string;
  children: ReactNode;
  hidden?: boolean;
  wrapperRef?: Ref<HTMLDivElement>;
}): ReactNode {
  return (
    <div ref={wrapperRef} hidden={hidden} className={styles.tableWrapper} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.params}>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            <th scope="col">Type</th>
            <th scope="col">Default</th>
            <th scope="col">{last}</th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
