/**
 * The filter of the configuration variables reference (/api/configuration-variables): the
 * query typed into `<ConfigFilter>`, which every `<ConfigVariables>` table of the page reads,
 * and which variables it matches.
 *
 * The query lives in this module rather than in React state because the box and the sixteen
 * tables are siblings in the page's MDX, with no component of ours around them. It is "" on
 * the server and while the page hydrates, so the HTML lists every variable. So do the words
 * each variable is matched against: each table keeps its rows' here as it renders
 * (`configWords`), and the box counts the matches among them (`matchCount`), so the page's
 * script holds each description once.
 */
import {useSyncExternalStore} from 'react';

import type {ConfigVariableView} from './props';

/** The name of the URL parameter that holds the query (`?filter=retry`). */
export const FILTER_PARAM = 'filter';

let current = '';
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Makes `query` the page's filter and re-renders the components that read it. */
export function setConfigFilter(query: string): void {
  if (query === current) return;
  current = query;
  listeners.forEach((listener) => listener());
}

/** The page's filter as typed, "" for none; always "" on the server and during hydration. */
export function useConfigFilter(): string {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => '',
  );
}

/** What a variable is matched against, in lower case: its name, and the words of its description cell and of the mark under its name. */
export interface ConfigWords {
  readonly name: string;
  readonly description: string;
}

const wordsByName = new Map<string, ConfigWords>();

/**
 * The words of a row: the note without its backticks, then "See <guide title>." as the cell
 * shows it, and "environment only" when the name's cell says it. Computed once per variable,
 * and kept for `matchCount`.
 */
export function configWords(row: ConfigVariableView): ConfigWords {
  let words = wordsByName.get(row.name);
  if (!words) {
    words = {name: row.name.toLowerCase(), description: `${row.text.replace(/`/g, '')} ${row.guide?.title ?? ''} ${row.mark ?? ''}`.toLowerCase()};
    wordsByName.set(row.name, words);
  }
  return words;
}

/** True for every variable: the test of an empty query. */
const everything = (): boolean => true;

/**
 * The test of `query`: a variable matches when each of the query's words (split at white
 * space, any case) is part of its name (`s3_retry`, `DATASTORE`) or starts a word of its
 * description (`retr` matches "retries", not "metric"). An empty query matches everything.
 */
export function configFilter(query: string): (words: ConfigWords) => boolean {
  // The box and the sixteen tables ask for the same query at each keystroke: build it once.
  if (query !== lastQuery) {
    lastQuery = query;
    lastTest = buildFilter(query);
  }
  return lastTest;
}

let lastQuery = '';
let lastTest: (words: ConfigWords) => boolean = everything;

function buildFilter(query: string): (words: ConfigWords) => boolean {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return everything;
  const wordStarts = terms.map((term) => new RegExp(`(?:^|[^a-z0-9])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  return (words) => terms.every((term, index) => words.name.includes(term) || wordStarts[index].test(words.description));
}

/**
 * How many of the variables whose rows have rendered match `query`. Every table renders while
 * the page hydrates, before a query can be set, so with a query this counts the whole page.
 */
export function matchCount(query: string): number {
  return [...wordsByName.values()].filter(configFilter(query)).length;
}
