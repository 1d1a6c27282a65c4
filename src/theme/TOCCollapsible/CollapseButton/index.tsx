import React, {type ReactNode} from 'react';
import CollapseButton from '@theme-original/TOCCollapsible/CollapseButton';
import type CollapseButtonType from '@theme/TOCCollapsible/CollapseButton';
import type {WrapperProps} from '@docusaurus/types';

// Swizzled (wrap) because the original does not say whether it is open: screen readers then
// announce "On this page" without its state, and the page's layout cannot follow it.
/**
 * The original "On this page" button of the collapsible table of contents, with `aria-expanded`
 * set from its `collapsed` prop (boolean), as a disclosure button has. Takes and passes on the
 * original's props; raises nothing.
 */
export default function CollapseButtonWrapper(props: WrapperProps<typeof CollapseButtonType>): ReactNode {
  return <CollapseButton {...props} aria-expanded={!props.collapsed} />;
}
