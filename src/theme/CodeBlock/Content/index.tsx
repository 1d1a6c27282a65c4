/**
 * Swizzled (ejected): renders the highlighted lines as one HTML string (`highlightToHtml`)
 * instead of a React element per token, which made long pages slow to hydrate on phones.
 *
 * Takes `className` (added to the `<pre>`); reads the code, language, highlighted lines and
 * line numbering from the code block's context (`CodeBlock/Content/String`). Renders a
 * keyboard-focusable `<pre>` (it scrolls sideways) holding a `<code>` with the lines; token
 * colours come from the stylesheet of `plugins/code-theme`. Raises nothing.
 */
import React, {type ReactNode, useMemo} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';

import {highlightToHtml} from '@site/src/lib/code-highlight';

import lineStyles from './lines.module.css';
import styles from './styles.module.css';

const LINE_NUMBER_CLASSES = {line: lineStyles.codeLine, number: lineStyles.codeLineNumber, content: lineStyles.codeLineContent};

export default function CodeBlockContent({className}: Props): ReactNode {
  const {
    metadata,
    wordWrap: {codeBlockRef},
  } = useCodeBlockContext();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const withNumbers = lineNumbersStart !== undefined;
  const html = useMemo(
    () => highlightToHtml({code, language, lineClassNames, lineNumbers: withNumbers ? LINE_NUMBER_CLASSES : undefined}),
    [code, language, lineClassNames, withNumbers],
  );
  return (
    <pre
      // theme-common types the ref for React 19's types, where a ref object may hold null.
      ref={codeBlockRef as React.RefObject<HTMLPreElement>}
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
