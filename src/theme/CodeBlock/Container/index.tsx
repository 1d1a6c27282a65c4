/**
 * Swizzled (ejected): the code block's container without inline Prism colours. Docusaurus
 * writes the light theme's `--prism-color` and `--prism-background-color` into the
 * server-rendered HTML, which hydration doesn't update in dark mode; the stylesheet of
 * `plugins/code-theme` sets both variables for each colour mode instead.
 *
 * Takes `as` ('div' or 'pre') and that element's props; raises nothing.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';

import styles from './styles.module.css';

export default function CodeBlockContainer<T extends 'div' | 'pre'>({as: As, ...props}: {as: T} & ComponentProps<T>): ReactNode {
  // Polymorphic components are hard to type without `oneOf` generics: typed as a div.
  const Element = As as 'div';
  return (
    <Element
      {...(props as ComponentProps<'div'>)}
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
