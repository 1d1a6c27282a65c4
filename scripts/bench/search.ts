/**
 * `npm run bench:search`: measures the offline search of a production build (`build/`, or
 * `BUILD_DIR`; run `npm run build` first) and prints Markdown tables with the targets beside
 * the numbers. It only reports: no threshold is enforced and the exit status does not depend on
 * the numbers.
 *
 * - Index size: the index file the manifest names, raw and gzipped (`node:zlib`, level 9), in KiB.
 * - Time to first result on a phone (`search-first-result.ts`): the baseline ref
 *   (`--baseline <ref>`, default `465117a`) and `build/`, each served by its own nginx
 *   configuration, interleaved, with Lighthouse's slow 4G and the calibrated CPU slowdown; from
 *   Ctrl+K to the first result of "retry" (`--runs=N` per build, default 5; `--skip-build` reuses
 *   the baseline's build).
 * - Per-query latency: in Chromium, the offline client's `search()` (what the modal calls:
 *   ranking, 20 Algolia-shaped hits, highlighting, snippets) for every query of
 *   `search-queries.json` (relevance and latency lists), 20 timed runs each after one warm-up;
 *   p50, p95 and max over all runs.
 * - Relevance: for each `relevance` and `questions` entry, in the reader's docs set it names
 *   (`python` or `r`), whether the expected page is the page of the first hit, and of one of the
 *   first 5 hits; over both lists, and over each alone. The held-out questions of
 *   `search-holdout.json` and `search-holdout-40.json` (issue 34's third set, written from the
 *   docs pages by a session that had not read the engine), which the ranking is never tuned on,
 *   are measured the same way and reported on rows of their own, outside "all".
 *
 * The client code runs in the page as bundled here by esbuild from `src/lib/search`. Prints
 * progress lines prefixed `[bench:search]`, then the tables; writes `.bench/search.json`.
 * Exits with status 1 and the error's message when the build, the server or the browser fails.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {gzipSync} from 'node:zlib';

import {build} from 'esbuild';
import {chromium, type Browser} from '@playwright/test';

import {CHROMIUM_FLAGS, CHROMIUM_PATH, chromiumVersion} from '../lib/chromium';
import {firstResultOptions, firstResultTables, measureFirstResult} from './search-first-result';
import {SEARCH_MANIFEST_PATH, type SearchManifest} from '../../src/lib/search/format';
import {startServer} from '../../deploy/server';

const ROOT = resolve(__dirname, '..', '..');
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
const PORT = 3201;
const TIMED_RUNS = 20;
const CONTEXT_TAGS = {python: 'docs-default-', r: 'docs-r-'} as const;

interface RelevanceEntry {
  readonly query: string;
  readonly expected: string;
  readonly context: keyof typeof CONTEXT_TAGS;
}

interface Queries {
  readonly relevance: readonly RelevanceEntry[];
  /** Questions in a reader's words (issue 25), reported apart from `relevance` too. */
  readonly questions: readonly RelevanceEntry[];
  readonly latency: readonly string[];
}

/** Questions held out of tuning (`search-holdout.json`), in the shape of `questions`. */
interface Holdout {
  readonly holdout: readonly RelevanceEntry[];
}

/** The relevance lists, each reported on its own row; the first two together on one ("all"). */
type RelevanceList = 'relevance' | 'questions' | 'holdout' | 'holdout40';
/** The lists never tuned on: reported apart, outside "all". */
const HELD_OUT: readonly RelevanceList[] = ['holdout', 'holdout40'];

const log = (line: string) => console.log(`[bench:search] ${line}`);
/** A size in KiB (1,024 bytes), the unit every index size in BENCHMARKS.md was reported in. */
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The offline client and engine as one browser script defining `window.searchBench`. */
async function clientBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `
        import {createSearchEngine} from './engine';
        import {createLocalSearchClient} from './client';
        window.searchBench = {createSearchEngine, createLocalSearchClient};`,
      resolveDir: join(ROOT, 'src', 'lib', 'search'),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
    target: 'es2022',
  });
  return result.outputFiles[0].text;
}

