/**
 * Search (DECISIONS 6, issue 34): the offline search's modal and `/search` page
 * (`plugins/local-search/theme`) over the index of the main build (`MAIN_PORT`), and the hosted
 * DocSearch configuration of the suite's hosted-services build (`HOSTED_PORT`), whose requests
 * to Algolia are intercepted and answered here, since no network is reachable.
 *
 * The modal is found by its roles: the dialog "Search the docs", its combobox "Search docs" and
 * the listbox whose options are the results (cmdk's markup); parts of a result by the class names
 * of its CSS module (`hitTitle_…`). Expected counts come from the engine run in Node over the same
 * build (`scripts/lib/built-search.ts`).
 */
import type {Locator, Page, Request, Route} from '@playwright/test';

import {SEARCH_INDEX_PATH} from '../../plugins/local-search/engine/format';
import {RECENT_SEARCHES_KEY} from '../../plugins/local-search/theme/SearchModal/recent-searches';
import {builtSearchEngine} from '../../scripts/lib/built-search';
import type {SearchEngine} from '../../plugins/local-search/engine/types';
import {REPO_ROOT, expect, loadRoutes, test, waitForHydration} from './fixtures';
import {E2E_ALGOLIA} from './global-setup';
import {HOSTED_PORT} from './ports';

const dialog = (page: Page): Locator => page.getByRole('dialog', {name: 'Search the docs'});
const searchBox = (page: Page): Locator => dialog(page).getByRole('combobox', {name: 'Search docs'});
/** The modal's results (or recent searches): the listbox's options, each the result's link. */
const modalResults = (page: Page): Locator => dialog(page).getByRole('listbox').getByRole('option');
/** The group titles (page paths) of the modal's results. */
const groupTitles = (page: Page): Locator => dialog(page).locator('[cmdk-group-heading]');
const titleOf = (option: Locator): Locator => option.locator('[class*="hitTitle_"]');
const pathOf = (option: Locator): Locator => option.locator('[class*="hitPath_"]');
/** The `/search` page's results: each result's heading link. */
const pageResults = (page: Page): Locator => page.locator('main article h2 a');

/** Presses Esc and waits until the modal is gone and the Search button has the focus again. */
async function closeModal(page: Page, message?: string): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog(page), message).toHaveCount(0);
  await expect(page.getByRole('button', {name: 'Search', exact: true}), message).toBeFocused();
}

/** Opens the modal with the navbar's Search button and returns its search box. */
async function openModal(page: Page): Promise<Locator> {
  await page.getByRole('button', {name: 'Search', exact: true}).click();
  await expect(searchBox(page)).toBeFocused();
  return searchBox(page);
}

/**
 * Types `query` into the open modal and waits for its first result and, unless `final` is false
 * (the pages' text is held back), for the list to be final: no longer busy.
 */
async function search(page: Page, query: string, final = true): Promise<void> {
  await searchBox(page).fill(query);
  await expect(modalResults(page).first()).toBeVisible();
  if (final) {
    await expect(dialog(page).getByRole('listbox')).not.toHaveAttribute('aria-busy', 'true');
  }
}

/** Waits for the `/search` page's results, final: shown, and no longer busy (the pages' text has loaded). */
async function expectPageResults(page: Page): Promise<void> {
  await expect(pageResults(page).first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/** The paths (with anchors) that result links open, in order. */
async function resultPaths(links: Locator): Promise<string[]> {
  const urls = await links.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  return urls.map((href) => {
    const url = new URL(href);
    return url.pathname + url.hash;
  });
}

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
  return pathname === `/${SEARCH_INDEX_PATH}` || pathname.startsWith('/assets/search/');
}

/**
 * Holds every request matching `url` until the returned function is called, which lets them
 * through, and the ones still to come at once. `held` resolves once the first is held.
 */
async function holdRequests(page: Page, url: string | RegExp): Promise<{held: Promise<void>; release: () => void}> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let firstHeld!: () => void;
  const held = new Promise<void>((resolve) => (firstHeld = resolve));
  await page.route(url, async (route: Route) => {
    firstHeld();
    await released;
    await route.continue();
  });
  return {held, release};
}

let built: Promise<SearchEngine> | undefined;
/** The engine over `build/`, loaded once per worker when a test first needs it. */
const builtEngine = (): Promise<SearchEngine> => (built ??= builtSearchEngine(`${REPO_ROOT}/build`));

