/**
 * `npm run bench`: builds the site with and without the faster bundler, then measures the
 * first-load JS and the Lighthouse scores of the faster build, and prints Markdown tables with
 * the targets beside the numbers. It only reports: no threshold is enforced and a number below
 * its target does not change the exit status.
 *
 * Options: `--skip-build` reuses the builds already in `.bench/` (build rows are then omitted);
 * `--runs=N` sets how many Lighthouse runs per page and form factor (default 3, median kept).
 * Prints progress lines prefixed `[bench]`, then the tables; also writes `.bench/results.json`.
 * Exits with status 1 and the error's message when a step throws (a failed build, a missing
 * `.bench/faster` with `--skip-build`, a server or browser that does not start).
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import {join, resolve} from 'node:path';

import {chromiumVersion} from '../lib/chromium';
import {BUILD_VARIANTS, runBuild, type BuildResult} from './build';
import {measureFirstLoadJs, type FirstLoadJs} from './first-load-js';
import {CATEGORIES, runLighthouseMedian, type Category, type FormFactor, type LighthouseRun} from './lighthouse';
import {startServer} from './server';

const ROOT = resolve(__dirname, '..', '..');
const PAGES = ['/', '/introduction/what-is-metaflow'] as const;
const FORM_FACTORS: readonly FormFactor[] = ['mobile', 'desktop'];
const PORT = 3200;
/** The build the browser benchmarks load: the one the site ships (faster bundler on). */
const SERVED_BUILD = join('.bench', 'faster');

const JS_TARGET_KB = 120;
const TARGETS: Record<FormFactor, Record<Category, string>> = {
  mobile: {performance: '≥ 90', accessibility: '100', 'best-practices': '≥ 95', seo: '100'},
  desktop: {performance: '–', accessibility: '100', 'best-practices': '≥ 95', seo: '100'},
};
const CATEGORY_TITLES: Record<Category, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
};

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

function machine(): Record<string, string> {
  let npmVersion = 'unknown';
  try {
    npmVersion = execFileSync('npm', ['--version'], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  } catch {
    // keep "unknown"
  }
  return {
    date: new Date().toISOString(),
    cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}`,
    memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    npm: npmVersion,
    chromium: chromiumVersion(),
  };
}

function buildTable(builds: readonly BuildResult[]): string {
  const rows = builds.map(
    (build) =>
      `| ${build.faster ? 'Rspack (`future.faster: true`)' : 'webpack (`DOCUSAURUS_FASTER=false`)'} | \`${build.outDir}\` | ${build.seconds.toFixed(1)} | ${
        build.peakRssMiB === undefined ? 'n/a (no /usr/bin/time)' : build.peakRssMiB.toFixed(0)
      } |`,
  );
  const [faster, webpack] = [builds.find((build) => build.faster), builds.find((build) => !build.faster)];
  const speedup = faster && webpack ? `\nRspack build is ${(webpack.seconds / faster.seconds).toFixed(2)}× as fast as webpack.\n` : '';
  return ['| Bundler | Out dir | Wall clock (s) | Peak RSS (MiB) |', '| --- | --- | ---: | ---: |', ...rows].join('\n') + '\n' + speedup;
}

