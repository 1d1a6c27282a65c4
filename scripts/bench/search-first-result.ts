/**
 * Time to the first search result on a phone (issue 34, part 4), for `npm run bench:search`.
 *
 * `measureFirstResult(root, options)` measures two builds in one run: the baseline ref
 * (`--baseline <ref>`, default `465117a`), checked out and installed by `baseline.ts` into
 * `.bench/baseline-src` and built there by its own `npm run build`, and the current tree's
 * `build/` (run `npm run build` first). Each is served by its checkout's `npm run serve:nginx`
 * (nginx with the configuration its build generated: the precompressed brotli files, as
 * production serves them), on a free port. `--skip-build` reuses the baseline's checkout and build
 * when the checkout is at the ref's commit; `--runs=N` sets the runs per build (default 5).
 *
 * It first calibrates the CPU slowdown to the host (`calibrate.ts`, DECISIONS 16) and notes the
 * load average, then runs the builds in rounds, baseline first in odd rounds and current first in
 * even ones. One run, in one headless Chromium for all runs:
 * 1. a new browser context (empty cache) with Lighthouse's mobile screen (412×823 at DPR 1.75,
 *    from `lighthouse/core/config/constants.js`) and touch; Lighthouse's benchmark index measured
 *    in its blank page, as Lighthouse does at the start of each run (DECISIONS 18);
 * 2. `/scaling/failures` loaded unthrottled, until hydrated (`html[data-has-hydrated="true"]`)
 *    and the network is quiet (`quiet-network.ts`), so no page-load request overlaps the search;
 * 3. throttling with Lighthouse's own `enableNetworkThrottling` and `enableCPUThrottling`
 *    (`lighthouse/core/lib/emulation.js`, what its `devtools` throttling method sends) with its
 *    `mobileSlow4G` settings and the calibrated CPU slowdown in place of 4×: CDP
 *    `Network.emulateNetworkConditions` and `Emulation.setCPUThrottlingRate`;
 * 4. Control+K; once the search box has focus, "retry" typed with `page.keyboard.type`; then a
 *    wait for the first result link.
 * The page records the times itself: the keydown of Control (where the clock starts: the
 * shortcut's first key), focus reaching the search box, the keydown of the last letter, and the
 * first result link appearing in the DOM (a MutationObserver). Selectors match both the
 * baseline's DocSearch modal (`.DocSearch-Input`, `.DocSearch-Hit a`) and the offline search's
 * own dialog (`[role="dialog"] [role="combobox"]`, `[role="dialog"] [role="option"][href]`).
 * CDP Network events of the run give each request made after the key press: transfer size,
 * encoding, start and end.
 *
 * Returns every run's numbers; `firstResultTables(report)` renders them as Markdown. It only
 * reports: nothing is compared with a target. Prints progress lines prefixed `[bench:search]`.
 * Throws when the baseline cannot be checked out, installed or built, when `--skip-build` finds
 * no matching checkout, when a server or Chromium does not start, or when a run shows no result
 * within 120 s.
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import os from 'node:os';
import {join} from 'node:path';
import {chromium, type Browser, type CDPSession} from '@playwright/test';

import {option} from '../lib/args';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../lib/chromium';
import {median} from '../lib/stats';
import {git, prepareBaseline} from './baseline';
import {calibrate, type Calibration} from './calibrate';
import {watchNetwork} from './quiet-network';
import {startCheckoutNginx, type RunningServer} from '../../deploy/server';
import {freePort} from '../../tests/lib/free-port';

/** The baseline of issue 34: the offline search before the issue. */
export const DEFAULT_BASELINE = '465117a';
const PAGE_PATH = '/scaling/failures';
const QUERY = 'retry';
/** The search box: DocSearch's (the baseline) or the offline search dialog's. */
const INPUT = '.DocSearch-Input, [role="dialog"] [role="combobox"]';
/** A result link: DocSearch's or the offline search dialog's. */
const RESULT = '.DocSearch-Hit a, [role="dialog"] [role="option"][href]';
/** The index's files: `search-index.json` at its fixed URL and the content-hashed files under `/assets/search/`. */
const INDEX_FILE = /\/search-index\.json$|\/assets\/search\//;
/** A cap on one run, not a wait. */
const RUN_TIMEOUT_MS = 120_000;
/** DECISIONS 18: calibrate again when the runs' benchmark index differs from the calibration's by more than this. */
const RECALIBRATE_SHARE = 0.25;

