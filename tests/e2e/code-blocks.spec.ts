/**
 * Code blocks after hydration: Python and shell blocks are highlighted with the grammars the
 * site loads from `prismjs` (plugins/prism-core-only keeps only Prism's core from
 * prism-react-renderer), keywords get the theme's keyword colour, and a `text` block stays
 * plain. Console errors (hydration mismatches included) fail the test through the fixture.
 */
import {expect, test, waitForHydration} from './fixtures';

test('Python and bash blocks are highlighted after hydration, text blocks are not', async ({page}) => {
  await page.goto('/introduction/what-is-metaflow');
  await waitForHydration(page);

  const python = page.locator('pre.language-python').first();
  const keyword = python.locator('.token.keyword', {hasText: 'class'}).first();
  await expect(keyword).toBeVisible();
  const plainColour = await python.locator('.token.plain').first().evaluate((el) => getComputedStyle(el).color);
  const keywordColour = await keyword.evaluate((el) => getComputedStyle(el).color);
  expect(keywordColour).not.toBe(plainColour);

  await expect(page.locator('pre.language-text .token:not(.plain)')).toHaveCount(0);

  await page.goto('/getting-started/install');
  await waitForHydration(page);
  await expect(page.locator('pre.language-bash .token.function', {hasText: 'install'}).first()).toBeAttached();
});
