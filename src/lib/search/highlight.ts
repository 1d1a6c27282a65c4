/**
 * Highlighting and snippets of offline search results, in the shape Algolia returns them
 * (`_highlightResult` / `_snippetResult` entries), for the DocSearch modal and the search page.
 *
 * Both take the record's plain text and the index terms the result matched (see
 * `engine.ts`), and return HTML: the text with every character that means something in HTML
 * escaped, and each matching word wrapped in the caller's tags (DocSearch asks for `<mark>`,
 * Algolia's default is `<em>`). The text comes from our own pages and the tags from our own
 * code; nothing of the reader's query is ever copied into the HTML, so a query cannot inject
 * markup. Raise nothing.
 */
import {termsOf} from './engine';

/** Tags put around a matching word. */
export interface HighlightTags {
  readonly pre: string;
  readonly post: string;
}

/** One highlighted attribute, as in Algolia's `_highlightResult` and `_snippetResult`. */
export interface HighlightedValue {
  readonly value: string;
  readonly matchLevel: 'none' | 'full';
  readonly matchedWords: string[];
}

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

/** `text` with `&`, `<`, `>`, `"` and `'` replaced by their HTML character references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]);
}

// Splits like MiniSearch's tokenizer, keeping the separators: words at even indices.
const SEPARATORS = /([\n\r\p{Z}\p{P}]+)/u;
const WORD = /[^\n\r\p{Z}\p{P}]/u;

/** Whether each part matches: only words (even indices) can. */
function matchesOf(parts: readonly string[], terms: ReadonlySet<string>): boolean[] {
  return parts.map((part, index) => index % 2 === 0 && part !== '' && termsOf(part).some((term) => terms.has(term)));
}

function render(parts: readonly string[], matches: readonly boolean[], tags: HighlightTags): string {
  return parts.map((part, index) => (matches[index] ? `${tags.pre}${escapeHtml(part)}${tags.post}` : escapeHtml(part))).join('');
}

function valueOf(value: string, parts: readonly string[], matches: readonly boolean[]): HighlightedValue {
  const matchedWords = [...new Set(parts.filter((_, index) => matches[index]).map((word) => word.toLowerCase()))];
  return {value, matchLevel: matchedWords.length > 0 ? 'full' : 'none', matchedWords};
}

/** The whole of `text`, escaped, with its matching words wrapped in `tags`. */
export function highlight(text: string, terms: ReadonlySet<string>, tags: HighlightTags): HighlightedValue {
  const parts = text.split(SEPARATORS);
  const matches = matchesOf(parts, terms);
  return valueOf(render(parts, matches, tags), parts, matches);
}

/**
 * About `words` words of `text` around its first matching word (or its start), highlighted
 * like `highlight`, with `ellipsis` where text was cut off.
 */
export function snippet(text: string, terms: ReadonlySet<string>, tags: HighlightTags, words: number, ellipsis: string): HighlightedValue {
  const parts = text.split(SEPARATORS);
  const matches = matchesOf(parts, terms);
  const wordCount = Math.ceil(parts.length / 2);
  const firstMatch = Math.max(matches.indexOf(true), 0);
  // Start a third of the window before the first match, so the match reads in context.
  const firstWord = Math.max(0, Math.min(Math.floor(firstMatch / 2) - Math.floor(words / 3), wordCount - words));
  const start = firstWord * 2;
  const end = Math.min(parts.length, start + words * 2 - 1);
  // Text after the window that holds no word (a final full stop) is kept, not cut.
  const cutAtEnd = WORD.test(parts.slice(end).join(''));
  const stop = cutAtEnd ? end : parts.length;
  const window = parts.slice(start, stop);
  const windowMatches = matches.slice(start, stop);
  const cut = escapeHtml(ellipsis);
  const value = `${start > 0 ? cut : ''}${render(window, windowMatches, tags)}${cutAtEnd ? cut : ''}`;
  return valueOf(value, window, windowMatches);
}
