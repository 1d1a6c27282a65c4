/**
 * A first load of a link to a heading far down a long page (a bookmark, a shared link, a search
 * result) lands on that heading exactly: once the page has hydrated and settled, the heading's
 * top sits at its `scroll-margin-top` below the top of the viewport (the navbar's height), on a
 * phone and on a desktop. This guards whatever changes how long pages lay out: code blocks, their
 * line markup, `content-visibility`, late styles or images. A link to a row of a reference table
 * (`/api/cli#tag-list--group-by-tag`) lands on the row the same way.
 */
import type {Page} from '@playwright/test';

import {expect, test, waitForHydration} from './fixtures';

/** Headings near the end of long, code-heavy pages, and an option's row of the command-line reference. */
const DEEP_LINKS = [
  '/metaflow/basics#graph-rules',
  '/api/cards#metaflowcard-scope',
  '/metaflow/client#using-the-client-api-in-a-notebook',
  '/v/r/metaflow/basics#graph-rules-and-errors',
  '/api/cli#tag-list--group-by-tag',
];

const VIEWPORTS = {phone: {width: 412, height: 823}, desktop: {width: 1280, height: 800}};

/** How far the heading `id` is from where a link to it should put it, in CSS pixels. */
function offset(page: Page, id: string): Promise<number> {
  return page.evaluate((headingId) => {
    const heading = document.getElementById(headingId);
    if (!heading) throw new Error(`no element with id ${headingId}`);
    return heading.getBoundingClientRect().top - Number.parseFloat(getComputedStyle(heading).scrollMarginTop);
  }, id);
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${name}`, () => {
    test.use({viewport});
    for (const link of DEEP_LINKS) {
      test(`a first load of ${link} lands on the heading`, async ({page}) => {
        const id = link.split('#')[1]!;
        await page.goto(link);
        await waitForHydration(page);
        await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
        await expect.poll(async () => Math.abs(await offset(page, id))).toBeLessThanOrEqual(1);
        // The page scrolled to the heading, not merely by chance: the heading is far down.
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      });
    }
  });
}
