/**
 * Shared Playwright fixtures and helpers of the end-to-end suite.
 *
 * Import `test` and `expect` from here instead of `@playwright/test`: every test then fails when
 * a page of its browser context logs a console error, throws an uncaught exception or violates
 * the server's Content-Security-Policy. The only
 * tolerated errors are the ones a test declares itself through the `consoleErrors` fixture:
 * failed requests to analytics hosts that the test blocks (`blockAnalytics`), the 404 of a
 * document the test loads precisely because it must be not found (`allowNotFoundDocument`),
 * requests the test makes fail on purpose (`allowFailedResource`, or `failResource`, which also
 * makes them fail), and errors it provokes on purpose (`allowConsoleError`).
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {brotliCompressSync, gzipSync} from 'node:zlib';
import {test as base, expect, type BrowserContext, type ConsoleMessage, type Locator, type Page} from '@playwright/test';

import {loadRoutes as loadManifest, type Route, type SidebarName} from '../../plugins/lib/routes';

export {expect};

/** Root of the repository (the Docusaurus site directory). */
export const REPO_ROOT = resolve(__dirname, '..', '..');

/** Every page of the site, from `routes.json` (shared with the unit tests). */
export function loadRoutes(): readonly Route[] {
  return loadManifest(REPO_ROOT);
}

export type {Route, SidebarName as SidebarKind};

/** Registrable domains of Google Analytics / gtag.js; any subdomain counts. */
export const ANALYTICS_DOMAINS = ['googletagmanager.com', 'google-analytics.com'] as const;

/** True when `url` is a request to an analytics host (see `ANALYTICS_DOMAINS`). */
export function isAnalyticsUrl(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname;
  } catch {
    return false;
  }
  return ANALYTICS_DOMAINS.some((domain) => hostname === domain || hostname.endsWith(`.${domain}`));
}

/** The text Docusaurus' NotFound page shows as its heading. */
export const NOT_FOUND_HEADING = 'Page Not Found';

/**
 * Waits until React has hydrated the current page (Docusaurus sets `data-has-hydrated` on
 * `<html>`), so that client-side behaviour (listeners, storage, routing) is live, and until every
 * code block has been measured for its word-wrap button (`data-scrollable`, set from the idle queue
 * once React has shown the page: `plugins/static-article`), so that checks see the buttons they
 * will keep. The idle queue starts at the reader's first interaction (`src/lib/idle-queue.ts`):
 * this presses Shift, a key that does nothing on its own, as that interaction.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => Array.from(document.querySelectorAll('.theme-code-block')).every((block) => block.hasAttribute('data-scrollable')));
}

/**
 * Scrolls the window of `page` to `y` (px, at once, no smooth scrolling) and resolves once the
 * browser has dispatched the scroll event, so that listeners such as the navbar's hide-on-scroll
 * have seen it.
 */
export function scrollWindowTo(page: Page, y: number): Promise<void> {
  return page.evaluate(
    (top) =>
      new Promise<void>((done) => {
        window.addEventListener('scroll', () => done(), {once: true});
        window.scrollTo({top, behavior: 'instant'});
      }),
    y,
  );
}

/** The navbar's colour-mode toggle button. */
export function colourToggle(page: Page): Locator {
  return page.locator('.navbar').getByRole('button', {name: /Switch between dark and light mode/});
}

/** Asserts that the current page is Docusaurus' not-found page. */
export async function expectNotFoundPage(page: Page): Promise<void> {
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText(NOT_FOUND_HEADING);
  await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
}

/** Asserts that the current page is a rendered page with an `<h1>`, not the not-found page. */
export async function expectRenderedPage(page: Page): Promise<void> {
  await waitForHydration(page);
  const h1 = page.locator('article h1, main h1').first();
  await expect(h1).toBeVisible();
  await expect(h1).not.toHaveText(NOT_FOUND_HEADING);
  await expect(page.getByText(NOT_FOUND_HEADING, {exact: true})).toHaveCount(0);
  await expect(page.getByText('This page crashed')).toHaveCount(0);
}

