/**
 * The offline search engine: MiniSearch over the records of the search index file.
 *
 * `createSearchEngine(file)` builds the in-memory index in the browser (about 8,000 records;
 * the file carries text, not a prebuilt index, to stay small). `engine.search(query, options)`
 * returns a `SearchOutcome`: the number of matching places (one per URL, page + anchor) and
 * a way to take a page of them, best first, as `RankedHit`s.
 *
 * Matching: words are lower-cased; English stop words (the `stopword` package's list and the
 * `FUNCTION_WORDS` of `vocabulary.ts`) are dropped, but a query of stop words alone is searched
 * by its last word as a prefix ("re" on the way to "retry"); every word is indexed both
 * as written and as its Porter stem (`stemmer`), so "retrying", "retries" and "retry" find
 * each other. The last word also matches as a prefix (search as you type), a stem of 4 letters
 * or more matches as a prefix too ("failed" finds "failures"), and words of 5 letters or more
 * (as written) tolerate one typo per 5 letters. A word of `SYNONYMS` (`vocabulary.ts`) also
 * finds the words the docs use for it ("settings" finds "config").
 *
 * Ranking, in five parts:
 * - A place's own score: MiniSearch's BM25+ over the record's fields, boosted own heading >
 *   page title > page description (on the page's top record only) = enclosing headings > section
 *   path and text, summed over the query words it matched (each word once, however many of its
 *   forms matched) and scaled by the share of the query words it matched, squared. A place whose
 *   name reads as the query counts ten times: a page title, a heading, a reference row
 *   (`@trigger_on_finish(flows)` for "trigger_on_finish flows"), also without a prefix of
 *   `NAME_PREFIXES` (`vocabulary.ts`: a configuration variable without `METAFLOW_`). A query
 *   written as a command-line option (`--cpu`) names only the places whose text ends with it,
 *   the option rows of /api/cli (`kubernetes step --cpu`), and "cpu" both those and `@resources(cpu)`.
 * - A page's topic score, from a second, small index with one document per page: for each query
 *   word, its rarity among the pages (IDF) times the weight of the best field of the page that
 *   holds it (title 3 > description 2 > headings = lead 1, the lead being the text above the
 *   first heading; a word found only by typo tolerance counts a quarter), summed over the words
 *   and added to each of the page's places' scores. So a question in a reader's words finds the
 *   page about it even when no paragraph holds every word, and a rare word in a description
 *   ("cheaper") outweighs common ones repeated in every heading of an overview.
 * - A page weight (`PAGE_WEIGHTS` in `page-weights.ts`, by path and by whether the query names
 *   code, `isCodeQuery`) multiplies the sum: a question in words ranks the how-to guide above the
 *   reference page and the tutorials that share its words. A place that the query names exactly
 *   (a title, a heading, a reference row) is weighed at least 1: it is what the reader asked for.
 * - A page's coverage multiplies the scores of its places: the share of the query words it holds
 *   somewhere (the words of a name written without spaces, `FlowSpec.next`, count as one, held
 *   when they are in one place), cubed. A page that lacks one word of five keeps about half its
 *   score, so it still ranks when no page holds every word ("look at the results of an old run").
 * - A section that summarises a page below its own in the docs tree (its text links to the page
 *   by its title, `SectionRow`'s `summarises`) ranks just below that page's best place whenever
 *   that page has at least its coverage: an overview's paragraph on GPUs gives way to the GPU
 *   page.
 * The results are one per URL (page + anchor): each page's two best places first, in rank
 * order, then every other place in score order. With `options.preferredTag`, the pages
 * of that docs set (the one the reader is in) come before the others, each part in that order;
 * but when a page of the other set holds every word of the query, only the reader's pages that
 * do too.
 * Queries are cut at 512 characters (Algolia's limit) and 32 distinct words, so no input can
 * make a search slow. Raises nothing.
 */
import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import {stemmer} from 'stemmer';
import {eng as englishStopWords} from 'stopword';

import {isUnder} from '../paths';
import type {PageRow, SearchIndexFile} from './format';
import {PAGE_WEIGHTS} from './page-weights';
import {FUNCTION_WORDS, NAME_PREFIXES, SYNONYMS} from './vocabulary';

