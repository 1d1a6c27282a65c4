/**
 * Prefetches each JS chunk once per page load. Docusaurus's `<Link>` prefetches the route of
 * every link that scrolls into view, and its prefetch helper
 * (`@docusaurus/core/lib/client/prefetch.js`, 3.10) adds a `<link rel="prefetch">` to `<head>`
 * for every chunk of that route and of its parent routes, without checking whether it added
 * the same chunk before. On a doc page, every link to another doc brings the docs layout's and
 * the doc page component's chunks again: `/metaflow/basics` ended up with 189 to 378 prefetch
 * elements for 17 to 24 distinct files. Adding them cost the main thread a few hundred
 * milliseconds of long tasks under a 4x CPU throttle (BENCHMARKS.md).
 *
 * How: `string-replace-loader` (`../lib/string-replace.ts`) edits that helper in the client and
 * server bundles so that a URL it has already prefetched resolves at once. What is downloaded
 * does not change: the browser fetched a repeated URL only once anyway. Takes no options.
 * Strict mode: when a Docusaurus release changes the helper, the build fails with "Replace
 * failed", and the fix must be checked against the new release.
 */
import type {Plugin} from '@docusaurus/types';

import {stringReplacePlugin, stringReplaceRule} from '../lib/string-replace';

export default function prefetchOncePlugin(): Plugin {
  return stringReplacePlugin('metaflow-docs-prefetch-once', [
    stringReplaceRule(/[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]prefetch\.js$/, [
      {
        search: 'export default function prefetch(url) {\n',
        replace:
          'const prefetchedUrls = new Set();\n' +
          'export default function prefetch(url) {\n' +
          '    if (prefetchedUrls.has(url)) {\n' +
          '        return Promise.resolve();\n' +
          '    }\n' +
          '    prefetchedUrls.add(url);\n',
      },
    ]),
  ]);
}
