/**
 * Route prefetching (the `prefetch-once` row of plugins/upstream-patches): routes that share
 * chunks with each other and with the page, such as docs that all need the docs layout and the
 * doc page component, prefetch each chunk once, and each route's own chunks are still prefetched.
 */
import {expect, test, waitForHydration} from './fixtures';

const ROUTES = ['/api/step-decorators/conda', '/api/step-decorators/retry'];

test('a chunk shared by the routes prefetched is prefetched once', async ({page}) => {
  // The R home page links to none of these Python routes, so nothing has prefetched them yet.
  await page.goto('/v/r');
  await waitForHydration(page);
  const prefetchedUrls = () => page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  const before = new Set(await prefetchedUrls());

  // docusaurus.prefetch resolves once the browser has loaded every chunk it added.
  const started = await page.evaluate((routes) => Promise.all(routes.map((route) => window.docusaurus.prefetch(route))), ROUTES);
  expect(started, 'routes prefetched before the test asked').not.toContain(false);

  const urls = await prefetchedUrls();
  const added = urls.filter((url) => !before.has(url));
  expect(added.length, 'chunks of their own the routes added').toBeGreaterThanOrEqual(ROUTES.length);
  expect(urls.filter((url, index) => urls.indexOf(url) !== index), 'URLs prefetched more than once').toEqual([]);
});
