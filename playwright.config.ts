/**
 * End-to-end tests: Playwright drives Debian's Chromium (`/usr/bin/chromium`, or
 * `CHROMIUM_PATH`) against the production build served by `scripts/serve.ts`.
 * Playwright's own browser download is not used. Run `npm run build` first.
 */
import {defineConfig} from '@playwright/test';

const PORT = 3100;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npx tsx scripts/serve.ts',
    env: {PORT: String(PORT)},
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
