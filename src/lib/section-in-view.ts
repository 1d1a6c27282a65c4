/**
 * The section a reader is in: `headingInView()` returns the last `h2`/`h3` with an `id` in the
 * doc's content whose top is above the navbar's bottom edge plus a line, or `undefined` above the
 * first heading (or on a page without headings). Reads the DOM at the moment it is called; for
 * the browser only. Raises nothing.
 */

/** How far below the navbar a heading still counts as "the one being read", in CSS pixels. */
const READING_LINE_PX = 24;

export function headingInView(): HTMLElement | undefined {
  const navbar = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
  const headings = Array.from(document.querySelectorAll<HTMLElement>('.theme-doc-markdown :is(h2, h3)[id]'));
  return headings.filter((heading) => heading.getBoundingClientRect().top <= navbar + READING_LINE_PX).pop();
}

/** A heading's text as a reader sees it, without the zero-width space of its anchor link. */
export function headingText(heading: HTMLElement): string {
  return (heading.textContent ?? '').replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
}
