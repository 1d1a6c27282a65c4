/**
 * The "Copy page" button beside each doc's title (`src/components/CopyPage`): it copies exactly
 * the page's `.md` file, "View as Markdown" opens that file, "Copy link to this section" copies
 * the page URL with the anchor of the heading being read, all of it works from the keyboard,
 * and the page's `<head>` links the Markdown. The clipboard is read back in Chromium with the
 * clipboard permissions granted.
 */
import type {APIRequestContext, Page} from '@playwright/test';

import {checkEach, expect, loadRoutes, scrollWindowTo, test, waitForHydration} from './fixtures';
import {HOSTED_PORT, MAIN_PORT} from './ports';

const PAGE = '/getting-started/install';

test.use({permissions: ['clipboard-read', 'clipboard-write']});

const copyButton = (page: Page) => page.getByRole('button', {name: 'Copy page', exact: true});
const menuToggle = (page: Page) => page.getByRole('button', {name: 'More ways to use this page'});
const status = (page: Page) => page.getByRole('status').filter({hasText: /copied|Could not/});
const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.beforeEach(async ({page}) => {
  await page.goto(PAGE);
  await waitForHydration(page);
});

test('the button copies exactly the page as Markdown', async ({page, request}) => {
  const markdown = await (await request.get(`${PAGE}.md`)).text();
  expect(markdown).toMatch(/^---\ntitle: Installing Metaflow\n[\s\S]*?\n---\n\n# Installing Metaflow\n/);
  await copyButton(page).click();
  await expect(status(page)).toHaveText('Page copied as Markdown');
  expect(await clipboardText(page)).toBe(markdown);
});

test('"View as Markdown" opens the .md file, which the head also links', async ({page, request}) => {
  await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', `${PAGE}.md`);
  await menuToggle(page).click();
  const link = page.getByRole('link', {name: 'View as Markdown'});
  await expect(link).toHaveAttribute('href', `${PAGE}.md`);
  const response = await request.get((await link.getAttribute('href'))!);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === `${PAGE}.md`);
  await expect(page.locator('body')).toContainText('# Installing Metaflow');
});

test('"Copy link to this section" copies the URL with the anchor of the heading being read', async ({page, baseURL}) => {
  await page.evaluate(() => document.getElementById('install-the-package')?.scrollIntoView({block: 'start'}));
  await menuToggle(page).click();
  await page.getByRole('button', {name: 'Copy link to this section'}).click();
  await expect(status(page)).toHaveText('Link to this section copied');
  expect(await clipboardText(page)).toBe(`${baseURL}${PAGE}#install-the-package`);
});

