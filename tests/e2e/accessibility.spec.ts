/**
 * Accessibility: axe-core (the release in package.json) finds no violation of the WCAG 2.0
 * and 2.1 A and AA rules or of its best practices on every page of `routes.json`, in light and
 * in dark mode, nor in the open search modal with results, nor in the open mobile drawer.
 * A failure lists each rule with its help text and the selectors of the offending elements.
 *
 * axe runs inside the page through its own `axe.run`. `@axe-core/playwright` was dropped: its
 * frame-by-frame `runPartial` and the extra page it opens for `finishRun` made each check three
 * to four times slower on our long pages (10 s instead of 2.8 s on /metaflow/basics), and the
 * site has no frames for it to visit.
 */
import {readFileSync} from 'node:fs';

import type {Page} from '@playwright/test';
import type axe from 'axe-core';

import {checkEach, chunks, expect, loadRoutes, test, waitForHydration} from './fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const MODES = ['light', 'dark'] as const;
type Mode = (typeof MODES)[number];

// Pages per test: each test is one browser context, so the pages share its cache.
const PAGES_PER_TEST = 10;

/** Opens the site in `mode` from the first page on (the key and values the theme stores). */
async function useMode(page: Page, mode: Mode): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), mode);
}

/**
 * Runs axe on the current page (or on the elements matching the CSS selector `include` only)
 * and returns one readable line per violation: rule, impact, help text, then each offending
 * element's selector and what to fix.
 */
async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await page.addScriptTag({content: AXE_SOURCE});
  // Details of the passing and inapplicable checks are not needed, and collecting them is most of axe's time.
  const violations = await page.evaluate(
    async ({tags, include}) => {
      const engine = (window as unknown as {axe: typeof axe}).axe;
      const results = await engine.run(include ?? document, {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']});
      return results.violations.map(({id, impact, help, nodes}) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({target, failureSummary}) => ({target: target.map(String), failureSummary})),
      }));
    },
    {tags: TAGS, include},
  );
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`).join('\n'),
  );
}

/** Fails with the readable list of axe violations on the page (or on `include` only), if any. */
async function expectNoViolations(page: Page, include?: string): Promise<void> {
  expect(await axeViolations(page, include), `axe violations on ${page.url()}`).toEqual([]);
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
  const rules = (await axeViolations(page)).map((line) => line.split(' ')[0]);
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
