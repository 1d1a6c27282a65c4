import React, {type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import TOCDesktop from '@theme-original/DocItem/TOC/Desktop';

import CopyPage from '@site/src/components/CopyPage';

import styles from './styles.module.css';

// Swizzled (wrap) to give "Copy page" a place that no article text scrolls under: the top of
// the table-of-contents column, which stays in view with the table of contents.
/**
 * The original desktop table of contents, preceded by `CopyPage` for the current doc, both in
 * one sticky column. No props; reads the current doc. Raises nothing.
 */
export default function TOCDesktopWrapper(): ReactNode {
  const {metadata} = useDoc();
  return (
    <div className={styles.aside}>
      <CopyPage pagePath={metadata.permalink} placement="aside" />
      <TOCDesktop />
    </div>
  );
}
