/**
 * Announcement bar: shown by default, closing it is remembered across reloads, and a new bar id
 * (a new announcement) shows it again.
 */
import type {Page} from '@playwright/test';

import {describedRVersion, pinnedMetaflowVersion} from '../../constants';
import {REPO_ROOT, expect, test, waitForHydration} from './fixtures';

const PAGE = '/introduction/why-metaflow';

/** The announcement bar. */
function announcementBar(page: Page) {
  return page.locator('.theme-announcement-bar');
}

/** Reads a localStorage item of the current page. */
function storageItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), key);
}

/** Opens `PAGE`, closes the announcement bar and waits until the dismissal is stored. */
async function dismissAnnouncement(page: Page): Promise<void> {
  await page.goto(PAGE);
  await waitForHydration(page);
  await announcementBar(page).getByRole('button', {name: 'Close'}).click();
  await expect(announcementBar(page)).toBeHidden();
  await expect.poll(() => storageItem(page, 'docusaurus.announcement.dismiss')).toBe('true');
}

test('the announcement bar is visible', async ({page}) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  await expect(announcementBar(page)).toBeVisible();
  await expect(announcementBar(page)).toContainText('These docs describe Metaflow');
});

test('the bar names the release of the docs set the page belongs to, in one line on a phone', async ({page}) => {
  const python = pinnedMetaflowVersion(REPO_ROOT);
  const r = describedRVersion(REPO_ROOT);
  for (const [path, release, tutorials] of [
    [PAGE, `Metaflow ${python}`, '/getting-started/tutorials'],
    ['/v/r/metaflow/client', `Metaflow for R ${r}`, '/v/r/getting-started/tutorials'],
    ['/v/r', `Metaflow for R ${r}`, '/v/r/getting-started/tutorials'],
  ] as const) {
    for (const viewport of [{width: 1280, height: 800}, {width: 390, height: 844}]) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await waitForHydration(page);
      await expect(announcementBar(page), `${path} at ${viewport.width}px`).toContainText(release);
      if (!release.includes(' R ')) {
        await expect(announcementBar(page), `${path} at ${viewport.width}px`).not.toContainText('for R');
      }
      await expect(announcementBar(page).getByRole('link', {name: 'tutorials'})).toHaveAttribute('href', tutorials);
      const lines = await announcementBar(page).locator('[class*="content"]').evaluate((content) => {
        const range = document.createRange();
        range.selectNodeContents(content);
        return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
      });
      expect(lines, `lines of the announcement on ${path} at ${viewport.width}px`).toBe(1);
    }
  }
});

test('the close button stands out from the bar (WCAG 1.4.11: at least 3:1) in both colour modes', async ({page}) => {
  for (const theme of ['light', 'dark']) {
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    await page.goto(PAGE);
    await waitForHydration(page);
    const ratio = await announcementBar(page).getByRole('button', {name: 'Close'}).evaluate((button) => {
      const rgba = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
      const [r, g, b, a = 1] = rgba(getComputedStyle(button).color);
      let opacity = a;
      for (let element: Element | null = button; element; element = element.parentElement) {
        opacity *= Number(getComputedStyle(element).opacity);
      }
      const bar = button.closest('.theme-announcement-bar')!;
      const [br, bg, bb] = rgba(getComputedStyle(bar).backgroundColor);
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = ([x, y, z]: number[]) => 0.2126 * channel(x) + 0.7152 * channel(y) + 0.0722 * channel(z);
      const shown = [r, g, b].map((value, index) => value * opacity + [br, bg, bb][index] * (1 - opacity));
      const [light, dark] = [luminance(shown), luminance([br, bg, bb])].sort((x, y) => y - x);
      return (light + 0.05) / (dark + 0.05);
    });
    expect(ratio, `contrast of the close button in ${theme} mode`).toBeGreaterThanOrEqual(3);
  }
});

test('a closed announcement bar stays hidden after a reload', async ({page}) => {
  await dismissAnnouncement(page);
  await page.reload();
  await waitForHydration(page);
  await expect(announcementBar(page)).toHaveCount(0);
  expect(await storageItem(page, 'docusaurus.announcement.dismiss')).toBe('true');
});

test('a closed announcement bar shows again when the announcement id changes', async ({page}) => {
  await dismissAnnouncement(page);
  const currentId = await storageItem(page, 'docusaurus.announcement.id');
  expect(currentId).toBeTruthy();
  // The stored id is the one of an older announcement, as after a release bumps the bar's id.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'metaflow-an-older-release'));
  await page.reload();
  await waitForHydration(page);
  await expect(announcementBar(page)).toBeVisible();
  await expect.poll(() => storageItem(page, 'docusaurus.announcement.dismiss')).toBe('false');
  expect(await storageItem(page, 'docusaurus.announcement.id')).toBe(currentId);
});
