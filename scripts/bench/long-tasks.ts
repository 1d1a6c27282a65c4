/**
 * `npm run bench:long-tasks`: the long tasks of a page load after `main.js` has been evaluated,
 * at a phone's CPU speed (Chromium's CPU throttling), for one build or two side by side.
 *
 * Usage: `npm run bench:long-tasks -- --origin=http://localhost:3300 [--compare=http://localhost:3301]
 *   [--path=/metaflow/basics] [--runs=3] [--rate=<slowdown>] [--min=50] [--desktop] [--trace [--save=<dir>]]`
 * with each build served by `deploy/serve.ts` (`BUILD_DIR=... PORT=... npx tsx deploy/serve.ts`).
 *
 * The slowdown is `--rate`, or else the multiplier of Lighthouse's CPU-throttling calculator
 * for the host's benchmark index (DECISIONS 16), measured at the start as Lighthouse does
 * (`computeBenchmarkIndex` in a blank page, unthrottled), the median of three. Each run loads
 * the page in a fresh context (Lighthouse's mobile emulation, 412x823 at DPR 1.75 with touch;
 * `--desktop`: 1350x940) and waits for hydration and then two seconds without a long task. The
 * page itself reports its long tasks (Long Tasks API) and what ran in them (the scripts of the
 * Long Animation Frames API: invoker, duration, function); no trace is recorded, since tracing
 * makes some calls (timers, network requests) several times slower. Printed per run: every
 * task of `--min` ms or more after `main.js`, with its kind (what its longest script was
 * invoked by: React's scheduler is `MessagePort.onmessage`; no script is style, layout and
 * paint); then per origin, the medians of the longest task, of the blocking time (the parts
 * above 50 ms, summed), of the number of tasks over 100 ms, and of the longest task of each kind.
 * `--compare` loads the second origin in alternate order (second in odd rounds).
 *
 * `--trace` also records a Chromium trace with V8's sampling profiler and lists, per task, the
 * trace events at its top (style, layout, script, GC), its functions by self time and the time
 * under React's render, commit and passive-effect functions and Docusaurus's prefetch; function
 * names are readable in a `docusaurus build --no-minify` build. `--save` writes the traces.
 * Throws when a page does not hydrate.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {chromium, type Browser} from '@playwright/test';

import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../lib/chromium';
import {median} from '../lib/stats';

interface TraceEvent {
  readonly name: string;
  readonly cat: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly id?: string;
  readonly args?: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

interface LongTask {
  /** Start, in ms after navigation. */
  readonly startMs: number;
  readonly durationMs: number;
  /** Trace events inside the task by total duration (top level of the task only), ms. */
  readonly events: readonly [string, number][];
  /** Functions by self time (sampled), ms. */
  readonly functions: readonly [string, number][];
  /** Time under each of `PHASES` (sampled, inclusive), ms; named only in a `--no-minify` build. */
  readonly phases: readonly [string, number][];
}

/** One load, from what the page observed: the long tasks after `main.js` was evaluated. */
interface RunResult {
  readonly origin: string;
  readonly rate: number;
  readonly longestMs: number;
  /** Sum of the parts of the long tasks above 50 ms. */
  readonly blockingMs: number;
  /** How many took more than 100 ms. */
  readonly over100: number;
  /** The longest task of each kind (what its longest script was invoked by), ms. */
  readonly longestByKind: ReadonlyMap<string, number>;
}

/**
 * Lighthouse's CPU-throttling-calculator multiplier for a benchmark index (DECISIONS 16:
 * 3 + (BI − 1,300) / 233 from 1,300 up, 2 + (BI − 800) / 500 below).
 */
function slowdownFor(benchmarkIndex: number): number {
  return benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : 2 + (benchmarkIndex - 800) / 500;
}

/** Lighthouse's benchmark index of the host, measured as Lighthouse does. */
async function benchmarkIndex(browser: Browser): Promise<number> {
  const {computeBenchmarkIndex} = (await import('lighthouse/core/lib/page-functions.js')).pageFunctions as {
    computeBenchmarkIndex: () => number;
  };
  const page = await browser.newPage();
  const index = await page.evaluate(`(${computeBenchmarkIndex.toString()})()`);
  await page.close();
  return index as number;
}