interface InPageResults {
  readonly build: number;
  readonly latencies: number[];
  readonly relevance: {query: string; expected: string; context: string; list: RelevanceList; first: string; top5: string[]}[];
}

async function measureInPage(
  browser: Browser,
  origin: string,
  indexUrl: string,
  queries: {entries: readonly (RelevanceEntry & {list: RelevanceList})[]; latency: readonly string[]},
): Promise<InPageResults> {
  const page = await browser.newPage();
  await page.goto(`${origin}/`);
  await page.addScriptTag({content: await clientBundle()});
  // tsx compiles this script with esbuild's keepNames, which wraps the function passed to
  // page.evaluate in calls to its `__name` helper; the page needs that helper too.
  await page.addScriptTag({content: 'window.__name = (target) => target;'});
  return page.evaluate(
    async ({indexUrl, queries, tags, timedRuns}) => {
      type Bench = {
        createSearchEngine: (file: unknown) => unknown;
        createLocalSearchClient: (options: unknown) => {search: (requests: unknown) => Promise<{results: {hits: {url: string}[]}[]}>};
      };
      const bench = (window as unknown as {searchBench: Bench}).searchBench;
      const file = await (await fetch(indexUrl)).json();
      const started = performance.now();
      const engine = bench.createSearchEngine(file);
      const buildMs = performance.now() - started;
      const clientFor = (preferredTag?: string) =>
        bench.createLocalSearchClient({loadEngine: async () => engine, preferredTag, siteUrl: ''});
      // What the DocSearch modal asks for.
      const request = (query: string) => ({
        requests: [
          {
            indexName: 'bench',
            query,
            hitsPerPage: 20,
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
            attributesToSnippet: ['hierarchy.lvl1:15', 'hierarchy.lvl2:15', 'hierarchy.lvl3:15', 'content:15'],
            snippetEllipsisText: '…',
            facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-r-current']],
          },
        ],
      });
      const python = clientFor(tags.python);
      const all = [...queries.entries.filter((entry) => entry.list === 'relevance' || entry.list === 'questions').map((entry) => entry.query), ...queries.latency];
      const latencies: number[] = [];
      for (const query of all) {
        await python.search(request(query));
        for (let run = 0; run < timedRuns; run += 1) {
          const t0 = performance.now();
          await python.search(request(query));
          latencies.push(performance.now() - t0);
        }
      }
      const relevance = [];
      for (const {query, expected, context, list} of queries.entries) {
        const {results} = await clientFor(tags[context as keyof typeof tags]).search(request(query));
        const pages = results[0].hits.map((hit) => hit.url.replace(/#.*$/, ''));
        relevance.push({query, expected, context, list, first: pages[0] ?? '', top5: pages.slice(0, 5)});
      }
      return {build: buildMs, latencies, relevance};
    },
    {indexUrl: `${origin}${indexUrl}`, queries, tags: CONTEXT_TAGS, timedRuns: TIMED_RUNS},
  );
}

async function main(): Promise<void> {
  const buildDir = join(ROOT, BUILD_DIR);
  const manifest = JSON.parse(readFileSync(join(buildDir, SEARCH_MANIFEST_PATH), 'utf8')) as SearchManifest;
  const raw = readFileSync(join(buildDir, manifest.index));
  const gzip = gzipSync(raw, {level: 9}).length;
  const queries = JSON.parse(readFileSync(join(__dirname, 'search-queries.json'), 'utf8')) as Queries;
  const {holdout} = JSON.parse(readFileSync(join(__dirname, 'search-holdout.json'), 'utf8')) as Holdout;
  const {holdout: holdout40} = JSON.parse(readFileSync(join(__dirname, 'search-holdout-40.json'), 'utf8')) as Holdout;
  log(`index ${manifest.index}: ${kib(raw.length)} KiB raw, ${kib(gzip)} KiB gzip`);
  const entries = [
    ...queries.relevance.map((entry) => ({...entry, list: 'relevance' as const})),
    ...queries.questions.map((entry) => ({...entry, list: 'questions' as const})),
    ...holdout.map((entry) => ({...entry, list: 'holdout' as const})),
    ...holdout40.map((entry) => ({...entry, list: 'holdout40' as const})),
  ];
  const queryCount = entries.filter((entry) => !HELD_OUT.includes(entry.list)).length + queries.latency.length;

  const firstResult = await measureFirstResult(ROOT, firstResultOptions(process.argv.slice(2)));
  const server = await startServer(ROOT, BUILD_DIR, PORT);
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS]});
  try {
    log(`per-query latency and relevance, ${queryCount} queries × ${TIMED_RUNS} runs`);
    const inPage = await measureInPage(browser, server.origin, manifest.index, {entries, latency: queries.latency});
    const sorted = [...inPage.latencies].sort((a, b) => a - b);
    // The relevance rows of one set of entries: first result and top 5, as shares and counts.
    const relevanceRows = (label: string, set: InPageResults['relevance']) => {
      const top1 = set.filter((entry) => entry.first === entry.expected).length;
      const top5 = set.filter((entry) => entry.top5.includes(entry.expected)).length;
      const share = (part: number) => `${((100 * part) / set.length).toFixed(1)} % (${part})`;
      return [
        `| Expected page is the first result, ${label} (${set.length} queries) | ${share(top1)} | ≥ 90 % |`,
        `| Expected page is in the top 5, ${label} | ${share(top5)} | ≥ 98 % |`,
      ].join('\n');
    };
    const byList = (list: RelevanceList) => inPage.relevance.filter((entry) => entry.list === list);
    const results = {
      date: new Date().toISOString(),
      chromium: chromiumVersion(),
      indexBytes: raw.length,
      indexGzipBytes: gzip,
      firstResult,
      engineBuildMs: inPage.build,
      latencyMs: {p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1), runs: sorted.length},
      relevance: inPage.relevance,
    };
    mkdirSync(join(ROOT, '.bench'), {recursive: true});
    writeFileSync(join(ROOT, '.bench', 'search.json'), `${JSON.stringify(results, null, 2)}\n`);

    console.log(`
### Offline search (\`${BUILD_DIR}\`, ${results.chromium})

| Measure | Result | Target |
| --- | ---: | ---: |
| Index size (whole site), gzip | ${kib(gzip)} KiB (${kib(raw.length)} KiB raw) | ≤ 350 KB |
| Building the in-memory index | ${inPage.build.toFixed(0)} ms | – |
| Per-query latency p50 / p95 / max (${sorted.length} runs of ${queryCount} queries) | ${results.latencyMs.p50.toFixed(2)} / ${results.latencyMs.p95.toFixed(2)} / ${results.latencyMs.max?.toFixed(2)} ms | p95 < 5 ms |
${relevanceRows('all (`relevance` and `questions`)', inPage.relevance.filter((entry) => !HELD_OUT.includes(entry.list)))}
${relevanceRows('`relevance`', byList('relevance'))}
${relevanceRows('`questions`', byList('questions'))}
${relevanceRows('held out (`search-holdout.json`)', byList('holdout'))}
${relevanceRows('held out, 40 new (`search-holdout-40.json`)', byList('holdout40'))}

${firstResultTables(firstResult)}`);
    const misses = inPage.relevance.filter((entry) => entry.first !== entry.expected);
    if (misses.length > 0) {
      console.log('| Query (docs set, list) | Expected | First result | In top 5 |\n| --- | --- | --- | --- |');
      for (const miss of misses) {
        console.log(
          `| ${miss.query} (${miss.context}, ${miss.list}) | \`${miss.expected}\` | \`${miss.first}\` | ${miss.top5.includes(miss.expected) ? 'yes' : 'no'} |`,
        );
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
