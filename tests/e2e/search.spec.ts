/**
 * Search (DECISIONS 6): the DocSearch modal and the `/search` page over the offline index of
 * the main build (`MAIN_PORT`), and the hosted DocSearch configuration of the suite's
 * hosted-services build (`HOSTED_PORT`), whose requests to Algolia are intercepted and answered
 * here, since no network is reachable.
 */
import type {Locator, Page, Request} from '@playwright/test';

import {SEARCH_MANIFEST_PATH} from '../../src/lib/search/format';
import {expect, loadRoutes, test, waitForHydration} from './fixtures';
import {E2E_ALGOLIA} from './global-setup';
import {HOSTED_PORT} from './ports';

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

/** The paths (with anchors) that result links open, in order. */
async function resultPaths(links: Locator): Promise<string[]> {
  const urls = await links.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  return urls.map((href) => {
    const url = new URL(href);
    return url.pathname + url.hash;
  });
}

/** The modal's results: the listbox options, each the result's link (src/theme/SearchBar). */
const modalResults = (page: Page): Locator => page.locator(`${MODAL} [role="listbox"] [role="option"]`);

/** The `/search` page's results: each result's heading link. */
const pageResults = (page: Page): Locator => page.locator('main article h2 a');

const ROUTE_PATHS = new Set(loadRoutes().map((route) => route.path));

/**
 * Asserts that every result in `links` is an `<a>` whose `href` is a page of the site, with an
 * anchor when the result is a section of it, and returns the paths.
 */
async function expectResultLinks(links: Locator, message: string): Promise<string[]> {
  const count = await links.count();
  expect(count, message).toBeGreaterThan(0);
  const tags = await links.evaluateAll((anchors) => anchors.map((a) => `${a.tagName}:${a.hasAttribute('href')}`));
  expect(tags, message).toEqual(Array<string>(count).fill('A:true'));
  const paths = await resultPaths(links);
  for (const path of paths) {
    const [pathname, anchor] = path.split('#');
    expect(ROUTE_PATHS.has(pathname), `${message}: ${path} is a page`).toBe(true);
    if (anchor !== undefined) {
      expect(anchor, `${message}: ${path} has an anchor`).toMatch(/^[\w-]+$/);
    }
  }
  expect(paths.some((path) => path.includes('#')), `${message}: some results land on a section`).toBe(true);
  return paths;
}