/** Internal link targets (paths) of the doc sidebar's menu on the current page (not its logo). */
async function sidebarPaths(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('.theme-doc-sidebar-container .theme-doc-sidebar-menu a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  return hrefs.filter((href) => new URL(href).origin === new URL(page.url()).origin).map((href) => new URL(href).pathname);
}

/**
 * Asserts the doc sidebar of the current page: the Python one (home link `/`, no R pages), the
 * R one (home link `/v/r`, only R pages) or none at all.
 */
export async function expectSidebar(page: Page, kind: SidebarName): Promise<void> {
  const sidebar = page.locator('.theme-doc-sidebar-container');
  if (kind === null) {
    await expect(sidebar).toHaveCount(0);
    return;
  }
  await expect(sidebar).toBeVisible();
  const paths = await sidebarPaths(page);
  if (kind === 'python') {
    expect(paths, 'the Python sidebar links to the Python home').toContain('/');
    expect(paths.filter((path) => path.startsWith('/v/r')), 'the Python sidebar has no R pages').toEqual([]);
  } else {
    expect(paths, 'the R sidebar links to the R home').toContain('/v/r');
    expect(paths.filter((path) => path !== '/v/r' && !path.startsWith('/v/r/')), 'the R sidebar has only R pages').toEqual([]);
  }
}

/**
 * Makes every Content-Security-Policy violation in the pages of `context` a console error of its
 * own, starting with "CSP violation:", with the directive and what it blocked, whatever Chromium
 * itself logs about it. The `consoleErrors` fixture does this for every test's context.
 */
export async function reportCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
}

/** Per-test record of browser errors, with the narrow exceptions a test may declare. */
export interface ConsoleErrors {
  /** Every unexpected console error and uncaught page exception so far, as readable lines. */
  readonly messages: readonly string[];
  /**
   * Declares that the document at `url` (absolute) is expected to answer 404, so Chromium's
   * "Failed to load resource: … 404" console line for exactly that URL is not an error.
   */
  allowNotFoundDocument(url: string): void;
  /**
   * Declares that a request to `url` (absolute) is made to fail on purpose (a test that
   * intercepts it), so Chromium's "Failed to load resource" console line for it is not an error.
   */
  allowFailedResource(url: string): void;
  /** Declares that console errors whose text matches `pattern` are provoked on purpose by the test. */
  allowConsoleError(pattern: RegExp): void;
  /**
   * Makes every request of `page` to `url` (absolute) fail as when the network is down, until the
   * test calls `page.unroute(url)`, and declares it (`allowFailedResource`).
   */
  failResource(page: Page, url: string): Promise<void>;
  /**
   * Intercepts every request of `page` to an analytics host with `page.route`: gtag.js is
   * answered with an empty script, any other analytics request is aborted. From then on, failed
   * requests to analytics hosts are not errors. Returns the URLs that were intercepted.
   */
  blockAnalytics(page: Page): Promise<string[]>;
}

const FAILED_RESOURCE = /^Failed to load resource\b/;
const NOT_FOUND_RESOURCE = /^Failed to load resource: the server responded with a status of 404\b/;

/** Fixtures added to Playwright's `test`. */
interface Fixtures {
  /** Collects console errors and page errors of the test's browser context (automatic). */
  consoleErrors: ConsoleErrors;
}

/**
 * Playwright's `test`, extended with the automatic `consoleErrors` fixture: after the test body,
 * it asserts that no page of the context logged a console error, threw an uncaught exception or
 * reported a CSP violation (apart from the exceptions the test declared through `consoleErrors`).
 */
