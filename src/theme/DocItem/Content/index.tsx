import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';

import CopyPage from '@site/src/components/CopyPage';
import StaticHtml from '@site/plugins/static-article/browser/StaticHtml';
import {markdownPathOf} from '@site/src/lib/paths';

// Swizzled (wrap) to link every doc's Markdown from its <head>, to put "Copy page" beside the
// title of a doc without a table of contents (docs with one have it beside their table of
// contents: src/theme/DocItem/TOC), and to keep a first visit's article unhydrated
// (plugins/static-article); the content is the original's.
/**
 * The original doc content, with `<link rel="alternate" type="text/markdown">` to the doc's
 * Markdown (`markdownPathOf` its permalink) in the head, preceded by `CopyPage` when the doc
 * shows no table of contents (its front matter hides it, or it has no headings: the same rule as
 * the theme's `DocItem/Layout`). The original renders inside `StaticHtml`: on a first visit, React
 * keeps the server's HTML of the article and does not hydrate it, unless the doc's front matter says
 * `hydrate_content: true`. Takes and passes on the original's props; raises nothing.
 */
export default function ContentWrapper(props: WrapperProps<typeof ContentType>): ReactNode {
  const {metadata, frontMatter, toc} = useDoc();
  const hasToc = !frontMatter.hide_table_of_contents && toc.length > 0;
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownPathOf(metadata.permalink)} />
      </Head>
      {!hasToc && <CopyPage pagePath={metadata.permalink} placement="title" />}
      <StaticHtml className="theme-static-article" hydrate={(frontMatter as {hydrate_content?: unknown}).hydrate_content === true}>
        <Content {...props} />
      </StaticHtml>
    </>
  );
}
