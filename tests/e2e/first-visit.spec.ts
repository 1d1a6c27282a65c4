/**
 * A first visit without a hydrated article (issue 35, `plugins/static-article`): React keeps the
 * server's HTML of the article, and what reacts to the reader inside it works from the first
 * paint, before React runs and without it; taps on the page's React buttons made before React
 * starts are answered once it has.
 *
 * "Before React starts" is made exact by holding the response of `main.js` (the entry chunk with
 * React DOM) until the test releases it: the page is painted and its head script runs, but no
 * React code does. Paint-time checks read the page in `requestAnimationFrame` callbacks, which run
 * just before each frame is painted, from the document's start (an init script), so a tab shown
 * by default and switched later would be caught in the frame that showed it.
 */
import type {Page} from '@playwright/test';

import {expect, test, waitForHydration} from './fixtures';

const INSTALL = '/getting-started/install';

/**
 * Holds `main.js` of the next page load until the returned function is called. Every other
 * request, `runtime~main.js` included, goes through.
 */
async function holdEntryChunk(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/js\/main\.[\da-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return async () => {
    release();
    await waitForHydration(page);
  };
}

/** Whether React has a fiber for the element (it rendered or hydrated it). */
const hasFiber = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));

/** Whether React has a fiber for the first paragraph of the article. */
const articleHasFibers = (page: Page) => page.locator('article .markdown p').first().evaluate(hasFiber);

/** Whether React has a fiber for the date of the doc's "Last updated" line. */
const lastUpdatedHasFibers = (page: Page) => page.locator('.theme-last-updated time').evaluate(hasFiber);

/** Resolves after the browser's next two idle periods (`requestIdleCallback`). */
const twoIdlePeriods = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => requestIdleCallback(() => done()))));

declare global {
  interface Window {
    /** Per painted frame, the value of the selected tab of each installer group on the page. */
    paintedTabs?: {tabs: string[]; panels: string[]}[];
    /** The calls a test counts of APIs that load ICU's data (`countIcuCalls`). */
    icuCalls?: string[];
  }
}

/** Records, before every frame until the page has loaded, the selected tab and the shown panel of each `installer` tab group. */
async function recordPaintedTabs(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.paintedTabs = [];
    const frame = () => {
      const groups = Array.from(document.querySelectorAll('[data-tab-group="installer"]'));
      window.paintedTabs?.push({
        tabs: groups.flatMap((group) => Array.from(group.querySelectorAll('[role="tab"][aria-selected="true"]')).map((tab) => tab.textContent ?? '')),
        panels: groups.flatMap((group) => Array.from(group.querySelectorAll<HTMLElement>('[role="tabpanel"]:not([hidden])')).map((panel) => panel.dataset.tabValue ?? '')),
      });
      if (document.readyState !== 'complete') requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

async function expectOnlyPainted(page: Page, value: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
  const frames = (await page.evaluate(() => window.paintedTabs)) ?? [];
  const painted = frames.filter((frame) => frame.tabs.length > 0);
  expect(painted.length, 'frames painted with a tab group').toBeGreaterThan(0);
  for (const frame of painted) {
    expect(new Set(frame.tabs)).toEqual(new Set([value]));
    expect(new Set(frame.panels)).toEqual(new Set([value]));
  }
}

test('a first visit leaves the article as the server rendered it; a client-side navigation renders it with React', async ({page}) => {
  await page.goto('/metaflow/basics');
  await waitForHydration(page);
  expect(await articleHasFibers(page)).toBe(false);
  expect(await lastUpdatedHasFibers(page)).toBe(false);
  await page.locator('.theme-doc-sidebar-menu a', {hasText: 'Inspecting Flows and Results'}).click();
  await expect(page.locator('article h1')).toHaveText('Inspecting Flows and Results');
  expect(await articleHasFibers(page)).toBe(true);
  await expect(page.locator('.theme-last-updated time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  expect(await lastUpdatedHasFibers(page)).toBe(true);
});

/** Counts, from the document's start, calls of `localeCompare` and of the `Intl` collator and date format constructors. */
async function countIcuCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: string[] = [];
    window.icuCalls = calls;
    const localeCompare = String.prototype.localeCompare;
    String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof localeCompare>) {
      calls.push(`localeCompare ${new Error().stack?.split('\n')[2]?.trim() ?? ''}`);
      return localeCompare.apply(this, args);
    };
    // Replaced through a plain record: TypeScript types each constructor apart.
    const constructors = Intl as unknown as Record<string, (new (...args: unknown[]) => object) & ((...args: unknown[]) => object)>;
    for (const name of ['Collator', 'DateTimeFormat']) {
      constructors[name] = new Proxy(constructors[name], {
        construct(target, args) {
          calls.push(`Intl.${name}`);
          return Reflect.construct(target, args) as object;
        },
        apply(target, self, args) {
          calls.push(`Intl.${name}`);
          return Reflect.apply(target, self, args) as object;
        },
      });
    }
  });
}

