import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';

import {markdownPathOf} from '@site/src/lib/paths';

import styles from './styles.module.css';

/** What the status line says after an action, read out by screen readers (`role="status"`). */
const MESSAGES = {
  page: 'Page copied as Markdown',
  link: 'Link to this section copied',
  unavailable: "Could not load this page's Markdown",
  refused: 'Could not copy: your browser refused the clipboard',
} as const;
type Outcome = keyof typeof MESSAGES;

/** How long the status line shows an outcome, in milliseconds. */
const STATUS_MS = 3000;

/**
 * Where the buttons sit; each place is one that no text of the article scrolls under:
 * - `aside`: at the top of the table-of-contents column on wide screens (≥ 997 px), which stays
 *   in view while the reader scrolls;
 * - `toolbar`: beside "On this page" on narrower screens, in the same row;
 * - `title`: at the right of the title, on pages without a table of contents.
 */
export type CopyPagePlacement = 'aside' | 'toolbar' | 'title';

/**
 * The "Copy page" button of a doc, with a menu: "View as Markdown" (a link to the page's `.md`
 * file) and "Copy link to this section" (the page's URL with the anchor of the heading being
 * read).
 *
 * Props: `pagePath` (string), the page's path or permalink (`/metaflow/basics`, `/api/`); its
 * Markdown is at `markdownPathOf(pagePath)`, written by `plugins/markdown-pages` at build time.
 * `placement` (`CopyPagePlacement`), where the page shows it.
 *
 * Keyboard: both buttons are tab stops; the menu is a disclosure (its items follow the toggle in
 * the tab order) that Esc closes, returning focus to the toggle; a click outside closes it too.
 * The outcome of a copy is announced in a live region, shown in the flow under the buttons, so
 * it covers nothing. The copy code (`actions.ts`) loads when the pointer or the focus reaches
 * the buttons, not with the page. Raises nothing: a Markdown file that can't be fetched and a
 * refused clipboard are each reported in the status line.
 */
export default function CopyPage({pagePath, placement}: {pagePath: string; placement: CopyPagePlacement}): ReactNode {
  const markdownPath = markdownPathOf(pagePath);
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!outcome) return undefined;
    const timer = window.setTimeout(() => setOutcome(null), STATUS_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  // Loads the copy code when the reader reaches for the buttons, so it is there by the click.
  const preload = () => void import('./actions');
  const run = (action: (actions: typeof import('./actions')) => Promise<void>, success: Outcome) => {
    void import('./actions').then((actions) =>
      action(actions).then(
        () => setOutcome(success),
        (error: unknown) => setOutcome(error instanceof actions.MarkdownUnavailable ? 'unavailable' : 'refused'),
      ),
    );
  };

  return (
    <div
      ref={root}
      className={clsx(styles.copyPage, styles[placement])}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          toggle.current?.focus();
        }
      }}>
      <div className={styles.buttons} onPointerEnter={preload} onFocus={preload}>
        {/* A tap before React starts is replayed once it has (plugins/static-article). */}
        <button type="button" className={styles.copy} data-replay-click="" onClick={() => run((actions) => actions.copyMarkdown(markdownPath), 'page')}>
          Copy page
        </button>
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-label="More ways to use this page"
          aria-expanded={open}
          aria-controls={menuId}
          data-replay-click=""
          onClick={() => setOpen(!open)}>
          <svg viewBox="0 0 10 6" width="10" height="6" aria-hidden="true" focusable="false">
            <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
        <ul id={menuId} className={styles.menu} hidden={!open}>
          <li>
            <a href={markdownPath} className={styles.item} onClick={() => setOpen(false)}>
              View as Markdown
            </a>
          </li>
          <li>
            <button
              type="button"
              className={styles.item}
              onClick={() => {
                setOpen(false);
                run((actions) => actions.copyText(actions.sectionUrl()), 'link');
              }}>
              Copy link to this section
            </button>
          </li>
        </ul>
      </div>
      <p role="status" className={styles.status}>
        {outcome ? MESSAGES[outcome] : ''}
      </p>
    </div>
  );
}
