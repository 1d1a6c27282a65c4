import React, {type ReactNode, type SyntheticEvent} from 'react';
import IconExternalLink from '@theme/Icon/ExternalLink';

import {newIssueUrl} from '@site/src/lib/new-issue-url';
import {headingInView, headingText} from '@site/src/lib/section-in-view';

import styles from './styles.module.css';

/** The page a report is about. */
export interface ReportedPage {
  /** The page's title (its front matter `title`, the `<h1>`). */
  readonly title: string;
  /** The page's canonical absolute URL, e.g. `https://docs.metaflow.org/metaflow/basics`. */
  readonly url: string;
}

/** The section a report is about: its heading's text and the `id` of its anchor. */
export interface ReportedSection {
  readonly title: string;
  readonly id: string;
}

/**
 * The new-issue form's URL for a problem on `page`, prefilled: the issue's title names the page,
 * its body the page's title and URL and, when known, the section (title and anchored URL),
 * then a line for the reader's words. Raises nothing.
 */
export function reportUrl(formUrl: string, page: ReportedPage, section?: ReportedSection): string {
  const lines = [`Page: ${page.title}`, `URL: ${page.url}`];
  if (section) lines.push(`Section: ${section.title} (${page.url}#${section.id})`);
  lines.push('', 'What is wrong or missing:', '');
  return newIssueUrl(formUrl, {title: `Docs: problem on "${page.title}"`, body: lines.join('\n')});
}

/**
 * "Report a problem with this page": a link that opens a new issue in the docs repository in a
 * new tab, prefilled by `reportUrl`.
 *
 * Props: `formUrl` (string), the repository's new-issue form (`siteConfig.customFields.docsIssuesUrl`,
 * derived from `EDIT_URL_BASE` in `env.ts`); `page` (`ReportedPage`), the doc's title and
 * canonical URL.
 *
 * The server-rendered link carries the page's title and URL, so it works without JavaScript.
 * With JavaScript, the section being read (`headingInView`) is written into the link's `href`
 * when the pointer or the keyboard focus reaches the link and again at the click, so the link
 * names the section the reader was in when they chose to report. Its accessible name ends with
 * the theme's "(opens in new tab)", as the site's other links to a new tab do. Raises nothing.
 */
export default function ReportProblem({formUrl, page}: {formUrl: string; page: ReportedPage}): ReactNode {
  // The href is set on the element rather than through state: the click's navigation reads it
  // right after this handler returns, before React would render a state change.
  const addSection = (event: SyntheticEvent<HTMLAnchorElement>) => {
    const heading = headingInView();
    event.currentTarget.href = reportUrl(formUrl, page, heading && {title: headingText(heading), id: heading.id});
  };
  return (
    <a
      className={styles.report}
      href={reportUrl(formUrl, page)}
      target="_blank"
      rel="noopener noreferrer"
      onPointerEnter={addSection}
      onFocus={addSection}
      onClick={addSection}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true">
        <path d="M5 2.5h2v19H5zM8.5 4h11l-2.5 4.5 2.5 4.5h-11z" />
      </svg>
      Report a problem with this page
      <IconExternalLink />
    </a>
  );
}
