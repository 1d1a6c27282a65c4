/**
 * The not-found page: under its heading, a "Did you mean" link where the missing path resembles
 * a page (another letter case, a trailing slash, a misspelling, an old path of `redirects.ts`),
 * nothing where it does not; a search form, prefilled with the path's words, that opens the
 * search page from the keyboard, and without JavaScript too; links to the three docs homes. The
 * status stays nginx' 404 (or its 301 first, for `.html`). That every page and old path is found
 * from each of its spellings is `tests/unit/not-found-hints.test.ts`; axe on the page, in both
 * colour modes, is in `accessibility.spec.ts`.
 */
import type {Page} from '@playwright/test';

import {expect, expectNotFoundPage, expectRenderedPage, test, type ConsoleErrors} from './fixtures';

/** The not-found page's search box. */
const searchBox = (page: Page) => page.getByRole('search', {name: 'Search the docs'}).getByRole('searchbox', {name: 'Search the docs'});

/** The "Did you mean" line of the not-found page. */
const suggestionLine = (page: Page) => page.locator('main p').filter({hasText: 'Did you mean'});

/**
 * Opens `path`, which nginx answers with 404 (after a 301 to `notFoundAt`, when given), and
 * waits until the not-found page shows the path's `words` in its search box: from then on, its
 * suggestion, if any, is shown too.
 */
async function openNotFound(page: Page, consoleErrors: ConsoleErrors, path: string, words: string, notFoundAt = path): Promise<void> {
  const url = new URL(notFoundAt, test.info().project.use.baseURL).href;
  consoleErrors.allowNotFoundDocument(url);
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  expect(page.url()).toBe(url);
  await expectNotFoundPage(page);
  await expect(searchBox(page)).toHaveValue(words);
}

test.describe('"Did you mean"', () => {
  const cases = [
    {what: 'a page in another letter case', path: '/Metaflow/Basics', words: 'metaflow basics', page: '/metaflow/basics'},
    {what: 'a page whose path has capitals, in lower case', path: '/api/s3', words: 'api s3', page: '/api/S3'},
    {what: 'a page with a trailing slash', path: '/metaflow/basics/', words: 'metaflow basics', page: '/metaflow/basics'},
    {what: 'a folder index page with a trailing slash', path: '/v/r/', words: '', page: '/v/r'},
    {what: 'a misspelt page', path: '/metaflow/basic', words: 'metaflow basic', page: '/metaflow/basics'},
    {what: 'an old path of redirects.ts in another letter case', path: '/Metaflow/Data', words: 'metaflow data', page: '/scaling/data'},
  ];
  for (const {what, path, words, page: target} of cases) {
    test(`${path} (${what}): 404, and the not-found page suggests ${target}`, async ({page, request, consoleErrors}) => {
      expect((await request.get(path, {maxRedirects: 0})).status()).toBe(404);
      await openNotFound(page, consoleErrors, path, words);
      await expect(suggestionLine(page)).toHaveText(`Did you mean ${target}?`);
      await expect(suggestionLine(page).getByRole('link')).toHaveAttribute('href', target);
    });
  }

  test('/Metaflow/Basics.html: nginx answers 301 to /Metaflow/Basics, whose not-found page links to /metaflow/basics', async ({page, request, consoleErrors}) => {
    const direct = await request.get('/Metaflow/Basics.html', {maxRedirects: 0});
    expect(direct.status()).toBe(301);
    expect(direct.headers().location).toBe('/Metaflow/Basics');
    await openNotFound(page, consoleErrors, '/Metaflow/Basics.html', 'metaflow basics', '/Metaflow/Basics');
    await suggestionLine(page).getByRole('link', {name: '/metaflow/basics'}).click();
    await expect(page).toHaveURL((url) => url.pathname === '/metaflow/basics');
    await expectRenderedPage(page);
  });

  test('/zzz-qqq (like no page): 404, and no suggestion', async ({page, consoleErrors}) => {
    await openNotFound(page, consoleErrors, '/zzz-qqq', 'zzz qqq');
    await expect(page.getByText('Did you mean')).toHaveCount(0);
  });
});

test('the search form opens the search page with the path\'s words, from the keyboard', async ({page, consoleErrors}) => {
  await openNotFound(page, consoleErrors, '/metaflow/retrys', 'metaflow retrys');
  await searchBox(page).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/search' && url.search === '?q=metaflow+retrys');
  await expect(page.locator('main input[type="search"]')).toHaveValue('metaflow retrys');
  await expect(page.locator('main article h2 a').first()).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the search form opens the search page with the words typed', async ({page, baseURL, consoleErrors}) => {
    consoleErrors.allowNotFoundDocument(new URL('/zzz-qqq', baseURL).href);
    expect((await page.goto('/zzz-qqq'))?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    await searchBox(page).fill('retry');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.search === '?q=retry');
  });
});

test('the not-found page links to the Python docs, the API reference and the R docs', async ({page, consoleErrors}) => {
  await openNotFound(page, consoleErrors, '/zzz-qqq', 'zzz qqq');
  const homes = page.locator('main li a');
  await expect(homes).toHaveText(['Python docs', 'API reference', 'R docs']);
  expect(await homes.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/', '/api', '/v/r']);
  await homes.getByText('R docs').click();
  await expect(page).toHaveURL((url) => url.pathname === '/v/r');
  await expectRenderedPage(page);
});
