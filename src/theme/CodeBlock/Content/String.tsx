/**
 * Swizzled (ejected; a wrapper cannot reach the metadata it computes): theme-classic's
 * `CodeBlock/Content/String` with the block's metadata (language, title, highlighted lines)
 * memoised on its inputs, so that a re-render after hydration does not parse it again and hand
 * `CodeBlock/Content` a new object, and without theme-common's `useCodeWordWrap`: the word-wrap
 * button is `plugins/static-article`'s, driven from the DOM (`browser/code-buttons.ts`), so the
 * hook's state had no reader, and it measured every block and watched it for being shown.
 * Takes the code block's props; renders theme-classic's `CodeBlock/Layout` inside the code
 * block's context, as upstream does.
 */
import React, {useMemo, type ComponentProps, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';

/**
 * The context's word-wrap state, which nothing reads (see above): wrap off, no sideways scroll,
 * and a ref no element is given.
 */
const NO_WORD_WRAP: ComponentProps<typeof CodeBlockContextProvider>['wordWrap'] = {
  codeBlockRef: {current: null},
  isEnabled: false,
  isCodeScrollable: false,
  toggle: () => undefined,
};

export default function CodeBlockString({children: code, className, metastring, language, title, showLineNumbers}: Props): ReactNode {
  const {
    prism: {magicComments, defaultLanguage},
  } = useThemeConfig();
  const metadata = useMemo(
    () => createCodeBlockMetadata({code, className, metastring, magicComments, defaultLanguage, language, title, showLineNumbers}),
    [code, className, metastring, magicComments, defaultLanguage, language, title, showLineNumbers],
  );
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={NO_WORD_WRAP}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
