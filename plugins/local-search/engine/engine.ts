/**
 * The offline search engine: MiniSearch over the pages and places of the docs (page tops,
 * headings, reference rows), in two parts that load one after the other (`format.ts`).
 *
 * `createSearchEngine(titles)` decodes the first file's rows into named objects (`places.ts`) and
 * loads its two prebuilt indexes (`indexes.ts`): one document per page (its title, description,
 * breadcrumb path and the names of its headings and reference rows) and one per place (its own name
 * and the headings above it). It answers at once. `engine.addText(text)` adds a third index, each place's text (its paragraphs, list items,
 * cells, as one field), in short tasks (MiniSearch's `addAllAsync`), and resolves once the engine is
 * `complete`; until then searches use the first two indexes.
 *
 * The ranking model, in one paragraph. A query is read as units: each word that is not a stop
 * word (`terms.ts`); the words of one code name written without spaces (`FlowSpec.next`,
 * `current.run_id`, `max-workers`) form one unit that must match in one place; a command-line
 * option (`--max-workers`) is one unit. MiniSearch scores each unit with BM25+ over the fields,
 * weighted by `PAGE_BOOSTS` and `PLACE_BOOSTS`, matching a word as written or by its stem, the last
 * word also as a prefix (the word being typed) and a word of five letters or more with one typo in
 * five, at MiniSearch's default weights for prefix and typo matches. A place scores its own score
 * plus `PAGE_WEIGHT` times its page's, times the share of the query's units that it and its page
 * hold together, to the power `COORDINATION_POWER` (an answer to every part of a question beats a
 * paragraph that repeats one word). Four rules are this site's own: a place whose name is the query
 * (`merge_artifacts`, `KUBERNETES_SHARED_MEMORY` without `METAFLOW_`, a page title) comes first; the
 * pages of the docs set the reader is in come before the others, unless a page of the other set
 * holds more of the query than any of the reader's, or has a place named by a query written as code
 * (`FlowSpec.next` from the R docs); a place that summarises a page below its own
 * in the docs tree (an overview's paragraph that links to the page by its title) ranks just below
 * that page's best place when that page holds as much of the query; and the results show each
 * page's two best places before any page's third (a heading named as its page counts as the page's
 * top: only the better of the two is shown). The weights were fitted to the tuned query list
 * only (`scripts/bench/search-queries.json`; BENCHMARKS.md, "Offline search, issue 34").
 *
 * Queries are cut at 512 characters and 32 units, so no input makes a search slow. Raises nothing.
 */
import type MiniSearch from 'minisearch';
import type {Query, SearchResult} from 'minisearch';

import type {SearchTextFile, SearchTitlesFile} from './format';
import {buildTextIndex, loadTitleIndexes, OPTION, termsOfToken, tokens} from './indexes';
import {decodePlaces, ownName} from './places';
import {tokenize} from './terms';
import type {SearchEngine, SearchHit, SearchOptions, SearchResults} from './types';

/** Longest query searched, in characters. */
export const MAX_QUERY_LENGTH = 512;
/** Most units of a query searched. */
export const MAX_QUERY_UNITS = 32;
/** Hits returned when `SearchOptions.limit` is not given. */
const DEFAULT_LIMIT = 20;
/** How many places of one page come before any page's further places. */
const PLACES_PER_PAGE = 2;
/** Places whose text is indexed in one task (`addAllAsync`): about 3 ms of this host, under 50 ms at a phone's 12× slowdown. */
const TEXT_CHUNK = 40;
/** A place that summarises a page scores at most this share of that page's best place. */
const SUMMARY_SHARE = 0.99;

/** Weight of the page's score in each of its places' scores. */
const PAGE_WEIGHT = 3;
/** A place's score is multiplied by the share of the query's units it and its page hold, to this power. */
const COORDINATION_POWER = 3;

/** A prefix a reader may leave out of a name (as keyed): configuration variables are `METAFLOW_X` in the docs, `X` in Metaflow's code. */
const NAME_PREFIX = 'metaflow_';

