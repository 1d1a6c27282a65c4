/**
 * Tab groups: choosing a tab in a group shows its panel, is stored under a key prefixed
 * `docusaurus.tab.`, and is the tab shown on the next visit.
 */
import {expect, test, waitForHydration} from './fixtures';

const PAGE = '/getting-started/install';

test('a chosen tab is shown, stored under docusaurus.tab.<group> and kept after a reload', async ({page}) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const condaTab = page.getByRole('tab', {name: 'conda'}).first();
  await condaTab.click();
  await expect(condaTab).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('docusaurus.tab.installer'))).toBe('conda');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('tab', {name: 'conda'}).first()).toHaveAttribute('aria-selected', 'true');
});