function jsTable(results: readonly FirstLoadJs[]): string {
  const rows = results.map((result) => {
    const scripts = result.files.filter((file) => file.resourceType === 'script').length;
    return `| \`${result.path}\` | ${result.files.length} (${scripts} script + ${result.files.length - scripts} prefetch) | ${kb(result.bytes)} | ${kb(result.gzipBytes)} | **${kb(result.scriptGzipBytes)}** | ≤ ${JS_TARGET_KB} |`;
  });
  return [
    '| Page | JS files | Raw KB | Gzip KB (all JS) | Gzip KB (executed scripts only) | Target gzip KB |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

function lighthouseTable(runs: readonly (LighthouseRun & {readonly performanceScores: readonly number[]})[]): string {
  const header = `| Page | Form factor | ${CATEGORIES.map((category) => CATEGORY_TITLES[category]).join(' | ')} | Performance of each run |`;
  const rows = runs.map(
    (run) =>
      `| \`${run.path}\` | ${run.formFactor} | ${CATEGORIES.map((category) => `${run.scores[category]} (target ${TARGETS[run.formFactor][category]})`).join(' | ')} | ${run.performanceScores.join(', ')} |`,
  );
  return [header, `| --- | --- |${' ---: |'.repeat(CATEGORIES.length)} --- |`, ...rows].join('\n');
}

function failingList(runs: readonly LighthouseRun[]): string {
  const lines = runs.flatMap((run) =>
    run.failing.map(
      (audit) =>
        `- \`${run.path}\` ${run.formFactor}, ${CATEGORY_TITLES[audit.category]}: \`${audit.id}\` — ${audit.title} (score ${audit.score.toFixed(2)}${
          audit.displayValue ? `, ${audit.displayValue}` : ''
        })`,
    ),
  );
  return lines.length > 0 ? lines.join('\n') : 'None: every category scored 100.';
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const skipBuild = args.includes('--skip-build');
  const runsArg = args.find((arg) => arg.startsWith('--runs='));
  const runs = runsArg ? Math.max(1, Number.parseInt(runsArg.slice('--runs='.length), 10) || 1) : 3;
  const benchDir = join(ROOT, '.bench');
  mkdirSync(benchDir, {recursive: true});
  const info = machine();

  const builds: BuildResult[] = [];
  if (!skipBuild) {
    for (const variant of BUILD_VARIANTS) {
      builds.push(await runBuild(ROOT, variant));
    }
  }

  console.log(`[bench] serving ${SERVED_BUILD} on port ${PORT}`);
  const server = await startServer(ROOT, SERVED_BUILD, PORT);
  let js: FirstLoadJs[];
  const lighthouseRuns: (LighthouseRun & {readonly performanceScores: readonly number[]})[] = [];
  try {
    js = await measureFirstLoadJs(server.origin, join(ROOT, SERVED_BUILD), PAGES);
    for (const result of js) {
      console.log(`[bench] first-load JS ${result.path}: ${result.files.length} files, ${kb(result.gzipBytes)} KB gzip`);
      for (const message of result.pageErrors) {
        console.log(`[bench] WARNING: ${result.path} threw while loading, its JS may be incomplete: ${message}`);
      }
    }
    for (const path of PAGES) {
      for (const formFactor of FORM_FACTORS) {
        lighthouseRuns.push(await runLighthouseMedian(server.origin, path, formFactor, join(benchDir, 'lighthouse'), runs));
      }
    }
  } finally {
    await server.stop();
  }

  writeFileSync(join(benchDir, 'results.json'), JSON.stringify({machine: info, builds, firstLoadJs: js, lighthouse: lighthouseRuns}, null, 2));

  const sections = [
    '## Machine',
    Object.entries(info)
      .map(([key, value]) => `- ${key}: ${value}`)
      .join('\n'),
    '## Production build (cold, no persistent bundler cache)',
    skipBuild ? '_Skipped (`--skip-build`): reusing the builds in `.bench/`._' : buildTable(builds),
    `## First-load JS (served \`${SERVED_BUILD}\`, empty cache, until network idle)`,
    jsTable(js),
    `## Lighthouse (\`${SERVED_BUILD}\`, median of ${runs} runs by performance score)`,
    lighthouseTable(lighthouseRuns),
    '### Audits that lost points in the median runs (categories below 100)',
    failingList(lighthouseRuns),
    `Full reports: \`.bench/lighthouse/<page>-<form factor>-<run>.json\`; all numbers: \`.bench/results.json\`.`,
  ];
  console.log('\n' + sections.join('\n\n'));
}

main().catch((error: unknown) => {
  console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