export interface FirstResultOptions {
  /** The git ref of the baseline build. */
  readonly baselineRef: string;
  /** Runs per build. */
  readonly runs: number;
  /** Reuse `.bench/baseline-src` and its build instead of checking out and building again. */
  readonly skipBuild: boolean;
}

/** A request the page made after the key press; times in ms after the keydown of Control. */
export interface RequestTiming {
  readonly path: string;
  /** Bytes on the wire, headers included (CDP `encodedDataLength`); 0 when it failed. */
  readonly transferBytes: number;
  /** `Content-Encoding` of the response (`br`, `gzip`), or "" for none. */
  readonly encoding: string;
  readonly startMs: number;
  readonly endMs: number;
  readonly failed: boolean;
}

/** One run; times in ms after the keydown of Control. */
export interface FirstResultRun {
  readonly round: number;
  /** Lighthouse's benchmark index, measured at the start of the run (higher is faster). */
  readonly benchmarkIndex: number;
  /** Focus reaching the search box. */
  readonly focusedMs: number;
  /** Keydown of the last letter of the query. */
  readonly typedMs: number;
  /** The first result link in the DOM. */
  readonly firstResultMs: number;
  readonly requests: readonly RequestTiming[];
  /** Workers the page started after the key press: their requests and CPU are not throttled. */
  readonly workers: number;
}

export interface BuildRuns {
  readonly label: 'baseline' | 'current';
  /** The ref and commit, or `build/` for the current tree. */
  readonly title: string;
  readonly runs: readonly FirstResultRun[];
}

export interface FirstResultReport {
  /** The host's 1, 5 and 15 minute load averages when the calibration started. */
  readonly loadAverage: readonly number[];
  readonly calibration: Calibration;
  /** Lighthouse's mobile screen, as emulated. */
  readonly screen: {readonly width: number; readonly height: number; readonly deviceScaleFactor: number};
  /** What Lighthouse's throttling functions sent, by CDP method. */
  readonly throttling: Readonly<Record<string, unknown>>;
  readonly builds: readonly BuildRuns[];
}

const log = (line: string) => console.log(`[bench:search] ${line}`);

/** The options of `args` (`--baseline <ref>`, `--runs=N`, `--skip-build`); throws on a bad `--runs`. */
export function firstResultOptions(args: readonly string[]): FirstResultOptions {
  const runs = Number(option(args, 'runs') ?? 5);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, not "${option(args, 'runs')}"`);
  return {baselineRef: option(args, 'baseline') ?? DEFAULT_BASELINE, runs, skipBuild: args.includes('--skip-build')};
}

/** The baseline's checkout, built with its own `npm run build`: its root and a title. */
function baselineBuild(root: string, {baselineRef, skipBuild}: FirstResultOptions): {root: string; title: string} {
  const checkout = join(root, '.bench', 'baseline-src');
  const commit = git(root, ['rev-parse', '--short', `${baselineRef}^{commit}`]);
  const title = `baseline \`${baselineRef}\` (${commit})`;
  if (skipBuild) {
    if (!existsSync(checkout) || git(checkout, ['rev-parse', '--short', 'HEAD']) !== commit || !existsSync(join(checkout, 'build-deploy', 'nginx.conf'))) {
      throw new Error(`--skip-build: .bench/baseline-src is not a built checkout of ${baselineRef}; run without --skip-build.`);
    }
    return {root: checkout, title};
  }
  const baseline = prepareBaseline(root, baselineRef);
  log(`building the baseline with its own npm run build`);
  const build = spawnSync('npm', ['run', 'build'], {cwd: baseline.root, encoding: 'utf8', maxBuffer: 64 * 2 ** 20});
  if (build.status !== 0) {
    throw new Error(`npm run build of ${baselineRef} failed:\n${`${build.stdout}${build.stderr}`.split('\n').slice(-40).join('\n')}`);
  }
  return {root: baseline.root, title};
}

/** What the page records, in its own clock (`performance.now()`). */
interface Marks {
  shortcut?: number;
  focused?: number;
  typed?: number;
  firstResult?: number;
}

/**
 * Runs in the page: records into `window.__firstResultMarks` the keydown of Control, focus reaching
 * the search box, each keydown of a letter without Control, and the first result link in the DOM.
 * Declared whole (no inner named functions) because tsx would wrap those in its `__name` helper,
 * which the page lacks.
 */
