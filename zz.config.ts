import {defineConfig} from '@playwright/test';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './scripts/lib/chromium';
export default defineConfig({
  testDir: 'tests/e2e', workers: 2, reporter: [['list']],
  use: {baseURL: 'http://localhost:3100', launchOptions: {executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS]}},
  webServer: [{command: 'npx tsx scripts/serve.ts', env: {PORT: '3100'}, url: 'http://localhost:3100/', reuseExistingServer: true}],
});