/** Marks the current document, so that a later check can tell a client-side navigation from a reload. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, {__sameDocument: true}));
}

async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as {__sameDocument?: boolean}).__sameDocument), 'no full page load').toBe(true);
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
    const first = modalResults(page).first();
    await expect(first.locator('.DocSearch-Hit-title')).toHaveText('Adding retries to every step');
    await expect(first.locator('.DocSearch-Hit-title mark')).toHaveText(['Adding', 'retries', 'every', 'step']);
    await expect(first.locator('.DocSearch-Hit-path')).toHaveText('Dealing with Failures');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/scaling\/failures#adding-retries-to-every-step$/);
    await expect(page.locator(MODAL)).toHaveCount(0);
    await expect(page.locator('#adding-retries-to-every-step')).toBeInViewport();
  });

  test('every result is a link to its page and anchor, and the link is the option of the list', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await openModal(page);
    for (const query of ['FlowSpec.next', 'retry', 'metaflow R package remotes']) {
      await search(page, query);
      await expect(page.locator(`${MODAL} [role="listbox"] > li`).first()).toHaveAttribute('role', 'presentation');
      const paths = await expectResultLinks(modalResults(page), query);
      // Every result is an option, and no option is a tab stop: the arrow keys move between them.
      await expect(page.locator(`${MODAL} .DocSearch-Hit a`)).toHaveCount(paths.length);
      expect(await modalResults(page).evaluateAll((links) => links.map((link) => (link as HTMLElement).tabIndex)), query).toEqual(
        Array<number>(paths.length).fill(-1),
      );
    }
    expect((await resultPaths(modalResults(page))).some((path) => path.startsWith('/v/r/'))).toBe(true);
  });

  test('a click on a result opens its page without reloading; the arrow keys select and Enter opens', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await markDocument(page);
    await openModal(page);
    await search(page, 'FlowSpec.next');
    const first = modalResults(page).first();
    await expect(first).toHaveAttribute('href', '/api/flowspec#flowspec-next');
    await first.click();
    await expect(page).toHaveURL(/\/api\/flowspec#flowspec-next$/);
    await expect(page.locator(MODAL)).toHaveCount(0);
    await expect(page.locator('#flowspec-next')).toBeInViewport();
    await expectSameDocument(page);

    await openModal(page);
    await search(page, 'retry');
    const input = page.locator('.DocSearch-Input');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const selected = modalResults(page).and(page.locator('[aria-selected="true"]'));
    await expect(selected).toHaveCount(1);
    await expect(selected).toHaveId((await modalResults(page).nth(2).getAttribute('id')) ?? '');
    await expect(input).toHaveAttribute('aria-activedescendant', (await selected.getAttribute('id')) ?? '');
    const [target] = await resultPaths(selected);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname + url.hash === target);
    await expect(page.locator(MODAL)).toHaveCount(0);
    await expectSameDocument(page);
  });

  test('a middle click or Ctrl+click on a result opens it in a new tab and leaves the modal open', async ({page, context}) => {
    await page.goto('/');
    await waitForHydration(page);
    await openModal(page);
    await search(page, 'FlowSpec.next');
    const first = modalResults(page).first();
    const clicks: Parameters<Locator['click']>[0][] = [{button: 'middle'}, {modifiers: ['ControlOrMeta']}];
    for (const click of clicks) {
      const [tab] = await Promise.all([context.waitForEvent('page'), first.click(click)]);
      await expect(tab).toHaveURL(/\/api\/flowspec#flowspec-next$/);
      await tab.close();
      expect(new URL(page.url()).pathname, JSON.stringify(click)).toBe('/');
      await expect(page.locator(MODAL), JSON.stringify(click)).toBeVisible();
    }
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
      const first = modalResults(page).first();
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

  test('/search?q= shows the modal\'s results as a page of links, without the Algolia mark', async ({page}) => {
    await page.goto('/search?q=batch%20cpu');
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('Search results for "batch cpu"');
    await expect(pageResults(page).first()).toBeVisible();
    const fromPage = (await expectResultLinks(pageResults(page), '/search')).slice(0, 5);
    expect(fromPage[0]).toBe('/api/step-decorators/batch#batch-cpu');
    await expect(page.getByText('Powered by')).toBeHidden();
    await openModal(page);
    await search(page, 'batch cpu');
    // The modal groups its results by page, so its order differs: compare the results.
    await expect(modalResults(page).first()).toHaveAttribute('href', /batch/);
    const fromModal = await resultPaths(modalResults(page));
    expect(fromModal).toEqual(expect.arrayContaining(fromPage));
  });

  test('/search filters by section, keeps the filter in the URL, and it survives a reload', async ({page}) => {
    await page.goto('/search?q=retry');
    await waitForHydration(page);
    const filter = page.getByRole('group', {name: 'Section'});
    const all = filter.getByRole('radio', {name: 'All sections', exact: true});
    await expect(all).toBeChecked();
    await expect(pageResults(page).first()).toBeVisible();
    const everywhere = await resultPaths(pageResults(page));
    expect(everywhere.some((path) => path.startsWith('/api')), 'all sections: API results').toBe(true);
    expect(everywhere.some((path) => !path.startsWith('/api') && !path.startsWith('/v/r')), 'all sections: guide results').toBe(true);

    const sections = [
      ['API reference', 'api', (path: string) => path === '/api' || path.startsWith('/api/') || path.startsWith('/api#')],
      ['R docs', 'r', (path: string) => path === '/v/r' || path.startsWith('/v/r/') || path.startsWith('/v/r#')],
      ['Python guide', 'python', (path: string) => !path.startsWith('/api') && !path.startsWith('/v/r')],
    ] as const;
    // Each section's list differs from the one before, so the wait ends only once the filtered results show.
    for (const [label, id, inSection] of sections) {
      await filter.getByRole('radio', {name: label, exact: true}).check();
      await expect(page).toHaveURL((url) => url.searchParams.get('section') === id && url.searchParams.get('q') === 'retry');
      await expect
        .poll(async () => {
          const paths = await resultPaths(pageResults(page));
          return paths.length > 0 && paths.every(inSection);
        }, label)
        .toBe(true);
    }

    await page.goto('/search?q=retry&section=api');
    await waitForHydration(page);
    await expect(filter.getByRole('radio', {name: 'API reference', exact: true})).toBeChecked();
    await expect(pageResults(page).first()).toBeVisible();
    expect((await resultPaths(pageResults(page))).filter((path) => !path.startsWith('/api')), 'after a reload').toEqual([]);
    await page.reload();
    await waitForHydration(page);
    await expect(filter.getByRole('radio', {name: 'API reference', exact: true})).toBeChecked();
    await expect(pageResults(page).first()).toBeVisible();
    expect((await resultPaths(pageResults(page))).filter((path) => !path.startsWith('/api')), 'after a reload').toEqual([]);

    // Keyboard: the arrow keys move through the radios, and the results follow.
    await filter.getByRole('radio', {name: 'API reference', exact: true}).focus();
    await page.keyboard.press('ArrowRight');
    await expect(filter.getByRole('radio', {name: 'R docs', exact: true})).toBeChecked();
    await expect(filter.getByRole('radio', {name: 'R docs', exact: true})).toBeFocused();
    await expect(page).toHaveURL((url) => url.searchParams.get('section') === 'r');
    await expect(pageResults(page).first()).toHaveAttribute('href', /^\/v\/r/);

    await all.check();
    await expect(page).toHaveURL((url) => !url.searchParams.has('section') && url.searchParams.get('q') === 'retry');
  });

  test('/search with an unknown section shows every section', async ({page}) => {
    await page.goto('/search?q=retry&section=%3Cscript%3E');
    await waitForHydration(page);
    await expect(page.getByRole('group', {name: 'Section'}).getByRole('radio', {name: 'All sections', exact: true})).toBeChecked();
    await expect(pageResults(page).first()).toBeVisible();
    const paths = await resultPaths(pageResults(page));
    expect(paths.some((path) => path.startsWith('/api'))).toBe(true);
    expect(paths.some((path) => !path.startsWith('/api') && !path.startsWith('/v/r'))).toBe(true);
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

  test('/search has no section filter (the hosted index has no section facet) and ignores the parameter', async ({page, consoleErrors}) => {
    await consoleErrors.blockAnalytics(page);
    const bodies: string[] = [];
    // An empty answer for each request of the page's search helper.
    await page.route(/algolia\.net|algolianet\.com/, async (route) => {
      const body = route.request().postData() ?? '{"requests":[]}';
      bodies.push(body);
      const {requests} = JSON.parse(body) as {requests: unknown[]};
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: {'Access-Control-Allow-Origin': '*'},
        body: JSON.stringify({results: requests.map(() => ({hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 15, query: 'retry', params: ''}))}),
      });
    });
    await page.goto('/search?q=retry&section=api');
    await waitForHydration(page);
    await expect(page.getByText('No results were found')).toBeVisible();
    await expect(page.getByRole('group', {name: 'Section'})).toHaveCount(0);
    // The page's own filters were sent; none on a section.
    expect(bodies.join('\n')).toContain('docusaurus_tag');
    expect(bodies.join('\n')).not.toContain('section');
  });

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