for (const [device, width, height] of [
  ['a phone', 390, 844],
  ['a desktop', 1280, 800],
] as const) {
  test(`on ${device}, a first visit loads no ICU data: no collator, no date format`, async ({page}) => {
    await page.setViewportSize({width, height});
    await countIcuCalls(page);
    await page.goto('/metaflow/basics');
    await waitForHydration(page);
    // The phone's menu gets the doc sidebar once React knows the window's size.
    if (width < 997) await expect(page.locator('.navbar-sidebar')).toBeAttached();
    expect(await page.evaluate(() => window.icuCalls)).toEqual([]);
  });
}

test('until the reader first interacts, a first visit does no idle work; the first key starts it', async ({page}) => {
  await page.goto('/metaflow/basics');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  // Measuring the code blocks is the first task hydration queues: an open queue runs it in the
  // first idle period after hydration, before the second of the two awaited here.
  await twoIdlePeriods(page);
  await expect(page.locator('.theme-code-block[data-scrollable]')).toHaveCount(0);
  // The search's chunks are webpack's own prefetches (`webpackPrefetch`), not the queue's; the
  // queue's are the pages the links in view lead to.
  const prefetches = page.locator('link[rel="prefetch"]');
  const before = await prefetches.count();
  await page.keyboard.press('Shift');
  await expect(page.locator('.theme-code-block:not([data-scrollable])')).toHaveCount(0);
  await expect(page.locator('.theme-code-block[data-scrollable="true"]').first()).toBeAttached();
  await expect.poll(() => prefetches.count()).toBeGreaterThan(before);
});

test('when hydration fails elsewhere on the page, React renders the article anew and nothing is lost', async ({page, consoleErrors}) => {
  // React reports the mismatch it recovers from.
  consoleErrors.allowConsoleError(/onRecoverableError/);
  const release = await holdEntryChunk(page);
  await page.goto('/metaflow/basics', {waitUntil: 'domcontentloaded'});
  // What a browser extension might do before React runs: change text React will hydrate.
  await page.locator('.navbar__title').evaluate((title) => {
    title.textContent = 'Changed by an extension';
  });
  await release();
  await expect(page.locator('article h1')).toHaveText('Creating Flows');
  await expect(page.locator('article .markdown p').first()).toBeVisible();
  expect(await articleHasFibers(page)).toBe(true);
});

test('a stored tab choice is the only one painted, on a first visit and after a client-side navigation', async ({page}) => {
  await page.addInitScript(() => localStorage.setItem('docusaurus.tab.installer', 'conda'));
  await recordPaintedTabs(page);
  await page.goto(INSTALL);
  await expectOnlyPainted(page, 'conda');
  await waitForHydration(page);

  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => {
    window.paintedTabs = [];
  });
  await page.locator('a[href="/getting-started/install"]').first().click();
  await expect(page.getByRole('tab', {name: 'conda'}).first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').first()).toContainText('conda create --name metaflow-env');
});

test('?tab= is the only tab painted, over a stored choice', async ({page}) => {
  await page.addInitScript(() => localStorage.setItem('docusaurus.tab.installer', 'pip'));
  await recordPaintedTabs(page);
  await page.goto(`${INSTALL}?tab=conda`);
  await expectOnlyPainted(page, 'conda');
});

