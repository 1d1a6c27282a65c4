/**
 * What the "Copy page" button does, loaded only when a reader first uses it (a dynamic
 * `import()` in `index.tsx`), so pages that never use it don't download it.
 *
 * - `copyMarkdown(url)` puts the text of the Markdown file at `url` (the page's `.md`) on the
 *   clipboard. The clipboard write starts at once, inside the click, with the text still being
 *   fetched (a `ClipboardItem` that takes a promise), as Safari requires; where `ClipboardItem`
 *   is missing it fetches first, then writes the text. Rejects when the file can't be fetched
 *   (non-2xx) or the browser refuses the clipboard.
 * - `sectionUrl()` is the URL of the section the reader is in: the page's URL with the `id` of
 *   the heading in view (`headingInView` in `src/lib/section-in-view.ts`), or without a hash
 *   above the first heading.
 * - `copyText(text)` puts `text` on the clipboard. Rejects when the browser refuses.
 */

import {headingInView} from '@site/src/lib/section-in-view';

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}`);
  }
  return response.text();
}

export async function copyMarkdown(url: string): Promise<void> {
  if (typeof ClipboardItem === 'undefined') {
    await navigator.clipboard.writeText(await fetchText(url));
    return;
  }
  const blob = fetchText(url).then((text) => new Blob([text], {type: 'text/plain'}));
  await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
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