test('it works with the keyboard alone', async ({page}) => {
  const markdown = await page.evaluate(async (url) => (await fetch(url)).text(), `${PAGE}.md`);
  // Tab from the top of the page to the button, as a keyboard user gets there: on a wide screen
  // it comes with the table of contents, after the article.
  const tabStops = await page.locator('a[href], button').count();
  let presses = 0;
  while (!(await copyButton(page).evaluate((button) => button === document.activeElement)) && presses < tabStops) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  await expect(copyButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Page copied as Markdown');
  expect(await clipboardText(page)).toBe(markdown);

  await page.keyboard.press('Tab');
  await expect(menuToggle(page)).toBeFocused();
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', {name: 'Copy link to this section'})).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menuToggle(page)).toBeFocused();
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toBeHidden();
});

/**
 * The boxes of the article's text (every line of every text node, headings, paragraphs, list
 * items, table cells and code included, as far as it is shown) that the visible "Copy page"
 * buttons or their status line overlap, as readable strings; `[]` when they cover nothing.
 * Viewport coordinates.
 */
function coveredText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = Array.from(document.querySelectorAll<HTMLElement>('button, [role="status"]'))
      .filter((element) => element.closest('[class*="copyPage_"]') && element.checkVisibility())
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0);
    if (controls.length === 0) return ['no visible "Copy page" button'];
    const article = document.querySelector('article')!;
    const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const covered: string[] = [];
    // What of a text is shown: its line boxes, cut to every ancestor that clips its overflow (a
    // code block's long line scrolls inside the block, unseen past its edge).
    const clips = new Map<Element, DOMRect | null>();
    const clipOf = (element: Element): DOMRect | null => {
      if (!clips.has(element)) {
        const {overflowX, overflowY} = getComputedStyle(element);
        clips.set(element, overflowX === 'visible' && overflowY === 'visible' ? null : element.getBoundingClientRect());
      }
      return clips.get(element)!;
    };
    const shown = (line: DOMRect, from: Element): {left: number; right: number; top: number; bottom: number} => {
      let {left, right, top, bottom} = line;
      for (let element: Element | null = from; element && element !== article; element = element.parentElement) {
        const clip = clipOf(element);
        if (clip) {
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
          top = Math.max(top, clip.top);
          bottom = Math.min(bottom, clip.bottom);
        }
      }
      return {left, right, top, bottom};
    };
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement?.closest('[class*="copyPage_"]')) continue;
      range.selectNodeContents(node);
      for (const box of Array.from(range.getClientRects())) {
        const line = shown(box, node.parentElement!);
        const hit = controls.find((control) => line.left < control.right && control.left < line.right && line.top < control.bottom && control.top < line.bottom);
        if (hit) {
          covered.push(`"${node.textContent.trim().slice(0, 40)}" (${node.parentElement?.tagName}) at ${Math.round(line.left)},${Math.round(line.top)}`);
        }
      }
    }
    return covered;
  });
}

/**
 * Scrolls the window to `y` in two steps from where it is (the navbar hides on the second step
 * down and shows on a step up), and waits until the navbar has finished sliding.
 */
async function scrollTo(page: Page, y: number, navbarShown: boolean): Promise<void> {
  const from = await page.evaluate(() => window.scrollY);
  await scrollWindowTo(page, Math.round((from + y) / 2));
  await scrollWindowTo(page, y);
  await page.waitForFunction((shown) => {
    const {top, height} = document.querySelector('.navbar')!.getBoundingClientRect();
    return shown ? top >= 0 : top <= -height + 1;
  }, navbarShown);
}

/** Pages of different kinds: tutorial, guide, API reference, configuration tables, index, R, home, release notes. */
const LAYOUT_PAGES = [
  '/getting-started/tutorials/season-1-the-local-experience/episode00',
  '/metaflow/basics',
  '/api/flowspec',
  '/api/configuration-variables',
  '/api',
  '/v/r/metaflow/basics',
  '/',
  '/internals/release-notes',
  '/scaling/remote-tasks/kubernetes',
];

test.describe('"Copy page" covers no text of the article', () => {
  for (const width of [1000, 1280, 1920]) {
    test(`at ${width}px: at the top, scrolled down and up, and after a jump from the table of contents`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await checkEach(LAYOUT_PAGES, (path) => path, async (path) => {
        await page.goto(path);
        await waitForHydration(page);
        expect(await coveredText(page), 'at the top').toEqual([]);
        const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
        expect(bottom, 'the page scrolls').toBeGreaterThan(600);
        await scrollTo(page, Math.min(1600, bottom), false);
        expect(await coveredText(page), 'scrolled down, navbar hidden').toEqual([]);
        await scrollTo(page, Math.min(1600, bottom) - 300, true);
        expect(await coveredText(page), 'scrolled up, navbar shown').toEqual([]);
        const tocLinks = page.locator('.theme-doc-toc-desktop a');
        const target = tocLinks.nth(Math.floor((await tocLinks.count()) / 2));
        const hash = new URL((await target.getAttribute('href'))!, page.url()).hash;
        await target.click();
        await expect(page).toHaveURL((url) => url.hash === hash);
        // Lands when the heading is at the top (scroll-margin under the navbar), scrolled there.
        await page.waitForFunction((id) => {
          const top = document.getElementById(decodeURIComponent(id.slice(1)))!.getBoundingClientRect().top;
          return top >= 0 && top < 200;
        }, hash);
        expect(await coveredText(page), `after a jump to ${hash}`).toEqual([]);
      });
    });
  }
});