export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({context}, use) => {
      const messages: string[] = [];
      const notFoundDocuments = new Set<string>();
      const failedResources = new Set<string>();
      const provoked: RegExp[] = [];
      let analyticsBlocked = false;

      const isDeclared = (message: ConsoleMessage): boolean => {
        const text = message.text();
        const {url} = message.location();
        if (NOT_FOUND_RESOURCE.test(text) && notFoundDocuments.has(url)) {
          return true;
        }
        if (FAILED_RESOURCE.test(text) && failedResources.has(url)) {
          return true;
        }
        if (provoked.some((pattern) => pattern.test(text))) {
          return true;
        }
        return analyticsBlocked && FAILED_RESOURCE.test(text) && isAnalyticsUrl(url);
      };
      await reportCspViolations(context);
      context.on('console', (message) => {
        if (message.type() === 'error' && !isDeclared(message)) {
          const page = message.page();
          messages.push(`console error on ${page ? page.url() : '?'}: ${message.text()} (${message.location().url})`);
        }
      });
      context.on('weberror', (error) => {
        const page = error.page();
        messages.push(`uncaught exception on ${page ? page.url() : '?'}: ${error.error().stack ?? error.error().message}`);
      });

      await use({
        messages,
        allowNotFoundDocument(url) {
          notFoundDocuments.add(url);
        },
        allowFailedResource(url) {
          failedResources.add(url);
        },
        allowConsoleError(pattern) {
          provoked.push(pattern);
        },
        async failResource(page, url) {
          failedResources.add(url);
          await page.route(url, (route) => route.abort('internetdisconnected'));
        },
        async blockAnalytics(page) {
          analyticsBlocked = true;
          const intercepted: string[] = [];
          await page.route((url) => isAnalyticsUrl(url.href), async (route) => {
            const url = route.request().url();
            intercepted.push(url);
            if (new URL(url).pathname.startsWith('/gtag/js')) {
              await route.fulfill({status: 200, contentType: 'application/javascript', body: ''});
            } else {
              await route.abort('blockedbyclient');
            }
          });
          return intercepted;
        },
      });

      expect(messages, 'browser console errors and uncaught exceptions').toEqual([]);
    },
    {auto: true},
  ],
});

/** Splits `items` into consecutive chunks of at most `size` items. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    result.push(items.slice(start, start + size));
  }
  return result;
}

/**
 * Runs `check` for each item in its own step, carrying on after a failure, then fails with
 * every item's failure. Lets one test (one browser context, with a warm cache) cover many pages.
 */
export async function checkEach<T>(items: readonly T[], name: (item: T) => string, check: (item: T) => Promise<void>): Promise<void> {
  // A cap, not a wait: axe on a long page takes over 10 s when both cores are busy.
  test.setTimeout(30_000 + items.length * 30_000);
  const failures: string[] = [];
  for (const item of items) {
    await test.step(name(item), async () => {
      try {
        await check(item);
      } catch (error) {
        failures.push(`${name(item)}: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  }
  expect(failures).toEqual([]);
}

/** The query string that turns offline mode on for a page load (the PWA plugin's `queryString` strategy). */
export const OFFLINE_MODE_QUERY = 'offlineMode=true';

/**
 * Opens `path` with offline mode on (`?offlineMode=true`) and waits until the page's service
 * worker is active, which it becomes only once its install step has precached every file of its
 * list. Returns the worker's script URL, whose `params` say whether it runs in offline mode.
 */
export async function openInOfflineMode(page: Page, path: string): Promise<string> {
  await page.goto(`${path}?${OFFLINE_MODE_QUERY}`);
  await waitForHydration(page);
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
}

/** What `simulateNextWorker` appends to the built worker. */
const NEXT_BUILD_MARK = '\n// the next build\n';

/**
 * Makes the built service worker look like the next build's until the returned function is
 * called: appends a comment to `build/sw.js` and rewrites its `.gz` and `.br` copies (what nginx
 * sends), so the browser's next update check finds a changed worker, installs it beside the
 * active one and the plugin shows its reload prompt. Playwright cannot stand in for the file:
 * the browser fetches a worker script for an update outside any page or worker, where routes do
 * not apply. The files are shared by the whole run, so one test calls this; should two runs of
 * it overlap (`--repeat-each`), the file the first one left marked is still restored unmarked.
 */
export function simulateNextWorker(): () => void {
  const worker = join(REPO_ROOT, 'build', 'sw.js');
  const write = (source: Buffer): void => {
    writeFileSync(worker, source);
    writeFileSync(`${worker}.gz`, gzipSync(source, {level: 9}));
    writeFileSync(`${worker}.br`, brotliCompressSync(source));
  };
  const current = readFileSync(worker, 'utf8');
  const original = Buffer.from(current.endsWith(NEXT_BUILD_MARK) ? current.slice(0, -NEXT_BUILD_MARK.length) : current);
  write(Buffer.concat([original, Buffer.from(NEXT_BUILD_MARK)]));
  return () => write(original);
}
