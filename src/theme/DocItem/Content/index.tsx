import React, {type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';

import CopyPage from '@site/src/components/CopyPage';

// Swizzled (wrap) to put the "Copy page" button beside every doc's title; the content is the original's.
/**
 * The original doc content, preceded by `CopyPage` for the current doc (its permalink). Takes
 * and passes on the original's props; raises nothing.
 */
export default function ContentWrapper(props: WrapperProps<typeof ContentType>): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <CopyPage pagePath={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
