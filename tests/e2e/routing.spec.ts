/**
 * Routing: every page of `routes.json` renders with its sidebar, unknown and trailing-slash
 * paths are not found (in the browser and by HTTP status), `.html` / `/index.html` suffixes land
 * on the plain path, and every old path of `redirects.ts` answers a 301 to its target (the query
 * string kept) and lands there.
 */
import type {Page} from '@playwright/test';

import {redirects} from '../../redirects';
import {
  checkEach,
  chunks,
  expect,
  expectNotFoundPage,
  expectRenderedPage,
  loadRoutes,
  test,
  type SidebarKind,
} from './fixtures';

const routes = loadRoutes();

/** Internal link targets (paths) of the doc sidebar's menu on the current page (not its logo). */
async function sidebarPaths(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('.theme-doc-sidebar-container .theme-doc-sidebar-menu a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  return hrefs.filter((href) => new URL(href).origin === new URL(page.url()).origin).map((href) => new URL(href).pathname);
}

/**
 * Asserts the doc sidebar of the current page: the Python one (home link `/`, no R pages), the
 * R one (home link `/v/r`, only R pages) or none at all.
 */
async function expectSidebar(page: Page, kind: SidebarKind): Promise<void> {
  const sidebar = page.locator('.theme-doc-sidebar-container');
  if (kind === null) {
    await expect(sidebar).toHaveCount(0);
    return;
  }
  await expect(sidebar).toBeVisible();
  const paths = await sidebarPaths(page);
  if (kind === 'python') {
    expect(paths, 'the Python sidebar links to the Python home').toContain('/');
    expect(paths.filter((path) => path.startsWith('/v/r')), 'the Python sidebar has no R pages').toEqual([]);
  } else {
    expect(paths, 'the R sidebar links to the R home').toContain('/v/r');
    expect(paths.filter((path) => path !== '/v/r' && !path.startsWith('/v/r/')), 'the R sidebar has only R pages').toEqual([]);
  }
}

// One test per chunk of pages rather than per page: the ~100 page visits then share a browser
// context and its cache, which keeps the suite fast.
const PAGES_PER_TEST = 12;

test.describe('every page of routes.json', () => {
  for (const [index, chunk] of chunks(routes, PAGES_PER_TEST).entries()) {
    const range = `${index * PAGES_PER_TEST + 1}-${index * PAGES_PER_TEST + chunk.length}`;
    test(`pages ${range} (${chunk[0].path} ...) render with status 200, an h1 and their sidebar`, async ({page}) => {
      await checkEach(
        chunk,
        (route) => `${route.path} renders with the ${route.sidebar ?? 'no'} sidebar`,
        async (route) => {
          const response = await page.goto(route.path);
          expect(response?.status()).toBe(200);
          await expectRenderedPage(page);
          expect(new URL(page.url()).pathname).toBe(route.path);
          await expectSidebar(page, route.sidebar);
        },
      );
    });
  }
});

test('the R sidebar lists the R install page', async ({page}) => {
  await page.goto('/v/r/getting-started/install');
  await expectRenderedPage(page);
  await expect(page.locator('.theme-doc-sidebar-container a[href="/v/r/getting-started/install"]')).toBeVisible();
});

test.describe('not found', () => {
  const notFoundPaths = ['/nope', '/api/unknown', '/v/r/nope', '/introduction/why-metaflow/', '/v/r/', '/nope/'];
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

  test('every page path with a trailing slash answers 404', async ({request}) => {
    const failures: string[] = [];
    for (const {path} of routes.filter((route) => route.path !== '/')) {
      const status = (await request.get(`${path}/`, {maxRedirects: 0})).status();
      if (status !== 404) {
        failures.push(`${path}/ answered ${status}`);
      }
    }
    expect(failures).toEqual([]);
  });
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
