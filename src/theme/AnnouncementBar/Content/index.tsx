import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';

import {R_BASE, isUnder} from '@site/src/lib/paths';

import styles from './styles.module.css';

// Swizzled (ejected: the original renders one text for the whole site) because the R docs
// describe another release than the Python docs, and the bar names the release of the page's docs set.
/**
 * The announcement bar's text: on the R docs' pages (`/v/r` and below) the HTML of
 * `siteConfig.customFields.rAnnouncement`, elsewhere the theme's `announcementBar.content`, both
 * written by `docusaurus.config.ts`. Takes the props of a `<div>` (the bar passes its class).
 * Throws when the bar has no `content`, or the R text is missing on an R page.
 */
export default function AnnouncementBarContent(props: ComponentProps<'div'>): ReactNode {
  const {announcementBar} = useThemeConfig();
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const content = isUnder(pathname, R_BASE) ? siteConfig.customFields?.rAnnouncement : announcementBar?.content;
  if (typeof content !== 'string') {
    throw new Error(`The announcement bar has no text for ${pathname} (docusaurus.config.ts).`);
  }
  return (
    <div
      {...props}
      className={clsx(styles.content, props.className)}
      // The text is ours, written in docusaurus.config.ts.
      dangerouslySetInnerHTML={{__html: content}}
    />
  );
}
