import React, {type ReactNode} from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type {WrapperProps} from '@docusaurus/types';

import StaticHtml from '@site/plugins/static-article/browser/StaticHtml';

// Swizzled (wrap) so that a first visit does not hydrate the line: hydrating it creates an
// Intl.DateTimeFormat to format a date the server's HTML already shows (plugins/static-article).
/**
 * The original "Last updated on <date>" line of a doc, inside a `span` that `StaticHtml` keeps as
 * the server rendered it on a first visit; after a client-side navigation the original renders as
 * usual. Takes and passes on the original's props (`lastUpdatedAt`, ms since the epoch;
 * `lastUpdatedBy`); raises nothing.
 */
export default function LastUpdatedWrapper(props: WrapperProps<typeof LastUpdatedType>): ReactNode {
  return (
    <StaticHtml as="span">
      <LastUpdated {...props} />
    </StaticHtml>
  );
}
