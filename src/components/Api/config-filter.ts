/**
 * The filter of the configuration variables reference (/api/configuration-variables): the
 * query typed into `<ConfigFilter>`, which every `<ConfigVariables>` table of the page reads,
 * and which variables it matches.
 *
 * The query lives in this module rather than in React state because the box and the sixteen
 * tables are siblings in the page's MDX, with no component of ours around them. It is "" on
 * the server and while the page hydrates, so the HTML lists every variable.
 */
import {useSyncExternalStore} from 'react';

import {configFacts, configNotes, configSourceMark, type ConfigNote} from './config-facts';

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

/** What a variable is matched against: its name, and the words of its description cell and of the mark under its name. */
interface Haystack {
  readonly name: string;
  readonly description: string;
}

const haystacks = new Map<string, Haystack>();

function haystackOf(name: string, note: ConfigNote): Haystack {
  let haystack = haystacks.get(name);
  if (!haystack) {
    // The cell shows the note without its backticks, then "See <guide title>."; the name's
    // cell may say "environment only".
    const guide = note.guide ? configNotes.guides[note.guide] : '';
    const mark = configSourceMark(configFacts.variables[name]) ?? '';
    haystack = {name: name.toLowerCase(), description: `${note.text.replace(/`/g, '')} ${guide ?? ''} ${mark}`.toLowerCase()};
    haystacks.set(name, haystack);
  }
  return haystack;
}

/** True for every variable: the test of an empty query. */
const everything = (): boolean => true;

/**
 * The test of `query`: a variable matches when each of the query's words (split at white
 * space, any case) is part of its name (`s3_retry`, `DATASTORE`) or starts a word of its
 * description (`retr` matches "retries", not "metric"). An empty query matches everything.
 */
export function configFilter(query: string): (name: string, note: ConfigNote) => boolean {
  // The box and the sixteen tables ask for the same query at each keystroke: build it once.
  if (query !== lastQuery) {
    lastQuery = query;
    lastTest = buildFilter(query);
  }
  return lastTest;
}

let lastQuery = '';
let lastTest: (name: string, note: ConfigNote) => boolean = everything;

function buildFilter(query: string): (name: string, note: ConfigNote) => boolean {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return everything;
  const wordStarts = terms.map((term) => new RegExp(`(?:^|[^a-z0-9])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  return (name, note) => {
    const haystack = haystackOf(name, note);
    return terms.every((term, index) => haystack.name.includes(term) || wordStarts[index].test(haystack.description));
  };
}

/** Every variable of the page, in page order, with its note. */
export const allConfigVariables: readonly (readonly [string, ConfigNote])[] = configNotes.areas.flatMap((area) => Object.entries(area.variables));
