/**
 * The table of text edits of third-party files: every edit this site makes to code it installs
 * from npm. `plugins/upstream-patches` applies
 * the rows to the client and server bundles and checks them when the build starts (`check.ts`).
 *
 * A row names the package, the exact version it was written for, the file inside the package,
 * the text it replaces (which must occur exactly once in that file) and the replacement, why the
 * edit is worth keeping (the BENCHMARKS.md figure), and the upstream change that would let us
 * delete it. A row stays only where Docusaurus offers no public way (swizzle, plugin option,
 * lifecycle hook, `configureWebpack`) to get the same effect (DECISIONS 20).
 *
 * After upgrading a package: the build names each row whose version, file or text no longer
 * fits. Read the new release's file, check whether upstream made the change itself (then delete
 * the row), otherwise redo the edit against the new text and set the row's version.
 */

/** One edit of one third-party file. */
export interface PatchRow {
  /** Short unique name, used in error messages (`<package>/<file>#<id>`). */
  readonly id: string;
  /** npm package name, e.g. `@docusaurus/core`. */
  readonly package: string;
  /** The package's exact version the edit was written for (its `package.json` `version`). */
  readonly version: string;
  /** The edited file's path inside the package, with `/` separators. */
  readonly file: string;
  /** The exact text replaced; it must occur exactly once in the file. */
  readonly search: string;
  /** The text put in its place. */
  readonly replace: string;
  /** What the edit does for readers, with the BENCHMARKS.md figure that justifies it. */
  readonly why: string;
  /** The upstream change (Docusaurus issue or PR, or the one to open) that would retire the row. */
  readonly retire: string;
}

const DOCUSAURUS = '3.10.2';

/**
 * Module scope of `Link.js`: one `IntersectionObserver` for all links, and each link's prefetch
 * queued on the site's idle queue (`src/lib/idle-queue.ts`) when the link comes into view.
 * The import is hoisted by the bundler like any other, so it can sit here.
 */
const LINK_OBSERVER = `import { runWhenIdle } from '@site/src/lib/idle-queue';
const onViewCallbacks = new WeakMap();
let linkObserver;
function observeLink(el, onView) {
    if (!linkObserver) {
        linkObserver = new window.IntersectionObserver((entries) => {
            entries.forEach((entry) => {
                if (entry.isIntersecting || entry.intersectionRatio > 0) {
                    const callback = onViewCallbacks.get(entry.target);
                    linkObserver.unobserve(entry.target);
                    onViewCallbacks.delete(entry.target);
                    if (callback) {
                        runWhenIdle(callback);
                    }
                }
            });
        });
    }
    onViewCallbacks.set(el, onView);
    linkObserver.observe(el);
}
function unobserveLink(el) {
    if (linkObserver && onViewCallbacks.delete(el)) {
        linkObserver.unobserve(el);
    }
}
`;

const LINK_RETIRE =
  'A Docusaurus PR to open: `<Link>` shares one IntersectionObserver among all links and runs ' +
  'each prefetch in an idle callback (or `startTransition`), instead of one observer per link whose ' +
  'callbacks all prefetch in one task.';

const TRANSITION_RETIRE =
  'A Docusaurus PR to open: set post-hydration state (`isBrowser`, the window size, the code ' +
  "blocks' scrollability) inside `startTransition`, so that the re-render it causes can yield.";

const SHORT_TASKS_WHY =
  'BENCHMARKS.md "Short hydration tasks" (issue 24, step 1): updates made right after hydration ' +
  'render in slices React can interrupt instead of one long task.';

const COLLATOR_WHY =
  'BENCHMARKS.md "A first visit without the collator": the first `localeCompare` of a page loads ' +
  "ICU's collation data, about 25 ms in one task at a 4x CPU slowdown, to sort a few ASCII strings.";

