/**
 * What the head script (`early.ts`) offers the site's React components, as `window.metaflowDocs`.
 * `applyTabs(root)` shows the reader's tab choices (stored, or `?tab=`) in the tab groups under
 * `root`; a component rendered after a client-side navigation calls it (`theme/Tabs`).
 * `markCodeBlocks()` measures the code blocks, which `hydration.ts` asks for after each
 * navigation. The script
 * is in every page's head, so the global is there before any component runs; components still
 * check for it, so that a page that lost its inline script (a stricter CSP) keeps its defaults.
 */
export interface MetaflowDocsGlobal {
  applyTabs(root: ParentNode): void;
  /** Measures every code block of the page for its word-wrap button (`code-buttons.ts`). */
  markCodeBlocks(): void;
}

declare global {
  interface Window {
    metaflowDocs?: MetaflowDocsGlobal;
  }
}
