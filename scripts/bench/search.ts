/**
 * `npm run bench:search`: measures the offline search of a production build (`build/`, or
 * `BUILD_DIR`; run `npm run build` first) and prints Markdown tables. It only reports: no
 * threshold is enforced and the exit status does not depend on the numbers.
 *
 * - Index size: both files (`search-index.json`, the first part, and the text file it names), raw,
 *   gzip and brotli (`node:zlib`, highest levels), in KiB; what a reader downloads is the brotli
 *   size where the server offers it (DECISIONS 19).
 * - Time to first result on a phone (`search-first-result.ts`): the baseline ref
 *   (`--baseline <ref>`, default `465117a`) and `build/`, each served by its own nginx
 *   configuration, interleaved, with Lighthouse's slow 4G and the calibrated CPU slowdown; from
 *   Ctrl+K to the first result of "retry" (`--runs=N` per build, default 5; `--skip-build` reuses
 *   the baseline's build).
 * - Building the engine in Chromium: the first part (`createSearchEngine`) and the text
 *   (`addText`), each from the parsed file.
 * - Per-query latency: in Chromium, `engine.search()` (ranking, 20 hits, excerpts) for every query
 *   of the tuned lists and the `latency` list of `search-queries.json`, 20 timed runs each after one
 *   warm-up; p50, p95 and max over all runs.
 * - Relevance (`search-relevance.ts`): the three sets of issue 34, the tuned lists and the two
 *   held-out sets, first result and top 5; the misses of the tuned lists only.
 *
 * The engine runs in the page as bundled here by esbuild from `plugins/local-search/engine`.
 * Prints progress lines prefixed `[bench:search]`, then the tables; writes `.bench/search.json`.
 * Exits with status 1 and the error's message when the build, the server or the browser fails.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';

import {build} from 'esbuild';
import {chromium, type Browser} from '@playwright/test';

import {CHROMIUM_FLAGS, CHROMIUM_PATH, chromiumVersion} from '../lib/chromium';
import {builtSearchEngine} from '../lib/built-search';
import {SEARCH_INDEX_PATH, type SearchTitlesFile} from '../../plugins/local-search/engine/format';
import {firstResultOptions, firstResultTables, measureFirstResult} from './search-first-result';
import {startServer} from '../../deploy/server';
import {loadQuerySets, measureRelevance, QUERY_SETS, share} from './search-relevance';

const ROOT = resolve(__dirname, '..', '..');
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
const PORT = 3201;
const TIMED_RUNS = 20;

const log = (line: string) => console.log(`[bench:search] ${line}`);
/** A size in KiB (1,024 bytes), the unit every index size in BENCHMARKS.md was reported in. */
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Raw, gzip (level 9) and brotli (quality 11) sizes of a file, in bytes. */
function sizesOf(file: Buffer): {raw: number; gzip: number; brotli: number} {
  return {
    raw: file.length,
    gzip: gzipSync(file, {level: 9}).length,
    brotli: brotliCompressSync(file, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}).length,
  };
}

/** The engine as one browser script defining `window.searchBench`. */
async function engineBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `
        import {createSearchEngine} from './engine';
        window.searchBench = {createSearchEngine};`,
      resolveDir: join(ROOT, 'plugins', 'local-search', 'engine'),
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
  readonly titlesMs: number;
  readonly textMs: number;
  readonly latencies: number[];
}

async function measureInPage(browser: Browser, origin: string, titlesUrl: string, textUrl: string, queries: readonly string[]): Promise<InPageResults> {
  const page = await browser.newPage();
  await page.goto(`${origin}/`);
  await page.addScriptTag({content: await engineBundle()});
  // tsx compiles this script with esbuild's keepNames, which wraps the function passed to
  // page.evaluate in calls to its `__name` helper; the page needs that helper too.
  await page.addScriptTag({content: 'window.__name = (target) => target;'});
  const results = await page.evaluate(
    async ({titlesUrl, textUrl, queries, timedRuns}) => {
      type Engine = {search: (query: string, options: unknown) => unknown; addText: (file: unknown) => Promise<void>};
      const bench = (window as unknown as {searchBench: {createSearchEngine: (file: unknown) => Engine}}).searchBench;
      const [titles, text] = await Promise.all([(await fetch(titlesUrl)).json(), (await fetch(textUrl)).json()]);
      const t0 = performance.now();
      const engine = bench.createSearchEngine(titles);
      const titlesMs = performance.now() - t0;
      const t1 = performance.now();
      await engine.addText(text);
      const textMs = performance.now() - t1;
      const latencies: number[] = [];
      for (const query of queries) {
        engine.search(query, {preferredTag: 'docs-default-'});
        for (let run = 0; run < timedRuns; run += 1) {
          const started = performance.now();
          engine.search(query, {preferredTag: 'docs-default-'});
          latencies.push(performance.now() - started);
        }
      }
      return {titlesMs, textMs, latencies};
    },
    {titlesUrl: `${origin}${titlesUrl}`, textUrl: `${origin}${textUrl}`, queries, timedRuns: TIMED_RUNS},
  );
  await page.close();
  return results;
}

