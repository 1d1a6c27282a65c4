/**
 * Analytics: the suite's hosted-services build (`HOSTED_PORT`, `GTAG_TRACKING_ID=G-E2ETEST01`) sends a
 * gtag `page_view` with title, location and path on client-side navigation and configures gtag
 * with IP anonymisation; the main build (`MAIN_PORT`, no tracking id) ships no analytics at all
 * and requests nothing outside localhost. Analytics hosts are never contacted: every request to
 * them is intercepted.
 */
import type {Page} from '@playwright/test';

import {expect, isAnalyticsUrl, test, waitForHydration} from './fixtures';
import {E2E_TRACKING_ID} from './global-setup';
import {HOSTED_PORT} from './ports';

/** The gtag calls recorded so far in `window.dataLayer`, each as a plain array of arguments. */
function gtagCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => {
    const layer = (window as {dataLayer?: ArrayLike<unknown>[]}).dataLayer ?? [];
    return Array.from(layer, (entry) => JSON.parse(JSON.stringify(Array.from(entry))) as unknown[]);
  });
}

/** The `page_view` events recorded so far in `window.dataLayer`. */
async function pageViews(page: Page): Promise<unknown[][]> {
  return (await gtagCalls(page)).filter((call) => call[0] === 'event' && call[1] === 'page_view');
}

/** The page's actual title, location and path, as a `page_view` event should report them. */
function currentPageValues(page: Page) {
  return page.evaluate(() => ({
    page_title: document.title,
    page_location: window.location.href,
    page_path: window.location.pathname + window.location.search + window.location.hash,
  }));
}

/**
 * On an R page, expands the R sidebar's "Introduction" category and clicks its first page (a
 * client-side navigation). Returns the path navigated to.
 */
async function openRSidebarPage(page: Page): Promise<string> {
  const sidebar = page.locator('.theme-doc-sidebar-container');
  await sidebar.getByRole('button', {name: 'Introduction'}).click();
  const link = sidebar.locator('a[href^="/v/r/introduction/"]').first();
  const target = await link.getAttribute('href');
  expect(target).toBeTruthy();
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === target);
  return target!;
}

test.describe('analytics build', () => {
  test.use({baseURL: `http://localhost:${HOSTED_PORT}`});

  test('a client-side navigation pushes a page_view with the new page title, location and path', async ({
    page,
    consoleErrors,
  }) => {
    const intercepted = await consoleErrors.blockAnalytics(page);
    await page.goto('/introduction/why-metaflow');
    await waitForHydration(page);
    expect(intercepted.some((url) => url.includes(`/gtag/js?id=${E2E_TRACKING_ID}`)), 'gtag.js was requested').toBe(true);
    expect(await pageViews(page), 'no page_view event before any navigation').toEqual([]);

    await page.locator('.navbar__inner').getByRole('link', {name: 'R Docs', exact: true}).click();
    await expect(page).toHaveURL((url) => url.pathname === '/v/r');
    await expect.poll(async () => (await pageViews(page)).length).toBe(1);
    const rHome = await currentPageValues(page);
    expect(rHome.page_title).toMatch(/ \| Metaflow Docs$/);
    expect(rHome.page_path).toBe('/v/r');
    expect((await pageViews(page))[0]).toEqual(['event', 'page_view', rHome]);

    const target = await openRSidebarPage(page);
    await expect.poll(async () => (await pageViews(page)).length).toBe(2);
    const next = await currentPageValues(page);
    expect(next.page_path).toBe(target);
    expect((await pageViews(page))[1]).toEqual(['event', 'page_view', next]);
  });

  test('gtag is configured with the tracking id and anonymize_ip: true', async ({page, request, consoleErrors}) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain(`https://www.googletagmanager.com/gtag/js?id=${E2E_TRACKING_ID}`);
    // The inline script is minified: `true` may be written `!0`.
    expect(html).toMatch(
      new RegExp(`gtag\\(\\s*["']config["']\\s*,\\s*["']${E2E_TRACKING_ID}["']\\s*,\\s*\\{\\s*anonymize_ip\\s*:\\s*(?:true|!0)\\s*\\}\\s*\\)`),
    );

    await consoleErrors.blockAnalytics(page);
    await page.goto('/');
    await waitForHydration(page);
    const config = (await gtagCalls(page)).find((call) => call[0] === 'config');
    expect(config).toEqual(['config', E2E_TRACKING_ID, {anonymize_ip: true}]);
  });
});

test.describe('main build', () => {
  test('ships no analytics and requests nothing outside localhost', async ({context, page, request}) => {
    const requested: string[] = [];
    context.on('request', (req) => requested.push(req.url()));

    const html = await (await request.get('/')).text();
    expect(html).not.toContain('googletagmanager');
    expect(html).not.toContain('google-analytics');

    await page.goto('/');
    await waitForHydration(page);
    await page.locator('.navbar__inner').getByRole('link', {name: 'R Docs', exact: true}).click();
    await expect(page).toHaveURL((url) => url.pathname === '/v/r');
    await openRSidebarPage(page);
    await page.goto('/introduction/why-metaflow');
    await waitForHydration(page);

    expect(requested.length).toBeGreaterThan(0);
    const offSite = requested.filter((url) => !/^(data|blob):/.test(url) && new URL(url).hostname !== 'localhost');
    expect(offSite).toEqual([]);
    expect(requested.filter(isAnalyticsUrl)).toEqual([]);
    expect(
      await page.evaluate(() => ({
        gtag: typeof (window as {gtag?: unknown}).gtag,
        dataLayer: typeof (window as {dataLayer?: unknown}).dataLayer,
      })),
    ).toEqual({gtag: 'undefined', dataLayer: 'undefined'});
  });
});
