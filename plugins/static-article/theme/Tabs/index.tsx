/**
 * Replaces theme-classic's `Tabs` (not a wrap: that component keeps the selected tab in React
 * state, so on a first visit, whose article React never hydrates, it could not switch, and it
 * showed the stored choice only after hydration). This one renders the same Infima markup with
 * the selection of the server's HTML, and `browser/early.ts` does the rest from the first paint:
 * it applies the reader's stored choice or `?tab=` before anything is painted, and selects tabs on
 * click and from the keyboard, on first visits and after client-side navigations alike.
 *
 * Props: `children`, `TabItem` elements (`value`, `label`, `default`; each `value` once);
 * `groupId` (string, optional), the name under which the choice is stored and shared with the
 * page's other groups of that name; `defaultValue` (string, optional), the tab shown when no
 * `TabItem` is `default` (else the first); `className`, added to the tab list. Throws, failing the
 * build, for a child that is not a `TabItem`, a repeated value, or a default no tab has.
 */
import React, {Children, cloneElement, isValidElement, useId, useRef, type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';

import type {Props as TabItemProps} from '../TabItem';

import styles from './styles.module.css';

export interface Props {
  readonly children: ReactNode;
  readonly groupId?: string;
  readonly defaultValue?: string;
  readonly className?: string;
}

type Item = ReactElement<TabItemProps>;

function itemsOf(children: ReactNode): Item[] {
  const items = Children.toArray(children).filter((child) => !(typeof child === 'string' && child.trim() === ''));
  const values = new Set<string>();
  return items.map((child) => {
    if (!isValidElement<TabItemProps>(child) || typeof child.props.value !== 'string') {
      throw new Error('Every child of <Tabs> must be a <TabItem> with a value.');
    }
    if (values.has(child.props.value)) throw new Error(`<Tabs> has two tabs with the value "${child.props.value}".`);
    values.add(child.props.value);
    return child as Item;
  });
}

export default function Tabs({children, groupId = '', defaultValue, className}: Props): ReactNode {
  const items = itemsOf(children);
  const selected = items.find((item) => item.props.default)?.props.value ?? defaultValue ?? items[0]?.props.value;
  if (!items.some((item) => item.props.value === selected)) {
    throw new Error(`<Tabs> has no tab with the default value "${String(selected)}".`);
  }
  const id = useId();
  const container = useRef<HTMLDivElement>(null);
  // A group React renders after a navigation shows the reader's choice before it is painted.
  useIsomorphicLayoutEffect(() => {
    if (container.current) window.metaflowDocs?.applyTabs(container.current);
  }, []);
  return (
    <div ref={container} className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList)} data-tab-group={groupId}>
      <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', className)}>
        {items.map(({props: {value, label}}) => (
          <li
            key={value}
            role="tab"
            id={`${id}-tab-${value}`}
            aria-controls={`${id}-panel-${value}`}
            aria-selected={value === selected}
            tabIndex={value === selected ? 0 : -1}
            data-tab-value={value}
            className={clsx('tabs__item', styles.tab, value === selected && 'tabs__item--active')}>
            {label ?? value}
          </li>
        ))}
      </ul>
      <div className="margin-top--md">
        {items.map((item) =>
          cloneElement(item, {key: item.props.value, hidden: item.props.value !== selected, id: `${id}-panel-${item.props.value}`, labelledBy: `${id}-tab-${item.props.value}`}),
        )}
      </div>
    </div>
  );
}
