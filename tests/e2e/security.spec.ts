/**
 * The production server's security headers at work in the browser (nginx with the generated
 * configuration, `MAIN_PORT`): the Content-Security-Policy refuses a script injected into a page
 * and the refusal is reported the way every other spec would see it (`reportCspViolations`), and
 * `frame-ancestors 'none'` keeps a page of another origin (the hosted-services server, port
 * `HOSTED_PORT`) from framing the docs. That the site's own pages break no rule of the policy is checked
 * by every spec: a CSP violation fails any test (`fixtures.ts`).
 *
 * These tests provoke violations on purpose, so they use a browser context of their own, which
 * the automatic `consoleErrors` fixture does not watch.
 */
import type {Browser, BrowserContext} from '@playwright/test';

import {expect, reportCspViolations, test, waitForHydration} from './fixtures';
import {HOSTED_PORT, MAIN_PORT} from './ports';

/** A context outside the fixture's watch, with CSP violations reported; `errors` collects console errors. */
async function watchedContext(browser: Browser): Promise<{context: BrowserContext; errors: string[]}> {
  const context = await browser.newContext();
  await reportCspViolations(context);
  const errors: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return {context, errors};
}

test('an injected inline script does not run, and is reported as a CSP violation', async ({browser}) => {
  const {context, errors} = await watchedContext(browser);
  try {
    const page = await context.newPage();
    await page.goto('/metaflow/basics');
    await waitForHydration(page);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.append(script);
    });
    await expect.poll(() => errors.filter((text) => text.startsWith('CSP violation: script-src-elem blocked inline'))).toHaveLength(1);
    expect(await page.evaluate(() => (window as {injected?: boolean}).injected)).toBeUndefined();
  } finally {
    await context.close();
  }
});

test('a page of another origin cannot frame the docs', async ({browser}) => {
  const {context, errors} = await watchedContext(browser);
  try {
    const page = await context.newPage();
    // The hosted-services server's not-found page stands in for a page on another site.
    await page.goto(`http://localhost:${HOSTED_PORT}/framing-test`);
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.append(frame);
    }, `http://localhost:${MAIN_PORT}/metaflow/basics`);
    await expect.poll(() => errors.some((text) => text.includes("frame-ancestors 'none'"))).toBe(true);
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    expect(framed?.url()).not.toBe(`http://localhost:${MAIN_PORT}/metaflow/basics`);
  } finally {
    await context.close();
  }
});
