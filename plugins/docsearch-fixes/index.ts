/**
 * Fixes bugs of the DocSearch modal (`@docsearch/react` 4.7, pinned in `package.json`)
 * that hide messages the spec requires, fail accessibility checks or break the site's
 * Content-Security-Policy. All hold for hosted Algolia and the offline client.
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
 * 3. Accessibility (axe-core, `tests/e2e/accessibility.spec.ts`). The overlay that holds the
 *    whole modal is a focusable `role="button"`, which hides the autocomplete's `combobox`
 *    role and nests every control of the modal in a button (`nested-interactive`); fixed: the
 *    overlay keeps the combobox role and closes on a click outside the modal as before, and Esc
 *    still closes it. The modal's `<header>` and `<footer>` become page-level banner and
 *    contentinfo landmarks next to the site's own (`landmark-no-duplicate-*`); fixed: they
 *    are `<div>`s with the same classes. The navbar's Search button is named "Search
 *    (Control+k)" while its text reads "SearchCtrlK" (its label and key caps sit side by side
 *    with no space between them: `label-content-name-mismatch`); fixed: spaces separate them
 *    (a flex layout, so nothing moves) and the name is the text as shown, "Search Ctrl K"
 *    ("Search ⌘ K" on Apple devices), with the shortcut still in `aria-keyshortcuts`.
 *    A result is an `<li role="option">` around the site's result link (`hitComponent`), and an
 *    option may hold nothing focusable (`nested-interactive`), so the link could not have an
 *    `href`. Fixed: the `<li>` is presentational and passes the option's props (`role`, `id`,
 *    `aria-selected`, the mouse handlers) to the result component, whose `<a href>` is the
 *    option itself (`src/theme/SearchBar`). A recent or favourite search's buttons ("Save this
 *    search", "Remove this search...") sat inside the option too, and a button may not sit
 *    inside a link; they move out of the link into a `.DocSearch-Hit-actions` box beside it,
 *    which `src/theme/SearchBar/styles.css` lays over the link's right end as before. (axe still
 *    faults those buttons on the start screen, now as children a listbox may not own,
 *    `aria-required-children`, before as focusable content of an option; buttons per row need
 *    another widget than a listbox.) The stylesheet's `.DocSearch-Hit[aria-selected=true]`
 *    becomes `.DocSearch-Hit:has(>[aria-selected=true])`, so the selected row looks as before.
 * 4. Content-Security-Policy. The copy of Zod bundled in the modal probes whether it may compile
 *    code (`new Function("")`) when the first search builds its schemas. The production policy
 *    (`deploy/response-headers.ts`) has no `'unsafe-eval'`, so the browser refuses and
 *    reports a CSP violation, although Zod catches the refusal and validates without compiled
 *    code. Fixed: the probe answers "no" without trying, which is the path Zod takes under the
 *    policy anyway.
 *
 * How: `string-replace-loader` (`../lib/string-replace.ts`) edits those statements of the bundled
 * files of the modal, the button and the stylesheet, in the client and server bundles. Takes no
 * options. Strict mode: when another DocSearch release changes one of the statements, the build
 * fails with "Replace failed", and the fixes must be checked against the new release (some may
 * no longer be needed).
 */
import type {Plugin} from '@docusaurus/types';

import {stringReplacePlugin, stringReplaceRule} from '../lib/string-replace';

const MODAL_FIXES = [
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
  {
    search: 'role:"button",tabIndex:0,onMouseDown:function(e){e.target===e.currentTarget&&v()}',
    replace: 'onMouseDown:function(e){e.target===e.currentTarget&&v()}',
  },
  {search: 'e.createElement("header",{className:"DocSearch-SearchBar"', replace: 'e.createElement("div",{className:"DocSearch-SearchBar"'},
  {search: 'try{return new Function(""),!0}catch(e){return!1}', replace: 'return!1'},
  {search: 'e.createElement("footer",{className:"DocSearch-Footer"}', replace: 'e.createElement("div",{className:"DocSearch-Footer"}'},
  {
    search:
      'return e.createElement("li",F({className:["DocSearch-Hit",n.__docsearch_parent&&"DocSearch-Hit--Child"].filter(Boolean).join(" ")},' +
      'i({item:n,source:s.source,onClick:function(e){o(n,e)}})),e.createElement(c,{hit:n},',
    replace:
      'return e.createElement("li",{className:["DocSearch-Hit",n.__docsearch_parent&&"DocSearch-Hit--Child"].filter(Boolean).join(" "),role:"presentation"},' +
      'e.createElement(c,F({hit:n},i({item:n,source:s.source,onClick:function(e){o(n,e)}})),',
  },
  {search: ',a({item:n}))))}function xu(', replace: ')),e.createElement("div",{className:"DocSearch-Hit-actions"},a({item:n})))}function xu('},
];

const BUTTON_FIXES = [
  {
    search: '"aria-label":A?"".concat(E," (").concat(L,")"):E',
    replace: '"aria-label":A&&null!==P?"".concat(E," ").concat(x," K"):E',
  },
  {
    search:
      'e.createElement("span",{className:"DocSearch-Button-Placeholder"},g)),e.createElement("span",{className:"DocSearch-Button-Keys"},' +
      'null!==P&&A&&e.createElement(e.Fragment,null,e.createElement(y,{reactsToKey:K},x),e.createElement(y,{reactsToKey:"k"},"K")))',
    replace:
      'e.createElement("span",{className:"DocSearch-Button-Placeholder"},g))," ",e.createElement("span",{className:"DocSearch-Button-Keys"},' +
      'null!==P&&A&&e.createElement(e.Fragment,null,e.createElement(y,{reactsToKey:K},x)," ",e.createElement(y,{reactsToKey:"k"},"K")))',
  },
];

const STYLE_FIXES = [{search: '\\.DocSearch-Hit\\[aria-selected=true\\]', replace: '.DocSearch-Hit:has(>[aria-selected=true])', flags: 'g'}];

export default function docSearchFixesPlugin(): Plugin {
  return stringReplacePlugin('metaflow-docs-docsearch-fixes', [
    stringReplaceRule(/[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/, MODAL_FIXES),
    stringReplaceRule(/[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchButton\.js$/, BUTTON_FIXES),
    stringReplaceRule(/[\\/]@docsearch[\\/]css[\\/]dist[\\/]style\.css$/, STYLE_FIXES),
  ]);
}
