/**
 * The docs offline, as an installable app (`@docusaurus/plugin-pwa`, README "Installing the docs
 * as an app"), against nginx with the generated configuration: offline mode (here turned on by
 * the `queryString` strategy, `?offlineMode=true`) precaches the list of `build/sw.js`, after
 * which pages never visited, the search modal and `/search` work without a network; a visit
 * without offline mode registers no worker and caches nothing (`src/lib/register-sw.ts`). The
 * reload prompt of a new build is checked in `accessibility.spec.ts`.
 */
import {join} from 'node:path';
import type {Page, Request, Response} from '@playwright/test';

import {precacheList} from '../lib/precache-list';
import {SERVICE_WORKER_PATH} from '../../plugins/lib/web-app-manifest';
import {OFFLINE_MODE_QUERY, REPO_ROOT, expect, expectRenderedPage, openInOfflineMode, test, waitForHydration} from './fixtures';

/** The paths the precache list of the build names, as a reader's browser requests them. */
const PRECACHED_PATHS = precacheList(join(REPO_ROOT, 'build'))
  .map(({url}) => `/${url}`)
  .sort();

/** The paths (query strings aside) of every entry of every cache of the page's origin. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      paths.push(...requests.map((request) => new URL(request.url).pathname));
    }
    return paths.sort();
  });
}

test.describe('offline mode', () => {
  // A cap, not a wait: the install step downloads the whole site, 27 MB, on a busy machine.
  test.setTimeout(120_000);

  test('precaches the site; then a page never visited, the search modal and /search work offline', async ({page, context}) => {
    const byWorker: string[] = [];
    context.on('request', (request) => {
      if (request.serviceWorker()) byWorker.push(new URL(request.url()).pathname);
    });
    const worker = await openInOfflineMode(page, '/');
    expect(decodeURIComponent(worker)).toContain('"offlineMode":true');
    expect(await cachedPaths(page)).toEqual(PRECACHED_PATHS);
    expect(byWorker.length, 'the worker fetched the precache itself').toBeGreaterThan(0);

    await context.setOffline(true);
    const fromNetwork: string[] = [];
    page.on('response', (response: Response) => {
      if (!response.fromServiceWorker()) fromNetwork.push(response.url());
    });
    await page.goto(`/scaling/remote-tasks/kubernetes?${OFFLINE_MODE_QUERY}`);
    await expectRenderedPage(page);
    await expect(page.locator('h1')).toHaveText('Using Kubernetes');

    await page.getByRole('button', {name: 'Search', exact: true}).click();
    const dialog = page.getByRole('dialog', {name: 'Search the docs'});
    await dialog.getByRole('combobox', {name: 'Search docs'}).fill('retries');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto(`/search?q=batch%20cpu&${OFFLINE_MODE_QUERY}`);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('Search results for "batch cpu"');
    await expect(page.locator('main article h2 a').first()).toBeVisible();
    expect(fromNetwork, 'responses that did not come from the worker while offline').toEqual([]);
  });
});

test('without offline mode, a first visit registers no service worker and downloads no precache', async ({page, context}) => {
  // Our registration module asks for an existing registration before it would load the plugin's
  // (src/lib/register-sw.ts): record what it calls, so the test can wait until it has decided.
  await context.addInitScript(() => {
    const calls: Promise<string>[] = [];
    (window as {swCalls?: Promise<string>[]}).swCalls = calls;
    const container = ServiceWorkerContainer.prototype;
    for (const name of ['register', 'getRegistration'] as const) {
      const original = container[name] as (...args: unknown[]) => Promise<unknown>;
      Object.defineProperty(container, name, {
        value(this: ServiceWorkerContainer, ...args: unknown[]) {
          const result = original.apply(this, args);
          calls.push(result.then(() => name));
          return result;
        },
      });
    }
  });
  const requests: Request[] = [];
  context.on('request', (request) => requests.push(request));
  await page.goto('/metaflow/basics');
  await waitForHydration(page);
  await page.waitForFunction(() => ((window as {swCalls?: unknown[]}).swCalls?.length ?? 0) > 0);
  const calls = await page.evaluate(() => Promise.all((window as {swCalls?: Promise<string>[]}).swCalls ?? []));
  expect(calls).toEqual(['getRegistration']);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(await cachedPaths(page)).toEqual([]);
  const paths = requests.map((request) => new URL(request.url()).pathname);
  expect(paths).not.toContain(SERVICE_WORKER_PATH);
  expect(requests.filter((request) => request.serviceWorker() || request.url().includes('__WB_REVISION__'))).toEqual([]);
  expect(requests.filter((request) => request.resourceType() === 'document').map((request) => request.url())).toHaveLength(1);
});

test('a reader whose browser reported the app installed gets the offline worker without the query string', async ({page, context}) => {
  // The flag the plugin's `appinstalled` listener stores; our registration module must honour it
  // as the plugin's `appInstalled` strategy does (src/lib/register-sw.ts).
  await context.addInitScript(() => window.localStorage.setItem('docusaurus.pwa.event.appInstalled.fired', 'true'));
  await page.goto('/metaflow/basics');
  await waitForHydration(page);
  const workerUrl = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return decodeURIComponent((registration?.installing ?? registration?.waiting ?? registration?.active)?.scriptURL ?? '');
    });
  await expect.poll(workerUrl).toContain('"offlineMode":true');
});