function installMarks(selectors: {input: string; result: string}): void {
  const marks: Marks = {};
  (window as unknown as {__firstResultMarks: Marks}).__firstResultMarks = marks;
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Control') marks.shortcut ??= event.timeStamp;
      else if (event.key.length === 1 && !event.ctrlKey) marks.typed = event.timeStamp;
    },
    {capture: true},
  );
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof Element && event.target.matches(selectors.input)) marks.focused ??= performance.now();
    },
    {capture: true},
  );
  new MutationObserver((_, observer) => {
    if (document.querySelector(selectors.result)) {
      marks.firstResult = performance.now();
      observer.disconnect();
    }
  }).observe(document.documentElement, {childList: true, subtree: true, attributes: true});
}

/** Records the requests that start after `arm()`; `timings(origin)` returns them relative to `origin` (epoch ms). */
function recordRequests(cdp: CDPSession): {arm(): void; timings(originMs: number): RequestTiming[]} {
  interface Entry {
    url: string;
    wallMs: number;
    startS: number;
    endS?: number;
    bytes: number;
    encoding: string;
    failed: boolean;
  }
  const entries = new Map<string, Entry>();
  let armed = false;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (armed && !event.request.url.startsWith('data:')) {
      entries.set(event.requestId, {url: event.request.url, wallMs: event.wallTime * 1000, startS: event.timestamp, bytes: 0, encoding: '', failed: false});
    }
  });
  cdp.on('Network.responseReceived', (event) => {
    const entry = entries.get(event.requestId);
    const header = Object.entries(event.response.headers).find(([name]) => name.toLowerCase() === 'content-encoding');
    if (entry) entry.encoding = header?.[1] ?? '';
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = entries.get(event.requestId);
    if (entry) Object.assign(entry, {endS: event.timestamp, bytes: event.encodedDataLength});
  });
  cdp.on('Network.loadingFailed', (event) => {
    const entry = entries.get(event.requestId);
    if (entry) Object.assign(entry, {endS: event.timestamp, failed: true});
  });
  return {
    arm: () => (armed = true),
    timings: (originMs) =>
      [...entries.values()].map((entry) => {
        const startMs = entry.wallMs - originMs;
        return {
          path: new URL(entry.url).pathname,
          transferBytes: entry.bytes,
          encoding: entry.encoding,
          startMs,
          endMs: entry.endS === undefined ? Number.NaN : startMs + (entry.endS - entry.startS) * 1000,
          failed: entry.failed,
        };
      }),
  };
}

/** Lighthouse's modules this measurement uses (ES modules: imported dynamically, see lighthouse.ts). */
interface Lighthouse {
  readonly computeBenchmarkIndex: () => number;
  readonly mobileScreen: {readonly width: number; readonly height: number; readonly deviceScaleFactor: number};
  /** `mobileSlow4G` with the calibrated CPU slowdown. */
  readonly settings: Record<string, number>;
  /** Sends the throttling commands on `session` (Lighthouse's ProtocolSession shape). */
  throttle(session: {sendCommand(method: string, params?: object): Promise<unknown>}): Promise<void>;
}

async function loadLighthouse(cpuSlowdown: number): Promise<Lighthouse> {
  const {pageFunctions} = await import('lighthouse/core/lib/page-functions.js');
  const {throttling, screenEmulationMetrics} = await import('lighthouse/core/config/constants.js');
  const emulation = await import('lighthouse/core/lib/emulation.js');
  const settings = {...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown};
  type Session = Parameters<typeof emulation.enableNetworkThrottling>[0];
  return {
    computeBenchmarkIndex: pageFunctions.computeBenchmarkIndex as () => number,
    mobileScreen: screenEmulationMetrics.mobile,
    settings,
    throttle: async (session) => {
      await Promise.all([
        emulation.enableNetworkThrottling(session as unknown as Session, settings),
        emulation.enableCPUThrottling(session as unknown as Session, settings),
      ]);
    },
  };
}

