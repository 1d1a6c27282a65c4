/**
 * The components MDX renders Markdown with: Docusaurus's own, plus a keyboard-focusable
 * `<table>`. Infima lets a wide table scroll sideways inside its own box, which keyboard users
 * could not reach otherwise (axe `scrollable-region-focusable`); code blocks are focusable for
 * the same reason. Overriding this map is how Docusaurus documents adding MDX components (its
 * swizzle command refuses to wrap it). Takes the table's props; raises nothing.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

function Table(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

export default {...MDXComponents, table: Table};
