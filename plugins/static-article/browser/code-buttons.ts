/**
 * The copy and word-wrap buttons of code blocks, driven from the DOM (`theme/CodeBlock/Buttons`
 * renders them into the server's HTML), so that they work from the first paint, before and
 * without React, and on pages React renders after a client-side navigation alike.
 *
 * Markup read here: a block is `.theme-code-block`, its code `pre > code`; a button is
 * `button[data-code-action="copy"]` or `button[data-code-action="wrap"]` inside it. The copy
 * button's `data-copied-label` is its label while "copied" shows.
 *
 * - `runCodeAction(button)` copies the block's code (its text, as the reader sees it) to the
 *   clipboard and shows "copied" for `COPIED_MS`; or turns word wrap on or off (`aria-pressed`).
 *   Returns whether `button` was a code block button.
 * - `markScrollable(block)` sets a block's `data-scrollable` to "true" when its code is wider than
 *   its box, else "false": the wrap button shows only on the first or while wrap is on, as
 *   Docusaurus's does. `markAllScrollable()` marks every block of the page, once React has shown
 *   it (`hydration.ts`); `early.ts` marks a block again when the pointer or the focus reaches it
 *   (a panel shown since, a new width).
 * A clipboard that refuses (no permission, an insecure page) falls back to
 * `copy-text-to-clipboard`; a failure of both leaves the button as it was. Raises nothing.
 */
import copyTextToClipboard from 'copy-text-to-clipboard';

/** How long a copy button shows "copied", in milliseconds (Docusaurus's own: 1 s). */
const COPIED_MS = 1000;

const BLOCK = '.theme-code-block';

function copy(text: string): Promise<boolean> {
  const fallback = () => copyTextToClipboard(text);
  return navigator.clipboard ? navigator.clipboard.writeText(text).then(() => true, fallback) : Promise.resolve(fallback());
}

function showCopied(button: HTMLElement): void {
  const label = button.getAttribute('aria-label') ?? '';
  button.dataset.copied = '';
  button.setAttribute('aria-label', button.dataset.copiedLabel ?? label);
  window.setTimeout(() => {
    delete button.dataset.copied;
    button.setAttribute('aria-label', label);
  }, COPIED_MS);
}

/** Whether a block's code is wider than its box, or null for a block without `pre`. Reads layout. */
function isScrollable(block: Element): boolean | null {
  const pre = block.querySelector('pre');
  return pre ? pre.scrollWidth > pre.clientWidth : null;
}

/** Sets `data-scrollable`, leaving an unchanged attribute alone (a write invalidates style). */
function setScrollable(block: Element, scrollable: boolean | null): void {
  if (scrollable !== null && block.getAttribute('data-scrollable') !== String(scrollable)) {
    block.setAttribute('data-scrollable', String(scrollable));
  }
}

export function markScrollable(block: Element): void {
  setScrollable(block, isScrollable(block));
}

export function runCodeAction(button: HTMLElement): boolean {
  const action = button.dataset.codeAction;
  const block = button.closest(BLOCK);
  const code = block?.querySelector<HTMLElement>('pre > code');
  if (!code || (action !== 'copy' && action !== 'wrap')) return false;
  if (action === 'copy') {
    if (button.dataset.copied === undefined) {
      void copy(code.textContent ?? '').then((copied) => copied && showCopied(button));
    }
    return true;
  }
  const wrapped = button.getAttribute('aria-pressed') !== 'true';
  code.style.whiteSpace = wrapped ? 'pre-wrap' : '';
  // Very long words and strings wrap too: no scrollbar while wrap is on.
  code.style.overflowWrap = wrapped ? 'anywhere' : '';
  button.setAttribute('aria-pressed', String(wrapped));
  return true;
}

/**
 * Marks every code block of the page (`markScrollable`): all are measured first, then marked, so
 * that the page is laid out once; a write between two reads would make each read lay it out anew.
 */
export function markAllScrollable(): void {
  const blocks = Array.from(document.querySelectorAll(BLOCK));
  const scrollable = blocks.map(isScrollable);
  blocks.forEach((block, index) => setScrollable(block, scrollable[index]));
}

/** The code block an event happened in, if any. */
export const blockOf = (target: EventTarget | null): Element | null => (target instanceof Element ? target.closest(BLOCK) : null);
