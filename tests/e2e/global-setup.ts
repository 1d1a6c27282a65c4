/**
 * The end-to-end suite's own hosted-services build, and its global setup.
 *
 * The analytics specs need a build with Google Analytics on, and the hosted-search specs one
 * with hosted DocSearch credentials, which the main `build/` (made by `npm run build`, both
 * off) is not. One build serves both, with fake ids that no request ever reaches (the specs
 * intercept them). This module makes it:
 *
 * - run as a script (`npx tsx tests/e2e/global-setup.ts`) it runs `docusaurus build --out-dir
 *   .e2e/build-hosted` with `GTAG_TRACKING_ID=G-E2ETEST01` and the `ALGOLIA_*` values below.
 *   `playwright.config.ts` runs it as the first half of the hosted server's command, because
 *   Playwright starts its web servers *before* `globalSetup` (microsoft/playwright#31524), so
 *   a build made in `globalSetup` would come too late for the server that serves it.
 * - its default export is Playwright's `globalSetup`: once both servers are up, it checks that
 *   each one serves the build the specs expect (analytics and hosted search off on the main
 *   server, on with the suite's ids on the hosted server) and fails the run early with a clear
 *   message otherwise (e.g. a `build/` made with `GTAG_TRACKING_ID` set in the shell).
 */
import {spawnSync} from 'node:child_process';
import {rmSync} from 'node:fs';
import {resolve} from 'node:path';

import {HOSTED_PORT, MAIN_PORT} from './ports';

/** Output directory of the hosted-services build, relative to the repository root. */
export const HOSTED_BUILD_DIR = '.e2e/build-hosted';
/** The Google Analytics tracking id the hosted-services build is made with. */
export const E2E_TRACKING_ID = 'G-E2ETEST01';
/** The hosted DocSearch credentials the hosted-services build is made with. */
export const E2E_ALGOLIA = {appId: 'E2ETESTAPP', apiKey: 'e2e-search-only-key', indexName: 'metaflow-docs-e2e'} as const;

const repoRoot = resolve(__dirname, '..', '..');

/**
 * Builds the site with analytics and hosted search on (`GTAG_TRACKING_ID`, `ALGOLIA_*`) into
 * `.e2e/build-hosted`. Build output goes to stderr. Throws when the build fails.
 */
export function buildHostedSite(): void {
  const outDir = resolve(repoRoot, HOSTED_BUILD_DIR);
  rmSync(outDir, {recursive: true, force: true});
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    cwd: repoRoot,
    env: {
      ...process.env,
      GTAG_TRACKING_ID: E2E_TRACKING_ID,
      ALGOLIA_APP_ID: E2E_ALGOLIA.appId,
      ALGOLIA_API_KEY: E2E_ALGOLIA.apiKey,
      ALGOLIA_INDEX_NAME: E2E_ALGOLIA.indexName,
    },
    stdio: ['ignore', process.stderr, process.stderr],
  });
  if (result.error) {
    throw result.error;
  }
  if (result.status !== 0) {
    throw new Error(`The hosted-services build failed (exit status ${result.status}).`);
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
 * Playwright global setup: checks that the main server (`MAIN_PORT`) serves a build without
 * analytics and with offline search, and the hosted server (`HOSTED_PORT`) one with the suite's
 * tracking id, IP anonymisation and hosted DocSearch. Throws with the reason when either does not.
 */
export default async function globalSetup(): Promise<void> {
  const main = await fetchHome(MAIN_PORT);
  if (main.includes('googletagmanager') || main.includes('dataLayer')) {
    throw new Error('build/ has analytics code: rebuild it with `npm run build` and GTAG_TRACKING_ID unset.');
  }
  if (main.includes('algolia.net')) {
    throw new Error('build/ uses hosted search: rebuild it with `npm run build` and ALGOLIA_* unset.');
  }
  const hosted = await fetchHome(HOSTED_PORT);
  if (!hosted.includes(`gtag/js?id=${E2E_TRACKING_ID}`) || !/anonymize_ip\s*:\s*(?:true|!0)/.test(hosted)) {
    throw new Error(`${HOSTED_BUILD_DIR} is not an analytics build with tracking id ${E2E_TRACKING_ID}.`);
  }
  if (!hosted.includes(`https://${E2E_ALGOLIA.appId}-dsn.algolia.net`)) {
    throw new Error(`${HOSTED_BUILD_DIR} is not a hosted-search build with application id ${E2E_ALGOLIA.appId}.`);
  }
}

if (require.main === module) {
  try {
    buildHostedSite();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
