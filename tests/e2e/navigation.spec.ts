/**
 * Navigation chrome: the responsive navbar (mobile drawer up to 996px, desktop items from
 * 997px), its links and logo, hide-on-scroll, the skip link, page titles, "Edit this page"
 * links and the table of contents (h2 and h3 only).
 */
import type {APIRequestContext, Page} from '@playwright/test';

import {checkEach, expect, loadRoutes, scrollWindowTo, test, waitForHydration} from './fixtures';

const PYTHON_PAGE = '/introduction/why-metaflow';
const R_PAGE = '/v/r/getting-started/install';
const NAV_ITEMS = ['Python Docs', 'R Docs', 'Admin Docs'];

/** The main navbar. */
function navbar(page: Page) {
  return page.getByRole('navigation', {name: 'Main'});
}

/** A link of the navbar's item row (not of the mobile drawer). */
function navbarItem(page: Page, name: string) {
  // External links' names end with "(opens in new tab)".
  return page.locator('.navbar__inner').getByRole('link', {name: new RegExp(`^${name}`)});
}

test.describe('responsive navbar', () => {
  test('at 996px wide the menu toggle is shown and opens the mobile drawer', async ({page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await page.goto(PYTHON_PAGE);
    await waitForHydration(page);
    const toggle = page.locator('.navbar__toggle');
    await expect(toggle).toBeVisible();
    for (const name of NAV_ITEMS) {
      await expect(navbarItem(page, name)).toBeHidden();
    }
    await toggle.click();
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer).toBeVisible();
    await expect(navbar(page)).toHaveClass(/navbar-sidebar--show/);
    await expect(drawer.getByRole('link', {name: 'R Docs'})).toBeVisible();
  });

  test('at 997px wide the navbar items are shown and the menu toggle is hidden', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await page.goto(PYTHON_PAGE);
    await waitForHydration(page);
    for (const name of NAV_ITEMS) {
      await expect(navbarItem(page, name)).toBeVisible();
    }
    await expect(page.locator('.navbar__toggle')).toBeHidden();
  });
});

test('the navbar links go to the Python docs, the R docs and the admin docs', async ({page}) => {
  await page.goto(PYTHON_PAGE);
  await waitForHydration(page);
  await expect(navbarItem(page, 'Python Docs')).toHaveAttribute('href', '/');
  await expect(navbarItem(page, 'R Docs')).toHaveAttribute('href', '/v/r');
  await expect(navbarItem(page, 'Admin Docs')).toHaveAttribute('href', 'https://outerbounds.com/docs/admin');

  await navbarItem(page, 'R Docs').click();
  await expect(page).toHaveURL((url) => url.pathname === '/v/r');
  await navbarItem(page, 'Python Docs').click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('the navbar logo has height 30', async ({page}) => {
  await page.goto(PYTHON_PAGE);
  await waitForHydration(page);
  const logo = page.locator('.navbar__brand img').filter({visible: true});
  await expect(logo).toHaveCount(1);
  await expect(logo).toHaveAttribute('height', '30');
});

test('the navbar hides when scrolling down and shows again when scrolling up', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 720});
  await page.goto('/getting-started/install');
  await waitForHydration(page);
  const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(scrollable, 'the page is long enough to scroll').toBeGreaterThan(1500);

  const scrollTo = (y: number) => scrollWindowTo(page, y);
  const isHidden = () =>
    navbar(page).evaluate(
      (nav) =>
        nav.classList.contains('navbar--hidden') ||
        Array.from(nav.classList).some((name) => name.startsWith('navbarHidden')) ||
        nav.getBoundingClientRect().bottom <= 0,
    );

  await expect.poll(isHidden).toBe(false);
  await scrollTo(400);
  await scrollTo(900);
  await expect.poll(isHidden).toBe(true);
  await scrollTo(600);
  await expect.poll(isHidden).toBe(false);
  await expect(navbar(page)).toBeInViewport();
});

test('the first Tab press focuses the skip-to-content link, which points to the main content', async ({page}) => {
  await page.goto(PYTHON_PAGE);
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveCount(1);
  await expect(focused).toHaveText(/skip to main content/i);
  const href = await focused.getAttribute('href');
  expect(href).toMatch(/^#./);
  const target = page.locator(`[id="${href?.slice(1)}"]`);
  await expect(target).toHaveCount(1);
  await expect(target.locator('article h1')).toBeVisible();
  expect(await target.evaluate((element) => element.tagName === 'MAIN' || element.querySelector('main') !== null)).toBe(true);
});

test('a doc page title is "<page title> | Metaflow Docs"', async ({page}) => {
  await page.goto(PYTHON_PAGE);
  await waitForHydration(page);
  const h1 = (await page.locator('article h1').textContent())?.trim();
  expect(h1).toBeTruthy();
  await expect(page).toHaveTitle(`${h1} | Metaflow Docs`);
});

test.describe('"Edit this page" links', () => {
  const cases = [
    {path: PYTHON_PAGE, source: 'docs/python/introduction/why-metaflow.mdx'},
    {path: R_PAGE, source: 'docs/r/getting-started/install.mdx'},
  ];
  for (const {path, source} of cases) {
    test(`${path} links to ${source} on GitHub`, async ({page}) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
        'href',
        `https://github.com/Netflix/metaflow-docs/blob/master/${source}`,
      );
    });
  }
});

