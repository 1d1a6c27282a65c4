/**
 * Accessibility: axe-core (the project's own `axe-core` release, run through
 * `@axe-core/playwright`) finds no violation of the WCAG 2.0
 * and 2.1 A and AA rules or of its best practices on every page of `routes.json`, in light and
 * in dark mode, nor in the open search modal with results, nor in the open mobile drawer.
 * A failure lists each rule with its help text and the selectors of the offending elements.
 */
import {readFileSync} from 'node:fs';

import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

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

/** Runs axe on the page (or on `include` only) and fails with a readable list of violations. */
async function expectNoViolations(page: Page, include?: string): Promise<void> {
  // Details of the passing and inapplicable checks are not needed, and collecting them is most of axe's time.
  const builder = new AxeBuilder({page, axeSource: AXE_SOURCE}).withTags(TAGS).options({resultTypes: ['violations']});
  const {violations} = await (include ? builder.include(include) : builder).analyze();
  const lines = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`).join('\n'),
  );
  expect(lines, `axe violations on ${page.url()}`).toEqual([]);
}

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