async function main(): Promise<void> {
  const buildDir = join(ROOT, BUILD_DIR);
  const titles = JSON.parse(readFileSync(join(buildDir, SEARCH_INDEX_PATH), 'utf8')) as SearchTitlesFile;
  const files = [
    {name: SEARCH_INDEX_PATH, ...sizesOf(readFileSync(join(buildDir, SEARCH_INDEX_PATH)))},
    {name: titles.text.slice(1), ...sizesOf(readFileSync(join(buildDir, titles.text.slice(1))))},
  ];
  const sets = loadQuerySets();
  const queries = [...sets.tuned.map((entry) => entry.query), ...(JSON.parse(readFileSync(join(__dirname, 'search-queries.json'), 'utf8')) as {latency: string[]}).latency];
  log('relevance of the three sets');
  const relevance = measureRelevance(await builtSearchEngine(buildDir), sets);

  const firstResult = await measureFirstResult(ROOT, firstResultOptions(process.argv.slice(2)));
  const server = await startServer(ROOT, BUILD_DIR, PORT);
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS]});
  try {
    log(`building the engine and per-query latency, ${queries.length} queries × ${TIMED_RUNS} runs`);
    const inPage = await measureInPage(browser, server.origin, `/${SEARCH_INDEX_PATH}`, titles.text, queries);
    const sorted = [...inPage.latencies].sort((a, b) => a - b);
    const results = {
      date: new Date().toISOString(),
      chromium: chromiumVersion(),
      files,
      firstResult,
      engineBuildMs: {titles: inPage.titlesMs, text: inPage.textMs},
      latencyMs: {p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1), runs: sorted.length},
      relevance: Object.fromEntries(QUERY_SETS.map((set) => [set, {count: relevance[set].count, first: relevance[set].first, top5: relevance[set].top5}])),
    };
    mkdirSync(join(ROOT, '.bench'), {recursive: true});
    writeFileSync(join(ROOT, '.bench', 'search.json'), `${JSON.stringify(results, null, 2)}\n`);

    const sizeRows = files.map(({name, raw, gzip, brotli}) => `| \`${name}\` | ${kib(raw)} | ${kib(gzip)} | ${kib(brotli)} |`).join('\n');
    const setRows = QUERY_SETS.map((set) => {
      const {count, first, top5} = relevance[set];
      return `| ${set} (${count}) | ${share(first, count)} | ${share(top5, count)} |`;
    }).join('\n');
    console.log(`
### Offline search (\`${BUILD_DIR}\`, ${results.chromium})

| File | Raw KiB | gzip KiB | brotli KiB |
| --- | ---: | ---: | ---: |
${sizeRows}

| Measure | Result |
| --- | ---: |
| Building the engine: first part / text | ${inPage.titlesMs.toFixed(0)} ms / ${inPage.textMs.toFixed(0)} ms |
| Per-query latency p50 / p95 / max (${sorted.length} runs of ${queries.length} queries) | ${results.latencyMs.p50.toFixed(2)} / ${results.latencyMs.p95.toFixed(2)} / ${results.latencyMs.max?.toFixed(2)} ms |

| Query set | First result | In the top 5 |
| --- | ---: | ---: |
${setRows}

${firstResultTables(firstResult)}`);
    for (const {entry, first, top5} of relevance.tuned.misses) {
      console.log(`- miss (tuned): "${entry.query}" (${entry.context}) expects \`${entry.expected}\`, first \`${first}\`${top5 ? ', in the top 5' : ''}`);
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