/** Longest query searched, in characters (Algolia's limit). */
export const MAX_QUERY_LENGTH = 512;
/** Most words of a query searched. */
export const MAX_QUERY_WORDS = 32;
/** Score factor of a place whose name (page title, heading, reference row) reads as the query. */
const EXACT_NAME_BOOST = 10;
/** Weight of a page's topic score (its title, description and headings) in each of its places' scores. */
const TOPIC_WEIGHT = 20;
/** A place's own score is scaled by (query words it matched / query words) to this power. */
const COORDINATION_POWER = 2;
/** How many places of one page come before the other pages' further places. */
const PLACES_PER_PAGE = 2;
/** A page's places' scores are multiplied by the share of the query words it holds, to this power. */
const COVERAGE_POWER = 3;
/** A section that summarises a page scores at most this share of that page's best place. */
const SUMMARY_SHARE = 0.99;
/**
 * Weights of the topic index's fields (one document per page): a word counts by the best field
 * holding it. `lead` is the text above the page's first heading.
 */
const TOPIC_FIELDS = {title: 3, description: 2, headings: 1, lead: 1};
/** Factor of a topic field that holds a query word only by typo tolerance ("model" for "mode"). */
const FUZZY_TOPIC_FACTOR = 0.25;

/**
 * Stop words of the `stopword` package and the `FUNCTION_WORDS` it lacks (`vocabulary.ts`),
 * minus the ones that are Metaflow vocabulary (`S3.get_all`, `@resources`' `memory` in "up to",
 * `foreach` "each", `card get`).
 */
const STOP_WORDS = new Set(
  [...englishStopWords, ...FUNCTION_WORDS].filter((word) => !['all', 'each', 'get', 'out', 'up', 'make', 'take'].includes(word)),
);

const FIELDS = ['own', 'title', 'description', 'headings', 'path', 'content'] as const;
type Field = (typeof FIELDS)[number];
const BOOST: Record<Field, number> = {
  own: 6,
  title: 2.5,
  description: 2,
  headings: 2,
  path: 1,
  content: 1,
};

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

const SYNONYM_TABLE = new Map(Object.entries(SYNONYMS));

/**
 * The query of one word's form: as written (a prefix if `prefix`) or as its stem. A stop word,
 * which has no index terms, is searched only as the beginning of other words: when a query of
 * stop words alone is the start of a word being typed ("re" on the way to "retry").
 */
function formQuery(word: string, prefix: boolean): Query {
  const [lower, stem] = termsOf(word);
  if (lower === undefined) {
    return {queries: [word.toLowerCase()], prefix: true, fuzzy: false, processTerm: (term: string) => term};
  }
  const written: Query = {queries: [lower], prefix};
  return stem ? {combineWith: 'OR', queries: [written, {queries: [stem], prefix: stem.length >= 4, fuzzy: false}]} : written;
}

/**
 * The query of one word: the word (a prefix if it is the query's last word) or one of its
 * `SYNONYMS` (`vocabulary.ts`), each as written or as its stem.
 */
function wordQuery(word: string, last: boolean): Query {
  const synonyms = SYNONYM_TABLE.get(word.toLowerCase()) ?? [];
  const own = formQuery(word, last);
  return synonyms.length === 0 ? own : {combineWith: 'OR', queries: [own, ...synonyms.map((synonym) => formQuery(synonym, false))]};
}

/**
 * Whether an index term is one of a query word's own forms rather than a typo-tolerant match:
 * the word or one of its `SYNONYMS`, as written or as its stem, or a term that one of these
 * begins where `wordQuery` searches by prefix (the query's last word as written, stems of 4
 * letters or more).
 */
function ownFormTest(word: string, last: boolean): (term: string) => boolean {
  const forms = [word, ...(SYNONYM_TABLE.get(word) ?? [])]
    .filter((form) => termsOf(form).length > 0 || (last && form === word))
    .map((form) => ({written: termsOf(form)[0] ?? form, stem: termsOf(form).at(-1) ?? '', prefix: last && form === word}));
  return (term) =>
    forms.some(
      ({written, stem, prefix}) =>
        term === written || term === stem || (prefix && term.startsWith(written)) || (stem.length >= 4 && term.startsWith(stem)),
    );
}

