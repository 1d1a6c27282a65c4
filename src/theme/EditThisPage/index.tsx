import React, {type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import EditThisPage from '@theme-original/EditThisPage';
import type EditThisPageType from '@theme/EditThisPage';
import type {WrapperProps} from '@docusaurus/types';

import ReportProblem from '@site/src/components/ReportProblem';

import styles from './styles.module.css';

// Swizzled (wrap) to put "Report a problem with this page" beside "Edit this page"; the edit link is the original's.
/**
 * The original "Edit this page" link and `ReportProblem` for the current doc (its title and
 * canonical URL, from `useDoc()` and `siteConfig.url`), side by side, wrapping onto two lines
 * on a narrow screen. Takes and passes on the original's props (`editUrl`); raises nothing.
 */
export default function EditThisPageWrapper(props: WrapperProps<typeof EditThisPageType>): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {metadata} = useDoc();
  const page = {title: metadata.title, url: `${siteConfig.url}${metadata.permalink}`};
  return (
    <div className={styles.links}>
      <EditThisPage {...props} />
      <ReportProblem formUrl={String(siteConfig.customFields?.docsIssuesUrl)} page={page} />
    </div>
  );
}
