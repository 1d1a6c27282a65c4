/**
 * Marking the query's words in result text, for the search bar and the `/search` page.
 *
 * Both functions take plain text (a heading, a text block of the index) and the index terms a
 * hit matched (`SearchHit.terms`), and return `Segment`s: runs of text, each marked or not. A
 * component renders a marked segment as `<mark>` and the others as text, so nothing is ever
 * parsed as HTML and no query can inject markup. A word is marked when one of its index terms
 * (`termsOf` of `terms.ts`: as written, lower case, and its stem) is among the hit's terms, or
 * when it begins with a matched term of 3 letters or more (the word being typed, a prefix match).
 * Raise nothing.
 */
import {termsOf} from './terms';

/** A run of text, marked when it is a word that matched the query. */
export interface Segment {
  readonly text: string;
  readonly marked: boolean;
}

// Splits like MiniSearch's tokenizer, keeping the separators: words at even indices.
const SEPARATORS = /([\n\r\p{Z}\p{P}]+)/u;
const WORD = /[^\n\r\p{Z}\p{P}]/u;
/** Shortest matched term that marks the words it begins (a prefix match of the last query word). */
const MIN_PREFIX = 3;

function isMatch(word: string, terms: ReadonlySet<string>, prefixes: readonly string[]): boolean {
  if (word === '') {
    return false;
  }
  const lower = word.toLowerCase();
  return termsOf(word).some((term) => terms.has(term)) || prefixes.some((prefix) => lower.startsWith(prefix));
}

function segmentsOf(parts: readonly string[], matches: readonly boolean[]): Segment[] {
  const segments: Segment[] = [];
  parts.forEach((text, at) => {
    const marked = matches[at];
    const last = segments.at(-1);
    if (text === '') {
      return;
    }
    if (last && !last.marked && !marked) {
      segments[segments.length - 1] = {text: last.text + text, marked: false};
    } else {
      segments.push({text, marked});
    }
  });
  return segments;
}

function split(text: string, terms: ReadonlySet<string>): {parts: string[]; matches: boolean[]} {
  const prefixes = [...terms].filter((term) => term.length >= MIN_PREFIX);
  const parts = text.split(SEPARATORS);
  return {parts, matches: parts.map((part, at) => at % 2 === 0 && isMatch(part, terms, prefixes))};
}

/** All of `text`, its matching words marked. */
export function marks(text: string, terms: ReadonlySet<string>): Segment[] {
  const {parts, matches} = split(text, terms);
  return segmentsOf(parts, matches);
}

/**
 * About `words` words of `text` around its first matching word (a third of them before it), its
 * matching words marked, with "…" where text was cut off. The whole text when it is that short.
 */
export function excerpt(text: string, terms: ReadonlySet<string>, words: number): Segment[] {
  const {parts, matches} = split(text, terms);
  const wordCount = Math.ceil(parts.length / 2);
  const firstMatch = Math.max(matches.indexOf(true), 0);
  const firstWord = Math.max(0, Math.min(Math.floor(firstMatch / 2) - Math.floor(words / 3), wordCount - words));
  const start = firstWord * 2;
  const end = Math.min(parts.length, start + words * 2 - 1);
  // Text after the window that holds no word (a final full stop) is kept, not cut.
  const cutAtEnd = WORD.test(parts.slice(end).join(''));
  const stop = cutAtEnd ? end : parts.length;
  const window = segmentsOf(parts.slice(start, stop), matches.slice(start, stop));
  const ellipsis: Segment = {text: '…', marked: false};
  return segmentsOf(
    [...(start > 0 ? [ellipsis] : []), ...window, ...(cutAtEnd ? [ellipsis] : [])].map((segment) => segment.text),
    [...(start > 0 ? [false] : []), ...window.map((segment) => segment.marked), ...(cutAtEnd ? [false] : [])],
  );
}
