/**
 * Routing: unknown and trailing-slash paths, and pages' paths in another letter case, are not
 * found (in the browser and by HTTP status), `.html` / `/index.html` suffixes land on the plain
 * path, and every old path of `redirects.ts` answers a 301 to its target (the query string kept)
 * and lands there. That every page of `routes.json` renders with status 200 and its
 * sidebar is checked by the page sweep of `accessibility.spec.ts`, which loads each page anyway;
 * that each page's path with a trailing slash answers 404, by `tests/server/nginx.test.ts`.
 */
import {redirects} from '../../redirects';
import {checkEach, chunks, expect, expectNotFoundPage, expectRenderedPage, test} from './fixtures';

// Pages per test for the redirect checks: one browser context, so they share its cache.
const PAGES_PER_TEST = 12;

test('the R sidebar lists the R install page', async ({page}) => {
  await page.goto('/v/r/getting-started/install');
  await expectRenderedPage(page);
  await expect(page.locator('.theme-doc-sidebar-container a[href="/v/r/getting-started/install"]')).toBeVisible();
});

test.describe('not found', () => {
  // A page's path in another letter case too: the client-side router ignores case, the servers do not.
  const notFoundPaths = ['/nope', '/api/unknown', '/v/r/nope', '/introduction/why-metaflow/', '/v/r/', '/nope/', '/Introduction/Why-Metaflow', '/api/s3'];
  for (const path of notFoundPaths) {
    test(`${path} shows the not-found page with status 404`, async ({page, request, baseURL, consoleErrors}) => {
      const url = new URL(path, baseURL).href;
      expect((await request.get(path, {maxRedirects: 0})).status()).toBe(404);
      consoleErrors.allowNotFoundDocument(url);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(page.url()).toBe(url);
      await expectNotFoundPage(page);
    });
  }
});

test.describe('.html and /index.html suffixes', () => {
  const cases = [
    {from: '/index.html', to: '/'},
    {from: '/introduction/why-metaflow.html', to: '/introduction/why-metaflow'},
    {from: '/introduction/why-metaflow/index.html', to: '/introduction/why-metaflow'},
    {from: '/v/r/index.html', to: '/v/r'},
    {from: '/v/r/getting-started/install.html', to: '/v/r/getting-started/install'},
    {from: '/v/r/getting-started/install/index.html', to: '/v/r/getting-started/install'},
  ];
  for (const {from, to} of cases) {
    test(`${from} lands on ${to}`, async ({page, request}) => {
      const direct = await request.get(from, {maxRedirects: 0});
      expect(direct.status()).toBe(301);
      expect(direct.headers().location).toBe(to);
      const response = await page.goto(from);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(to);
      await expectRenderedPage(page);
    });
  }
});

test.describe('redirects.ts', () => {
  for (const [index, chunk] of chunks(redirects, PAGES_PER_TEST).entries()) {
    test(`old paths answer 301 and land on their target page (part ${index + 1})`, async ({page, request}) => {
      await checkEach(
        chunk,
        ({from, to}) => `${from} lands on ${to}`,
        async ({from, to}) => {
          const direct = await request.get(`${from}?ref=old`, {maxRedirects: 0});
          expect(direct.status()).toBe(301);
          expect(direct.headers().location).toBe(`${to}?ref=old`);
          await page.goto(from);
          await expect(page).toHaveURL((url) => url.pathname === to);
          await expectRenderedPage(page);
        },
      );
    });
  }
});
