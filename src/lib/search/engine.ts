/**
 * The offline search engine: MiniSearch over the records of the search index file.
 *
 * `createSearchEngine(file)` builds the in-memory index in the browser (about 8,000 records;
 * the file carries text, not a prebuilt index, to stay small). `engine.search(query, options)`
 * returns a `SearchOutcome`: the number of matching places (one per URL, page + anchor) and
 * a way to take a page of them, best first, as `RankedHit`s.
 *
 * Matching: words are lower-cased; English stop words are dropped; every word is indexed both
 * as written and as its Porter stem (`stemmer`), so "retrying", "retries" and "retry" find
 * each other. Every query word must match (AND); when that finds nothing, any word may (OR).
 * The last word also matches as a prefix (search as you type), a stem of 4 letters or more
 * matches as a prefix too ("failed" finds "failures"), and words of 5 letters or more
 * (as written) tolerate one typo per 5 letters. Field boosts: the record's own heading > page title >
 * enclosing headings > section path and text; a page title that reads exactly as the query
 * counts ten times. With `options.preferredTag`, the pages of that docs set (the one the
 * reader is in) come before the others, each part in score order. Queries are cut at 512 characters (Algolia's limit)
 * and 32 distinct words, so no input can make a search slow. Raises nothing.
 */
import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import {stemmer} from 'stemmer';
import {eng as englishStopWords} from 'stopword';

import type {PageRow, SearchIndexFile} from './format';

/** Longest query searched, in characters (Algolia's limit). */
export const MAX_QUERY_LENGTH = 512;
/** Most words of a query searched. */
export const MAX_QUERY_WORDS = 32;
/** Score factor of a page title that reads exactly as the query. */
const EXACT_TITLE_BOOST = 10;

/**
 * Stop words of the `stopword` package, minus the ones that are Metaflow vocabulary
 * (`S3.get_all`, `@resources`' `memory` in "up to", `foreach` "each", `card get`).
 */
const STOP_WORDS = new Set(englishStopWords.filter((word) => !['all', 'each', 'get', 'out', 'up', 'make', 'take'].includes(word)));

const FIELDS = ['own', 'title', 'headings', 'path', 'content'] as const;
type Field = (typeof FIELDS)[number];
const BOOST: Record<Field, number> = {own: 6, title: 2.5, headings: 2, path: 1, content: 1};

/** A searchable record: a section's heading (`content` -1) or one text block in it. */
interface Doc {
  readonly id: number;
  readonly section: number;
  readonly content: number;
}

/** One result: the record, its score, and the index terms it matched (for highlighting). */
export interface RankedHit {
  readonly page: PageRow;
  /** Heading texts lvl2, lvl3, ... of the place the result lands on. */
  readonly levels: readonly string[];
  /** Path and anchor, such as `/scaling/failures#retrying-tasks-with-retry`. */
  readonly url: string;
  readonly anchor: string;
  /** The text block that matched, or null when the heading itself matched. */
  readonly content: string | null;
  readonly score: number;
  /** The matched terms, as indexed (lower-cased words and stems). */
  readonly terms: ReadonlySet<string>;
}

export interface EngineSearchOptions {
  /** Keeps only the pages this returns true for (the facet filters). */
  readonly filter?: (page: PageRow) => boolean;
  /** Docs tag prefix of the reader's docs set, such as `docs-r-`: its pages come first. */
  readonly preferredTag?: string;
}

/** The results of one search: how many places matched, and a page of them, best first. */
export interface SearchOutcome {
  readonly total: number;
  /** The results from `start` (inclusive) to `end` (exclusive) in rank order. */
  slice(start: number, end: number): RankedHit[];
}

export interface SearchEngine {
  search(query: string, options?: EngineSearchOptions): SearchOutcome;
}

// Stemming is the costly part of indexing and highlighting; the docs have about 15,000
// distinct words, so every word's terms are computed once.
const termCache = new Map<string, string[]>();

/** The index terms of one word: as written and stemmed; none for a stop word. */
export function termsOf(word: string): string[] {
  const lower = word.toLowerCase();
  let terms = termCache.get(lower);
  if (terms === undefined) {
    const stem = !lower || STOP_WORDS.has(lower) ? '' : stemmer(lower);
    terms = !stem ? [] : stem === lower ? [lower] : [lower, stem];
    termCache.set(lower, terms);
  }
  return terms;
}

/** Splits text into words the way the index does (MiniSearch's default tokenizer). */
export const tokenize: (text: string) => string[] = MiniSearch.getDefault('tokenize');