test.describe('the Markdown of every page', () => {
  /** The Markdown URL of each page, from llms.txt. */
  async function llmsUrls(request: APIRequestContext): Promise<Map<string, string>> {
    const index = await (await request.get('/llms.txt')).text();
    const urls = new Map<string, string>();
    for (const [, url] of index.matchAll(/\]\((https?:\/\/[^)]+\.md)\)/g)) {
      const {pathname} = new URL(url);
      urls.set(pathname === '/index.md' ? '/' : pathname.slice(0, -'.md'.length), pathname);
    }
    return urls;
  }

  for (const [server, port] of [
    ['nginx', MAIN_PORT],
    ['the preview server', HOSTED_PORT],
  ] as const) {
    test(`is where the head, "Copy page" and llms.txt say, and ${server} sends it as text/markdown`, async ({request}) => {
      const base = `http://localhost:${port}`;
      const fromLlms = await llmsUrls(request);
      const failures: string[] = [];
      for (const {path} of loadRoutes()) {
        const html = await (await request.get(`${base}${path}`)).text();
        const head = /<link[^>]*rel=["']?alternate["']?[^>]*type=["']?text\/markdown["']?[^>]*href=["']?([^"' >]+)/.exec(html)?.[1];
        const viewLinks = Array.from(html.matchAll(/<a href=["']?([^"' >]+)["']?[^>]*>View as Markdown</g), (match) => match[1]);
        const expected = fromLlms.get(path);
        if (!expected || head !== expected || viewLinks.length === 0 || viewLinks.some((href) => href !== expected)) {
          failures.push(`${path}: llms.txt ${expected}, head ${head}, "View as Markdown" ${viewLinks.join(' ')}`);
          continue;
        }
        const response = await request.get(`${base}${expected}`);
        if (response.status() !== 200 || response.headers()['content-type'] !== 'text/markdown; charset=utf-8') {
          failures.push(`${path}: ${expected} answered ${response.status()} ${response.headers()['content-type']}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }

  test('"Copy page" copies the Markdown of a section index page', async ({page, request}) => {
    await page.goto('/api');
    await waitForHydration(page);
    const markdown = await (await request.get('/api.md')).text();
    expect(markdown).toMatch(/^---\ntitle: API Reference\n/);
    await copyButton(page).click();
    await expect(status(page)).toHaveText('Page copied as Markdown');
    expect(await clipboardText(page)).toBe(markdown);
  });
});

test.describe('a failed copy says what failed and covers nothing', () => {
  for (const width of [390, 1280]) {
    test(`at ${width}px, Markdown that cannot be loaded`, async ({page, baseURL, consoleErrors}) => {
      await page.setViewportSize({width, height: 800});
      const url = `${baseURL}${PAGE}.md`;
      consoleErrors.allowNotFoundDocument(url);
      await page.route(url, (route) => route.fulfill({status: 404, body: 'not here'}));
      await copyButton(page).click();
      await expect(status(page)).toHaveText("Could not load this page's Markdown");
      expect(await coveredText(page)).toEqual([]);
    });
  }

  test('a clipboard the browser refuses', async ({page}) => {
    // As a browser does when the reader or a policy denies the clipboard.
    await page.addInitScript(() => {
      const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      Object.assign(navigator.clipboard, {write: refuse, writeText: refuse});
    });
    await page.goto(PAGE);
    await waitForHydration(page);
    await copyButton(page).click();
    await expect(status(page)).toHaveText('Could not copy: your browser refused the clipboard');
    expect(await coveredText(page)).toEqual([]);
    await menuToggle(page).click();
    await page.getByRole('button', {name: 'Copy link to this section'}).click();
    await expect(status(page)).toHaveText('Could not copy: your browser refused the clipboard');
  });
});
