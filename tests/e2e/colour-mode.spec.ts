/**
 * Colour mode: light by default whatever the OS prefers, the navbar toggle switches to dark and
 * remembers it in localStorage, and other tabs follow the change without a reload. In both modes
 * the site's colours win over Infima's, and the search button (a CSS module of the offline
 * search's theme) takes its colours from Infima's variables of the mode, with Docusaurus's CSS
 * in cascade layers (`future.v4.useCssCascadeLayers`, `plugins/native-css-layers`).
 */
import {MODES, useMode} from './axe';
import {colourToggle, expect, test, waitForHydration} from './fixtures';

test.use({colorScheme: 'dark'});

const PAGE = '/introduction/why-metaflow';

/** Per mode: the site's primary colour (`src/css/custom.css`) and the search button's text colour (Infima's `--ifm-color-emphasis-800`). */
const COLOURS = {
  light: {primary: '#1a5fb4', searchButtonText: 'rgb(68, 73, 80)'},
  dark: {primary: '#78aeff', searchButtonText: 'rgb(235, 237, 240)'},
} as const;

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

for (const mode of MODES) {
  test(`in ${mode} mode the site's primary colour wins over Infima's, and the search button takes the mode's text colour`, async ({page}) => {
    await useMode(page, mode);
    await page.goto(PAGE);
    await waitForHydration(page);
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim());
    expect(primary).toBe(COLOURS[mode].primary);
    await expect(page.locator('.navbar').getByRole('button', {name: 'Search', exact: true})).toHaveCSS('color', COLOURS[mode].searchButtonText);
  });
}