const COLLATOR_RETIRE =
  'A Docusaurus PR to open: sort docs plugin paths and memo keys by code unit (`<`), not ' +
  '`localeCompare`, in client code that runs while a page hydrates.';

export const PATCHES: readonly PatchRow[] = [
  {
    id: 'link-shared-observer',
    package: '@docusaurus/core',
    version: DOCUSAURUS,
    file: 'lib/client/exports/Link.js',
    search: 'const shouldAddBaseUrlAutomatically = ',
    replace: `${LINK_OBSERVER}const shouldAddBaseUrlAutomatically = `,
    why:
      'With `link-observe-once`: BENCHMARKS.md "Short hydration tasks": the prefetch task after ' +
      'hydration (median 110 ms at 6x CPU slowdown on /metaflow/basics) becomes idle slices of about 33 ms.',
    retire: LINK_RETIRE,
  },
  {
    id: 'link-observe-once',
    package: '@docusaurus/core',
    version: DOCUSAURUS,
    file: 'lib/client/exports/Link.js',
    search:
      '        if (IOSupported && el && isInternal) {\n' +
      '            // If IO supported and element reference found, set up Observer.\n' +
      '            ioRef.current = new window.IntersectionObserver((entries) => {\n' +
      '                entries.forEach((entry) => {\n' +
      '                    if (el === entry.target) {\n' +
      '                        // If element is in viewport, stop observing and run callback.\n' +
      '                        // https://developer.mozilla.org/en-US/docs/Web/API/Intersection_Observer_API\n' +
      '                        if (entry.isIntersecting || entry.intersectionRatio > 0) {\n' +
      '                            ioRef.current.unobserve(el);\n' +
      '                            ioRef.current.disconnect();\n' +
      '                            if (targetLink != null) {\n' +
      '                                window.docusaurus.prefetch(targetLink);\n' +
      '                            }\n' +
      '                        }\n' +
      '                    }\n' +
      '                });\n' +
      '            });\n' +
      '            // Add element to the observer.\n' +
      '            ioRef.current.observe(el);\n' +
      '        }\n',
    // `ioRef.current` keeps the shape upstream's unmount clean-up calls (`disconnect()`).
    replace:
      '        ioRef.current?.disconnect();\n' +
      '        ioRef.current = undefined;\n' +
      '        if (IOSupported && el && isInternal) {\n' +
      '            observeLink(el, () => {\n' +
      '                if (targetLink != null) {\n' +
      '                    window.docusaurus.prefetch(targetLink);\n' +
      '                }\n' +
      '            });\n' +
      '            ioRef.current = { disconnect: () => unobserveLink(el) };\n' +
      '        }\n',
    why: 'See `link-shared-observer`: each link registers with the shared observer instead of creating its own.',
    retire: LINK_RETIRE,
  },
  {
    id: 'is-browser-transition',
    package: '@docusaurus/core',
    version: DOCUSAURUS,
    file: 'lib/client/browserContext.js',
    search: '        setIsBrowser(true);\n',
    replace: '        React.startTransition(() => setIsBrowser(true));\n',
    why:
      `${SHORT_TASKS_WHY} Everything that renders differently in the browser (the colour-mode ` +
      "toggle, the navbar's logo, the sidebar's categories, the announcement bar) re-renders when " +
      '`useIsBrowser` turns true.',
    retire: TRANSITION_RETIRE,
  },
  {
    id: 'window-size-import',
    package: '@docusaurus/theme-common',
    version: DOCUSAURUS,
    file: 'lib/hooks/useWindowSize.js',
    search: "import { useEffect, useState } from 'react';",
    replace: "import { startTransition, useEffect, useState } from 'react';",
    why: 'Imports `startTransition` for `window-size-transition`.',
    retire: TRANSITION_RETIRE,
  },
  {
    id: 'window-size-transition',
    package: '@docusaurus/theme-common',
    version: DOCUSAURUS,
    file: 'lib/hooks/useWindowSize.js',
    search: '            setWindowSize(getWindowSize(desktopBreakpoint));\n',
    replace: '            startTransition(() => setWindowSize(getWindowSize(desktopBreakpoint)));\n',
    why:
      `${SHORT_TASKS_WHY} On a phone the first window size after hydration swaps the desktop ` +
      "sidebar for the navbar's mobile menu.",
    retire: TRANSITION_RETIRE,
  },
  {
    id: 'prefetch-once',
    package: '@docusaurus/core',
    version: DOCUSAURUS,
    file: 'lib/client/prefetch.js',
    search: 'export default function prefetch(url) {\n',
    replace:
      'const prefetchedUrls = new Set();\n' +
      'export default function prefetch(url) {\n' +
      '    if (prefetchedUrls.has(url)) {\n' +
      '        return Promise.resolve();\n' +
      '    }\n' +
      '    prefetchedUrls.add(url);\n',
    why:
      'BENCHMARKS.md "Prefetching each chunk once": one `<link rel="prefetch">` per chunk instead of ' +
      '189 for 17 files on /metaflow/basics; long tasks of a load 1,423-1,882 -> 826-1,667 ms at 4x.',
    retire:
      'A Docusaurus PR to open: `prefetch.js` remembers the URLs it has prefetched (the route ' +
      'preloader already dedupes `preload`, but not `prefetch`).',
  },
  {
    id: 'no-prism-in-browser',
    package: '@docusaurus/theme-classic',
    version: DOCUSAURUS,
    file: 'lib/prism-include-languages.js',
    search: [
      "import { Prism } from 'prism-react-renderer';",
      "import prismIncludeLanguages from '@theme/prism-include-languages';",
      'prismIncludeLanguages(Prism);\n',
    ].join('\n'),
    replace: '// Emptied by plugins/upstream-patches: code is highlighted at build time (plugins/code-highlight).\n',
    why:
      'BENCHMARKS.md "Code highlighted at build time": `main.js` -11.6 KB gzip, no highlighter or ' +
      'grammar in the browser. Swizzling `@theme/prism-include-languages` would keep the Prism import.',
    retire:
      'A Docusaurus issue to open: an option of theme-classic (e.g. `prism: false`) that leaves out ' +
      'its `prism-include-languages` client module for sites that highlight at build time.',
  },
  {
    id: 'active-plugin-no-collator',
    package: '@docusaurus/plugin-content-docs',
    version: DOCUSAURUS,
    file: 'lib/client/docsClientUtils.js',
    search: '        .sort((a, b) => b[1].path.localeCompare(a[1].path))\n',
    // A path sorts after the paths it starts with in both orders, which is all the match needs.
    replace: '        .sort((a, b) => (a[1].path < b[1].path ? 1 : a[1].path > b[1].path ? -1 : 0))\n',
    why:
      `${COLLATOR_WHY} The docs plugins' paths are sorted by \`getActivePlugin\`, which every doc ` +
      "page's breadcrumbs call while hydrating (theme-common's `useSidebarBreadcrumbs`, from the " +
      "original `DocBreadcrumbs`, which our wrap renders because it also writes the breadcrumbs' JSON-LD).",
    retire: COLLATOR_RETIRE,
  },
  {
    id: 'shallow-memo-no-collator',
    package: '@docusaurus/theme-common',
    version: DOCUSAURUS,
    file: 'lib/utils/reactUtils.js',
    search: '    deps.sort((a, b) => a[0].localeCompare(b[0]));\n',
    // Any fixed order of the keys serves: it only has to be the same on every render.
    replace: '    deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));\n',
    why:
      `${COLLATOR_WHY} The keys sorted here are those of the doc sidebar's props that ` +
      "theme-classic's `DocSidebar/Mobile` hands the phone's menu on every doc page through " +
      "theme-common's `NavbarSecondaryMenuFiller`, the only way into that menu.",
    retire: COLLATOR_RETIRE,
  },
];
