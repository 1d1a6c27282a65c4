/**
 * Accessibility: axe-core (the project's own `axe-core` release, run through
 * `@axe-core/playwright`) finds no violation of the WCAG 2.0 and 2.1 A and AA rules or of its
 * best practices on every page of `routes.json`, in light and in dark mode, nor in the open
 * search modal with results, nor in the open mobile drawer. A failure lists each rule with its
 * help text and the selectors of the offending elements.
 *
 * `setLegacyMode()` runs `axe.run` once in the page. The default mode runs `axe.runPartial` in
 * every frame and `axe.finishRun` in a blank page it opens, which took three times as long on
 * our long pages (10.7 s instead of 3.3 s on /metaflow/basics); what legacy mode gives up is
 * testing cross-origin frames, and the site has no frames.
 */
import {readFileSync} from 'node:fs';

import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import type {Result} from 'axe-core';

import {checkEach, chunks, expect, loadRoutes, test, waitForHydration} from './fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
// The axe-core release of package.json, rather than the older one @axe-core/playwright bundles.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const MODES = ['light', 'dark'] as const;
type Mode = (typeof MODES)[number];

// Pages per test: each test is one browser context, so the pages share its cache.
const PAGES_PER_TEST = 10;

/** Opens the site in `mode` from the first page on (the key and values the theme stores). */
async function useMode(page: Page, mode: Mode): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), mode);
}

/** Runs axe on the current page (or on the elements matching the CSS selector `include` only). */
async function axeViolations(page: Page, include?: string): Promise<Result[]> {
  // Details of the passing and inapplicable checks are not needed, and collecting them is most of axe's time.
  const builder = new AxeBuilder({page, axeSource: AXE_SOURCE}).withTags(TAGS).options({resultTypes: ['violations']}).setLegacyMode();
  return (await (include ? builder.include(include) : builder).analyze()).violations;
}

/**
 * Fails with one readable line per axe violation on the page (or on `include` only): rule,
 * impact, help text, then each offending element's selector and what to fix.
 */
async function expectNoViolations(page: Page, include?: string): Promise<void> {
  const lines = (await axeViolations(page, include)).map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`).join('\n'),
  );
  expect(lines, `axe violations on ${page.url()}`).toEqual([]);
}

test('the check reports violations when a page has them', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/img/favicon.svg';
    const faint = document.createElement('p');
    faint.textContent = 'Faint text';
    faint.style.cssText = 'color: #ccc; background: #fff';
    document.querySelector('main')?.append(image, faint);
  });
  const rules = (await axeViolations(page)).map((violation) => violation.id);
  expect(rules).toEqual(expect.arrayContaining(['image-alt', 'color-contrast']));
});

const routes = loadRoutes();

for (const mode of MODES) {
  test.describe(`every page in ${mode} mode`, () => {
    for (const [index, chunk] of chunks(routes, PAGES_PER_TEST).entries()) {
      const range = `${index * PAGES_PER_TEST + 1}-${index * PAGES_PER_TEST + chunk.length}`;
      test(`pages ${range} (${chunk[0].path} ...) have no axe violations`, async ({page}) => {
        await useMode(page, mode);
        await checkEach(
          chunk,
          (route) => `${route.path} (${mode})`,
          async (route) => {
            await page.goto(route.path);
            await waitForHydration(page);
            await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
            await expectNoViolations(page);
          },
        );
      });
    }
  });

  test(`the open search modal with results has no axe violations (${mode})`, async ({page}) => {
    await useMode(page, mode);
    await page.goto('/metaflow/basics');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Search'}).click();
    await page.locator('.DocSearch-Input').fill('retry');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expectNoViolations(page, '.DocSearch-Container');
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
