/**
 * The page sweep and accessibility. Every page of `routes.json` is loaded once, and checked:
 * status 200 at its own path, rendered (an `<h1>`, not the not-found page), with its sidebar
 * (Python, R or none); then accessibility as below. One visit serves both because loading and
 * hydrating 150 pages is most of the time.
 *
 * Accessibility: axe-core (the project's own `axe-core` release, run through
 * `@axe-core/playwright`) finds no violation of the WCAG 2.0 and 2.1 A and AA rules or of its
 * best practices on every page of `routes.json`, in light and in dark mode, nor in the open
 * search modal (with results, with a recent search, without results, with a failed index), the
 * `/search` page with a section filter and results, the not-found page with its "Did you mean"
 * link, the open "Copy page" menu, the open mobile drawer, or the reload prompt a new build
 * brings to the installed app (which Refresh, from the keyboard, accepts). A failure lists each
 * rule with its help text and the selectors of the offending elements.
 *
 * Each page is loaded once: axe runs every rule in light mode, then the navbar toggle switches
 * the page to dark mode and axe runs the rules whose result depends on colours
 * (`COLOUR_RULES`). The two modes differ only in colours: the theme swaps CSS custom
 * properties, and the site renders no markup that depends on the mode (the test holds the main
 * content's markup, inline styles aside, to that; the toggle's own label aside, the navbar and
 * sidebar are the theme's). Running the other rules again would repeat the light pass; loading
 * the page again would cost a second navigation and hydration.
 *
 * The axe run and the colour modes are `axe.ts`'s, shared with specs that check a page in a
 * state of its own (the configuration reference with a filter applied).
 */
import type {Page} from '@playwright/test';

import {SEARCH_INDEX_PATH} from '../../plugins/local-search/engine/format';
import {COLOUR_RULES, MODES, axeViolations, expectNoViolations, switchToDark, useMode} from './axe';
import {
  checkEach,
  chunks,
  expect,
  expectNotFoundPage,
  expectRenderedPage,
  expectSidebar,
  loadRoutes,
  openInOfflineMode,
  simulateNextWorker,
  test,
  waitForHydration,
} from './fixtures';

// Pages per test: each test is one browser context, so the pages share its cache.
const PAGES_PER_TEST = 10;

/** The markup of the page's main content without inline styles (code blocks take their colours from the mode's theme). */
async function mainMarkup(page: Page): Promise<string> {
  return page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[style]').forEach((element) => element.removeAttribute('style'));
    return copy.innerHTML;
  });
}

/** Adds an image without a text alternative and a paragraph of `colour` on `background` to the page. */
async function addViolations(page: Page, colour: string, background: string): Promise<void> {
  await page.evaluate(
    ([color, backgroundColor]) => {
      const image = document.createElement('img');
      image.src = '/img/favicon.svg';
      const faint = document.createElement('p');
      faint.textContent = 'Faint text';
      Object.assign(faint.style, {color, backgroundColor});
      document.querySelector('main')?.append(image, faint);
    },
    [colour, background],
  );
}

test('the check reports violations when a page has them', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await addViolations(page, '#ccc', '#fff');
  const rules = (await axeViolations(page)).map((violation) => violation.id);
  expect(rules).toEqual(expect.arrayContaining(['image-alt', 'color-contrast']));
});

test('the dark-mode check reports colours that fail only in dark mode', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await switchToDark(page);
  // Readable on the light background; too faint on the dark one (contrast 1.2:1).
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await addViolations(page, '#333', background);
  const rules = (await axeViolations(page, {rules: COLOUR_RULES})).map((violation) => violation.id);
  expect(rules).toEqual(['color-contrast']);
});

const routes = loadRoutes();

test('the reload prompt of a new build passes axe in light and dark mode; Refresh, from the keyboard, reloads under the new worker', async ({page}) => {
  // A cap, not a wait: offline mode first precaches the whole site.
  test.setTimeout(120_000);
  await openInOfflineMode(page, '/');
  const restore = simulateNextWorker();
  try {
    // The navigation runs the browser's update check of the worker.
    await page.reload();
    await waitForHydration(page);
    const prompt = page.locator('#pwa-popup-container .alert');
    await expect(prompt).toContainText('New version available');
    await expectNoViolations(page, {include: '#pwa-popup-container'});
    await switchToDark(page);
    await expectNoViolations(page, {include: '#pwa-popup-container'});
    await expect(prompt.getByRole('button', {name: 'Close'})).toBeVisible();
    await prompt.getByRole('button', {name: 'Refresh'}).focus();
    const reloaded = page.waitForEvent('load');
    await page.keyboard.press('Enter');
    await reloaded;
    await waitForHydration(page);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    await expect(prompt).toHaveCount(0);
  } finally {
    restore();
  }
});

