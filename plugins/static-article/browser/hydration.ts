/**
 * Whether the page the server sent has been hydrated: a client module (`getClientModules` of
 * `../index.ts`) whose `onRouteDidUpdate` Docusaurus calls in the commit of the first render, the
 * hydration, and after every navigation. `StaticHtml` asks `isHydrated()` on its first render:
 * before that commit it is hydrating the server's HTML; after it, it renders a page anew, even
 * when the reader follows a link while the hydration is still going on (`useIsBrowser()` is still
 * false then). After each of them, the hydration included, it also has the page's code blocks
 * measured for their word-wrap buttons (`MetaflowDocsGlobal.markCodeBlocks`), from the site's idle
 * queue (`src/lib/idle-queue.ts`). Raises nothing.
 */
import {runWhenIdle} from '@site/src/lib/idle-queue';

import './global';

let hydrated = false;

export const isHydrated = (): boolean => hydrated;

export function onRouteDidUpdate(): void {
  hydrated = true;
  // The code blocks of the page now shown, measured for their wrap buttons on the site's idle queue.
  runWhenIdle(() => window.metaflowDocs?.markCodeBlocks());
}
