/**
 * Code blocks as the build writes them (`plugins/code-highlight`) and the browser shows them:
 * Python and shell blocks are highlighted, also after client-side navigation, and a `text`
 * block stays plain; plain lines are text and only a highlighted line has an element, which
 * spans the block's width and wraps with the word-wrap button; tokens take the colours of the
 * configured light and dark Prism themes from the stylesheet of `plugins/code-theme` (also after
 * switching mode without a reload); the copy button copies the code. Console errors (hydration
 * mismatches included) fail the test through the fixture.
 */
import type {Locator, Page} from '@playwright/test';
import type {PrismTheme} from 'prism-react-renderer';

import {darkCode, lightCode} from '../../plugins/code-theme/prism-theme';
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

test('Python and bash blocks are highlighted, also after client-side navigation; text blocks are not', async ({page}) => {
  await page.goto('/introduction/what-is-metaflow');
  await waitForHydration(page);

  const python = page.locator('pre.language-python').first();
  const keyword = python.locator('.token.keyword', {hasText: 'class'}).first();
  await expect(keyword).toBeVisible();
  expect(await colourOf(keyword)).not.toBe(await colourOf(python));

  await expect(page.locator('pre.language-text .token')).toHaveCount(0);

  // Rendered in the browser from the page's chunk, not from the server's HTML: the window
  // object survives the navigation.
  await page.evaluate(() => Object.assign(window, {beforeNavigation: true}));
  await page.locator('footer a[href="/getting-started/install"]').click();
  await expect(page).toHaveURL(/\/getting-started\/install$/);
  expect(await page.evaluate(() => 'beforeNavigation' in window)).toBe(true);
  await expect(page.locator('pre.language-bash .token.function', {hasText: 'install'}).first()).toBeAttached();
});

test('plain lines are text; a highlighted line is one element as wide as the block, which wraps with the code', async ({page}) => {
  await page.setViewportSize({width: 420, height: 900});
  await page.goto('/metaflow/debugging');
  await waitForHydration(page);
  const block = page.locator('.theme-code-block', {has: page.locator('.theme-code-block-highlighted-line')}).first();
  const code = block.locator('pre > code');
  await expect(code.locator('> :not(.token)')).toHaveCount(1);

  const highlighted = code.locator('.theme-code-block-highlighted-line');
  const width = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().width);
  expect(await width(highlighted)).toBe(await width(code));
  const lineHeight = await code.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  expect(await highlighted.evaluate((element) => element.getBoundingClientRect().height)).toBeCloseTo(lineHeight, 1);

  await block.hover();
  await block.getByRole('button', {name: /word wrap/i}).click();
  await expect(code).toHaveCSS('white-space', 'pre-wrap');
  expect(await block.locator('pre').evaluate((pre) => pre.scrollWidth <= pre.clientWidth)).toBe(true);
  expect(await width(highlighted)).toBe(await width(code));
  expect(await highlighted.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(lineHeight * 1.5);
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
  expect(copied).toBe(await block.locator('pre > code').textContent());
});
