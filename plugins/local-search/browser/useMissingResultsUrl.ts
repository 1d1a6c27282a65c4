/**
 * The target of the DocSearch modal's "Let us know." link (shown under "Believe this query
 * should return results?"): a new issue in the docs repository, titled with the query.
 *
 * Returns DocSearch's `getMissingResultsUrl` callback, which takes `{query}` and returns the
 * URL. The issue form's address comes from `siteConfig.customFields.docsIssuesUrl`
 * (`docusaurus.config.ts`); the query is URL-encoded, so it cannot change the link.
 */
import {useCallback} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {newIssueUrl} from '@site/src/lib/new-issue-url';

export function useMissingResultsUrl(): ({query}: {query: string}) => string {
  const issuesUrl = String(useDocusaurusContext().siteConfig.customFields?.docsIssuesUrl);
  return useCallback(
    ({query}) => newIssueUrl(issuesUrl, {title: `Search: no results for "${query.trim()}"`}),
    [issuesUrl],
  );
}
