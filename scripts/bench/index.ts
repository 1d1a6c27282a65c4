/**
 * `npm run bench`: builds the site with and without the faster bundler, then measures the
 * first-load JS and the Lighthouse scores of the faster build, and prints Markdown tables with
 * the targets of issue 24 beside the numbers. Before the Lighthouse runs it measures the host's
 * CPU benchmark index and runs mobile Lighthouse with the CPU slowdown calibrated to it
 * (DECISIONS 16, `calibrate.ts`), and prints both. It only reports: no threshold is enforced and a number below
 * its target does not change the exit status.
 *
 * Options:
 * - `--baseline <git ref>` (or `--baseline=<ref>`): also builds that ref (baseline.ts) and
 *   measures both builds in the same run, served side by side by the same server, Lighthouse
 *   runs alternating between them (baseline first in odd rounds, current first in even ones),
 *   so machine noise hits both alike; the tables then show the two builds row by row.
 * - `--skip-build` reuses the builds already in `.bench/` (build rows are then omitted);
 * - `--runs=N` sets how many Lighthouse runs per page, form factor and build (default 3, median
 *   kept);
 * - `--form-factors=mobile` (or `desktop`, or both, comma-separated; default both);
 * - `--pages=/a,/b` overrides the pages (default `PAGES`);
 * - `--cpu-slowdown=N` runs mobile Lighthouse at a fixed N× instead of calibrating (`4` gives
 *   Lighthouse's own default, the setting of the older figures in BENCHMARKS.md).
 * Prints progress lines prefixed `[bench]`, then the tables; also writes `.bench/results.json`.
 * Exits with status 1 and the error's message when a step throws (a failed build or install, a
 * missing `.bench/faster` with `--skip-build`, a server or browser that does not start).
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import {join, resolve} from 'node:path';

import {option} from '../lib/args';
import {chromiumVersion} from '../lib/chromium';
import {prepareBaseline, type Baseline} from './baseline';
import {calibrate, type Calibration} from './calibrate';
import {BUILD_VARIANTS, runBuild, type BuildResult} from './build';
import {measureFirstLoadJs, type FirstLoadJs} from './first-load-js';
import {CATEGORIES, medianRun, runLighthouse, type Category, type FormFactor, type LighthouseRun} from './lighthouse';
import {startServer, type RunningServer} from '../../deploy/server';

const ROOT = resolve(__dirname, '..', '..');
/**
 * The pages measured: the home pages of both docs sets, long guide and API pages, and the
 * page with the most text (`/api/cards`, 64 KB of Markdown; `/metaflow/basics` has the most
 * elements and HTML).
 */
const PAGES = ['/', '/metaflow/basics', '/api/flowspec', '/scaling/remote-tasks/kubernetes', '/v/r', '/api/cards'];
const FORM_FACTORS: readonly FormFactor[] = ['mobile', 'desktop'];
const PORTS = {current: 3200, baseline: 3201} as const;
/** The build the browser benchmarks load: the one the site ships (faster bundler on). */
const SERVED_BUILD = join('.bench', 'faster');

/** Issue 24's targets (mobile). */
const JS_TARGET_KB = 150;
const TBT_TARGET_MS = (path: string): number => (path === '/' ? 100 : 200);
const LCP_TARGET_MS = 1500;
/** Main-thread work of the current build at most this share of the baseline's, in one run. */
const MAIN_THREAD_TARGET_RATIO = 0.7;
const TARGETS: Record<FormFactor, Record<Category, string>> = {
  mobile: {performance: '≥ 95', accessibility: '100', 'best-practices': '100', seo: '100'},
  desktop: {performance: '–', accessibility: '100', 'best-practices': '100', seo: '100'},
};
const CATEGORY_TITLES: Record<Category, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
};

/** A build being measured: the working tree's ("current") or the baseline ref's. */
interface Target {
  readonly label: 'current' | 'baseline';
  readonly title: string;
  /** Build directory, absolute. */
  readonly buildDir: string;
}

