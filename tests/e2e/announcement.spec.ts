/**
 * Announcement bar: shown by default, closing it is remembered across reloads, and a new bar id
 * (a new announcement) shows it again.
 */
import type {Page} from '@playwright/test';

import {expect, test, waitForHydration} from './fixtures';

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
