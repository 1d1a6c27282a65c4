/**
 * Code blocks after hydration: Python and shell blocks are highlighted with the grammars the
 * site loads from `prismjs` (plugins/prism-core-only keeps only Prism's core from
 * prism-react-renderer), tokens take the colours of the configured light and dark Prism
 * themes from the stylesheet of `plugins/code-theme` (also after switching mode without a
 * reload), highlighted lines are marked, and a `text` block stays plain. Console errors
 * (hydration mismatches included) fail the test through the fixture.
 */
import type {Locator, Page} from '@playwright/test';
import type {PrismTheme} from 'prism-react-renderer';

import {darkCode, lightCode} from '../../src/lib/prism-theme';
import {colourToggle, expect, test, waitForHydration} from './fixtures';

/** A CSS colour as the browser computes it (`#f6f8fa` → `rgb(246, 248, 250)`). */
function computedColour(page: Page, colour: string): Promise<string> {
  return page.evaluate((value) => {
    const probe = document.createElement('span');
    probe.style.color = value;
    document.body.append(probe);
    const computed = getComputedStyle(probe).color;
    probe.remove();
    return computed;
  }, colour);
}

/** The colour a theme gives a token type, as the browser computes it. */
function themeColour(page: Page, theme: PrismTheme, type: string): Promise<string> {
  // Later entries win, as prism-react-renderer merges them and as the stylesheet orders them.
  const colour = [...theme.styles].reverse().find((entry) => entry.types.includes(type) && !entry.languages && entry.style.color)?.style.color;
  if (!colour) throw new Error(`the theme has no colour for ${type}`);
  return computedColour(page, colour);
}

const colourOf = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).color);

test('Python and bash blocks are highlighted after hydration, text blocks are not', async ({page}) => {
  await page.goto('/introduction/what-is-metaflow');
  await waitForHydration(page);

  const python = page.locator('pre.language-python').first();
  const keyword = python.locator('.token.keyword', {hasText: 'class'}).first();
  await expect(keyword).toBeVisible();
  expect(await colourOf(keyword)).not.toBe(await colourOf(python));

  await expect(page.locator('pre.language-text .token')).toHaveCount(0);

  await page.goto('/getting-started/install');
  await waitForHydration(page);
  await expect(page.locator('pre.language-bash .token.function', {hasText: 'install'}).first()).toBeAttached();
});

test('tokens take the light and dark theme colours, also after switching mode without a reload', async ({page}) => {
  await page.goto('/api/S3');
  await waitForHydration(page);
  const keyword = page.locator('pre.language-python .token.keyword').first();
  const comment = page.locator('pre.language-python .token.comment').first();
  await expect(keyword).toHaveCSS('color', await themeColour(page, lightCode.theme, 'keyword'));
  await expect(comment).toHaveCSS('color', await themeColour(page, lightCode.theme, 'comment'));

  await colourToggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(keyword).toHaveCSS('color', await themeColour(page, darkCode.theme, 'keyword'));
  await expect(comment).toHaveCSS('color', await themeColour(page, darkCode.theme, 'comment'));
  await expect(page.locator('.theme-code-block').first()).toHaveCSS(
    'background-color',
    await computedColour(page, darkCode.theme.plain.backgroundColor ?? ''),
  );
});

test('lines a fence highlights ({21}) are marked, and the copy button copies the code', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/metaflow/debugging');
  await waitForHydration(page);
  const block = page.locator('.theme-code-block', {has: page.locator('.theme-code-block-highlighted-line')}).first();
  const highlighted = block.locator('.theme-code-block-highlighted-line');
  await expect(highlighted).toHaveCount(1);
  await expect(highlighted).toContainText('self.mean = sum(amounts) / self.count if self.count else None');

  await block.hover();
  await block.getByRole('button', {name: /copy code/i}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('self.mean = sum(amounts) / self.count if self.count else None');
  expect(copied.split('\n')).toHaveLength(await block.locator('.token-line').count());
});