test('before React starts, a tab switches from the mouse and the keyboard, and a code block copies its code', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const release = await holdEntryChunk(page);
  await page.goto(INSTALL, {waitUntil: 'domcontentloaded'});
  const conda = page.getByRole('tab', {name: 'conda'}).first();
  await conda.click();
  await expect(conda).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').first()).toContainText('conda create --name metaflow-env');
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.installer'))).toBe('conda');

  await page.keyboard.press('ArrowLeft');
  const pip = page.getByRole('tab', {name: 'pip'}).first();
  await expect(pip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(pip).toHaveAttribute('aria-selected', 'true');

  const block = page.locator('.theme-code-block:visible').first();
  await block.hover();
  const copy = block.getByRole('button', {name: 'Copy code to clipboard'});
  // "Copied" shows for a second only: its labels are recorded as they change, so that a slow
  // machine cannot miss it.
  await copy.evaluate((button) => {
    const labels: string[] = [];
    new MutationObserver(() => labels.push(button.getAttribute('aria-label') ?? '')).observe(button, {attributes: true, attributeFilter: ['aria-label']});
    Object.assign(window, {copyLabels: labels});
  });
  await copy.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as {copyLabels: string[]}).copyLabels)).toContain('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await block.locator('pre > code').textContent());
  expect(await page.evaluate(() => document.documentElement.dataset.hasHydrated)).toBe('false');

  await release();
  await expect(pip).toHaveAttribute('aria-selected', 'true');
});

test('before React starts, a tap on Search shows as taken and opens the search once React has started', async ({page}) => {
  const release = await holdEntryChunk(page);
  await page.goto('/metaflow/basics', {waitUntil: 'domcontentloaded'});
  // By its shortcut, not its role: the open modal hides the page from the accessibility tree.
  const search = page.locator('button[aria-keyshortcuts]');
  await search.click();
  // The tap shows as taken while it waits.
  await expect(search).toHaveAttribute('data-held', '');
  await expect(search).toHaveCSS('opacity', '0.6');
  await release();
  await expect(search).not.toHaveAttribute('data-held');
  await expect(page.getByRole('dialog', {name: 'Search the docs'}).getByRole('combobox', {name: 'Search docs'})).toBeFocused();
});

test('before React starts, a tap on Copy page copies the page once React has started', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const release = await holdEntryChunk(page);
  await page.goto('/metaflow/basics', {waitUntil: 'domcontentloaded'});
  await page.getByRole('button', {name: 'Copy page'}).click();
  await release();
  const markdown = await (await page.request.get('/metaflow/basics.md')).text();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
});

test('on a phone, before React starts, a tap on the menu button opens the menu once React has started', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  const release = await holdEntryChunk(page);
  await page.goto('/metaflow/basics', {waitUntil: 'domcontentloaded'});
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await release();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
});

test('before React starts, a sidebar link goes to its page', async ({page}) => {
  const release = await holdEntryChunk(page);
  await page.goto('/metaflow/basics', {waitUntil: 'domcontentloaded'});
  await page.locator('.theme-doc-sidebar-menu a', {hasText: 'Inspecting Flows and Results'}).click();
  await expect(page).toHaveURL(/\/metaflow\/client$/);
  await release();
  await expect(page.locator('article h1')).toHaveText('Inspecting Flows and Results');
});

test('a link in a first visit\'s article goes through the router; with Ctrl it is the browser\'s', async ({page}) => {
  await page.goto('/metaflow/basics');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, {samePage: true}));
  const link = page.locator('article .markdown p a[href="/metaflow/client"]').first();
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click({modifiers: ['Control']})]);
  await expect(tab).toHaveURL(/\/metaflow\/client$/);
  await tab.close();
  await expect(page).toHaveURL(/\/metaflow\/basics$/);
  await link.click();
  await expect(page).toHaveURL(/\/metaflow\/client$/);
  await expect(page.locator('article h1')).toHaveText('Inspecting Flows and Results');
  expect(await page.evaluate(() => 'samePage' in window), 'the page was not reloaded').toBe(true);
});