/** One cold run against `origin`; `sent` receives the throttling commands as sent. */
async function measureRun(browser: Browser, origin: string, lighthouse: Lighthouse, round: number, sent: Record<string, unknown>): Promise<FirstResultRun> {
  const {width, height, deviceScaleFactor} = lighthouse.mobileScreen;
  const context = await browser.newContext({viewport: {width, height}, deviceScaleFactor, isMobile: true, hasTouch: true});
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(RUN_TIMEOUT_MS);
    const benchmarkIndex = await page.evaluate(lighthouse.computeBenchmarkIndex);
    const network = watchNetwork(page);
    await page.goto(`${origin}${PAGE_PATH}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await network.quiet();

    const cdp = await context.newCDPSession(page);
    const requests = recordRequests(cdp);
    await cdp.send('Network.enable');
    await lighthouse.throttle({
      sendCommand: (method, params) => {
        sent[method] = params;
        return cdp.send(method as 'Network.emulateNetworkConditions', params as never);
      },
    });
    await page.evaluate(installMarks, {input: INPUT, result: RESULT});
    let workers = 0;
    page.on('worker', () => (workers += 1));
    requests.arm();

    await page.keyboard.press('Control+k');
    await page
      .waitForFunction(() => (window as unknown as {__firstResultMarks: Marks}).__firstResultMarks.focused !== undefined)
      .catch(() => Promise.reject(new Error(`${origin}: no search box (${INPUT}) had focus within ${RUN_TIMEOUT_MS / 1000} s of Ctrl+K`)));
    await page.keyboard.type(QUERY);
    await page
      .waitForFunction(() => (window as unknown as {__firstResultMarks: Marks}).__firstResultMarks.firstResult !== undefined)
      .catch(() => Promise.reject(new Error(`${origin}: no result link (${RESULT}) within ${RUN_TIMEOUT_MS / 1000} s of Ctrl+K`)));
    const {marks, timeOrigin} = await page.evaluate(() => ({
      marks: (window as unknown as {__firstResultMarks: Marks}).__firstResultMarks,
      timeOrigin: performance.timeOrigin,
    }));
    const shortcut = marks.shortcut!;
    return {
      round,
      benchmarkIndex,
      focusedMs: marks.focused! - shortcut,
      typedMs: marks.typed! - shortcut,
      firstResultMs: marks.firstResult! - shortcut,
      requests: requests.timings(timeOrigin + shortcut).sort((a, b) => a.startMs - b.startMs),
      workers,
    };
  } finally {
    await context.close();
  }
}

/** Builds, calibrates and runs both builds interleaved; see the module comment. */
export async function measureFirstResult(root: string, options: FirstResultOptions): Promise<FirstResultReport> {
  if (!existsSync(join(root, 'build-deploy', 'nginx.conf'))) throw new Error('build-deploy/nginx.conf is missing: run `npm run build` first.');
  const baseline = baselineBuild(root, options);
  const targets = [
    {label: 'baseline' as const, title: baseline.title, root: baseline.root},
    {label: 'current' as const, title: 'current (`build/`)', root},
  ];
  const servers = new Map<string, RunningServer>();
  try {
    for (const target of targets) servers.set(target.label, await startCheckoutNginx(target.root, freePort()));
    const loadAverage = os.loadavg();
    log(`calibrating the CPU slowdown (load average ${loadAverage.map((load) => load.toFixed(2)).join(', ')})`);
    const calibration = await calibrate();
    log(`benchmark index ${calibration.benchmarkIndex} (samples ${calibration.samples.join(', ')}): CPU slowdown ${calibration.cpuSlowdown}×`);
    const lighthouse = await loadLighthouse(calibration.cpuSlowdown);
    const throttling: Record<string, unknown> = {};
    const runs = new Map<string, FirstResultRun[]>(targets.map((target) => [target.label, []]));
    const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS]});
    try {
      for (let round = 1; round <= options.runs; round += 1) {
        for (const target of round % 2 === 1 ? targets : [...targets].reverse()) {
          const run = await measureRun(browser, servers.get(target.label)!.origin, lighthouse, round, throttling);
          log(`first result ${target.label} round ${round}: ${Math.round(run.firstResultMs)} ms (benchmark index ${run.benchmarkIndex})`);
          runs.get(target.label)!.push(run);
        }
      }
    } finally {
      await browser.close();
    }
    return {loadAverage, calibration, screen: lighthouse.mobileScreen, throttling, builds: targets.map(({label, title}) => ({label, title, runs: runs.get(label)!}))};
  } finally {
    for (const server of servers.values()) await server.stop();
  }
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : Math.round(value).toLocaleString('en'));
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** The report as Markdown: the setting, a row per build, the ratio, and the median run's requests. */
export function firstResultTables(report: FirstResultReport): string {
  const {calibration, builds} = report;
  const firstResult = (build: BuildRuns) => median(build.runs.map((run) => run.firstResultMs));
  const rows = builds.map((build) => {
    const indexes = build.runs.map((run) => run.benchmarkIndex);
    const indexBytes = build.runs.map((run) => run.requests.filter((request) => INDEX_FILE.test(request.path)).reduce((sum, request) => sum + request.transferBytes, 0));
    return `| ${build.title} | **${ms(firstResult(build))}** | ${build.runs.map((run) => ms(run.firstResultMs)).join(', ')} | ${ms(median(build.runs.map((run) => run.focusedMs)))} | ${ms(median(build.runs.map((run) => run.typedMs)))} | ${kib(median(indexBytes))} | ${indexes.join(', ')} (median ${median(indexes)}) |`;
  });
  const [base, current] = builds;
  const ratio = base && current ? (firstResult(current) / firstResult(base)).toFixed(2) : '–';
  const network = report.throttling['Network.emulateNetworkConditions'] as {latency: number; downloadThroughput: number; uploadThroughput: number} | undefined;
  const cpu = report.throttling['Emulation.setCPUThrottlingRate'] as {rate: number} | undefined;
  const runIndexes = builds.flatMap((build) => build.runs.map((run) => run.benchmarkIndex));
  const drift = median(runIndexes) / calibration.benchmarkIndex - 1;
  const notes = [
    ...(Math.abs(drift) > RECALIBRATE_SHARE
      ? [`NOTE: the runs' median benchmark index, ${median(runIndexes)}, differs from the calibration's by ${Math.round(drift * 100)} %: run again on a quieter host (DECISIONS 18).`]
      : []),
    ...builds.flatMap((build) =>
      build.runs.some((run) => run.workers > 0) ? [`NOTE: ${build.title} started a worker after the key press; its requests and CPU are not throttled.`] : [],
    ),
  ];
  const requestRows = builds.flatMap((build) => {
    const sorted = [...build.runs].sort((a, b) => a.firstResultMs - b.firstResultMs);
    const run = sorted[Math.floor((sorted.length - 1) / 2)]!;
    return run.requests.map(
      (request) =>
        `| ${build.title}, round ${run.round} | \`${request.path}\`${INDEX_FILE.test(request.path) ? ' (index)' : ''} | ${request.failed ? 'failed' : kib(request.transferBytes)} | ${request.encoding || '–'} | ${ms(request.startMs)} | ${ms(request.endMs)} |`,
    );
  });
  return `### Time to the first search result on a phone (issue 34, part 4)

\`${PAGE_PATH}\` on Lighthouse’s mobile screen (${report.screen.width}×${report.screen.height} at DPR ${report.screen.deviceScaleFactor}, touch), cold cache, each build served by its own nginx configuration; Control+K, then "${QUERY}" typed once the search box has focus. Times in ms from the keydown of Control. Network: Lighthouse’s \`mobileSlow4G\` as its \`devtools\` throttling sends it (latency ${network?.latency ?? '–'} ms, download ${network?.downloadThroughput.toLocaleString('en') ?? '–'} B/s, upload ${network?.uploadThroughput.toLocaleString('en') ?? '–'} B/s). CPU: ${cpu?.rate ?? '–'}× (Lighthouse’s calculator gives ${calibration.cpuSlowdown}× for the calibration’s benchmark index ${calibration.benchmarkIndex} (samples ${calibration.samples.join(', ')}; load average ${report.loadAverage.map((load) => load.toFixed(2)).join(', ')} when it started)).

| Build | First result, median | Runs | Search box focused, median | Last letter typed, median | Index transferred, median (KiB) | Benchmark index of each run |
| --- | ---: | --- | ---: | ---: | ---: | --- |
${rows.join('\n')}
| current / baseline | **${ratio}** | | | | | |
${notes.length > 0 ? `\n${notes.join('\n')}\n` : ''}
Requests after Ctrl+K in the median run of each build (ms from the keydown of Control):

| Run | Request | Transfer (KiB) | Encoding | Start | End |
| --- | --- | ---: | --- | ---: | ---: |
${requestRows.join('\n')}
`;
}
