/**
 * The page template's own load check (`ssr-template.ts`), which stands in for Docusaurus's
 * base-URL banner: a normal load leaves no banner in the DOM (neither ours nor Docusaurus's), and
 * a page whose entry scripts or stylesheet fail to load, or whose client does not start, shows
 * ours (`#site-load-error`, `role="alert"`) with the file that failed and the base URL the site
 * was built for, readable in both colour modes whatever else loaded.
 *
 * Failures are made with `page.route`: a request aborted (as a wrong path or a dropped
 * connection fails) or a script answered with code that does not start the client. Each aborted
 * URL is declared to the `consoleErrors` fixture before it fails, so only Chromium's line about
 * that request is tolerated.
 */
import type {Page} from '@playwright/test';

import {expectNoViolations, useMode} from './axe';
import {expect, test, waitForHydration, type ConsoleErrors} from './fixtures';

const BANNER = '#site-load-error';

/** The site's entry script `main.<hash>.js`. */
const MAIN_SCRIPT = /\/assets\/js\/main\.[0-9a-f]+\.js$/;

/** Makes every request of `page` whose URL matches `pattern` fail, declared to `consoleErrors` first. */
async function failRequests(page: Page, consoleErrors: ConsoleErrors, pattern: RegExp): Promise<void> {
  await page.route(pattern, async (route) => {
    consoleErrors.allowFailedResource(route.request().url());
    await route.abort('failed');
  });
}

/** Expects the banner to be shown, as an alert, naming `problem` and the base URL `/`. */
async function expectBanner(page: Page, problem: RegExp): Promise<void> {
  const banner = page.locator(`${BANNER}[role="alert"]`);
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("This page could not load the site's scripts or styles.");
  await expect(banner).toContainText(problem);
  await expect(banner).toContainText('it was built for the base URL / (baseUrl in docusaurus.config.ts)');
  await expect(page.locator(BANNER)).toHaveCount(1);
}

test('a normal load leaves no load banner in the page, ours or Docusaurus\'s', async ({page}) => {
  for (const path of ['/', '/metaflow/basics']) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator(BANNER)).toHaveCount(0);
    await expect(page.locator('[id^="__docusaurus-base-url-issue-banner"]')).toHaveCount(0);
  }
});

test('the banner names main.js when it fails to load', async ({page, consoleErrors}) => {
  await failRequests(page, consoleErrors, MAIN_SCRIPT);
  await page.goto('/');
  await expectBanner(page, /The script \/assets\/js\/main\.[0-9a-f]+\.js did not load\./);
});

test('the banner is shown when no script loads at all', async ({page, consoleErrors}) => {
  await failRequests(page, consoleErrors, /\.js$/);
  await page.goto('/metaflow/basics');
  await expectBanner(page, /The script \/assets\/js\/runtime~main\.[0-9a-f]+\.js did not load\./);
});

test('the banner is shown when the scripts load but the client does not start', async ({page}) => {
  await page.route(MAIN_SCRIPT, (route) => route.fulfill({contentType: 'text/javascript', body: '/* no client */'}));
  await page.goto('/');
  await expectBanner(page, /The scripts loaded, but the site's client did not start \(window\.docusaurus is not set\)\./);
});

test('the banner is shown, in its own colours, when the stylesheet fails in dark mode', async ({page, consoleErrors}) => {
  await useMode(page, 'dark');
  await failRequests(page, consoleErrors, /\.css$/);
  await page.goto('/');
  await expectBanner(page, /The stylesheet \/assets\/css\/styles\.[0-9a-f]+\.css did not load\./);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator(BANNER)).toHaveCSS('background-color', 'rgb(255, 244, 229)');
  await expect(page.locator(BANNER)).toHaveCSS('color', 'rgb(28, 30, 33)');
  await expectNoViolations(page, {include: BANNER});
});

test('the banner keeps its own colours on the dark theme when only the scripts fail', async ({page, consoleErrors}) => {
  await useMode(page, 'dark');
  await failRequests(page, consoleErrors, MAIN_SCRIPT);
  await page.goto('/');
  await expectBanner(page, /main\.[0-9a-f]+\.js did not load/);
  // The site's stylesheet loaded: the dark page behind the banner, the banner light.
  await expect(page.locator('body')).not.toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(page.locator(BANNER)).toHaveCSS('background-color', 'rgb(255, 244, 229)');
  await expect(page.locator(BANNER)).toHaveCSS('color', 'rgb(28, 30, 33)');
  await expectNoViolations(page, {include: BANNER});
});
