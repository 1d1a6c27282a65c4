/**
 * The end-to-end suite's own analytics build, and its global setup.
 *
 * The analytics specs need a build with Google Analytics on, which the main `build/` (made by
 * `npm run build`, analytics off) is not. This module makes it:
 *
 * - run as a script (`npx tsx tests/e2e/global-setup.ts`) it runs `docusaurus build --out-dir
 *   .e2e/build-analytics` with `GTAG_TRACKING_ID=G-E2ETEST01`. `playwright.config.ts` runs it as
 *   the first half of the analytics web server's command, because Playwright starts its web
 *   servers *before* `globalSetup` (microsoft/playwright#31524), so a build made in
 *   `globalSetup` would come too late for the server that serves it.
 * - its default export is Playwright's `globalSetup`: once both servers are up, it checks that
 *   each one serves the build the specs expect (analytics off on the main server, on with the
 *   suite's tracking id on the analytics server) and fails the run early with a clear message
 *   otherwise (e.g. a `build/` made with `GTAG_TRACKING_ID` set in the shell).
 */
import {spawnSync} from 'node:child_process';
import {rmSync} from 'node:fs';
import {resolve} from 'node:path';

/** Port of the server of the main build (`build/`, analytics off). */
export const MAIN_PORT = 3100;
/** Port of the server of the suite's analytics build. */
export const ANALYTICS_PORT = 3101;
/** Output directory of the analytics build, relative to the repository root. */
export const ANALYTICS_BUILD_DIR = '.e2e/build-analytics';
/** The Google Analytics tracking id the analytics build is made with. */
export const E2E_TRACKING_ID = 'G-E2ETEST01';

const repoRoot = resolve(__dirname, '..', '..');

/**
 * Builds the site with analytics on (`GTAG_TRACKING_ID=G-E2ETEST01`) into
 * `.e2e/build-analytics`. Build output goes to stderr. Throws when the build fails.
 */
export function buildAnalyticsSite(): void {
  const outDir = resolve(repoRoot, ANALYTICS_BUILD_DIR);
  rmSync(outDir, {recursive: true, force: true});
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    cwd: repoRoot,
    env: {...process.env, GTAG_TRACKING_ID: E2E_TRACKING_ID},
    stdio: ['ignore', process.stderr, process.stderr],
  });
  if (result.error) {
    throw result.error;
  }
  if (result.status !== 0) {
    throw new Error(`The analytics build failed (exit status ${result.status}).`);
  }
}

async function fetchHome(port: number): Promise<string> {
  const response = await fetch(`http://localhost:${port}/`);
  if (!response.ok) {
    throw new Error(`http://localhost:${port}/ answered ${response.status}.`);
  }
  return response.text();
}

/**
 * Playwright global setup: checks that the main server (port 3100) serves a build without
 * analytics and the analytics server (port 3101) one with the suite's tracking id and IP
 * anonymisation. Throws with the reason when either does not.
 */
export default async function globalSetup(): Promise<void> {
  const main = await fetchHome(MAIN_PORT);
  if (main.includes('googletagmanager') || main.includes('dataLayer')) {
    throw new Error('build/ has analytics code: rebuild it with `npm run build` and GTAG_TRACKING_ID unset.');
  }
  const analytics = await fetchHome(ANALYTICS_PORT);
  if (!analytics.includes(`gtag/js?id=${E2E_TRACKING_ID}`) || !/anonymize_ip\s*:\s*(?:true|!0)/.test(analytics)) {
    throw new Error(`${ANALYTICS_BUILD_DIR} is not an analytics build with tracking id ${E2E_TRACKING_ID}.`);
  }
}

if (require.main === module) {
  try {
    buildAnalyticsSite();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
