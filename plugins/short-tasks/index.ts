/**
 * Keeps the main thread's tasks short while and right after React hydrates a page. Docusaurus
 * 3.10 hydrates inside `startTransition`, so React yields between components; what did not
 * yield were the state updates that effects make right after hydration (React renders those in
 * one task) and the prefetching of the links in view. On `/metaflow/basics` at a phone's CPU
 * speed they made tasks of 100–400 ms (BENCHMARKS.md, "Short hydration tasks"). Each edit is
 * small enough to go upstream:
 *
 * 1. Prefetching (`@docusaurus/core/lib/client/exports/Link.js`). Every internal `<Link>`
 *    created an `IntersectionObserver` of its own when React attached it, and when links came
 *    into view, every observer's callback ran `window.docusaurus.prefetch` (route matching,
 *    `<link rel="prefetch">` elements) in one task. Now one observer serves all links; a link
 *    in view queues its prefetch on the site's idle queue (`src/lib/idle-queue.ts`: one task per
 *    `requestIdleCallback`, per `setTimeout` where the browser lacks it). React's detaching of the element
 *    unobserves it. What is prefetched, and for which links, does not change.
 * 2. `useIsBrowser` (`@docusaurus/core/lib/client/browserContext.js`) turns true in a
 *    transition. Everything that renders differently in the browser (the code blocks' copy and
 *    word-wrap buttons, tabs, the colour-mode toggle, `<html data-has-hydrated>`) then renders
 *    in slices React can interrupt, rather than in one task with the other updates.
 * 3. `useWindowSize` (`@docusaurus/theme-common/lib/hooks/useWindowSize.js`) sets the window
 *    size in a transition. On a phone, the first one after hydration swaps the desktop sidebar
 *    (hidden by CSS) for the navbar's mobile menu.
 * 4. Code blocks. `useCodeWordWrap` (`@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js`)
 *    kept the tab panel a block is hidden in as state that starts `undefined` and was set to
 *    `null` after mounting, which re-rendered every code block of the page after hydration;
 *    it now starts `null`. A block wider than the screen still re-renders after hydration, to
 *    show its word-wrap button: that update is now a transition too. And
 *    `CodeBlock/Content/String` (`@docusaurus/theme-classic/lib/theme/CodeBlock/Content/String.js`)
 *    parsed a block's metadata (language, title, highlighted lines) again on every render,
 *    and the new object made `CodeBlock/Content` highlight the block again; it is now
 *    memoised on its inputs, so such a re-render only re-renders.
 * 5. Code-block buttons (`@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/index.js`).
 *    Docusaurus does not server-render them and mounted all of a page's at once when
 *    `useIsBrowser` turned true: on `/metaflow/basics`, 596 elements (65 blocks) whose style,
 *    layout and paint made the one task over 100 ms left after hydration. Each block's buttons
 *    now mount from the idle queue, one block per idle period, in page order.
 *
 * How: `string-replace-loader` (`../lib/string-replace.ts`) edits those files in the client
 * and server bundles. Takes no options. Strict mode: when a Docusaurus release changes one of
 * the edited statements, the build fails with "Replace failed", and the edit must be checked
 * against the new release (redone, or dropped when upstream has the same fix).
 */
import type {Plugin} from '@docusaurus/types';

import {stringReplacePlugin, stringReplaceRule, type Replacement} from '../lib/string-replace';

/** The site's idle queue (`src/lib/idle-queue.ts`), imported by the edited files. */
const IDLE_QUEUE_IMPORT = "import { runWhenIdle } from '@site/src/lib/idle-queue';";