test.describe('every page, in light and dark mode', () => {
  for (const [index, chunk] of chunks(routes, PAGES_PER_TEST).entries()) {
    const range = `${index * PAGES_PER_TEST + 1}-${index * PAGES_PER_TEST + chunk.length}`;
    test(`pages ${range} (${chunk[0].path} ...) render with status 200 and their sidebar, and have no axe violations`, async ({page}) => {
      await useMode(page, 'light');
      await checkEach(
        chunk,
        (route) => route.path,
        async (route) => {
          const response = await page.goto(route.path);
          expect(response?.status()).toBe(200);
          await expectRenderedPage(page);
          expect(new URL(page.url()).pathname).toBe(route.path);
          await expectSidebar(page, route.sidebar);
          await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
          await expectNoViolations(page);
          const lightMarkup = await mainMarkup(page);
          await switchToDark(page);
          expect(await mainMarkup(page), 'the main content is the same markup in dark mode').toBe(lightMarkup);
          await expectNoViolations(page, {rules: COLOUR_RULES});
        },
      );
    });
  }
});

for (const mode of MODES) {
  test(`the open search modal passes axe with results, with a recent search, without results and when the index fails (${mode})`, async ({page, consoleErrors}) => {
    await useMode(page, mode);
    await page.goto('/metaflow/basics');
    await waitForHydration(page);
    const dialog = page.getByRole('dialog', {name: 'Search the docs'});
    const searchBox = dialog.getByRole('combobox', {name: 'Search docs'});
    const open = async () => {
      await page.getByRole('button', {name: 'Search', exact: true}).click();
      await expect(searchBox).toBeFocused();
    };
    await open();
    await searchBox.fill('retry');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    // The list is final (the pages' text has loaded) once it is no longer busy.
    await expect(dialog.getByRole('listbox')).not.toHaveAttribute('aria-busy', 'true');
    await expectNoViolations(page, {include: '[role="dialog"]'});
    await searchBox.fill('zqxjvw');
    await expect(dialog.getByText('No results for "zqxjvw"')).toBeVisible();
    await expectNoViolations(page, {include: '[role="dialog"]'});
    // Start screen with a recent search: open a result, then the modal again.
    await searchBox.fill('FlowSpec.next');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await open();
    await expect(dialog.getByRole('listbox', {name: 'Recent searches'}).getByRole('option')).toHaveCount(1);
    await expectNoViolations(page, {include: '[role="dialog"]'});
    await page.keyboard.press('Escape');
    // A fresh page, whose index request fails.
    const index = new URL(`/${SEARCH_INDEX_PATH}`, page.url()).href;
    await consoleErrors.failResource(page, index);
    await page.reload();
    await waitForHydration(page);
    await open();
    await searchBox.fill('retry');
    await expect(dialog.getByText('Unable to fetch results')).toBeVisible();
    await expectNoViolations(page, {include: '[role="dialog"]'});
  });

  test(`the /search page with a section filter and results has no axe violations (${mode})`, async ({page}) => {
    await useMode(page, mode);
    await page.goto('/search?q=retry&section=api');
    await waitForHydration(page);
    await expect(page.getByRole('radio', {name: 'API reference', exact: true})).toBeChecked();
    await expect(page.locator('main article h2 a').first()).toBeVisible();
    await page.getByRole('radio', {name: 'API reference', exact: true}).focus();
    await expectNoViolations(page);
  });

  test(`the open "Copy page" menu has no axe violations (${mode})`, async ({page}) => {
    await useMode(page, mode);
    await page.goto('/metaflow/basics');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'More ways to use this page'}).click();
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toBeVisible();
    await expectNoViolations(page);
  });

  test(`the not-found page with a "Did you mean" link has no axe violations (${mode})`, async ({page, baseURL, consoleErrors}) => {
    await useMode(page, mode);
    consoleErrors.allowNotFoundDocument(new URL('/Metaflow/Basics', baseURL).href);
    await page.goto('/Metaflow/Basics');
    await expectNotFoundPage(page);
    await expect(page.getByRole('link', {name: '/metaflow/basics'})).toBeVisible();
    await expectNoViolations(page);
  });

  test(`the open mobile drawer has no axe violations (${mode})`, async ({page}) => {
    await useMode(page, mode);
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/metaflow/basics');
    await waitForHydration(page);
    await page.locator('.navbar__toggle').click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await expectNoViolations(page);
  });
}
