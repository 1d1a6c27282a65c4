/**
 * Waiting for a page's network to go quiet, for the benchmarks that measure a first visit.
 *
 * `watchNetwork(page)` starts counting the page's requests; the `quiet()` it returns resolves
 * once no request has been in flight for `QUIET_MS` (2 s), or after 60 s at most. Playwright's
 * own "networkidle" waits only 500 ms, which a busy 2-core machine spends parsing `main.js`
 * before the route chunks are requested, so it can stop too early.
 */
import type {Page} from '@playwright/test';

/** How long the network must stay quiet for the page to count as idle. */
export const QUIET_MS = 2_000;

export function watchNetwork(page: Page): {quiet(): Promise<void>} {
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  const settled = (): void => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return {
    async quiet() {
      const deadline = Date.now() + 60_000;
      while ((inFlight > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() < deadline) {
        await page.waitForTimeout(100);
      }
    },
  };
}
