/**
 * Swizzled (ejected): renders a code block once, with the HTML highlighted at build time.
 * Docusaurus re-mounts every code block after hydration (`key={String(isBrowser)}`) to apply the
 * dark Prism theme's inline colours; here the colours come from a stylesheet for both modes
 * (`plugins/code-theme`), so the second render, which rebuilt every token of the page, is not
 * needed. A code fence's `highlightedHtml` (from `plugins/code-highlight`) goes to
 * `CodeBlock/Content` through `CodeBlockHtml`; the title, copy button and line numbers come from
 * the metadata Docusaurus's `CodeBlock/Content/String` computes as usual.
 *
 * Takes the MDX code block's props (`children`: the code, or elements for a JSX `<pre>`;
 * `className`, `metastring`, `title`, `language`, `showLineNumbers`, `highlightedHtml`). Raises
 * nothing itself (see `CodeBlock/Content` for a block without HTML).
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

import {CodeBlockHtml} from '@site/src/lib/code-block-html';

function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children are plain strings from here on.
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({children: rawChildren, highlightedHtml, ...props}: Props & {readonly highlightedHtml?: string}): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  return (
    <CodeBlockHtml.Provider value={highlightedHtml}>
      <CodeBlockComp {...props}>{children as string}</CodeBlockComp>
    </CodeBlockHtml.Provider>
  );
}
