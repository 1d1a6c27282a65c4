/**
 * Search (DECISIONS 6): the DocSearch modal and the `/search` page over the offline index of
 * the main build (port 3100), and the hosted DocSearch configuration of the suite's
 * hosted-services build (port 3101), whose requests to Algolia are intercepted and answered
 * here, since no network is reachable.
 */
import type {Locator, Page, Request} from '@playwright/test';

import {SEARCH_MANIFEST_PATH} from '../../src/lib/search/format';
import {expect, test, waitForHydration} from './fixtures';
import {E2E_ALGOLIA, HOSTED_PORT} from './global-setup';

const MODAL = '.DocSearch-Modal';

/**
 * Presses Esc and waits until the modal is fully closed: gone from the page and its
 * `DocSearch--active` class gone from `<body>`. DocSearch removes the class in an effect after
 * the modal leaves the DOM, and its shortcuts do nothing while the class is there.
 */
async function closeModal(page: Page, message?: string): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.locator(MODAL), message).toHaveCount(0);
  await expect(page.locator('body'), message).not.toHaveClass(/\bDocSearch--active\b/);
}

/** Opens the modal with the navbar's Search button and returns its input. */
async function openModal(page: Page): Promise<Locator> {
  await page.getByRole('button', {name: 'Search'}).click();
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeFocused();
  return input;
}

/**
 * Types `query` into the open modal and waits for its first result. (The modal shows its
 * no-results screen while the index loads, so that screen is no sign of a finished search.)
 */
async function search(page: Page, query: string): Promise<void> {
  await page.locator('.DocSearch-Input').fill(query);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
}

/** The group titles (section paths) of the modal's results. */
const groupTitles = (page: Page): Locator => page.locator('.DocSearch-Hit-source');

/**
 * The paths (with anchors) results open, in order: a link's `href`, or the `data-url` of a
 * modal result (an `<a>` without `href`, see src/theme/SearchBar).
 */
async function resultPaths(links: Locator): Promise<string[]> {
  const urls = await links.evaluateAll((anchors) => anchors.map((a) => new URL(a.getAttribute('href') ?? (a as HTMLElement).dataset.url ?? '', document.baseURI).href));
  return urls.map((href) => {
    const url = new URL(href);
    return url.pathname + url.hash;
  });
}

function isSearchIndexRequest(url: string): boolean {
  const {pathname} = new URL(url);
  return pathname === `/${SEARCH_MANIFEST_PATH}` || pathname.startsWith('/assets/search/');
}