/** Module scope of `Link.js`: the shared observer; prefetches go to the idle queue. */
const LINK_OBSERVER = `
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

const LINK_EDITS: Replacement[] = [
  {search: "import React, { useEffect, useImperativeHandle, useRef, } from 'react';", replace: `import React, { useEffect, useImperativeHandle, useRef, } from 'react';\n${IDLE_QUEUE_IMPORT}`},
  {
    search: 'const shouldAddBaseUrlAutomatically = ',
    replace: `${LINK_OBSERVER}const shouldAddBaseUrlAutomatically = `,
  },
  {
    search:
      '    const handleRef = (el) => {\n' +
      '        innerRef.current = el;\n' +
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
      '        }\n' +
      '    };\n',
    replace:
      '    const handleRef = (el) => {\n' +
      '        innerRef.current = el;\n' +
      '        if (ioRef.current && ioRef.current !== el) {\n' +
      '            unobserveLink(ioRef.current);\n' +
      '            ioRef.current = undefined;\n' +
      '        }\n' +
      '        if (IOSupported && el && isInternal) {\n' +
      '            ioRef.current = el;\n' +
      '            observeLink(el, () => {\n' +
      '                if (targetLink != null) {\n' +
      '                    window.docusaurus.prefetch(targetLink);\n' +
      '                }\n' +
      '            });\n' +
      '        }\n' +
      '    };\n',
  },
  {
    search:
      '        // When unmounting, stop intersection observer from watching.\n' +
      '        return () => {\n' +
      '            if (IOSupported && ioRef.current) {\n' +
      '                ioRef.current.disconnect();\n' +
      '            }\n' +
      '        };\n',
    replace: '',
  },
];

const BROWSER_CONTEXT_EDITS: Replacement[] = [
  {
    search: '    useEffect(() => {\n        setIsBrowser(true);\n    }, []);\n',
    replace: '    useEffect(() => {\n        React.startTransition(() => setIsBrowser(true));\n    }, []);\n',
  },
];

const WINDOW_SIZE_EDITS: Replacement[] = [
  {search: "import { useEffect, useState } from 'react';", replace: "import { startTransition, useEffect, useState } from 'react';"},
  {
    search: '            setWindowSize(getWindowSize(desktopBreakpoint));\n',
    replace: '            startTransition(() => setWindowSize(getWindowSize(desktopBreakpoint)));\n',
  },
];

const CODE_WORD_WRAP_EDITS: Replacement[] = [
  {
    search: "import { useState, useCallback, useEffect, useRef } from 'react';",
    replace: "import { startTransition, useState, useCallback, useEffect, useRef } from 'react';",
  },
  {
    search: '        setIsCodeScrollable(isScrollable);\n',
    replace: '        startTransition(() => setIsCodeScrollable(isScrollable));\n',
  },
  {
    search: '    const [hiddenTabElement, setHiddenTabElement] = useState();\n',
    replace: '    const [hiddenTabElement, setHiddenTabElement] = useState(null);\n',
  },
];

const CODE_BLOCK_STRING_EDITS: Replacement[] = [
  {search: "import React from 'react';", replace: "import React, {useMemo} from 'react';"},
  {
    search:
      '  const {prism} = useThemeConfig();\n' +
      '  return createCodeBlockMetadata({\n' +
      '    code: props.children,\n' +
      '    className: props.className,\n' +
      '    metastring: props.metastring,\n' +
      '    magicComments: prism.magicComments,\n' +
      '    defaultLanguage: prism.defaultLanguage,\n' +
      '    language: props.language,\n' +
      '    title: props.title,\n' +
      '    showLineNumbers: props.showLineNumbers,\n' +
      '  });\n',
    replace:
      '  const {prism} = useThemeConfig();\n' +
      '  const {children: code, className, metastring, language, title, showLineNumbers} = props;\n' +
      '  const {magicComments, defaultLanguage} = prism;\n' +
      '  return useMemo(\n' +
      '    () =>\n' +
      '      createCodeBlockMetadata({code, className, metastring, magicComments, defaultLanguage, language, title, showLineNumbers}),\n' +
      '    [code, className, metastring, magicComments, defaultLanguage, language, title, showLineNumbers],\n' +
      '  );\n',
  },
];

/**
 * `CodeBlock/Buttons`: a block's copy and word-wrap buttons, which are not server-rendered,
 * mounted from the idle queue one block at a time instead of all at once when `useIsBrowser`
 * turns true. Docusaurus hides them until the block is hovered or the button focused.
 */
const CODE_BLOCK_BUTTONS_EDITS: Replacement[] = [
  {search: "import React from 'react';", replace: `import React, {startTransition, useEffect, useState} from 'react';\n${IDLE_QUEUE_IMPORT}`},
  {search: "import BrowserOnly from '@docusaurus/BrowserOnly';\n", replace: ''},
  {
    search:
      '    <BrowserOnly>\n' +
      '      {() => (\n' +
      '        <div className={clsx(className, styles.buttonGroup)}>\n' +
      '          <WordWrapButton />\n' +
      '          <CopyButton />\n' +
      '        </div>\n' +
      '      )}\n' +
      '    </BrowserOnly>\n',
    replace:
      '    <IdleMount>\n' +
      '      <div className={clsx(className, styles.buttonGroup)}>\n' +
      '        <WordWrapButton />\n' +
      '        <CopyButton />\n' +
      '      </div>\n' +
      '    </IdleMount>\n',
  },
  {
    search: 'export default function CodeBlockButtons(',
    replace:
      'function IdleMount({children}) {\n' +
      '  const [mounted, setMounted] = useState(false);\n' +
      '  useEffect(() => {\n' +
      '    let current = true;\n' +
      '    runWhenIdle(() => current && startTransition(() => setMounted(true)));\n' +
      '    return () => {\n' +
      '      current = false;\n' +
      '    };\n' +
      '  }, []);\n' +
      '  return mounted ? children : null;\n' +
      '}\n' +
      'export default function CodeBlockButtons(',
  },
];

/** A rule's `test` for `file` (`<package>/<path>`) of a `@docusaurus` package. */
function docusaurusFile(file: string): RegExp {
  return new RegExp(`[\\\\/]@docusaurus[\\\\/]${file.replace(/\./g, '\\.').replace(/\//g, '[\\\\/]')}$`);
}

export default function shortTasksPlugin(): Plugin {
  return stringReplacePlugin('metaflow-docs-short-tasks', [
    stringReplaceRule(docusaurusFile('core/lib/client/exports/Link.js'), LINK_EDITS),
    stringReplaceRule(docusaurusFile('core/lib/client/browserContext.js'), BROWSER_CONTEXT_EDITS),
    stringReplaceRule(docusaurusFile('theme-common/lib/hooks/useWindowSize.js'), WINDOW_SIZE_EDITS),
    stringReplaceRule(docusaurusFile('theme-common/lib/hooks/useCodeWordWrap.js'), CODE_WORD_WRAP_EDITS),
    stringReplaceRule(docusaurusFile('theme-classic/lib/theme/CodeBlock/Content/String.js'), CODE_BLOCK_STRING_EDITS),
    stringReplaceRule(docusaurusFile('theme-classic/lib/theme/CodeBlock/Buttons/index.js'), CODE_BLOCK_BUTTONS_EDITS),
  ]);
}