/** The query tree: every word (AND), each as written (prefix if last) or as its stem (OR). */
function queryTree(words: readonly string[], combineWith: 'AND' | 'OR'): Query {
  return {
    combineWith,
    queries: words.map((word, index) => {
      const [lower, stem] = termsOf(word);
      const written: Query = {queries: [lower], prefix: index === words.length - 1};
      return stem ? {combineWith: 'OR', queries: [written, {queries: [stem], prefix: stem.length >= 4, fuzzy: false}]} : written;
    }),
  };
}

export function createSearchEngine(file: SearchIndexFile): SearchEngine {
  const {pages, sections, contents} = file;
  const levelsOf = (section: number): string[] => {
    const levels: string[] = [];
    for (let at = section; at >= 0 && sections[at][1] >= 0; at = sections[at][1]) {
      levels.unshift(sections[at][3]);
    }
    return levels;
  };
  // A member or parameter repeats its parent's name (`FlowSpec.next`, `@batch(cpu)`): only
  // the rest is its own, so that "FlowSpec" ranks the class above each of its members.
  const ownPart = (text: string, parent: number): string => {
    const parentText = sections[parent][3];
    return parentText && text.startsWith(parentText) ? text.slice(parentText.length) : text;
  };
  const titleWords = pages.map((page) => tokenize(page[4].toLowerCase()).join(' '));
  const docs: Doc[] = [
    ...sections.map((_, section) => ({id: section, section, content: -1})),
    ...contents.map(([section], content) => ({id: sections.length + content, section, content})),
  ];

  const extractField = (doc: unknown, field: string): string | number => {
    const {id, section, content} = doc as Doc;
    if (field === 'id') {
      return id;
    }
    const [pageIndex, parent, , text] = sections[section];
    const page = pages[pageIndex];
    switch (field as Field) {
      case 'own':
        return content >= 0 ? '' : parent < 0 ? page[4] : ownPart(text, parent);
      case 'title':
        return page[4];
      case 'headings':
        return (content >= 0 ? levelsOf(section) : levelsOf(parent)).join(' ');
      case 'path':
        return page[3];
      case 'content':
        return content >= 0 ? contents[content][1] : '';
    }
  };

  const index = new MiniSearch<Doc>({
    fields: [...FIELDS],
    extractField,
    processTerm: (term) => termsOf(term),
    searchOptions: {
      processTerm: (term) => term,
      boost: BOOST,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    },
  });
  index.addAll(docs);

  const toHit = (result: SearchResult, score: number): RankedHit => {
    const doc = docs[result.id as number];
    const [pageIndex, , anchor] = sections[doc.section];
    return {
      page: pages[pageIndex],
      levels: levelsOf(doc.section),
      url: anchor ? `${pages[pageIndex][0]}#${anchor}` : pages[pageIndex][0],
      anchor,
      content: doc.content >= 0 ? contents[doc.content][1] : null,
      score,
      terms: new Set(result.terms),
    };
  };

  return {
    search(query, options = {}) {
      const words = [...new Set(tokenize(query.slice(0, MAX_QUERY_LENGTH).toLowerCase()))]
        .filter((word) => termsOf(word).length > 0)
        .slice(0, MAX_QUERY_WORDS);
      if (words.length === 0) {
        return {total: 0, slice: () => []};
      }
      const {filter, preferredTag} = options;
      const pageOf = (id: unknown) => pages[sections[docs[id as number].section][0]];
      const searchOptions = {
        filter: filter && ((result: SearchResult) => filter(pageOf(result.id))),
      };
      let results = index.search(queryTree(words, 'AND'), searchOptions);
      if (results.length === 0 && words.length > 1) {
        results = index.search(queryTree(words, 'OR'), searchOptions);
      }
      // A page whose title is the query, stop words and all, is what the reader asked for.
      const phrase = tokenize(query.toLowerCase()).join(' ');
      const score = (result: SearchResult) => {
        const doc = docs[result.id as number];
        const isTitle = doc.content < 0 && sections[doc.section][1] < 0;
        return isTitle && titleWords[sections[doc.section][0]] === phrase ? result.score * EXACT_TITLE_BOOST : result.score;
      };
      const preferred = (result: SearchResult) => Boolean(preferredTag && pageOf(result.id)[1].startsWith(preferredTag));
      const ranked = results
        .map((result) => ({result, score: score(result), first: preferred(result)}))
        .sort((a, b) => Number(b.first) - Number(a.first) || b.score - a.score);
      // One result per URL (a section has one URL): the best record of each place.
      const seen = new Set<number>();
      const distinct = ranked.filter(({result}) => {
        const {section} = docs[result.id as number];
        return !seen.has(section) && Boolean(seen.add(section));
      });
      return {
        total: distinct.length,
        slice: (start, end) => distinct.slice(start, end).map(({result, score}) => toHit(result, score)),
      };
    },
  };
}