type MedianRun = LighthouseRun & {readonly performanceScores: readonly number[]};

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
const ms = (value: number): string => Math.round(value).toLocaleString('en');

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

function buildTable(builds: readonly (BuildResult & {readonly title: string})[]): string {
  const rows = builds.map(
    (build) =>
      `| ${build.title} | ${build.faster ? 'Rspack (`future.faster: true`)' : 'webpack (`DOCUSAURUS_FASTER=false`)'} | ${build.seconds.toFixed(1)} | ${
        build.peakRssMiB === undefined ? 'n/a (no /usr/bin/time)' : build.peakRssMiB.toFixed(0)
      } |`,
  );
  return ['| Build | Bundler | Wall clock (s) | Peak RSS (MiB) |', '| --- | --- | ---: | ---: |', ...rows].join('\n');
}

function jsTable(results: readonly (FirstLoadJs & {readonly title: string})[]): string {
  const rows = results.map((result) => {
    const scripts = result.files.filter((file) => file.resourceType === 'script').length;
    return `| ${result.title} | \`${result.path}\` | ${result.files.length} (${scripts} script + ${result.files.length - scripts} prefetch) | ${kb(result.bytes)} | ${kb(result.gzipBytes)} | **${kb(result.scriptGzipBytes)}** | ≤ ${JS_TARGET_KB} |`;
  });
  return [
    '| Build | Page | JS files | Raw KB | Gzip KB (all JS) | Gzip KB (executed scripts only) | Target gzip KB |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

/** One row per page, form factor and build: the median run's scores and metrics. */
function lighthouseTable(targets: readonly Target[], runs: ReadonlyMap<string, MedianRun>, pages: readonly string[], formFactors: readonly FormFactor[]): string {
  const header = `| Page | Form factor | Build | ${CATEGORIES.map((category) => CATEGORY_TITLES[category]).join(' | ')} | TBT (ms) | LCP (ms) | FCP (ms) | CPU benchmark index | CPU slowdown | Performance of each run |`;
  const rows = pages.flatMap((path) =>
    formFactors.flatMap((formFactor) =>
      targets.map((target) => {
        const run = runs.get(runKey(target, path, formFactor));
        if (!run) return '';
        const mobile = formFactor === 'mobile';
        const tbtTarget = mobile ? ` (target ≤ ${TBT_TARGET_MS(path)})` : '';
        const lcpTarget = mobile ? ` (target ≤ ${ms(LCP_TARGET_MS)})` : '';
        return `| \`${path}\` | ${formFactor} | ${target.title} | ${CATEGORIES.map((category) => `${run.scores[category]} (target ${TARGETS[formFactor][category]})`).join(' | ')} | ${ms(run.metrics.tbtMs)}${tbtTarget} | ${ms(run.metrics.lcpMs)}${lcpTarget} | ${ms(run.metrics.fcpMs)} | ${run.benchmarkIndex} | ${run.cpuSlowdown}× | ${run.performanceScores.join(', ')} |`;
      }),
    ),
  );
  return [header, `| --- | --- | --- |${' ---: |'.repeat(CATEGORIES.length + 5)} --- |`, ...rows.filter(Boolean)].join('\n');
}

const mainThreadMs = (run: LighthouseRun): number => Object.values(run.mainThread).reduce((sum, value) => sum + value, 0);

/**
 * Where the main thread's time went in the median mobile run of each page, per build; with a
 * baseline, the current build's total as a share of the baseline's (target ≤ 0.7).
 */
function mainThreadTable(targets: readonly Target[], runs: ReadonlyMap<string, MedianRun>, pages: readonly string[]): string {
  const groups = [...new Set(pages.flatMap((path) => targets.flatMap((target) => Object.keys(runs.get(runKey(target, path, 'mobile'))?.mainThread ?? {}))))];
  const baseline = targets.find((target) => target.label === 'baseline');
  const rows = pages.flatMap((path) =>
    targets.map((target) => {
      const run = runs.get(runKey(target, path, 'mobile'));
      if (!run) return '';
      const base = baseline && target !== baseline ? runs.get(runKey(baseline, path, 'mobile')) : undefined;
      const ratio = base ? `${(mainThreadMs(run) / mainThreadMs(base)).toFixed(2)} (target ≤ ${MAIN_THREAD_TARGET_RATIO})` : '–';
      const top = run.scripts
        .slice(0, 2)
        .map((script) => `${script.url.replace(/^https?:\/\/[^/]+/, '') || script.url} ${ms(script.totalMs)} (${ms(script.scriptingMs)} scripting)`)
        .join('; ');
      return `| \`${path}\` | ${target.title} | ${ms(mainThreadMs(run))} | ${ratio} | ${groups.map((group) => ms(run.mainThread[group] ?? 0)).join(' | ')} | ${ms(run.domElements)} | ${top} |`;
    }),
  );
  return [
    `| Page | Build | Main thread (ms) | Share of baseline | ${groups.join(' | ')} | DOM elements | Costliest scripts (ms) |`,
    `| --- | --- |${' ---: |'.repeat(groups.length + 3)} --- |`,
    ...rows.filter(Boolean),
  ].join('\n');
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

function runKey(target: Target, path: string, formFactor: FormFactor): string {
  return `${target.label} ${path} ${formFactor}`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const skipBuild = args.includes('--skip-build');
  const runs = Math.max(1, Number.parseInt(option(args, 'runs') ?? '3', 10) || 1);
  const baselineRef = option(args, 'baseline');
  const pages = option(args, 'pages')?.split(',').filter(Boolean) ?? PAGES;
  const formFactors = (option(args, 'form-factors')?.split(',') ?? FORM_FACTORS).filter((value): value is FormFactor =>
    (FORM_FACTORS as readonly string[]).includes(value),
  );
  const benchDir = join(ROOT, '.bench');
  mkdirSync(benchDir, {recursive: true});
  const info = machine();
  const fixedSlowdown = option(args, 'cpu-slowdown');
  if (fixedSlowdown !== undefined && !(Number(fixedSlowdown) >= 1)) throw new Error(`--cpu-slowdown must be a number ≥ 1, not "${fixedSlowdown}"`);

  const builds: (BuildResult & {title: string})[] = [];
  const targets: Target[] = [];
  let baseline: Baseline | undefined;
  if (baselineRef) {
    baseline = skipBuild ? {ref: baselineRef, commit: '(reused build)', root: join(ROOT, '.bench', 'baseline-src')} : prepareBaseline(ROOT, baselineRef);
    const title = `baseline \`${baselineRef}\``;
    if (!skipBuild) builds.push({...(await runBuild(baseline.root, BUILD_VARIANTS[0])), title});
    targets.push({label: 'baseline', title, buildDir: join(baseline.root, SERVED_BUILD)});
  }
  if (!skipBuild) {
    for (const variant of BUILD_VARIANTS) builds.push({...(await runBuild(ROOT, variant)), title: 'current'});
  }
  targets.push({label: 'current', title: 'current', buildDir: join(ROOT, SERVED_BUILD)});

  const servers = new Map<Target, RunningServer>();
  const js: (FirstLoadJs & {title: string})[] = [];
  const medians = new Map<string, MedianRun>();
  try {
    for (const target of targets) {
      console.log(`[bench] serving ${target.buildDir} on port ${PORTS[target.label]}`);
      servers.set(target, await startServer(ROOT, target.buildDir, PORTS[target.label]));
    }
    for (const target of targets) {
      for (const result of await measureFirstLoadJs(servers.get(target)!.origin, target.buildDir, pages)) {
        console.log(`[bench] first-load JS ${target.label} ${result.path}: ${result.files.length} files, ${kb(result.gzipBytes)} KB gzip`);
        for (const message of result.pageErrors) {
          console.log(`[bench] WARNING: ${result.path} threw while loading, its JS may be incomplete: ${message}`);
        }
        js.push({...result, title: target.title});
      }
    }
    const calibration: Calibration | {readonly cpuSlowdown: number} = fixedSlowdown ? {cpuSlowdown: Number(fixedSlowdown)} : await calibrate();
    console.log(
      'benchmarkIndex' in calibration
        ? `[bench] CPU benchmark index ${calibration.benchmarkIndex} (samples ${calibration.samples.join(', ')}): mobile CPU slowdown ${calibration.cpuSlowdown}×`
        : `[bench] mobile CPU slowdown fixed at ${calibration.cpuSlowdown}× (--cpu-slowdown)`,
    );
    info.cpuCalibration =
      'benchmarkIndex' in calibration
        ? `benchmark index ${calibration.benchmarkIndex} at the start of the Lighthouse runs (median of ${calibration.samples.join(', ')}), mobile CPU slowdown ${calibration.cpuSlowdown}× (DECISIONS 16)`
        : `mobile CPU slowdown fixed at ${calibration.cpuSlowdown}× (--cpu-slowdown), not calibrated`;
    // Rounds of every page and form factor; within a round the builds alternate, so that the
    // machine's load drifts over both alike.
    const all = new Map<string, LighthouseRun[]>();
    for (let round = 1; round <= runs; round++) {
      for (const path of pages) {
        for (const formFactor of formFactors) {
          const order = round % 2 === 1 ? targets : [...targets].reverse();
          for (const target of order) {
            const run = await runLighthouse(servers.get(target)!.origin, path, formFactor, join(benchDir, 'lighthouse'), {
              index: round,
              label: target.label,
              cpuSlowdown: calibration.cpuSlowdown,
            });
            const key = runKey(target, path, formFactor);
            all.set(key, [...(all.get(key) ?? []), run]);
          }
        }
      }
    }
    for (const [key, results] of all) medians.set(key, medianRun(results));
  } finally {
    for (const server of servers.values()) await server.stop();
  }

  writeFileSync(
    join(benchDir, 'results.json'),
    JSON.stringify({machine: info, baseline, builds, firstLoadJs: js, lighthouse: Object.fromEntries(medians)}, null, 2),
  );

  const current = targets.find((target) => target.label === 'current')!;
  const sections = [
    '## Machine',
    Object.entries(info)
      .map(([key, value]) => `- ${key}: ${value}`)
      .join('\n'),
    ...(baseline ? [`Baseline: \`${baseline.ref}\` (${baseline.commit}), built from its own checkout and dependencies, served by the same server; Lighthouse runs alternate between the builds.`] : []),
    '## Production build (cold, no persistent bundler cache)',
    skipBuild ? '_Skipped (`--skip-build`): reusing the builds in `.bench/`._' : buildTable(builds),
    `## First-load JS (served \`${SERVED_BUILD}\`, empty cache, until network idle)`,
    jsTable(js),
    `## Lighthouse (median of ${runs} runs by performance score)`,
    lighthouseTable(targets, medians, pages, formFactors),
    '### Where the main thread goes (mobile, median run; ms of the simulated slower CPU)',
    mainThreadTable(targets, medians, pages),
    '### Audits of the current build that lost points in the median runs (categories below 100)',
    failingList(pages.flatMap((path) => formFactors.flatMap((formFactor) => medians.get(runKey(current, path, formFactor)) ?? []))),
    `Full reports: \`.bench/lighthouse/<build>-<page>-<form factor>-<run>.json\`; all numbers: \`.bench/results.json\`.`,
  ];
  console.log('\n' + sections.join('\n\n'));
}

main().catch((error: unknown) => {
  console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
