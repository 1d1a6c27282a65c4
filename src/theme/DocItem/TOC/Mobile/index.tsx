import React, {type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import TOCMobile from '@theme-original/DocItem/TOC/Mobile';

import CopyPage from '@site/src/components/CopyPage';

import styles from './styles.module.css';

// Swizzled (wrap) to put "Copy page" beside "On this page" on narrow screens, so that it takes no
// row of its own above the title.
/**
 * One row: the original collapsible table of contents ("On this page") and `CopyPage` for the
 * current doc. Shown below 997 px, like the original. No props; reads the current doc. Raises
 * nothing.
 */
export default function TOCMobileWrapper(): ReactNode {
  const {metadata} = useDoc();
  return (
    <div className={styles.toolbar}>
      <TOCMobile />
      <CopyPage pagePath={metadata.permalink} placement="toolbar" />
    </div>
  );
}
