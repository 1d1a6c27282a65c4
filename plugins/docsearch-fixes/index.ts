/**
 * Fixes two bugs of the DocSearch modal (`@docsearch/react` 4.7, pinned in `package.json`)
 * that hide messages the spec requires. Both hold for hosted Algolia and the offline client.
 *
 * 1. Error screen. The bundled `@algolia/autocomplete-core` sets the status back to "idle" in a
 *    `finally` right after DocSearch has set it to "error", so "Unable to fetch results" / "You
 *    might want to check your network connection." never shows (the no-results screen does),
 *    and the failed search is left as an unhandled promise rejection. Fixed: the `finally`
 *    keeps an "error" status, and the rejection of a search reported as an error is handled.
 * 2. "Try searching for". DocSearch stores the suggested searches (the section paths of the
 *    last results) by spreading an array into an object, which has no `length`, so the
 *    no-results screen never lists them. Fixed: they are stored as the array of those paths,
 *    as DocSearch 3 did.
 *
 * How: `string-replace-loader` (`../lib/string-replace.ts`) edits those two statements of the modal's bundled file, in the
 * client and server bundles. Takes no options. Strict mode: when another DocSearch release
 * changes either statement, the build fails with "Replace failed", and the fixes must be
 * checked against the new release (they may no longer be needed).
 */
import type {Plugin} from '@docusaurus/types';

import {stringReplaceRule} from '../lib/string-replace';

const FIXES = [
  {
    search: '.finally(function(){p("idle"),Ft&&u.environment.clearTimeout(Ft)});return o.pendingRequests.add(y)',
    replace:
      '.finally(function(){"error"!==o.getState().status&&p("idle"),Ft&&u.environment.clearTimeout(Ft)})' +
      '.catch(function(e){if("error"!==o.getState().status)throw e});return o.pendingRequests.add(y)',
  },
  {
    search: 'searchSuggestions:k(k({},null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[]),Object.keys(o))',
    replace: 'searchSuggestions:Object.keys(o)',
  },
];

export default function docSearchFixesPlugin(): Plugin {
  return {
    name: 'metaflow-docs-docsearch-fixes',
    configureWebpack() {
      return {
        module: {
          rules: [stringReplaceRule(/[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/, FIXES)],
        },
      };
    },
  };
}
