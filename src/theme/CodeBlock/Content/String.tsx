/**
 * Swizzled (ejected; a wrapper cannot reach the metadata it computes): theme-classic's
 * `CodeBlock/Content/String` with the block's metadata (language, title, highlighted lines)
 * memoised on its inputs, so that a re-render after hydration does not parse it again and hand
 * `CodeBlock/Content` a new object. Takes the code block's props; renders theme-classic's
 * `CodeBlock/Layout` inside the code block's context, as upstream does.
 */
import React, {useMemo, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata, useCodeWordWrap} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';

export default function CodeBlockString({children: code, className, metastring, language, title, showLineNumbers}: Props): ReactNode {
  const {
    prism: {magicComments, defaultLanguage},
  } = useThemeConfig();
  const metadata = useMemo(
    () => createCodeBlockMetadata({code, className, metastring, magicComments, defaultLanguage, language, title, showLineNumbers}),
    [code, className, metastring, magicComments, defaultLanguage, language, title, showLineNumbers],
  );
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
