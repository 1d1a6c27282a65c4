/**
 * End-to-end tests: Playwright drives Debian's Chromium (`/usr/bin/chromium`, or
 * `CHROME_PATH`; see `scripts/lib/chromium.ts`) against production builds:
 *
 * - `MAIN_PORT`: the main build in `build/` (analytics off), served by nginx with the generated
 *   `build-deploy/nginx.conf` (`deploy/serve-nginx.ts`): the production server, so every spec
 *   runs with its redirects, headers and Content-Security-Policy. Run `npm run build` first.
 * - `HOSTED_PORT`: the suite's own hosted-services build (analytics and hosted search on) in
 *   `.e2e/build-hosted`, served by the local preview server `deploy/serve.ts`, made by
 *   `tests/e2e/global-setup.ts` right before its server starts (Playwright starts web servers
 *   before `globalSetup`, so the build cannot live in `globalSetup` itself).
 *
 * Both ports are free ports chosen when the run starts (`tests/e2e/ports.ts`), or
 * `E2E_MAIN_PORT` / `E2E_HOSTED_PORT` when set. Playwright's own browser download is not used.
 */
import {defineConfig} from '@playwright/test';

import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './scripts/lib/chromium';
// First: chooses the two servers' ports for the whole run (see the module).
import {HOSTED_PORT, MAIN_PORT} from './tests/e2e/ports';
import {HOSTED_BUILD_DIR} from './tests/e2e/global-setup';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // How long an assertion may wait for its condition: a cap, not a wait. Playwright's 5 s was
  // too short on a busy 2-core machine for a first search, which loads the search code and the
  // index and builds it (5 of 112 repeated search tests ran out of it under load).
  expect: {timeout: 15_000},
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${MAIN_PORT}`,
    launchOptions: {executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS]},
  },
  webServer: [
    {
      command: 'npx tsx deploy/serve-nginx.ts',
      env: {PORT: String(MAIN_PORT)},
      url: `http://localhost:${MAIN_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npx tsx tests/e2e/global-setup.ts && npx tsx deploy/serve.ts',
      env: {BUILD_DIR: HOSTED_BUILD_DIR, PORT: String(HOSTED_PORT)},
      url: `http://localhost:${HOSTED_PORT}/`,
      reuseExistingServer: false,
      timeout: 240_000,
    },
  ],
});
