/**
 * The script of every page's `<head>` (inlined by `../index.ts`, before the stylesheets and the
 * page's text): what a reader can do on a first visit before React runs, and, since the article
 * of a first visit is never hydrated (`StaticHtml.tsx`), for as long as the page is open.
 *
 * 1. **The reader's tab choices before the first paint.** When a tab group's choice is stored or
 *    the URL has `?tab=` (`tabs.ts`), a mutation observer applies it to each group as the parser
 *    adds its tabs and panels: the observer runs before the browser paints what the parser added,
 *    so the default tab never shows. It stops at `DOMContentLoaded`. Nothing is observed when
 *    there is no choice.
 * 2. **Tabs and code block buttons work from the first paint**, by event delegation on the
 *    document: a click or Enter or Space on a tab selects it, the arrow keys, Home and End move
 *    along the tab list; the copy and wrap buttons act (`code-buttons.ts`), and the wrap button
 *    shows on blocks that scroll sideways: a block is measured when the pointer or the focus
 *    reaches it, and every block of a page once React has shown it (`hydration.ts`).
 * 3. **A tap before React starts is held and replayed** (`replay.ts`): the Search button, the
 *    "Copy page" buttons and the navbar's menu button.
 *
 * It also sets `window.metaflowDocs` (`MetaflowDocsGlobal`): the tab groups React renders after a
 * client-side navigation show the reader's choices with it, and `hydration.ts` has the code blocks
 * of each page measured. Runs once; raises nothing (a browser without `MutationObserver` or
 * `CSS.escape` gets the defaults).
 */
import {blockOf, markAllScrollable, markScrollable, runCodeAction} from './code-buttons';
import type {MetaflowDocsGlobal} from './global';
import {holdEarlyTaps} from './replay';
import {applyChoice, applyChoices, focusTab, hasChoices, readChoices, selectTab} from './tabs';

/** What a tap before React starts is held for: marked buttons and the navbar's menu button. */
const HELD_TAPS = '[data-replay-click], button.navbar__toggle';

const choices = readChoices();

if (hasChoices(choices)) {
  const observer = new MutationObserver((records) => {
    const groups = new Set<Element>();
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) {
        const group = node instanceof HTMLElement && node.dataset.tabValue !== undefined ? node.closest('[data-tab-group]') : null;
        if (group) groups.add(group);
      }
    }
    groups.forEach((group) => applyChoice(group, choices));
  });
  observer.observe(document.documentElement, {childList: true, subtree: true});
  document.addEventListener('DOMContentLoaded', () => {
    observer.disconnect();
    applyChoices(document, choices);
  });
}

const tabOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>('[role="tab"][data-tab-value]') : null;

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest<HTMLElement>('button[data-code-action]');
  if (button && runCodeAction(button)) return;
  const tab = tabOf(target);
  if (tab) selectTab(tab);
});

document.addEventListener('keydown', (event) => {
  const tab = tabOf(event.target);
  if (!tab || event.altKey || event.ctrlKey || event.metaKey) return;
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    selectTab(tab);
  } else if (focusTab(tab, event.key)) {
    event.preventDefault();
  }
});

const showWrap = (event: PointerEvent | FocusEvent) => {
  const block = blockOf(event.target);
  // Once as the pointer or the focus enters a block, not again for each line or token it crosses.
  if (block && blockOf(event.relatedTarget) !== block) markScrollable(block);
};
document.addEventListener('pointerover', showWrap, {passive: true});
document.addEventListener('focusin', showWrap);

holdEarlyTaps(HELD_TAPS);

const api: MetaflowDocsGlobal = {applyTabs: (root) => applyChoices(root, readChoices()), markCodeBlocks: markAllScrollable};
window.metaflowDocs = api;