const CATEGORIES = [
  '-*',
  'toplevel',
  'disabled-by-default-lighthouse',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
];

/** A cap on one load, not a wait: hydration takes seconds at a 10x slowdown. */
const HYDRATION_TIMEOUT_MS = 120_000;

const MOBILE = {viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true};
const DESKTOP = {viewport: {width: 1350, height: 940}, deviceScaleFactor: 1};

/** What the page itself saw (Long Tasks and Long Animation Frames APIs), without a trace. */
interface Observed {
  /** When `main.js` finished evaluating, ms after navigation. */
  readonly mainJsEnd: number;
  /** Every long task (50 ms or more) after that: start (ms after navigation), duration, and the
   * scripts of the animation frames it overlaps (their invoker and source function). */
  readonly tasks: readonly {readonly start: number; readonly duration: number; readonly kind: string; readonly scripts: readonly string[]}[];
}

/**
 * Loads `url` in a fresh context at CPU slowdown `rate` and waits for hydration, then two
 * seconds in a row without a long task (hydration's effects, the prefetches of the links in
 * view). Waits in the page through CDP rather than with Playwright's locators, whose injected
 * script and polling would be tasks of their own. With `trace`, records a trace meanwhile.
 */
async function loadPage(browser: Browser, url: string, rate: number, desktop: boolean, trace: boolean) {
  const context = await browser.newContext(desktop ? DESKTOP : MOBILE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate});
  if (trace) {
    await browser.startTracing(page, {categories: CATEGORIES});
  }
  await page.goto(url, {waitUntil: 'domcontentloaded'});
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${url} did not hydrate within ${HYDRATION_TIMEOUT_MS / 1000} s`)), HYDRATION_TIMEOUT_MS);
  });
  const evaluated = cdp.send('Runtime.evaluate', {
    awaitPromise: true,
    returnByValue: true,
    expression: `new Promise((resolve) => {
      const tasks = [];
      const frames = [];
      let timer;
      const done = () => {
        const mainJs = frames.flatMap((frame) => frame.scripts).find((script) => /\\/main\\.[0-9a-f]+\\.js$/.test(script.sourceURL));
        resolve({
          mainJsEnd: mainJs ? mainJs.startTime + mainJs.duration : NaN,
          tasks: tasks.map((task) => {
            const scripts = frames
              .filter((frame) => frame.startTime < task.startTime + task.duration && frame.startTime + frame.duration > task.startTime)
              .flatMap((frame) => frame.scripts)
              .filter((script) => script.startTime < task.startTime + task.duration && script.startTime + script.duration > task.startTime);
            const longest = scripts.reduce((a, b) => (b.duration > (a ? a.duration : -1) ? b : a), undefined);
            return {
              start: task.startTime,
              duration: task.duration,
              kind: longest && longest.duration > task.duration / 4 ? longest.invokerType + ' ' + longest.invoker.replace(/^https?:.*$/, 'script') : 'rendering or unattributed',
              scripts: scripts.map((script) => script.invoker + ' ' + Math.round(script.duration) + ' ms' + (script.sourceFunctionName ? ' (' + script.sourceFunctionName + ')' : '')),
            };
          }),
        });
      };
      const quiet = () => { clearTimeout(timer); timer = setTimeout(done, 2000); };
      new PerformanceObserver((list) => { frames.push(...list.getEntries()); }).observe({type: 'long-animation-frame', buffered: true});
      const start = () => {
        quiet();
        new PerformanceObserver((list) => { tasks.push(...list.getEntries()); quiet(); }).observe({type: 'longtask', buffered: true});
      };
      const hydrated = () => document.documentElement.dataset.hasHydrated === 'true';
      if (hydrated()) { start(); return; }
      const observer = new MutationObserver(() => { if (hydrated()) { observer.disconnect(); start(); } });
      observer.observe(document.documentElement, {attributes: true});
    })`,
  });
  const waited = await Promise.race([evaluated, timeout]).finally(() => clearTimeout(timer));
  if (waited.exceptionDetails) {
    throw new Error(`waiting for hydration failed: ${waited.exceptionDetails.text}`);
  }
  const observed = waited.result.value as Observed;
  const events = trace ? (JSON.parse((await browser.stopTracing()).toString('utf8')) as {traceEvents: TraceEvent[]}).traceEvents : [];
  await context.close();
  return {observed, events};
}

interface Sample {
  readonly ts: number;
  readonly node: number;
}

/** The samples of V8's trace profiler on one thread, with their frames. */
function profileSamples(events: readonly TraceEvent[], pid: number, tid: number) {
  const nodes = new Map<number, {name: string; parent?: number}>();
  const samples: Sample[] = [];
  const profileIds = new Set(events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid).map((e) => e.id));
  const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && profileIds.has(e.id));
  const start = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid)?.args?.data?.startTime ?? 0;
  let ts = start;
  for (const chunk of chunks) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) {
      const frame = node.callFrame;
      const file = String(frame.url ?? '').replace(/^.*\//, '');
      const name = `${frame.functionName || '(anonymous)'}${file ? ` ${file}:${frame.lineNumber + 1}` : ''}`;
      nodes.set(node.id, {name, parent: node.parent});
    }
    const ids: number[] = data?.cpuProfile?.samples ?? [];
    const deltas: number[] = data?.timeDeltas ?? [];
    ids.forEach((node, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ts, node});
    });
  }
  samples.sort((a, b) => a.ts - b.ts);
  return {nodes, samples};
}

/**
 * Functions of React DOM, Docusaurus and the site whose inclusive time tells what a task does:
 * React's render phase (yielding or not), commit and passive effects, route prefetching.
 */
const PHASES = [
  'renderRootConcurrent',
  'renderRootSync',
  'commitRoot',
  'flushPassiveEffects',
  'docusaurus_prefetch',
  'getActivePlugin',
  'createCodeBlockMetadata',
  'highlightToHtml',
];

/** The traced tasks of `minMs` or more after the one that evaluated `main.js`, and what is in them. */
function analyse(events: readonly TraceEvent[], minMs: number): {tasks: LongTask[]} {
  const mainJs = events.find(
    (e) => e.name === 'EvaluateScript' && /\/main\.[0-9a-f]+\.js$/.test(e.args?.data?.url ?? '') && e.ph === 'X',
  );
  if (!mainJs) {
    throw new Error('the trace has no evaluation of main.js');
  }
  const {pid, tid} = mainJs;
  const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === pid)?.ts ?? mainJs.ts;
  const thread = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  // The tasks that start after the one that evaluates main.js.
  const tasks = thread.filter((e) => e.name === 'RunTask' && e.ts > mainJs.ts);
  const {nodes, samples} = profileSamples(events, pid, tid);
  const long: LongTask[] = [];
  for (const task of tasks) {
    const durationMs = (task.dur ?? 0) / 1000;
    if (durationMs < minMs) {
      continue;
    }
    const end = task.ts + (task.dur ?? 0);
    const inside = thread.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    // Events not nested in another event of the task (besides RunTask-like wrappers).
    const totals = new Map<string, number>();
    const wrappers = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);
    const tops = inside.filter(
      (e) => !wrappers.has(e.name) && !inside.some((o) => o !== e && !wrappers.has(o.name) && o.ts <= e.ts && o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0) && (o.dur ?? 0) > (e.dur ?? 0)),
    );
    for (const e of tops) {
      const label = e.name === 'FunctionCall' || e.name === 'EvaluateScript' ? `${e.name} ${String(e.args?.data?.functionName ?? e.args?.data?.url ?? '').replace(/^.*\//, '')}` : e.name;
      totals.set(label, (totals.get(label) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const self = new Map<string, number>();
    const phases = new Map<string, number>();
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
    for (let i = 0; i < inTask.length; i++) {
      const ms = ((inTask[i + 1]?.ts ?? end) - inTask[i].ts) / 1000;
      const name = nodes.get(inTask[i].node)?.name ?? '?';
      self.set(name, (self.get(name) ?? 0) + ms);
      const inStack = new Set<string>();
      for (let id: number | undefined = inTask[i].node; id !== undefined; id = nodes.get(id)?.parent) {
        inStack.add(nodes.get(id)?.name.split(' ')[0] ?? '');
      }
      for (const phase of PHASES.filter((p) => inStack.has(p))) {
        phases.set(phase, (phases.get(phase) ?? 0) + ms);
      }
    }
    const byTime = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, 12);
    long.push({startMs: (task.ts - navigation) / 1000, durationMs, events: byTime(totals), functions: byTime(self), phases: byTime(phases)});
  }
  return {tasks: long};
}

function arg(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

async function main(): Promise<void> {
  const origins = [arg('origin') ?? 'http://localhost:3300', ...(arg('compare') ? [arg('compare') as string] : [])];
  const path = arg('path') ?? '/metaflow/basics';
  const runs = Number(arg('runs') ?? 1);
  const minMs = Number(arg('min') ?? 50);
  const desktop = process.argv.includes('--desktop');
  const save = arg('save');
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS]});
  const trace = process.argv.includes('--trace');
  const results = new Map<string, RunResult[]>(origins.map((o) => [o, []]));
  try {
    // The median of three: one measurement varies by a third on this shared machine.
    const index = median([await benchmarkIndex(browser), await benchmarkIndex(browser), await benchmarkIndex(browser)]);
    const rate = Number(arg('rate') ?? slowdownFor(index).toFixed(2));
    console.log(`benchmark index ${index}: slowdown ${rate}`);
    for (let round = 0; round < runs; round++) {
      const order = round % 2 ? [...origins].reverse() : origins;
      for (const origin of order) {
        const {observed, events} = await loadPage(browser, origin + path, rate, desktop, trace);
        if (save) {
          mkdirSync(save, {recursive: true});
          writeFileSync(join(save, `${new URL(origin).port}-${round}.json`), JSON.stringify({traceEvents: events}));
        }
        const after = observed.tasks.filter((task) => task.start >= observed.mainJsEnd);
        const result = {
          origin,
          rate,
          longestMs: Math.max(0, ...after.map((task) => task.duration)),
          blockingMs: after.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
          over100: after.filter((task) => task.duration > 100).length,
          longestByKind: after.reduce((map, task) => map.set(task.kind, Math.max(map.get(task.kind) ?? 0, task.duration)), new Map<string, number>()),
        };
        results.get(origin)?.push(result);
        console.log(`\n## ${origin}${path} round ${round + 1}: main.js evaluated at ${observed.mainJsEnd.toFixed(0)} ms; ` +
          `longest task after it ${result.longestMs.toFixed(0)} ms, blocking ${result.blockingMs.toFixed(0)} ms, ${result.over100} over 100 ms`);
        for (const task of after.filter((t) => t.duration >= minMs)) {
          console.log(`- task at ${task.start.toFixed(0)} ms: ${task.duration.toFixed(0)} ms, ${task.kind}: ${task.scripts.join('; ')}`);
        }
        if (!trace) {
          continue;
        }
        for (const task of analyse(events, minMs).tasks) {
          console.log(`- traced task at ${task.startMs.toFixed(0)} ms: ${task.durationMs.toFixed(1)} ms`);
          console.log(`  events: ${task.events.map(([n, ms]) => `${n} ${ms.toFixed(1)}`).join('; ')}`);
          console.log(`  phases: ${task.phases.map(([n, ms]) => `${n} ${ms.toFixed(1)}`).join('; ')}`);
          console.log(`  self: ${task.functions.map(([n, ms]) => `${n} ${ms.toFixed(1)}`).join('; ')}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  console.log('\n| origin | runs | longest task (ms), median | blocking (ms), median | tasks over 100 ms, median | longest of each run |');
  console.log('| --- | ---: | ---: | ---: | ---: | --- |');
  for (const [origin, list] of results) {
    console.log(`| ${origin} | ${list.length} | ${median(list.map((r) => r.longestMs)).toFixed(0)} | ` +
      `${median(list.map((r) => r.blockingMs)).toFixed(0)} | ${median(list.map((r) => r.over100))} | ${list.map((r) => r.longestMs.toFixed(0)).join(', ')} |`);
  }
  const kinds = [...new Set([...results.values()].flat().flatMap((r) => [...r.longestByKind.keys()]))].sort();
  console.log('\n| longest task of a kind (ms), median (0 when none) | ' + [...results.keys()].join(' | ') + ' |');
  console.log('| --- |' + ' ---: |'.repeat(results.size));
  for (const kind of kinds) {
    console.log(`| ${kind} | ${[...results.values()].map((list) => median(list.map((r) => r.longestByKind.get(kind) ?? 0)).toFixed(0)).join(' | ')} |`);
  }
}

void main();
