/**
 * Lighthouse scores (performance, accessibility, best practices, SEO) per page and form factor.
 *
 * Each run launches a fresh headless Chromium with chrome-launcher (`CHROME_PATH`, default
 * `/usr/bin/chromium`, the shared flags plus `--headless=new`) and runs the `lighthouse` package
 * programmatically: "mobile" is Lighthouse's default config (Moto G Power emulation, simulated
 * slow 4G) with the CPU slowdown given as `cpuSlowdown` (calibrate.ts; Lighthouse's own default,
 * 4×, when omitted), "desktop" its `desktopConfig`. The full JSON report of each run
 * is written to `.bench/lighthouse/<page>-<formFactor>-<n>.json`; `runLighthouseMedian` repeats
 * the run and keeps the median one.
 *
 * Prints one line per run. Returns the scores (0–100), the main metrics (ms), where the main
 * thread's time went (Lighthouse's `mainthread-work-breakdown` groups and the scripts of
 * `bootup-time`, both in ms of the simulated slower CPU on mobile) and, for each category
 * below 100, the audits that lost points (id, title, score, display value).
 *
 * `lighthouse` and `chrome-launcher` are ES modules and are loaded with a dynamic `import()`:
 * a static import would make tsx compile them to CommonJS with esbuild's `__name` helper, which
 * then breaks the functions Lighthouse serialises into the page ("__name is not defined").
 * Throws when Chromium cannot be launched or Lighthouse returns no result; a runtime error
 * inside Lighthouse (e.g. the page did not load) is thrown with its code and message.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Flags, Result} from 'lighthouse';

import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../lib/chromium';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export type FormFactor = 'mobile' | 'desktop';

export interface FailingAudit {
  readonly category: Category;
  readonly id: string;
  readonly title: string;
  /** 0–1, as Lighthouse scores audits. */
  readonly score: number;
  readonly displayValue: string | undefined;
}

/** The metrics Lighthouse scores performance by (simulated), in milliseconds; CLS unitless. */
export interface Metrics {
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly speedIndexMs: number;
  readonly cls: number;
}

/** Main-thread time of one script (`bootup-time`), in milliseconds. */
export interface ScriptCost {
  readonly url: string;
  readonly totalMs: number;
  readonly scriptingMs: number;
  readonly parseCompileMs: number;
}

export interface LighthouseRun {
  readonly path: string;
  readonly formFactor: FormFactor;
  /** Category scores, 0–100. */
  readonly scores: Readonly<Record<Category, number>>;
  readonly metrics: Metrics;
  /** Main-thread time per kind of work (Script Evaluation, Style & Layout, ...), in ms. */
  readonly mainThread: Readonly<Record<string, number>>;
  /** Scripts by main-thread time, most expensive first. */
  readonly scripts: readonly ScriptCost[];
  /** Number of elements of the page (`dom-size`). */
  readonly domElements: number;
  /**
   * Lighthouse's measure of the host CPU's speed during the run (`environment.benchmarkIndex`;
   * higher is faster), as Lighthouse measured it at the start of this run.
   */
  readonly benchmarkIndex: number;
  /** The CPU slowdown multiplier the run used (1 on desktop). */
  readonly cpuSlowdown: number;
  readonly failing: readonly FailingAudit[];
  /** Where the full JSON report was written. */
  readonly reportFile: string;
}

/** Score modes that can lose points; "informative", "manual", "notApplicable" and "error" cannot. */
const SCORED_MODES = new Set(['binary', 'numeric', 'metricSavings']);

function failingAudits(lhr: Result, category: Category): FailingAudit[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs.flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1 || !SCORED_MODES.has(audit.scoreDisplayMode)) return [];
    // In performance, audits without weight are diagnostics; keep those with a failing (red/orange) score.
    if (category === 'performance' && ref.weight === 0 && audit.score >= 0.9) return [];
    return [{category, id: audit.id, title: audit.title, score: audit.score, displayValue: audit.displayValue}];
  });
}

