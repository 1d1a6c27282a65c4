/**
 * The docs set the reader is in, for contextual search: `usePreferredTag()` returns the docs tag
 * prefix of the docs plugin whose page is open (`docs-default-` on the Python docs, `docs-r-` on
 * the R docs), which the engine ranks first (`SearchOptions.preferredTag`), or `undefined` on a
 * page of no docs plugin (the search page, the not-found page). Raises nothing.
 */
import {useActivePlugin} from '@docusaurus/plugin-content-docs/client';

export function usePreferredTag(): string | undefined {
  const pluginId = useActivePlugin({failfast: false})?.pluginId;
  return pluginId === undefined ? undefined : `docs-${pluginId}-`;
}