test.describe('offline search', () => {
  test('a page loads no search index and contacts no host but its own', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/scaling/failures');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(requests.filter(isSearchIndexRequest)).toEqual([]);
    expect(requests.filter((url) => new URL(url).hostname !== 'localhost')).toEqual([]);
    expect(await page.locator('link[rel="preconnect"][href*="algolia"]').count()).toBe(0);
    await openModal(page);
    await search(page, 'retry');
    expect(requests.filter(isSearchIndexRequest).map((url) => new URL(url).pathname)).toEqual([
      `/${SEARCH_MANIFEST_PATH}`,
      expect.stringMatching(/^\/assets\/search\/index\.[0-9a-f]{12}\.json$/),
    ]);
  });

  test('the Search button, "/", Ctrl+K and Cmd+K open the modal, Esc closes it', async ({page}) => {
    await page.goto('/metaflow/basics');
    await waitForHydration(page);
    const input = await openModal(page);
    await expect(input).toHaveAttribute('placeholder', 'Search docs');
    const footer = page.locator('.DocSearch-Footer');
    for (const label of ['to navigate', 'to select', 'to close']) {
      await expect(footer.getByText(label, {exact: true})).toBeVisible();
    }
    await expect(footer.locator('kbd')).toHaveCount(4);
    await expect(footer.locator('.DocSearch-Logo')).toBeHidden();
    await closeModal(page);
    for (const keys of ['/', 'Control+k', 'Meta+k']) {
      // Closing the modal focuses the Search button, where "/" is typed, not a shortcut.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press(keys);
      await expect(page.locator('.DocSearch-Input'), keys).toBeFocused();
      await closeModal(page, keys);
    }
  });

  test('results are grouped by page under its section path, highlighted, and land on the heading', async ({page}) => {
    await page.goto('/metaflow/basics');
    await waitForHydration(page);
    await openModal(page);
    await search(page, 'adding retries to every step');
    await expect(groupTitles(page).first()).toHaveText('Scalable Flows › Dealing with Failures');
    const first = page.locator('.DocSearch-Hit a').first();
    await expect(first.locator('.DocSearch-Hit-title')).toHaveText('Adding retries to every step');
    await expect(first.locator('.DocSearch-Hit-title mark')).toHaveText(['Adding', 'retries', 'every', 'step']);
    await expect(first.locator('.DocSearch-Hit-path')).toHaveText('Dealing with Failures');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/scaling\/failures#adding-retries-to-every-step$/);
    await expect(page.locator(MODAL)).toHaveCount(0);
    await expect(page.locator('#adding-retries-to-every-step')).toBeInViewport();
  });

  test('a click on a result opens it; results are options of the list, not tab stops', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await openModal(page);
    await search(page, 'FlowSpec.next');
    const first = page.locator('.DocSearch-Hit').first();
    await expect(first).toHaveAttribute('role', 'option');
    await expect(first.locator('a')).not.toHaveAttribute('href');
    await first.click();
    await expect(page).toHaveURL(/\/api\/flowspec#flowspec-next$/);
    await expect(page.locator(MODAL)).toHaveCount(0);
    await expect(page.locator('#flowspec-next')).toBeInViewport();
  });

  test('API members and parameters are results of their own', async ({page}) => {
    await page.goto('/api');
    await waitForHydration(page);
    await openModal(page);
    for (const [query, title, path] of [
      ['FlowSpec.next', 'FlowSpec.next', '/api/flowspec#flowspec-next'],
      ['batch cpu', '@batch(cpu)', '/api/step-decorators/batch#batch-cpu'],
      ['current.run_id', 'current.run_id', '/api/current#current-run_id'],
    ]) {
      await search(page, query);
      const first = page.locator('.DocSearch-Hit a').first();
      await expect(first.locator('.DocSearch-Hit-title'), query).toHaveText(title);
      expect((await resultPaths(first))[0], query).toBe(path);
    }
  });

  test('the docs set the reader is in ranks first', async ({page}) => {
    for (const [path, python] of [
      ['/scaling/failures', true],
      ['/v/r/metaflow/failures', false],
    ] as const) {
      await page.goto(path);
      await waitForHydration(page);
      await openModal(page);
      await search(page, 'retry');
      await expect(groupTitles(page).first(), path).toHaveText(python ? /^(?!R Docs)/ : /^R Docs › /);
      // The other docs set is still searched: only it answers this query.
      await search(page, python ? 'metaflow rstudio' : 'FlowSpec.next');
      await expect(groupTitles(page).first(), path).toHaveText(python ? /^R Docs › / : 'API Reference › FlowSpec');
      await closeModal(page, path);
    }
  });

  test('chosen and favourite searches are kept in local storage', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await openModal(page);
    await search(page, 'FlowSpec.next');
    await expect(page.locator('.DocSearch-Hit-title').first()).toHaveText('FlowSpec.next');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/api\/flowspec#flowspec-next$/);
    await openModal(page);
    const recent = page.locator('.DocSearch-Hits').filter({hasText: 'Recent'});
    await expect(recent.locator('.DocSearch-Hit-title')).toHaveText(['FlowSpec.next']);
    await recent.getByTitle('Save this search').click();
    await expect(page.locator('.DocSearch-Hits').filter({hasText: 'Favorite'}).locator('.DocSearch-Hit-title')).toHaveText(['FlowSpec.next']);
    const stored = await page.evaluate(() => window.localStorage.getItem('__DOCSEARCH_FAVORITE_SEARCHES__metaflow-docs'));
    expect(JSON.parse(stored ?? '[]')).toEqual([expect.objectContaining({url: expect.stringContaining('/api/flowspec#flowspec-next')})]);
  });

  test('a query without hits says so, suggests searches and links to a new issue', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await openModal(page);
    await search(page, 'foreach');
    await page.locator('.DocSearch-Input').fill('zqxjvw');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen.locator('.DocSearch-Title')).toHaveText('No results for "zqxjvw"');
    await expect(screen.getByText('Try searching for')).toBeVisible();
    await expect(screen.getByText('Believe this query should return results?')).toBeVisible();
    const link = screen.getByRole('link', {name: 'Let us know.'});
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(href.origin + href.pathname).toBe('https://github.com/Netflix/metaflow-docs/issues/new');
    expect(href.searchParams.get('title')).toBe('Search: no results for "zqxjvw"');
  });

  test('an index that fails to load shows "Unable to fetch results", and the next try works', async ({page, consoleErrors}) => {
    await page.goto('/');
    await waitForHydration(page);
    const manifest = new URL(`/${SEARCH_MANIFEST_PATH}`, page.url()).href;
    consoleErrors.allowFailedResource(manifest);
    await page.route(manifest, (route) => route.abort('internetdisconnected'));
    await openModal(page);
    await page.locator('.DocSearch-Input').fill('retry');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error.getByText('Unable to fetch results')).toBeVisible();
    await expect(error.getByText('You might want to check your network connection.')).toBeVisible();
    await page.unroute(manifest);
    await page.locator('.DocSearch-Input').fill('retry step');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('hostile or odd queries neither crash the modal nor inject markup', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await openModal(page);
    await search(page, 'retry');
    const queries = [
      '<img src=x onerror="window.__injected=1">',
      '"><script>window.__injected=1</script>',
      '"quoted phrase" \'single\'',
      '(.*)+[?\\',
      '🚀 deploy ✨',
      `retry ${'step '.repeat(250)}`,
      '   ',
    ];
    for (const query of queries) {
      await page.locator('.DocSearch-Input').fill(query);
      await expect(page.locator('.DocSearch-Hits, .DocSearch-NoResults, .DocSearch-StartScreen').first(), query).toBeVisible();
      await expect(page.locator('.DocSearch-ErrorScreen'), query).toHaveCount(0);
    }
    await page.locator('.DocSearch-Input').fill('<img src=x onerror="window.__injected=1">');
    await expect(page.locator('.DocSearch-NoResults, .DocSearch-Hits').first()).toBeVisible();
    expect(await page.locator(`${MODAL} img[src="x"], ${MODAL} script`).count()).toBe(0);
    expect(await page.evaluate(() => (window as {__injected?: number}).__injected)).toBeUndefined();
  });

  test('/search?q= shows the modal\'s results as a page, without the Algolia mark', async ({page}) => {
    await page.goto('/search?q=batch%20cpu');
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('Search results for "batch cpu"');
    const pageLinks = page.locator('main article h2 a');
    await expect(pageLinks.first()).toBeVisible();
    const fromPage = (await resultPaths(pageLinks)).slice(0, 5);
    expect(fromPage[0]).toBe('/api/step-decorators/batch#batch-cpu');
    await expect(page.getByText('Powered by')).toBeHidden();
    await openModal(page);
    await search(page, 'batch cpu');
    // The modal groups its results by page, so its order differs: compare the results.
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('data-url', /batch/);
    const fromModal = await resultPaths(page.locator('.DocSearch-Hit a'));
    expect(fromModal).toEqual(expect.arrayContaining(fromPage));
  });

  test('/search escapes the q parameter', async ({page}) => {
    const query = '<img src=x onerror="window.__injected=1">';
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText(`Search results for "${query}"`);
    await expect(page.locator('input[type="search"]')).toHaveValue(query);
    await expect(page.getByText('No results were found').or(page.locator('main article')).first()).toBeVisible();
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as {__injected?: number}).__injected)).toBeUndefined();
  });

  test('browsers can add the site as a search engine (OpenSearch)', async ({page, request}) => {
    await page.goto('/');
    const link = page.locator('link[rel="search"][type="application/opensearchdescription+xml"]');
    await expect(link).toHaveAttribute('title', 'Metaflow Docs');
    const description = await (await request.get((await link.getAttribute('href')) ?? '')).text();
    expect(description).toContain('<ShortName>Metaflow Docs</ShortName>');
    expect(description).toContain('template="https://docs.metaflow.org/search?q={searchTerms}"');
  });
});

