import React, {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
// Internal: theme-common exports the bar's state nowhere else (tests/unit/deep-imports.test.ts).
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

// Swizzled (wrap) for a Docusaurus quirk: the inline script in <head> sets
// `data-announcement-bar-initially-dismissed="true"` on <html> whenever the dismissal flag is
// stored, without looking at the stored announcement id, and the theme's CSS hides the bar on
// that attribute. When the bar's id changes, React resets the flag and renders the bar, but the
// attribute kept it hidden until the next page load. Clearing the attribute once the bar is
// active shows a new announcement on the first load, as the spec requires.
/**
 * The theme's announcement bar, shown on the first page load after its id changed even when an
 * older announcement was dismissed. No props. Raises nothing.
 */
export default function AnnouncementBarWrapper(): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  }, [isActive]);
  return <AnnouncementBar />;
}
