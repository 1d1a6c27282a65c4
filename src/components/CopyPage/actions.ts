/**
 * What the "Copy page" button does, loaded only when a reader first uses it (a dynamic
 * `import()` in `index.tsx`), so pages that never use it don't download it.
 *
 * - `copyMarkdown(url)` puts the text of the Markdown file at `url` (the page's `.md`) on the
 *   clipboard. The clipboard write starts at once, inside the click, with the text still being
 *   fetched (a `ClipboardItem` that takes a promise), as Safari requires; where `ClipboardItem`
 *   is missing it fetches first, then writes the text. Rejects with `MarkdownUnavailable` when
 *   the file can't be fetched (a network error or a non-2xx answer), with the browser's error
 *   when it refuses the clipboard.
 * - `sectionUrl()` is the URL of the section the reader is in: the page's URL with the `id` of
 *   the heading in view (`headingInView` in `src/lib/section-in-view.ts`), or without a hash
 *   above the first heading.
 * - `copyText(text)` puts `text` on the clipboard. Rejects when the browser refuses.
 */

import {headingInView} from '@site/src/lib/section-in-view';

/** The page's Markdown could not be fetched: the message says from where and why. */
export class MarkdownUnavailable extends Error {
  override name = 'MarkdownUnavailable';
}

async function fetchText(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new MarkdownUnavailable(`${url} could not be fetched: ${String(error)}`);
  }
  if (!response.ok) {
    throw new MarkdownUnavailable(`${url} answered ${response.status}`);
  }
  return response.text();
}

export async function copyMarkdown(url: string): Promise<void> {
  const text = fetchText(url);
  // Handled below; without this a failed fetch would also be reported as unhandled.
  text.catch(() => undefined);
  if (typeof ClipboardItem === 'undefined') {
    await navigator.clipboard.writeText(await text);
    return;
  }
  try {
    await navigator.clipboard.write([new ClipboardItem({'text/plain': text.then((markdown) => new Blob([markdown], {type: 'text/plain'}))})]);
  } catch (error) {
    // The browser reports a failed fetch as a failed write: the fetch's own error says which it was.
    await text;
    throw error;
  }
}

export function sectionUrl(): string {
  const current = headingInView();
  const url = new URL(window.location.href);
  url.hash = current ? current.id : '';
  return url.href;
}

export async function copyText(text: string): Promise<void> {
  await navigator.clipboard.writeText(text);
}
