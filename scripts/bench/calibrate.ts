/**
 * The CPU slowdown of a mobile Lighthouse run, calibrated to this host (DECISIONS 16).
 *
 * Lighthouse's mobile preset slows the CPU 4×, which assumes a host whose `benchmarkIndex` is
 * about 1,500. `measureBenchmarkIndex()` measures the host's index the way Lighthouse does at the
 * start of each run: it evaluates Lighthouse's own page function (`computeBenchmarkIndex` from
 * `lighthouse/core/lib/page-functions.js`) in a fresh headless Chromium with the shared flags,
 * `samples` times (default 5), and returns every sample and their median. `cpuSlowdownFor()`
 * turns an index into the multiplier of Lighthouse's CPU-throttling calculator:
 * 3 + (BI − 1,300) / 233 from 1,300 up and 2 + (BI − 800) / 500 below (never less than 1×, which
 * would speed the CPU up). The multiplier is rounded to one decimal.
 *
 * Throws when Chromium cannot be launched or the page function throws.
 */
import {chromium} from '@playwright/test';

import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../lib/chromium';
import {median} from '../lib/stats';

export interface Calibration {
  /** Median of the samples (Lighthouse's unit: higher is faster). */
  readonly benchmarkIndex: number;
  readonly samples: readonly number[];
  /** The `throttling.cpuSlowdownMultiplier` for this index. */
  readonly cpuSlowdown: number;
}

/** The CPU slowdown multiplier Lighthouse's throttling calculator gives for `benchmarkIndex`. */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  const multiplier = benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : Math.max(1, 2 + (benchmarkIndex - 800) / 500);
  return Math.round(multiplier * 10) / 10;
}

/** Measures the host's Lighthouse benchmark index and the CPU slowdown it calls for. */
export async function calibrate(samples = 5): Promise<Calibration> {
  // Lighthouse is an ES module (see lighthouse.ts for why it is imported dynamically).
  const {pageFunctions} = await import('lighthouse/core/lib/page-functions.js');
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS]});
  try {
    const indexes: number[] = [];
    for (let sample = 0; sample < samples; sample++) {
      const page = await browser.newPage();
      indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
      await page.close();
    }
    const benchmarkIndex = Math.round(median(indexes));
    return {benchmarkIndex, samples: indexes, cpuSlowdown: cpuSlowdownFor(benchmarkIndex)};
  } finally {
    await browser.close();
  }
}
