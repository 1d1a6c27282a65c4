/**
 * What a reader on a phone sees first: no page is wider than the screen (a long inline code span
 * or URL breaks or scrolls inside its own box), and at 390×844, with the announcement bar shown,
 * each doc's title starts within the first 220 px and its first paragraph within 360 px, while the
 * breadcrumbs, the link to the page in the other language, "On this page" and "Copy page" are all
 * still there.
 */
import {checkEach, expect, loadRoutes, test, waitForHydration} from './fixtures';

/** Every page, the search page and a path that is not found. */
const ALL_PATHS = [...loadRoutes().map(({path}) => path), '/search?q=retry', '/no-such-page'];

for (const width of [360, 390]) {
  test(`no page is wider than a ${width}px screen`, async ({page, baseURL, consoleErrors}) => {
    consoleErrors.allowNotFoundDocument(`${baseURL}/no-such-page`);
    await page.setViewportSize({width, height: 800});
    await checkEach(ALL_PATHS, (path) => path, async (path) => {
      await page.goto(path);
      await waitForHydration(page);
      const {scrollWidth, wide} = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        // What sticks out, to say where to look when the page is too wide.
        wide: Array.from(document.querySelectorAll('main *'))
          .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .slice(0, 3)
          .map((element) => `<${element.tagName.toLowerCase()}> ${element.textContent?.slice(0, 40)}`),
      }));
      expect(scrollWidth, `the page's width (sticking out: ${wide.join('; ')})`).toBeLessThanOrEqual(width);
    });
  });
}

test('on a 390×844 phone every doc shows its title and first paragraph early, with all of its page tools', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await checkEach(loadRoutes(), ({path}) => path, async ({path}) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('.theme-announcement-bar')).toBeVisible();
    const {title, paragraph} = await page.evaluate(() => {
      const h1 = document.querySelector('article h1')!;
      const first = (h1.closest('header') ?? h1).nextElementSibling;
      return {title: h1.getBoundingClientRect().top, paragraph: first?.getBoundingClientRect().top ?? Infinity};
    });
    expect(title, "the title's top").toBeLessThanOrEqual(220);
    expect(paragraph, "the first paragraph's top").toBeLessThanOrEqual(360);

    const article = page.locator('article');
    await expect(article.getByRole('button', {name: 'Copy page', exact: true})).toBeInViewport();
    await expect(article.getByRole('button', {name: 'More ways to use this page'})).toBeInViewport();
    if (path !== '/' && path !== '/v/r') {
      // Every breadcrumb can be reached: the row scrolls sideways to its last item.
      const crumbs = article.getByRole('navigation', {name: 'Breadcrumbs'}).getByRole('listitem');
      await expect(crumbs.first()).toBeInViewport();
      await crumbs.last().scrollIntoViewIfNeeded();
      await expect(crumbs.last()).toBeInViewport();
    }
    const toc = article.getByRole('button', {name: 'On this page'});
    if ((await toc.count()) > 0) {
      await expect(toc).toBeInViewport();
    }
    const counterpart = article.getByRole('link', {name: /^This page in the (R|Python) docs$/});
    if ((await counterpart.count()) > 0) {
      await expect(counterpart).toBeInViewport({ratio: 1});
    }
  });
});

test('on a phone, "On this page" says whether it is open, and opened takes the full width with "Copy page" under it', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/metaflow/basics');
  await waitForHydration(page);
  const toc = page.getByRole('button', {name: 'On this page'});
  await expect(toc).toHaveAttribute('aria-expanded', 'false');
  await toc.click();
  await expect(toc).toHaveAttribute('aria-expanded', 'true');
  const list = page.locator('.theme-doc-toc-mobile ul').first();
  await expect(list).toBeVisible();
  const copy = page.locator('article').getByRole('button', {name: 'Copy page', exact: true});
  const [tocBox, article] = await Promise.all([toc.boundingBox(), page.locator('article').boundingBox()]);
  expect(tocBox!.width, 'the open table of contents is as wide as the article').toBeGreaterThanOrEqual(article!.width - 1);
  // The list slides open: "Copy page" ends up under it.
  const copyBelowList = async () => {
    const [listBox, copyBox] = await Promise.all([list.boundingBox(), copy.boundingBox()]);
    return copyBox!.y >= listBox!.y + listBox!.height;
  };
  await expect.poll(copyBelowList, '"Copy page" is under the open list').toBe(true);
  await toc.click();
  await expect(toc).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(async () => (await copy.boundingBox())!.y < tocBox!.y + tocBox!.height, '"Copy page" back beside "On this page"').toBe(true);
});