test.describe('hosted search build', () => {
  test.use({baseURL: `http://localhost:${HOSTED_PORT}`});

  test('the modal queries the hosted index with contextual filters and no extra parameters', async ({page, consoleErrors}) => {
    await consoleErrors.blockAnalytics(page);
    const queries: Request[] = [];
    await page.route(/algolia\.net|algolianet\.com/, async (route) => {
      queries.push(route.request());
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: {'Access-Control-Allow-Origin': '*'},
        body: JSON.stringify({
          results: [
            {
              hits: [
                {
                  objectID: 'e2e-1',
                  url: 'https://docs.metaflow.org/scaling/failures#retrying-tasks-with-retry',
                  type: 'lvl2',
                  content: null,
                  hierarchy: {lvl0: 'Hosted results', lvl1: 'Dealing with Failures', lvl2: 'Retrying tasks with @retry', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
                },
              ],
              nbHits: 1,
              page: 0,
              nbPages: 1,
              hitsPerPage: 20,
              query: 'retry',
              params: '',
              index: E2E_ALGOLIA.indexName,
            },
          ],
        }),
      });
    });
    await page.goto('/scaling/failures');
    await waitForHydration(page);
    await expect(page.locator(`link[rel="preconnect"][href="https://${E2E_ALGOLIA.appId}-dsn.algolia.net"]`)).toHaveCount(1);
    expect((await page.request.get(`/${SEARCH_MANIFEST_PATH}`)).status()).toBe(404);
    await openModal(page);
    await page.locator('.DocSearch-Input').fill('retry');
    await expect(page.locator('.DocSearch-Hit-source')).toHaveText(['Hosted results']);
    await expect(page.locator('.DocSearch-Footer .DocSearch-Logo')).toBeVisible();

    const sent = queries.find((request) => request.method() === 'POST');
    expect(sent, 'a query reached the (intercepted) Algolia host').toBeTruthy();
    const url = new URL(sent!.url());
    expect(url.hostname.startsWith(E2E_ALGOLIA.appId.toLowerCase())).toBe(true);
    const headers = {...sent!.headers(), ...Object.fromEntries(url.searchParams)};
    expect(headers['x-algolia-application-id']).toBe(E2E_ALGOLIA.appId);
    expect(headers['x-algolia-api-key']).toBe(E2E_ALGOLIA.apiKey);
    const [body] = (JSON.parse(sent!.postData() ?? '{}') as {requests: Record<string, unknown>[]}).requests;
    expect(body.indexName).toBe(E2E_ALGOLIA.indexName);
    expect(body.query).toBe('retry');
    expect(body.facetFilters).toEqual(['language:en', expect.arrayContaining(['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'])]);
    // DocSearch's own parameters only: the site adds none.
    expect(Object.keys(body).sort()).toEqual(
      ['attributesToRetrieve', 'attributesToSnippet', 'clickAnalytics', 'facetFilters', 'highlightPostTag', 'highlightPreTag', 'hitsPerPage', 'indexName', 'query', 'snippetEllipsisText'].sort(),
    );
  });
});
