/**
 * Colour mode: light by default whatever the OS prefers, the navbar toggle switches to dark and
 * remembers it in localStorage, and other tabs follow the change without a reload.
 */
import {colourToggle, expect, test, waitForHydration} from './fixtures';

test.use({colorScheme: 'dark'});

const PAGE = '/introduction/why-metaflow';


test('the site is light by default even when the OS prefers dark', async ({page}) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('the toggle switches to dark and stores theme=dark in localStorage', async ({page}) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  await colourToggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});

test('a second tab follows a colour-mode change without reloading', async ({context, page}) => {
  const other = await context.newPage();
  await Promise.all([page.goto(PAGE), other.goto('/')]);
  await Promise.all([waitForHydration(page), waitForHydration(other)]);
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
  // A marker on the second tab's window survives only if that tab is not reloaded.
  await other.evaluate(() => Object.assign(window, {e2eNotReloaded: true}));

  await colourToggle(page).click();

  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await other.evaluate(() => (window as {e2eNotReloaded?: boolean}).e2eNotReloaded)).toBe(true);
});
