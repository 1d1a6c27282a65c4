/**
 * Clicks during hydration: on a phone, React hydrates a long page for seconds, and a reader
 * may click before it is done. A click on a sidebar link, the Search button or a tab, made
 * after the page's scripts created the React root but before `<html data-has-hydrated>` is
 * set, must do what it does on a hydrated page.
 *
 * The CPU is slowed down (Chromium's throttling) so that hydration lasts about a second. An init
 * script notices the moment the client entry creates the root (`window.docusaurusRoot`) and
 * measures the target there, so the test clicks its centre with the mouse at once, with none
 * of Playwright's in-page checks in between; each test then checks, from the page, that the
 * click began (its `pointerdown`) during hydration. React hydrates the rest of the page at once
 * when that press arrives, so the `click` event itself may come after hydration is done.
 */
import type {Page} from '@playwright/test';

import {expect, test, waitForHydration} from './fixtures';

/** The CPU slowdown: hydration of the pages below then takes about a second, a click milliseconds. */
const CPU_SLOWDOWN = 16;
/**
 * Loads of the page until one gets its click during hydration. Since a first visit no longer
 * hydrates the article, hydration is short enough that on a loaded machine the click sometimes
 * lands after it (1 of 15 loads with a load average of 14): that load tests nothing, so the page
 * is loaded again. What is retried is the precondition, never the assertions after the click.
 */
const LOAD_ATTEMPTS = 3;

interface Target {
  /** CSS selector of the elements to click one of. */
  readonly selector: string;
  /** The text of the one to click; without it, the first one. */
  readonly text?: string;
}

interface Point {
  readonly x: number;
  readonly y: number;
}

declare global {
  interface Window {
    /** The target's centre, measured when the client entry created the React root. */
    hydrationTestTarget?: Promise<Point>;
    /** Whether the first press came while hydration was under way (React root, no `data-has-hydrated`). */
    hydrationTestPressDuringHydration?: boolean;
    /** Set before the click; gone after a full page load. */
    hydrationTestSamePage?: true;
  }
}

/**
 * Loads `path` with the CPU slowed down, waits until the client entry has created the React
 * root (which hydrates from then on) and clicks the centre of `target`, scrolled into view at
 * that moment; loads it again (up to `LOAD_ATTEMPTS` times) while the click came after hydration.
 * Asserts that one click began before hydration was done.
 */
async function clickDuringHydration(page: Page, path: string, target: Target): Promise<void> {
  await page.addInitScript(({selector, text}) => {
    // Each load starts without a stored tab choice: a click of an earlier load does not count.
    for (const key of Object.keys(localStorage)) if (key.startsWith('docusaurus.tab.')) localStorage.removeItem(key);
    let root: unknown;
    window.hydrationTestTarget = new Promise((resolve) => {
      Object.defineProperty(window, 'docusaurusRoot', {
        configurable: true,
        get: () => root,
        set: (value) => {
          root = value;
          const element = Array.from(document.querySelectorAll(selector)).find((candidate) => text === undefined || candidate.textContent === text);
          element?.scrollIntoView({block: 'center'});
          const box = element?.getBoundingClientRect();
          resolve(box ? {x: box.x + box.width / 2, y: box.y + box.height / 2} : {x: -1, y: -1});
        },
      });
    });
    window.addEventListener(
      'pointerdown',
      () => {
        window.hydrationTestPressDuringHydration ??= root !== undefined && document.documentElement.dataset.hasHydrated !== 'true';
      },
      {capture: true},
    );
  }, target);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
  let duringHydration = false;
  for (let attempt = 1; attempt <= LOAD_ATTEMPTS && !duringHydration; attempt += 1) {
    await page.goto(path, {waitUntil: 'commit'});
    await page.evaluate(() => {
      window.hydrationTestSamePage = true;
    });
    const {x, y} = await page.evaluate(() => window.hydrationTestTarget as Promise<Point>);
    expect(x, `${target.selector} ${target.text ?? ''} is on the page`).toBeGreaterThanOrEqual(0);
    await page.mouse.click(x, y);
    duringHydration = (await page.evaluate(() => window.hydrationTestPressDuringHydration)) === true;
  }
  expect(duringHydration, `the click began during hydration in one of ${LOAD_ATTEMPTS} loads`).toBe(true);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
}

test.describe('a click during hydration', () => {
  test('on a sidebar link navigates to its page without reloading', async ({page}) => {
    await clickDuringHydration(page, '/metaflow/basics', {selector: '.theme-doc-sidebar-menu a', text: 'Inspecting Flows and Results'});
    await expect(page).toHaveURL(/\/metaflow\/client$/);
    await expect(page.locator('article h1')).toHaveText('Inspecting Flows and Results');
    expect(await page.evaluate(() => window.hydrationTestSamePage), 'the page was not reloaded').toBe(true);
  });

  test('on the Search button opens the search modal', async ({page}) => {
    await clickDuringHydration(page, '/metaflow/basics', {selector: 'button[aria-keyshortcuts]'});
    const dialog = page.getByRole('dialog', {name: 'Search the docs'});
    await expect(dialog.getByRole('combobox', {name: 'Search docs'})).toBeFocused();
    await waitForHydration(page);
    await expect(dialog).toBeVisible();
  });

  test('on a tab shows its panel, also once hydration is done', async ({page}) => {
    await clickDuringHydration(page, '/getting-started/install', {selector: '[role="tab"]', text: 'conda'});
    await waitForHydration(page);
    await expect(page.getByRole('tab', {name: 'conda'}).first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').first()).toContainText('conda create --name metaflow-env');
  });
});