interface TableDetails<T> {
  readonly items?: readonly T[];
}

function tableItems<T>(lhr: Result, auditId: string): readonly T[] {
  return ((lhr.audits[auditId]?.details as TableDetails<T> | undefined)?.items ?? []) as readonly T[];
}

function numericValue(lhr: Result, auditId: string): number {
  return lhr.audits[auditId]?.numericValue ?? Number.NaN;
}

/** The metrics, main-thread breakdown, script costs and DOM size of a report. */
function costs(lhr: Result): Pick<LighthouseRun, 'metrics' | 'mainThread' | 'scripts' | 'domElements'> {
  const metrics: Metrics = {
    fcpMs: numericValue(lhr, 'first-contentful-paint'),
    lcpMs: numericValue(lhr, 'largest-contentful-paint'),
    tbtMs: numericValue(lhr, 'total-blocking-time'),
    speedIndexMs: numericValue(lhr, 'speed-index'),
    cls: numericValue(lhr, 'cumulative-layout-shift'),
  };
  const mainThread = Object.fromEntries(
    tableItems<{groupLabel: string; duration: number}>(lhr, 'mainthread-work-breakdown').map((item) => [item.groupLabel, item.duration]),
  );
  const scripts = tableItems<{url: string; total: number; scripting: number; scriptParseCompile: number}>(lhr, 'bootup-time').map((item) => ({
    url: item.url,
    totalMs: item.total,
    scriptingMs: item.scripting,
    parseCompileMs: item.scriptParseCompile,
  }));
  return {metrics, mainThread, scripts, domElements: numericValue(lhr, 'dom-size')};
}

function slug(path: string): string {
  return path === '/' ? 'home' : path.replace(/^\//, '').replace(/\//g, '_');
}

/** The run with the median performance score, with every run's performance score. */
export function medianRun(results: readonly LighthouseRun[]): LighthouseRun & {readonly performanceScores: readonly number[]} {
  const sorted = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  return {...median, performanceScores: results.map((run) => run.scores.performance)};
}

/** Runs Lighthouse once on `origin + path` with a fresh Chromium. */
export async function runLighthouse(
  origin: string,
  path: string,
  formFactor: FormFactor,
  reportDir: string,
  {index = 1, label = '', cpuSlowdown}: {readonly index?: number; readonly label?: string; readonly cpuSlowdown?: number} = {},
): Promise<LighthouseRun> {
  const [{default: lighthouse, desktopConfig}, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // Mobile only: the desktop preset doesn't slow the CPU.
      ...(formFactor === 'mobile' && cpuSlowdown !== undefined ? {throttling: {cpuSlowdownMultiplier: cpuSlowdown}} : {}),
    };
    const result = await lighthouse(origin + path, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    if (!result) {
      throw new Error(`Lighthouse returned no result for ${origin + path} (${formFactor})`);
    }
    const {lhr} = result;
    if (lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${origin + path} (${formFactor}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
    mkdirSync(reportDir, {recursive: true});
    const reportFile = join(reportDir, `${label ? `${label}-` : ''}${slug(path)}-${formFactor}-${index}.json`);
    writeFileSync(reportFile, JSON.stringify(lhr, null, 2));

    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const failing = CATEGORIES.filter((category) => scores[category] < 100).flatMap((category) => failingAudits(lhr, category));
    const measured = costs(lhr);
    console.log(
      `[bench] lighthouse ${label ? `${label} ` : ''}${path} ${formFactor} #${index}: ${CATEGORIES.map((category) => `${category} ${scores[category]}`).join(', ')}, TBT ${Math.round(measured.metrics.tbtMs)} ms`,
    );
    return {
      path,
      formFactor,
      scores,
      failing,
      reportFile,
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
      ...measured,
    };
  } finally {
    chrome.kill();
  }
}
