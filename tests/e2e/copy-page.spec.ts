/**
 * The "Copy page" button beside each doc's title (`src/components/CopyPage`): it copies exactly
 * the page's `.md` file, "View as Markdown" opens that file, "Copy link to this section" copies
 * the page URL with the anchor of the heading being read, all of it works from the keyboard,
 * and the page's `<head>` links the Markdown. The clipboard is read back in Chromium with the
 * clipboard permissions granted.
 */
import type {Page} from '@playwright/test';

import {expect, test, waitForHydration} from './fixtures';

const PAGE = '/getting-started/install';

test.use({permissions: ['clipboard-read', 'clipboard-write']});

const copyButton = (page: Page) => page.getByRole('button', {name: 'Copy page', exact: true});
const menuToggle = (page: Page) => page.getByRole('button', {name: 'More ways to use this page'});
const status = (page: Page) => page.getByRole('status').filter({hasText: /copied|Could not copy/});
const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.beforeEach(async ({page}) => {
  await page.goto(PAGE);
  await waitForHydration(page);
});

test('the button copies exactly the page as Markdown', async ({page, request}) => {
  const markdown = await (await request.get(`${PAGE}.md`)).text();
  expect(markdown).toMatch(/^---\ntitle: Installing Metaflow\n[\s\S]*?\n---\n\n# Installing Metaflow\n/);
  await copyButton(page).click();
  await expect(status(page)).toHaveText('Page copied as Markdown');
  expect(await clipboardText(page)).toBe(markdown);
});

test('"View as Markdown" opens the .md file, which the head also links', async ({page, request}) => {
  await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', `${PAGE}.md`);
  await menuToggle(page).click();
  const link = page.getByRole('link', {name: 'View as Markdown'});
  await expect(link).toHaveAttribute('href', `${PAGE}.md`);
  const response = await request.get((await link.getAttribute('href'))!);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === `${PAGE}.md`);
  await expect(page.locator('body')).toContainText('# Installing Metaflow');
});

test('"Copy link to this section" copies the URL with the anchor of the heading being read', async ({page, baseURL}) => {
  await page.evaluate(() => document.getElementById('install-the-package')?.scrollIntoView({block: 'start'}));
  await menuToggle(page).click();
  await page.getByRole('button', {name: 'Copy link to this section'}).click();
  await expect(status(page)).toHaveText('Link to this section copied');
  expect(await clipboardText(page)).toBe(`${baseURL}${PAGE}#install-the-package`);
});

test('it works with the keyboard alone', async ({page}) => {
  const markdown = await page.evaluate(async (url) => (await fetch(url)).text(), `${PAGE}.md`);
  // Tab from the top of the page to the button, as a keyboard user gets there.
  let presses = 0;
  while (!(await copyButton(page).evaluate((button) => button === document.activeElement)) && presses < 80) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  await expect(copyButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Page copied as Markdown');
  expect(await clipboardText(page)).toBe(markdown);

  await page.keyboard.press('Tab');
  await expect(menuToggle(page)).toBeFocused();
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', {name: 'Copy link to this section'})).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menuToggle(page)).toBeFocused();
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toBeHidden();
});