/**
 * A name as compared with the query: lower case, words separated by one space, with the characters
 * that join the words of a code name (`_`, `.`) kept and other punctuation dropped
 * (`@trigger_on_finish(flows)` reads `trigger_on_finish flows`; `--max-workers` and `max workers`
 * both read `max workers`, while `@batch(efs_volumes)` stays apart from `--efs-volumes`).
 */
function nameKey(text: string): string {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}_.]+/u)
    .map((word) => word.replace(/^\.+|\.+$/g, ''))
    .filter(Boolean)
    .join(' ');
}

/** One unit of a query: its MiniSearch query of the names and titles, and of the text. */
interface Unit {
  readonly names: Query;
  readonly text: Query;
}

/**
 * Whether a query is written as code: a word joined by `_` or `.` (`merge_artifacts`,
 * `current.run_id`), a decorator or call (`@retry`, `next(`), a capital inside a word (`FlowSpec`) or
 * an option (`--max-workers`). Code names one docs set's API; words may be either set's.
 */
function isCode(query: string): boolean {
  return /\w[_.]\w|[@(]|\p{Ll}\p{Lu}|(?:^|\s)--\w/u.test(query);
}

/**
 * Shortest word searched as a prefix in the pages' text. A word of one or two letters begins
 * thousands of the text's words (a search of "r" took 85 ms on this host, 20 times that of
 * "retry"); it is a prefix in the names and titles only.
 */
const MIN_TEXT_PREFIX = 3;

/** Which index a query is for: the names and titles, or the pages' text. */
type Target = 'names' | 'text';

/** Whether the word being typed (`last`) is searched as a prefix in `target`. */
const isPrefix = (word: string, last: boolean, target: Target) => last && (target === 'names' || word.length >= MIN_TEXT_PREFIX);

/** The query of one word: as written and by stem; the last word of the query also as a prefix. */
function wordQuery(word: string, last: boolean, target: Target): Query | undefined {
  const terms = termsOfToken(word);
  if (terms.length === 0) {
    return undefined;
  }
  const [written, stem] = terms;
  const fuzzy = written.length >= 5 && !written.startsWith('--') ? 0.2 : false;
  const asWritten: Query = {queries: [written], prefix: isPrefix(written, last, target), fuzzy};
  return stem ? {combineWith: 'OR', queries: [asWritten, {queries: [stem], prefix: last && stem.length >= 4, fuzzy: false}]} : asWritten;
}

/**
 * The units of a query: an option; the words of a chunk without spaces that joins words
 * (`current.run_id`, `max-workers`, `FlowSpec.next`) as one unit, all in one place; any other word.
 * A query of stop words alone is searched by its last word as a prefix: it is the start of a word
 * being typed ("re" of "retry", "for" of "foreach").
 */
function unitsOf(query: string): Unit[] {
  const chunks = query.slice(0, MAX_QUERY_LENGTH).split(/\s+/).filter(Boolean);
  const unitOf = (target: Target) => (chunk: string, at: number): Query[] => {
    const last = at === chunks.length - 1;
    const options = chunk.match(OPTION);
    if (options && options[0] === chunk) {
      return [{queries: [chunk.toLowerCase()], prefix: last}];
    }
    const words = tokenize(chunk);
    const queries = words.flatMap((word, index) => wordQuery(word, last && index === words.length - 1, target) ?? []);
    return queries.length <= 1 ? queries : [{combineWith: 'AND', queries}];
  };
  const [names, text] = (['names', 'text'] as const).map((target) => chunks.flatMap<Query>(unitOf(target)));
  const units: Unit[] = names.map((query, at) => ({names: query, text: text[at]}));
  if (units.length === 0) {
    const last = tokenize(query.slice(0, MAX_QUERY_LENGTH)).at(-1)?.toLowerCase();
    if (last) {
      const prefixQuery = (target: Target): Query => ({queries: [last], prefix: isPrefix(last, true, target), processTerm: (term: string) => term});
      units.push({names: prefixQuery('names'), text: prefixQuery('text')});
    }
  }
  // The same unit twice counts once.
  const seen = new Set<string>();
  return units.filter((unit) => !seen.has(JSON.stringify(unit.text)) && Boolean(seen.add(JSON.stringify(unit.text)))).slice(0, MAX_QUERY_UNITS);
}

/** What one place matched: its score so far, which units, and the index terms. */
interface PlaceMatch {
  score: number;
  readonly units: Set<number>;
  readonly terms: Set<string>;
}

/** The engine as its loader holds it: `addText` adds the second part (once; later calls do nothing). */
export type LoadingSearchEngine = SearchEngine & {addText(file: SearchTextFile): Promise<void>};

export function createSearchEngine(titles: SearchTitlesFile): LoadingSearchEngine {
  const {pages, places} = decodePlaces(titles.pages, titles.places);
  const {pages: pageIndex, places: placeIndex} = loadTitleIndexes(titles.index);
  const topOfPage: number[] = [];
  places.forEach((place, id) => {
    topOfPage[place.pageIndex] ??= id;
  });
  // The names a place is called by: its name, its own part, each also without `NAME_PREFIX`
  // (computed for the places a query matches, once).
  const names = new Map<number, ReadonlySet<string>>();
  const namesOf = (id: number): ReadonlySet<string> => {
    let found = names.get(id);
    if (!found) {
      const keys = [nameKey(places[id].name), nameKey(ownName(places[id]))];
      found = new Set([...keys, ...keys.filter((key) => key.startsWith(NAME_PREFIX)).map((key) => key.slice(NAME_PREFIX.length))]);
      names.set(id, found);
    }
    return found;
  };
  let textIndex: MiniSearch<number> | undefined;
  let textAdded = false;

  const hitOf = (id: number, match: PlaceMatch): SearchHit => {
    const place = places[id];
    // The text block that holds most of the matched terms, or none when only the name matched.
    let excerpt: string | null = null;
    let best = 0;
    const textTerms = (place.textTerms ??= []);
    for (const [at, text] of place.texts.entries()) {
      const terms = (textTerms[at] ??= new Set(tokens(text).flatMap(termsOfToken)));
      let found = 0;
      for (const term of match.terms) found += Number(terms.has(term));
      if (found > best) {
        best = found;
        excerpt = text;
      }
    }
    return {place, excerpt, terms: match.terms};
  };

  const engine = {
    complete: false,
    async addText(file: SearchTextFile) {
      if (textAdded) {
        return;
      }
      textAdded = true;
      for (const [place, text] of file.texts) {
        places[place].texts.push(text);
      }
      // In chunks, each its own task, so that the reader can type while the text is indexed.
      textIndex = await buildTextIndex(places, TEXT_CHUNK);
      engine.complete = true;
    },
    search(query: string, options: SearchOptions = {}): SearchResults {
      const units = unitsOf(query);
      if (units.length === 0) {
        return {total: 0, hits: []};
      }
      const {section, preferredTag, limit = DEFAULT_LIMIT} = options;
      const filter = section && ((result: SearchResult) => places[result.id as number].page.section === section);
      const matches = new Map<number, PlaceMatch>();
      const pageMatches = new Map<number, PlaceMatch>();
      const add = (into: Map<number, PlaceMatch>, id: number, at: number, result: SearchResult) => {
        let match = into.get(id);
        if (!match) {
          match = {score: 0, units: new Set(), terms: new Set()};
          into.set(id, match);
        }
        // MiniSearch multiplies a result's score by the number of query terms it matched: a
        // word as written and its stem are one unit, not two.
        match.score += result.score / result.queryTerms.length;
        match.units.add(at);
        for (const term of result.terms) {
          match.terms.add(term);
        }
      };
      const pageFilter = section && ((result: SearchResult) => pages[result.id as number].section === section);
      units.forEach((unit, at) => {
        for (const result of placeIndex.search(unit.names, {filter})) {
          add(matches, result.id as number, at, result);
        }
        for (const result of textIndex?.search(unit.text, {filter}) ?? []) {
          add(matches, result.id as number, at, result);
        }
        for (const result of pageIndex.search(unit.names, {filter: pageFilter})) {
          add(pageMatches, result.id as number, at, result);
        }
      });
      // Every place of a page that matches is a candidate: the top of the page stands for it.
      for (const page of pageMatches.keys()) {
        const top = topOfPage[page];
        if (!matches.has(top)) {
          matches.set(top, {score: 0, units: new Set(), terms: new Set()});
        }
      }
      // What each place and its page hold together, and each page's best share of the units.
      const held = new Map<number, PlaceMatch>();
      const coverages = new Map<number, number>();
      for (const [id, own] of matches) {
        const page = pageMatches.get(places[id].pageIndex);
        const match = page
          ? {score: own.score + PAGE_WEIGHT * page.score, units: new Set([...own.units, ...page.units]), terms: new Set([...own.terms, ...page.terms])}
          : own;
        held.set(id, match);
        const pageIndex = places[id].pageIndex;
        coverages.set(pageIndex, Math.max(coverages.get(pageIndex) ?? 0, match.units.size / units.length));
      }
      const inSet = (page: number) => Boolean(preferredTag && pages[page].tag.startsWith(preferredTag));
      const bestInSet = Math.max(0, ...[...coverages.keys()].filter(inSet).map((page) => coverages.get(page) ?? 0));
      const queryKey = nameKey(query.slice(0, MAX_QUERY_LENGTH));
      const code = isCode(query.slice(0, MAX_QUERY_LENGTH));
      const scored = [...held].map(([id, match]) => {
        const page = places[id].pageIndex;
        const named = namesOf(id).has(queryKey);
        return {
          id,
          match,
          named,
          score: match.score * (match.units.size / units.length) ** COORDINATION_POWER,
          // A place named by code (`FlowSpec.next`) is what the reader asked for in either docs set.
          first: !preferredTag || inSet(page) || (coverages.get(page) ?? 0) > bestInSet || (code && named),
        };
      });
      // A place that summarises pages gives way to each of them that holds as much of the query.
      const bestOfPage = new Map<number, number>();
      for (const {id, score} of scored) {
        const page = places[id].pageIndex;
        bestOfPage.set(page, Math.max(bestOfPage.get(page) ?? 0, score));
      }
      for (const place of scored) {
        const {summarises, pageIndex} = places[place.id];
        const below = summarises.filter((page) => (coverages.get(page) ?? 0) >= (coverages.get(pageIndex) ?? 0)).map((page) => bestOfPage.get(page) ?? 0);
        place.score = Math.min(place.score, SUMMARY_SHARE * Math.max(0, ...below) || place.score);
      }
      scored.sort((a, b) => Number(b.first) - Number(a.first) || Number(b.named) - Number(a.named) || b.score - a.score);
      // A heading named as its page (an API page's `@retry` under its title `@retry`) reads as the
      // page's top: of the two, only the better is a result.
      const titled = new Set<number>();
      const distinct = scored.filter(({id}) => {
        const {pageIndex, name, page} = places[id];
        if (id !== topOfPage[pageIndex] && name !== page.title) {
          return true;
        }
        return !titled.has(pageIndex) && Boolean(titled.add(pageIndex));
      });
      // Each page's best places first (up to PLACES_PER_PAGE), then the rest, in rank order.
      const taken = new Map<number, number>();
      const leading = distinct.filter(({id}) => {
        const page = places[id].pageIndex;
        const count = taken.get(page) ?? 0;
        taken.set(page, count + 1);
        return count < PLACES_PER_PAGE;
      });
      const lead = new Set(leading);
      const ordered = [...leading, ...distinct.filter((place) => !lead.has(place))];
      return {total: ordered.length, hits: ordered.slice(0, limit).map(({id, match}) => hitOf(id, match))};
    },
  };
  return engine;
}