test.describe('offline search', () => {
  test('a page loads no search index and contacts no host but its own; a search loads the two index files', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/scaling/failures');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(requests.filter(isSearchIndexRequest)).toEqual([]);
    expect(requests.filter((url) => new URL(url).hostname !== 'localhost')).toEqual([]);
    expect(await page.locator('link[rel="preconnect"]').count()).toBe(0);
    await openModal(page);
    await search(page, 'retry');
    await expect
      .poll(() => requests.filter(isSearchIndexRequest).map((url) => new URL(url).pathname))
      .toEqual([`/${SEARCH_INDEX_PATH}`, expect.stringMatching(/^\/assets\/search\/text\.[0-9a-f]{12}\.json$/)]);
  });

  test('pointing at the Search button, or pressing Control, starts loading the index before the modal opens', async ({page}) => {
    const isIndex = (request: Request) => new URL(request.url()).pathname === `/${SEARCH_INDEX_PATH}`;
    await page.goto('/');
    await waitForHydration(page);
    const index = page.waitForRequest(isIndex);
    await page.getByRole('button', {name: 'Search', exact: true}).hover();
    await index;
    await page.mouse.move(5, 400);
    await page.goto('/metaflow/basics');
    await waitForHydration(page);
    // A new document: the index is loaded again, on the first key of the shortcut.
    const again = page.waitForRequest(isIndex);
    await page.keyboard.press('Control');
    await again;
    await expect(dialog(page)).toHaveCount(0);
  });

  test('the Search button, "/", Ctrl+K and Cmd+K open the modal; Esc and the shortcut again close it', async ({page}) => {
    await page.goto('/metaflow/basics');
    await waitForHydration(page);
    const button = page.getByRole('button', {name: 'Search', exact: true});
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K /');
    await expect(button).toContainText('Search');
    await expect(button.locator('kbd')).toHaveText(['Ctrl', 'K']);
    const input = await openModal(page);
    await expect(input).toHaveAttribute('placeholder', 'Search docs');
    const footer = dialog(page).locator('footer');
    for (const label of ['to navigate', 'to select', 'to close']) {
      await expect(footer.getByText(label, {exact: true})).toBeVisible();
    }
    await expect(footer.locator('kbd')).toHaveText(['↵Enter', '↓Arrow down', '↑Arrow up', 'EscEscape']);
    await closeModal(page);
    for (const keys of ['/', 'Control+k', 'Meta+k']) {
      // Closing the modal focuses the Search button; the shortcuts work from anywhere but a field.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press(keys);
      await expect(searchBox(page), keys).toBeFocused();
      await closeModal(page, keys);
    }
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toHaveCount(0);
  });

  test('"/" typed in a field is text, not the shortcut', async ({page}) => {
    await page.goto('/search?q=retry');
    await waitForHydration(page);
    const field = page.getByRole('searchbox', {name: 'Search'});
    await field.focus();
    await page.keyboard.type('/x');
    await expect(field).toHaveValue('retry/x');
    await expect(dialog(page)).toHaveCount(0);
  });

  test('keys typed right after Ctrl+K, before the modal has loaded, all reach the search box', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    // Scripts requested from now on (the modal's chunk) wait until the typing is done.
    const scripts = await holdRequests(page, /\/assets\/js\/.*\.js$/);
    await page.keyboard.press('Control+k');
    await scripts.held;
    await page.keyboard.type('retry');
    await expect(dialog(page)).toHaveCount(0);
    scripts.release();
    await expect(searchBox(page)).toHaveValue('retry');
    await expect(searchBox(page)).toBeFocused();
    await expect(modalResults(page).first()).toBeVisible();
  });

  test('while the index loads the modal says so, never "No results for"; results follow', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const index = await holdRequests(page, `**/${SEARCH_INDEX_PATH}`);
    await openModal(page);
    await page.keyboard.type('retry');
    await index.held;
    await expect(dialog(page).getByRole('status')).toHaveText('Loading the search index…');
    await expect(dialog(page).getByText('No results for')).toHaveCount(0);
    index.release();
    await expect(modalResults(page).first()).toBeVisible();
    await expect(dialog(page).getByText('No results for')).toHaveCount(0);
  });

  test('"See all N results" counts the places matching the query typed, not the keystrokes before it', async ({page}) => {
    await page.goto('/scaling/failures');
    await waitForHydration(page);
    await openModal(page);
    await page.keyboard.type('retry');
    const total = (await builtEngine()).search('retry', {preferredTag: 'docs-default-'}).total;
    expect(total).toBeGreaterThan(1);
    const seeAll = dialog(page).getByRole('link', {name: /^See all \d+ results$/});
    await expect(seeAll).toHaveText(`See all ${total} results`);
    await expect(seeAll).toHaveAttribute('href', '/search?q=retry');
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=retry$/);
    await expect(page.getByRole('status')).toHaveText(`${total} results`);
  });

  test('results are grouped by page under its section path, highlighted, and land on the heading', async ({page}) => {
    await page.goto('/metaflow/basics');
    await waitForHydration(page);
    await openModal(page);
    await search(page, 'adding retries to every step');
    await expect(groupTitles(page).first()).toHaveText('Scalable Flows › Dealing with Failures');
    await expect(dialog(page).getByRole('group').first()).toHaveAccessibleName('Scalable Flows › Dealing with Failures');
    const first = modalResults(page).first();
    await expect(titleOf(first)).toHaveText('Adding retries to every step');
    await expect(titleOf(first).locator('mark')).toHaveText(['Adding', 'retries', 'every', 'step']);
    await expect(pathOf(first)).toHaveText('Dealing with Failures');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/scaling\/failures#adding-retries-to-every-step$/);
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator('#adding-retries-to-every-step')).toBeInViewport();
  });

  test('every result is a link to its page and anchor, and the link is the option of the list', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await openModal(page);
    for (const query of ['FlowSpec.next', 'retry', 'metaflow rstudio']) {
      await search(page, query);
      const paths = await expectResultLinks(modalResults(page), query);
      // Every link of the list is an option, nothing in an option is interactive, and no option is a tab stop.
      await expect(dialog(page).getByRole('listbox').locator('a')).toHaveCount(paths.length);
      expect(await modalResults(page).locator('a, button, input, [tabindex]').count(), query).toBe(0);
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
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator('#flowspec-next')).toBeInViewport();
    await expectSameDocument(page);

    await openModal(page);
    await search(page, 'retry');
    // Once the pages' text has loaded, so that the list no longer grows.
    const total = (await builtEngine()).search('retry', {preferredTag: 'docs-default-'}).total;
    await expect(dialog(page).getByRole('link', {name: `See all ${total} results`})).toBeVisible();
    const input = searchBox(page);
    const selected = modalResults(page).and(page.locator('[aria-selected="true"]'));
    await expect(selected).toHaveId((await modalResults(page).first().getAttribute('id')) ?? '');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(selected).toHaveCount(1);
    await expect(selected).toHaveId((await modalResults(page).nth(2).getAttribute('id')) ?? '');
    await expect(input).toHaveAttribute('aria-activedescendant', (await selected.getAttribute('id')) ?? '');
    await expect(input).toBeFocused();
    const [target] = await resultPaths(selected);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname + url.hash === target);
    await expect(dialog(page)).toHaveCount(0);
    await expectSameDocument(page);
  });

  test('the result chosen with the arrow keys stays chosen when the pages\' text arrives', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const text = await holdRequests(page, /\/assets\/search\/text\.[0-9a-f]+\.json$/);
    await openModal(page);
    await search(page, 'retry', false);
    await text.held;
    await expect(dialog(page).getByRole('listbox'), 'busy while the text is held').toHaveAttribute('aria-busy', 'true');
    await page.keyboard.press('ArrowDown');
    const selected = modalResults(page).and(page.locator('[aria-selected="true"]'));
    await expect(selected).toHaveId((await modalResults(page).nth(1).getAttribute('id')) ?? '');
    const chosen = await selected.getAttribute('href');
    text.release();
    const total = (await builtEngine()).search('retry', {preferredTag: 'docs-default-'}).total;
    await expect(dialog(page).getByRole('link', {name: `See all ${total} results`})).toBeVisible();
    await expect(selected).toHaveAttribute('href', chosen ?? '');
    // A new query starts again from its first result.
    await page.keyboard.type(' times');
    await expect(searchBox(page)).toHaveValue('retry times');
    await expect(modalResults(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(selected).toHaveCount(1);
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
      await expect(dialog(page), JSON.stringify(click)).toBeVisible();
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
      await expect(titleOf(first), query).toHaveText(title);
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

  test('opened results are kept in local storage as recent searches, which Delete, × and Clear remove', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    for (const query of ['batch cpu', 'FlowSpec.next']) {
      await openModal(page);
      await search(page, query);
      await page.keyboard.press('Enter');
      await expect(dialog(page)).toHaveCount(0);
    }
    await expect(page).toHaveURL(/\/api\/flowspec#flowspec-next$/);
    await openModal(page);
    const recent = dialog(page).getByRole('listbox', {name: 'Recent searches'});
    await expect(recent.getByRole('option').locator('[class*="hitTitle_"]')).toHaveText(['FlowSpec.next', '@batch(cpu)']);
    await expect(recent.getByRole('option').first()).toHaveAttribute('href', '/api/flowspec#flowspec-next');
    const stored = () => page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '[]') as {url: string}[], RECENT_SEARCHES_KEY);
    expect((await stored()).map((entry) => entry.url)).toEqual(['/api/flowspec#flowspec-next', '/api/step-decorators/batch#batch-cpu']);

    // Delete removes the active one; the next one becomes active.
    await page.keyboard.press('Delete');
    await expect(recent.getByRole('option')).toHaveCount(1);
    await expect(recent.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    expect((await stored()).map((entry) => entry.url)).toEqual(['/api/step-decorators/batch#batch-cpu']);
    // A recent search opens like a result.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/api\/step-decorators\/batch#batch-cpu$/);
    await openModal(page);
    // The × removes one by pointer, without opening it.
    await recent.getByRole('option').first().locator('[class*="remove_"]').click();
    await expect(dialog(page).getByText('No recent searches')).toBeVisible();
    await expect(page).toHaveURL(/\/api\/step-decorators\/batch#batch-cpu$/);
    expect(await stored()).toEqual([]);
    await closeModal(page);

    await openModal(page);
    await search(page, 'retry');
    await page.keyboard.press('Enter');
    await openModal(page);
    await dialog(page).getByRole('button', {name: 'Clear recent searches'}).click();
    await expect(dialog(page).getByText('No recent searches')).toBeVisible();
    expect(await stored()).toEqual([]);
  });

  test('a query without hits says so, suggests searches and links to a new issue', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await openModal(page);
    await search(page, 'foreach');
    await searchBox(page).fill('zqxjvw');
    await expect(dialog(page).getByText('No results for "zqxjvw"')).toBeVisible();
    await expect(dialog(page).getByText('Try searching for')).toBeVisible();
    await expect(dialog(page).getByText('Believe this query should return results?')).toBeVisible();
    const link = dialog(page).getByRole('link', {name: 'Let us know.'});
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(href.origin + href.pathname).toBe('https://github.com/Netflix/metaflow-docs/issues/new');
    expect(href.searchParams.get('title')).toBe('Search: no results for "zqxjvw"');
    // A suggestion searches for it.
    const suggestion = dialog(page).getByRole('listitem').getByRole('button').first();
    const text = (await suggestion.textContent()) ?? '';
    await suggestion.click();
    await expect(searchBox(page)).toHaveValue(text);
    await expect(modalResults(page).first()).toBeVisible();
    // The × empties the box, which keeps the focus.
    await dialog(page).getByRole('button', {name: 'Clear the query'}).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(searchBox(page)).toBeFocused();
  });

  test('an index that fails to load shows "Unable to fetch results", and the next keystroke tries again', async ({page, consoleErrors}) => {
    await page.goto('/');
    await waitForHydration(page);
    const index = new URL(`/${SEARCH_INDEX_PATH}`, page.url()).href;
    await consoleErrors.failResource(page, index);
    await openModal(page);
    await searchBox(page).fill('retry');
    const error = dialog(page).getByRole('alert');
    await expect(error.getByText('Unable to fetch results')).toBeVisible();
    await expect(error.getByText('You might want to check your network connection.')).toBeVisible();
    await page.unroute(index);
    await page.keyboard.type(' step');
    await expect(modalResults(page).first()).toBeVisible();
    await expect(error).toHaveCount(0);
  });

  test('when the pages\' text fails to load, a query only the text answers shows "Unable to fetch results"', async ({page, consoleErrors}) => {
    await page.goto('/');
    await waitForHydration(page);
    const titles = (await (await page.request.get(`/${SEARCH_INDEX_PATH}`)).json()) as {text: string};
    const text = new URL(titles.text, page.url()).href;
    await consoleErrors.failResource(page, text);
    await openModal(page);
    // "tarball" is in the pages' text only, never in a title, heading or reference name.
    await searchBox(page).fill('tarball');
    const error = dialog(page).getByRole('alert');
    await expect(error.getByText('Unable to fetch results')).toBeVisible();
    // Names and titles still answer.
    await searchBox(page).fill('retry');
    await expect(modalResults(page).first()).toBeVisible();
    await page.unroute(text);
    await searchBox(page).fill('tarball');
    await expect(modalResults(page).first()).toBeVisible();
    await expect(error).toHaveCount(0);
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
      await searchBox(page).fill(query);
      await expect(modalResults(page).first().or(dialog(page).getByText(/^No results for|^No recent searches$/)), query).toBeVisible();
      await expect(dialog(page).getByRole('alert'), query).toHaveCount(0);
    }
    await searchBox(page).fill('<img src=x onerror="window.__injected=1">');
    await expect(dialog(page).getByText('No results for "<img src=x onerror="window.__injected=1">"').or(modalResults(page).first())).toBeVisible();
    expect(await dialog(page).locator('img[src="x"], script').count()).toBe(0);
    expect(await page.evaluate(() => (window as {__injected?: number}).__injected)).toBeUndefined();
  });

  test('/search?q= shows the modal\'s results as a page of links', async ({page}) => {
    await page.goto('/search?q=batch%20cpu');
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('Search results for "batch cpu"');
    await expectPageResults(page);
    const fromPage = (await expectResultLinks(pageResults(page), '/search')).slice(0, 5);
    expect(fromPage[0]).toBe('/api/step-decorators/batch#batch-cpu');
    await expect(page.getByText('Powered by')).toHaveCount(0);
    await openModal(page);
    await search(page, 'batch cpu');
    // The modal groups its results by page, so its order differs: compare the results.
    await expect(modalResults(page).first()).toHaveAttribute('href', /batch/);
    const fromModal = await resultPaths(modalResults(page));
    expect(fromModal).toEqual(expect.arrayContaining(fromPage));
  });

  test('/search shows each result\'s excerpt with the query marked, a breadcrumb without repeats, and at most two places of a page in a row', async ({page}) => {
    await page.goto('/search?q=retry');
    await waitForHydration(page);
    const articles = page.locator('main article');
    await expect(articles.first()).toBeVisible();
    const engine = await builtEngine();
    await expect(page.getByRole('status')).toHaveText(`${engine.search('retry').total} results`);
    await expect(articles).toHaveCount(20);
    const excerpts = articles.locator('[class*="excerpt_"]');
    expect(await excerpts.count()).toBeGreaterThan(10);
    await expect(excerpts.locator('mark').first()).toHaveText(/^retr/i);
    const results = await articles.evaluateAll((nodes) =>
      nodes.map((node) => ({
        path: new URL((node.querySelector('h2 a') as HTMLAnchorElement).href).pathname,
        title: node.querySelector('h2')?.textContent ?? '',
        crumbs: node.querySelector('[class*="breadcrumb_"]')?.textContent?.split(' › ') ?? [],
      })),
    );
    for (const {title, crumbs} of results) {
      expect(new Set(crumbs).size, crumbs.join(' › ')).toBe(crumbs.length);
      expect(crumbs.at(-1), title).not.toBe(title);
    }
    expect(results.some((result) => result.crumbs.length > 1), 'some breadcrumbs').toBe(true);
    const runs = results.map((result, at) => at + 3 <= results.length && results.slice(at, at + 3).every((next) => next.path === result.path));
    expect(runs.some(Boolean), 'three results of one page in a row').toBe(false);
    // In the engine's order (each page's two best places before any page's third), not regrouped.
    expect(await resultPaths(pageResults(page))).toEqual(engine.search('retry', {limit: 20}).hits.map((hit) => hit.place.url));
    await page.getByRole('button', {name: 'Show more results'}).click();
    await expect(articles).toHaveCount(40);
  });

  test('/search filters by section, keeps the filter in the URL, and it survives a reload', async ({page}) => {
    await page.goto('/search?q=retry');
    await waitForHydration(page);
    const filter = page.getByRole('group', {name: 'Section'});
    const all = filter.getByRole('radio', {name: 'All sections', exact: true});
    await expect(all).toBeChecked();
    await expectPageResults(page);
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
    await expectPageResults(page);
    expect((await resultPaths(pageResults(page))).filter((path) => !path.startsWith('/api')), 'after a reload').toEqual([]);
    await page.reload();
    await waitForHydration(page);
    await expect(filter.getByRole('radio', {name: 'API reference', exact: true})).toBeChecked();
    await expectPageResults(page);
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
    await expectPageResults(page);
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

  test('/search says "No results were found" only once the index has loaded', async ({page}) => {
    const index = await holdRequests(page, `**/${SEARCH_INDEX_PATH}`);
    await page.goto('/search?q=zqxjvw');
    await waitForHydration(page);
    await index.held;
    await expect(page.getByRole('status')).toHaveText('Loading the search index…');
    index.release();
    await expect(page.getByRole('status')).toHaveText('No results were found');
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
    expect((await page.request.get(`/${SEARCH_INDEX_PATH}`)).status()).toBe(404);
    await page.getByRole('button', {name: 'Search'}).click();
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
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
