/**
 * Relevance of the offline search on the three query sets (issue 34), in Node: the engine is
 * plain TypeScript, so it runs here as it runs in the browser.
 *
 * `loadQuerySets()` reads the sets: `tuned` (the `relevance` and `questions` lists of
 * `search-queries.json`, which the ranking may be fitted to), `holdout` (`search-holdout.json`,
 * 20 questions) and `holdout40` (`search-holdout-40.json`, 40 questions written from the docs pages
 * by a session that had not read the engine). `measureRelevance(engine, sets)` searches each entry
 * in the reader's docs set it names and returns, per set, how many put the expected page first and
 * in the top 5, and the entries that missed the first place.
 *
 * Run directly (`npx tsx scripts/bench/search-relevance.ts`), it loads the index the build wrote
 * in `build/` (or `BUILD_DIR`; `builtSearchEngine`), prints a table per set, and lists the misses of the tuned set
 * only: the held-out sets are never looked at query by query while tuning. Exits 1 when the
 * build is missing.
 */
import {readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';

import {builtSearchEngine} from '../lib/built-search';
import type {SearchEngine} from '../../plugins/local-search/engine/types';

export interface RelevanceEntry {
  readonly query: string;
  readonly expected: string;
  readonly context: 'python' | 'r';
}

export const QUERY_SETS = ['tuned', 'holdout', 'holdout40'] as const;
export type QuerySet = (typeof QUERY_SETS)[number];

/** The docs tag prefix of each docs set a query entry names. */
const CONTEXT_TAGS = {python: 'docs-default-', r: 'docs-r-'} as const;

export function loadQuerySets(): Record<QuerySet, readonly RelevanceEntry[]> {
  const read = (file: string) => JSON.parse(readFileSync(join(__dirname, file), 'utf8'));
  const tuned = read('search-queries.json') as {relevance: RelevanceEntry[]; questions: RelevanceEntry[]};
  return {
    tuned: [...tuned.relevance, ...tuned.questions],
    holdout: (read('search-holdout.json') as {holdout: RelevanceEntry[]}).holdout,
    holdout40: (read('search-holdout-40.json') as {holdout: RelevanceEntry[]}).holdout,
  };
}

export interface SetRelevance {
  readonly count: number;
  readonly first: number;
  readonly top5: number;
  readonly misses: readonly {entry: RelevanceEntry; first: string; top5: boolean}[];
}

export function measureRelevance(engine: SearchEngine, sets: Record<QuerySet, readonly RelevanceEntry[]>): Record<QuerySet, SetRelevance> {
  const measure = (entries: readonly RelevanceEntry[]): SetRelevance => {
    const misses: {entry: RelevanceEntry; first: string; top5: boolean}[] = [];
    let first = 0;
    let top5 = 0;
    for (const entry of entries) {
      const pages = engine.search(entry.query, {preferredTag: CONTEXT_TAGS[entry.context], limit: 10}).hits.map((hit) => hit.place.page.url);
      const inTop5 = pages.slice(0, 5).includes(entry.expected);
      first += Number(pages[0] === entry.expected);
      top5 += Number(inTop5);
      if (pages[0] !== entry.expected) {
        misses.push({entry, first: pages[0] ?? '', top5: inTop5});
      }
    }
    return {count: entries.length, first, top5, misses};
  };
  return Object.fromEntries(QUERY_SETS.map((set) => [set, measure(sets[set])])) as Record<QuerySet, SetRelevance>;
}

/** `part` of `whole` as "87.7 % (107)". */
export const share = (part: number, whole: number): string => `${((100 * part) / whole).toFixed(1)} % (${part})`;

async function main(): Promise<void> {
  const root = resolve(__dirname, '..', '..');
  const engine = await builtSearchEngine(join(root, process.env.BUILD_DIR ?? 'build'));
  const results = measureRelevance(engine, loadQuerySets());
  console.log('| set | first result | in the top 5 |\n| --- | ---: | ---: |');
  for (const set of QUERY_SETS) {
    const {count, first, top5} = results[set];
    console.log(`| ${set} (${count}) | ${share(first, count)} | ${share(top5, count)} |`);
  }
  for (const {entry, first, top5} of results.tuned.misses) {
    console.log(`miss: ${entry.query} (${entry.context}) expected ${entry.expected}, first ${first}${top5 ? ', in top 5' : ''}`);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
