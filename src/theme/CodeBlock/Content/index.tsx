/**
 * Swizzled (ejected): renders the lines highlighted at build time (`plugins/code-highlight`) as
 * the inner HTML of the block's `<code>`, instead of highlighting with Prism in the browser and
 * rendering a React element per token, which made long pages slow to load and hydrate on phones.
 *
 * Takes `className` (added to the `<pre>`); reads the HTML from `CodeBlockHtml` (set by the
 * swizzled `CodeBlock`) and the language and first line number from the code block's context.
 * Renders a keyboard-focusable `<pre>` (it scrolls sideways) holding a `<code>` with the lines;
 * token colours come from the stylesheet of `plugins/code-theme`, line styles from `lines.css`.
 * Throws, failing the build, for a block without highlighted HTML: one rendered from a string
 * rather than written as a Markdown code fence would otherwise show unhighlighted.
 */
import React, {type ReactNode, useContext} from 'react';
import clsx from 'clsx';
// Internal: theme-common exports the code block's context nowhere else (tests/unit/deep-imports.test.ts).
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';

import {CodeBlockHtml} from '@site/src/lib/code-block-html';

import './lines.css';
import styles from './styles.module.css';

export default function CodeBlockContent({className}: Props): ReactNode {
  const {
    metadata: {code, language, lineNumbersStart},
  } = useCodeBlockContext();
  const html = useContext(CodeBlockHtml);
  if (html === undefined) {
    throw new Error(
      `A ${language} code block has no highlighted HTML (it starts "${code.slice(0, 60)}"). Code is highlighted at build time, ` +
        'only in Markdown code fences (plugins/code-highlight): write the block as a fence.',
    );
  }
  const withNumbers = lineNumbersStart !== undefined;
  return (
    <pre
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar')}>
      <code
        className={clsx(styles.codeBlockLines, withNumbers && styles.codeBlockLinesWithNumbering)}
        style={withNumbers ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
        dangerouslySetInnerHTML={{__html: html}}
      />
    </pre>
  );
}