/**
 * Picks the pages to check the table of contents on, from the served HTML of every route: the
 * page whose TOC has the most entries, plus up to three pages with an `<h4>` heading (the level
 * the TOC must leave out), if the content has any.
 */
async function pagesForTocCheck(request: APIRequestContext): Promise<string[]> {
  const withH4: string[] = [];
  let richest = {path: '', entries: 0};
  for (const {path} of loadRoutes()) {
    const html = await (await request.get(path)).text();
    const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
    if (/<h4[\s>]/.test(article)) {
      withH4.push(path);
    }
    const entries = (html.match(/table-of-contents__link/g) ?? []).length;
    if (entries > richest.entries) {
      richest = {path, entries};
    }
  }
  return [...new Set([richest.path, ...withH4.slice(0, 3)])];
}

test('the table of contents lists h2 and h3 headings but no h4', async ({page, request}) => {
  const paths = await pagesForTocCheck(request);
  expect(paths.length).toBeGreaterThan(0);
  await page.setViewportSize({width: 1280, height: 800});
  let sawH3 = false;
  for (const path of paths) {
    await page.goto(path);
    await waitForHydration(page);
    const toc = page.locator('.theme-doc-toc-desktop .table-of-contents');
    await expect(toc, `${path} has a table of contents`).toBeVisible();
    const targets = await toc.locator('a[href^="#"]').evaluateAll((links) =>
      links.map((link) => {
        const id = decodeURIComponent(link.getAttribute('href')!.slice(1));
        return {id, tag: document.getElementById(id)?.tagName ?? 'missing'};
      }),
    );
    expect(targets.length, `${path} has TOC entries`).toBeGreaterThan(0);
    expect(targets.filter(({tag}) => tag !== 'H2' && tag !== 'H3'), `${path}: TOC entries that are not h2/h3`).toEqual([]);
    expect(targets.some(({tag}) => tag === 'H2'), `${path}: the TOC has an h2`).toBe(true);

    const h4Ids = await page.locator('article h4[id]').evaluateAll((headings) => headings.map((h) => h.id));
    const listed = new Set(targets.map(({id}) => id));
    expect(h4Ids.filter((id) => listed.has(id)), `${path}: h4 headings in the TOC`).toEqual([]);
    sawH3 ||= targets.some(({tag}) => tag === 'H3');
  }
  expect(sawH3, 'a table of contents lists an h3').toBe(true);
});

test.describe('moving between the Python and R docs', () => {
  test('a page that exists in both languages links to its counterpart', async ({page}) => {
    await page.goto('/metaflow/basics');
    await page.getByRole('link', {name: 'This page in the R docs'}).click();
    await expect(page).toHaveURL(/\/v\/r\/metaflow\/basics$/);
    await page.getByRole('link', {name: 'This page in the Python docs'}).click();
    await expect(page).toHaveURL(/\/metaflow\/basics$/);
  });

  test('an R page outside the sidebar has a breadcrumb back to the R home', async ({page}) => {
    await page.goto('/v/r/metaflow/client');
    await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
    const breadcrumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
    await breadcrumbs.getByRole('link', {name: 'R Docs'}).click();
    await expect(page).toHaveURL(/\/v\/r$/);
  });

  test('every R page, in the R sidebar or not, shows "R Docs" as the current navbar item and a breadcrumb to the R home', async ({page}) => {
    const rPages = loadRoutes().filter(({path}) => path.startsWith('/v/r/'));
    expect(rPages.filter(({sidebar}) => sidebar === null), 'the R pages outside the sidebar').toHaveLength(13);
    await page.setViewportSize({width: 1280, height: 800});
    await checkEach(rPages, ({path}) => path, async ({path}) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('.navbar__inner .navbar__link--active')).toHaveText(['R Docs']);
      await expect(page.getByRole('navigation', {name: 'Breadcrumbs'}).getByRole('link').first()).toHaveAttribute('href', '/v/r');
    });
  });

  test('no Python page shows "R Docs" as the current navbar item', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    for (const path of ['/', '/api/flowspec', PYTHON_PAGE]) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('.navbar__inner .navbar__link--active'), path).toHaveText(['Python Docs']);
    }
  });
});