/** What one record matched: the sum of its words' scores, which words (by index), and the terms. */
interface RecordMatch {
  score: number;
  readonly words: Set<number>;
  /** The words it matched by one of their own forms, not only by typo tolerance. */
  readonly ownWords: Set<number>;
  readonly terms: Set<string>;
}

/**
 * Whether a query names code: a word joined by `_` or `.` (`config_expr`, `current.run_id`), a
 * decorator (`@catch`), a call (`next(`) or a capital inside a word (`StepMutator`). Other
 * queries are prose, and `PAGE_WEIGHTS` weigh the two kinds differently.
 */
export function isCodeQuery(query: string): boolean {
  return /\w[_.]\w|[@(]|\p{Ll}\p{Lu}/u.test(query);
}

/**
 * A name as compared with the query: lower case, words separated by one space, with the
 * characters that join the words of a code name (`_`, `.`) kept and other punctuation dropped
 * (`@trigger_on_finish(flows)` reads `trigger_on_finish flows`, `FlowSpec.next` `flowspec.next`).
 */
function nameOf(text: string): string {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}_.]+/u)
    .map((word) => word.replace(/^\.+|\.+$/g, ''))
    .filter(Boolean)
    .join(' ');
}

/** The names of a place: each given name, and each without a prefix of `NAME_PREFIXES`. */
function namesOf(texts: readonly string[]): Set<string> {
  const names = texts.map(nameOf);
  for (const name of [...names]) {
    for (const prefix of NAME_PREFIXES) {
      if (name.startsWith(prefix) && name.length > prefix.length) {
        names.push(name.slice(prefix.length));
      }
    }
  }
  return new Set(names);
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
  // A page is named by its title; a heading or reference row by its text, and by the part of it
  // that is its own (`inspect_spin` of `Runner.inspect_spin`).
  const sectionNames = sections.map(([page, parent, , text]) =>
    parent < 0 ? namesOf([pages[page][4]]) : namesOf([text, ownPart(text, parent)]),
  );
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
      case 'description':
        return content < 0 && parent < 0 ? page[5] : '';
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

  // What each page is about: its title, description, headings and lead, one document per page.
  const pageHeadings = pages.map(() => [] as string[]);
  for (const [page, parent, , text] of sections) {
    if (parent >= 0) {
      pageHeadings[page].push(text);
    }
  }
  const pageLeads = pages.map(() => [] as string[]);
  for (const [section, text] of contents) {
    const [page, parent] = sections[section];
    if (parent < 0) {
      pageLeads[page].push(text);
    }
  }
  const topicField = (page: number, field: string): string | number => {
    switch (field as keyof typeof TOPIC_FIELDS | 'id') {
      case 'id':
        return page;
      case 'title':
        return pages[page][4];
      case 'description':
        return pages[page][5];
      case 'headings':
        return pageHeadings[page].join(' ');
      case 'lead':
        return pageLeads[page].join(' ');
    }
  };
  const topics = new MiniSearch<number>({
    fields: Object.keys(TOPIC_FIELDS),
    extractField: (page, field) => topicField(page as number, field),
    processTerm: (term) => termsOf(term),
    searchOptions: {
      processTerm: (term) => term,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    },
  });
  topics.addAll(pages.map((_, page) => page));

  // Each page's factor for prose queries and for code queries.
  const pageWeights = pages.map(([url]) => {
    const weights = PAGE_WEIGHTS.filter(({under}) => isUnder(url, under));
    return {
      prose: weights.reduce((product, weight) => product * weight.prose, 1),
      code: weights.reduce((product, weight) => product * weight.code, 1),
    };
  });

  const toHit = (id: number, terms: ReadonlySet<string>, score: number): RankedHit => {
    const doc = docs[id];
    const [pageIndex, , anchor] = sections[doc.section];
    return {
      page: pages[pageIndex],
      levels: levelsOf(doc.section),
      url: anchor ? `${pages[pageIndex][0]}#${anchor}` : pages[pageIndex][0],
      anchor,
      content: doc.content >= 0 ? contents[doc.content][1] : null,
      score,
      terms,
    };
  };

  return {
    search(query, options = {}) {
      const cut = query.slice(0, MAX_QUERY_LENGTH).toLowerCase();
      // Stop words are left out. A query of stop words alone is searched by its last word as a
      // prefix: it is the start of a word being typed ("re" of "retry", "for" of "foreach").
      const tokens = [...new Set(tokenize(cut))];
      const contentWords = tokens.filter((word) => termsOf(word).length > 0).slice(0, MAX_QUERY_WORDS);
      // Written as a command-line option (`--cpu`), the query reads only as a place whose text
      // ends with that option, a row of /api/cli (`kubernetes step --cpu`), not as `@resources(cpu)`.
      const option = /^--\w[\w-]*$/.test(cut.trim()) ? cut.trim() : undefined;
      if (option && contentWords.length === 0) {
        // An option whose words are all stop words (`--with`, `--both`) has no indexed word:
        // its places are the rows whose text ends with it, in page order.
        const rows = docs.flatMap((doc, id) => (doc.content < 0 && sections[doc.section][3].toLowerCase().endsWith(option) ? [id] : []));
        return {total: rows.length, slice: (start, end) => rows.slice(start, end).map((id) => toHit(id, new Set([option.slice(2)]), 1))};
      }
      const words = contentWords.length > 0 ? contentWords : tokens.slice(-1);
      if (words.length === 0) {
        return {total: 0, slice: () => []};
      }
      // The words of one name written without spaces (`FlowSpec.next`, `current.run_id`) must
      // be found in one place; other words anywhere on the page.
      const names = cut
        .split(/\s+/)
        .map((chunk) => tokenize(chunk).map((word) => words.indexOf(word)).filter((at) => at >= 0))
        .filter((name) => name.length > 0);
      const {filter, preferredTag} = options;
      const pageIndexOf = (id: number) => sections[docs[id].section][0];
      // The facet filters decide by page: each page is asked once, not once per matching record.
      const allowed = filter && pages.map((page) => filter(page));
      const searchOptions = {
        filter: allowed && ((result: SearchResult) => allowed[pageIndexOf(result.id as number)]),
      };
      // Each word's query (the last word as a prefix) and the test of its own forms, used by both
      // indexes.
      const queries = words.map((word, at) => wordQuery(word, at === words.length - 1));
      const ownForms = words.map((word, at) => ownFormTest(word, at === words.length - 1));
      // Each word on its own: what every record matched.
      const matches = new Map<number, RecordMatch>();
      // The words that some record holds in one of their own forms: a word that none holds is
      // held where typo tolerance found it (a misspelt query word); any other only where it is.
      const foundAsWritten = new Set<number>();
      words.forEach((_, at) => {
        const isOwnForm = ownForms[at];
        for (const result of index.search(queries[at], searchOptions)) {
          const id = result.id as number;
          let match = matches.get(id);
          if (!match) {
            match = {score: 0, words: new Set(), ownWords: new Set(), terms: new Set()};
            matches.set(id, match);
          }
          if (result.terms.some(isOwnForm)) {
            match.ownWords.add(at);
            foundAsWritten.add(at);
          }
          // MiniSearch multiplies a result's score by the number of query terms it matched; a
          // word's query has two (as written and its stem) only when they differ, so that would
          // count "tasks" twice and "step" once.
          match.score += result.score / result.queryTerms.length;
          match.words.add(at);
          for (const term of result.terms) {
            match.terms.add(term);
          }
        }
      });
      // The names each page holds, and its coverage: the share of the names it holds, cubed.
      const pageNames = new Map<number, Set<number>>();
      for (const [id, match] of matches) {
        names.forEach((name, at) => {
          if (name.every((word) => match.ownWords.has(word) || (!foundAsWritten.has(word) && match.words.has(word)))) {
            const page = pageIndexOf(id);
            pageNames.set(page, (pageNames.get(page) ?? new Set()).add(at));
          }
        });
      }
      const coverage = new Map([...pageNames].map(([page, held]) => [page, (held.size / names.length) ** COVERAGE_POWER]));
      // What each page is about: for each word, its rarity among the pages' topics (IDF) times
      // the weight of the best field holding it, however often and in however many fields; a
      // field that holds it only by typo tolerance counts less.
      const topicScore = new Map<number, number>();
      words.forEach((_, at) => {
        const isOwnForm = ownForms[at];
        const results = topics.search(queries[at]);
        const rarity = Math.log(1 + pages.length / Math.max(1, results.length));
        for (const {id, match} of results) {
          const best = Math.max(
            ...Object.entries(match).flatMap(([term, fields]) =>
              fields.map((field) => TOPIC_FIELDS[field as keyof typeof TOPIC_FIELDS] * (isOwnForm(term) ? 1 : FUZZY_TOPIC_FACTOR)),
            ),
          );
          topicScore.set(id as number, (topicScore.get(id as number) ?? 0) + rarity * best);
        }
      });
      // A place named by the query, stop words and all, is what the reader asked for: a page
      // title, a heading, a reference row (`config_expr`, `METAFLOW_S3_ENDPOINT_URL` or
      // `S3_ENDPOINT_URL`).
      const queryName = nameOf(cut);
      const kind = isCodeQuery(query.slice(0, MAX_QUERY_LENGTH)) ? 'code' : 'prose';
      const score = (id: number, match: RecordMatch) => {
        const doc = docs[id];
        const page = pageIndexOf(id);
        const coordinated = match.score * (match.words.size / words.length) ** COORDINATION_POWER;
        const exact =
          doc.content < 0 && sectionNames[doc.section].has(queryName) && (!option || sections[doc.section][3].toLowerCase().endsWith(option));
        const own = exact ? coordinated * EXACT_NAME_BOOST : coordinated;
        // A place the query names exactly is what the reader asked for, whatever kind of page holds it.
        const weight = exact ? Math.max(1, pageWeights[page][kind]) : pageWeights[page][kind];
        return (own + TOPIC_WEIGHT * (topicScore.get(page) ?? 0)) * weight * (coverage.get(page) ?? 0);
      };
      // The reader's docs set comes first. When a page of the other set holds every word of the
      // query, only the reader's pages that do too come first, and the others rank with the
      // other set's pages by score ("metaflow rstudio" in the Python docs finds the R pages
      // first). A page of the other set that holds more words, but not all, pushes none down.
      const inSet = (page: number) => Boolean(preferredTag && pages[page][1].startsWith(preferredTag));
      const heldElsewhere = [...coverage].some(([page, held]) => !inSet(page) && held === 1);
      const preferred = (page: number) => inSet(page) && (!heldElsewhere || coverage.get(page) === 1);
      // A page that holds no name (only some words of `FlowSpec.next`, in different places) is left out.
      const scored = [...matches]
        .filter(([id]) => coverage.has(pageIndexOf(id)))
        .map(([id, match]) => ({id, match, score: score(id, match), first: preferred(pageIndexOf(id))}));
      // A section that summarises pages gives way to each of them that holds as much of the query.
      const bestOfPage = new Map<number, number>();
      for (const place of scored) {
        const page = pageIndexOf(place.id);
        bestOfPage.set(page, Math.max(bestOfPage.get(page) ?? 0, place.score));
      }
      for (const place of scored) {
        const summarised = sections[docs[place.id].section][4] ?? [];
        const held = coverage.get(pageIndexOf(place.id)) ?? 0;
        const below = summarised.filter((page) => (coverage.get(page) ?? 0) >= held).map((page) => bestOfPage.get(page) ?? 0);
        const cap = SUMMARY_SHARE * Math.max(0, ...below);
        if (cap > 0 && place.score > cap) {
          place.score = cap;
        }
      }
      const ranked = scored.sort((a, b) => Number(b.first) - Number(a.first) || b.score - a.score);
      // One result per URL (a section has one URL): the best record of each place.
      const seen = new Set<number>();
      const distinct = ranked.filter(({id}) => {
        const {section} = docs[id];
        return !seen.has(section) && Boolean(seen.add(section));
      });
      // Each page's best places first (up to PLACES_PER_PAGE, in rank order, the reader's docs
      // set still first), so that one long page does not fill the first results; then the rest.
      const taken = new Map<number, number>();
      const best = distinct.filter(({id}) => {
        const page = pageIndexOf(id);
        const count = taken.get(page) ?? 0;
        taken.set(page, count + 1);
        return count < PLACES_PER_PAGE;
      });
      const first = new Set(best);
      const ordered = [...best, ...distinct.filter((place) => !first.has(place))];
      return {
        total: ordered.length,
        slice: (start, end) => ordered.slice(start, end).map(({id, match, score}) => toHit(id, match.terms, score)),
      };
    },
  };
}
