/**
 * The configuration variables reference (/api/configuration-variables) on a desktop and a
 * phone, and the API reference's other tables on a desktop:
 *
 * - the filter box shows the variables whose name holds what the reader typed, or whose
 *   description has a word starting with it, with their count, and hides the areas left empty;
 *   "environment only", the words under the names of the variables that only the environment
 *   sets, shows those;
 * - the filter is kept in the URL (`?filter=`) without adding history entries, and a page
 *   opened with it starts filtered; a link to a row opens with the filter empty, and a link to
 *   a row the filter hides empties it;
 * - the box works from the keyboard (Tab reaches it, Escape empties it, screen readers hear
 *   the count once typing pauses), and the filtered page passes axe in both colour modes;
 * - at 1280 px the longest variable name is on one line, and no code in the tables breaks
 *   inside a word; no API table scrolls sideways;
 * - on phones (390 and 360 px) each row is a block of lines, the filter works and the page is
 *   no wider than the screen.
 *
 * The expected rows come from `data/metaflow-config-notes.json` and, for the variables only the
 * environment sets (`read_by: os.environ`), `data/metaflow-config.json`: the data the page shows.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import type {Locator, Page} from '@playwright/test';

import {MODES, expectNoViolations, useMode} from './axe';
import {REPO_ROOT, checkEach, expect, loadRoutes, test, waitForHydration} from './fixtures';

interface Notes {
  readonly guides: Readonly<Record<string, string>>;
  readonly areas: readonly {readonly id: string; readonly variables: Readonly<Record<string, {readonly text: string; readonly guide?: string}>>}[];
}

const notes = JSON.parse(readFileSync(join(REPO_ROOT, 'data', 'metaflow-config-notes.json'), 'utf8')) as Notes;
const facts = JSON.parse(readFileSync(join(REPO_ROOT, 'data', 'metaflow-config.json'), 'utf8')) as {variables: Record<string, {read_by: string}>};
const environmentOnly = new Set(Object.keys(facts.variables).filter((name) => facts.variables[name].read_by === 'os.environ'));
const variables = notes.areas.flatMap((area) => Object.entries(area.variables).map(([name, note]) => ({name, note, area: area.id})));
const TOTAL = variables.length;
const PAGE = '/api/configuration-variables';

/**
 * The text the filter reads besides the name: the description cell (the note without
 * backticks, then its guide's title) and "environment only" under the name of a variable
 * only the environment sets.
 */
function descriptionOf(name: string, note: Notes['areas'][number]['variables'][string]): string {
  return `${note.text.replace(/`/g, '')} ${note.guide ? notes.guides[note.guide] : ''} ${environmentOnly.has(name) ? 'environment only' : ''}`;
}

/**
 * The variables `query` should show, in page order: each of its words (any case) is part of
 * the name, or is in the description cell at the start of a word (after a character that is
 * not a letter or a digit). The queries of the tests are letters, digits and underscores.
 */
function matching(query: string): string[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return variables
    .filter(({name, note}) => words.every((word) => name.toLowerCase().includes(word) || new RegExp(`(?:^|[^a-z0-9])${word}`).test(descriptionOf(name, note).toLowerCase())))
    .map(({name}) => name);
}

/** The variables whose name holds `part` (any case). */
function namesHolding(part: string): string[] {
  return variables.filter(({name}) => name.toLowerCase().includes(part)).map(({name}) => name);
}

function filterBox(page: Page): Locator {
  return page.getByRole('searchbox', {name: 'Filter the variables by name or description'});
}

/** The names of the rows a reader sees, in page order. */
function shownRows(page: Page): Promise<string[]> {
  return page.locator('tr[data-param]:visible').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-param') ?? ''));
}

/** Asserts that the page shows exactly the rows of `names`, the sections of their areas only, and their count. */
async function expectShown(page: Page, names: readonly string[]): Promise<void> {
  await expect(filterBox(page)).toHaveAccessibleDescription(names.length === TOTAL ? `${TOTAL} variables` : `${names.length} of ${TOTAL} variables`);
  expect(await shownRows(page)).toEqual(names);
  const areas = new Set(variables.filter(({name}) => names.includes(name)).map(({area}) => area));
  for (const {id} of notes.areas) {
    await expect(page.locator(`h2#${id}`), `the section ${id}`).toBeVisible({visible: areas.has(id)});
  }
}

async function openPage(page: Page, path = PAGE): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Where the text of each element of `elements` breaks onto a new line: for each break, the
 * character before it and the one after it (`"_|S"`), read from the positions of its
 * characters on the screen.
 */
function lineBreaks(elements: Locator): Promise<string[][]> {
  return elements.evaluateAll((roots) =>
    roots.map((root) => {
      const breaks: string[] = [];
      const range = document.createRange();
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      let before = '';
      let top: number | undefined;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let index = 0; index < text.length; index++) {
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = Array.from(range.getClientRects()).find((candidate) => candidate.width > 0);
          if (rect) {
            if (top !== undefined && rect.top > top + 1) breaks.push(`${before}|${text[index]}`);
            top = rect.top;
          }
          before = text[index];
        }
      }
      return breaks;
    }),
  );
}

/** Each piece of code in the rows of the current page that breaks inside a word, with the breaks. */
async function breaksInsideWords(page: Page): Promise<string[]> {
  const codes = page.locator('tr[data-param] code');
  const texts = await codes.allTextContents();
  // Between words: after white space or a JSON comma, or before white space.
  return (await lineBreaks(codes))
    .map((breaks, index) => ({code: texts[index], inside: breaks.filter((around) => !/^[\s,]\||\|\s/.test(around))}))
    .filter(({inside}) => inside.length > 0)
    .map(({code, inside}) => `${code}: ${inside.join(' ')}`);
}

test.describe('on a desktop', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('part of a name shows the variables whose names hold it, with their count, in their sections only', async ({page}) => {
    await openPage(page);
    await expectShown(page, matching(''));
    const expected = matching('retry_count');
    expect(expected, 'names only').toEqual(namesHolding('retry_count'));
    expect(expected.length).toBeGreaterThan(1);
    await filterBox(page).fill('RETRY_count');
    await expectShown(page, expected);
  });

  test('a word of a description shows the variables it describes', async ({page}) => {
    await openPage(page);
    const expected = matching('bucket');
    expect(namesHolding('bucket'), 'no name holds the word').toEqual([]);
    expect(expected.length).toBeGreaterThan(0);
    await filterBox(page).fill('Bucket');
    await expectShown(page, expected);
    await filterBox(page).fill('no-such-variable');
    await expect(filterBox(page)).toHaveAccessibleDescription('No variable matches “no-such-variable”.');
    expect(await shownRows(page)).toEqual([]);
  });

  test('"environment only" shows the variables that only the environment sets, each marked so under its name', async ({page}) => {
    await openPage(page);
    const expected = variables.map(({name}) => name).filter((name) => environmentOnly.has(name));
    expect(expected.length).toBeGreaterThan(5);
    expect(matching('environment only'), 'no description holds the two words').toEqual(expected);
    await filterBox(page).fill('environment only');
    await expectShown(page, expected);
    for (const name of expected) {
      await expect(page.locator(`tr[data-param="${name}"] th`), name).toContainText('environment only');
    }
  });

  test('the filter is kept in the URL without new history entries, and a page opened with it starts filtered', async ({page}) => {
    await openPage(page);
    const entries = await page.evaluate(() => window.history.length);
    await filterBox(page).pressSequentially('sysroot');
    await expect(page).toHaveURL(`${PAGE}?filter=sysroot`);
    expect(await page.evaluate(() => window.history.length), 'history entries').toBe(entries);
    const expected = matching('sysroot');
    await page.reload();
    await waitForHydration(page);
    await expect(filterBox(page)).toHaveValue('sysroot');
    await expect(filterBox(page)).toBeInViewport();
    await expectShown(page, expected);
    await filterBox(page).clear();
    await expect(page).toHaveURL(PAGE);
    await expectShown(page, matching(''));
    // Two words, from a link someone shared.
    const twoWords = matching('kubernetes cpu');
    expect(twoWords.length).toBeGreaterThan(0);
    await openPage(page, `${PAGE}?filter=kubernetes+cpu`);
    await expect(filterBox(page)).toHaveValue('kubernetes cpu');
    await expectShown(page, twoWords);
  });

  test('a link to a row lands on it with the filter empty; a link to a row the filter hides empties it', async ({page}) => {
    await openPage(page, `${PAGE}#metaflow_default_datastore`);
    await expect(page.locator('tr#metaflow_default_datastore')).toBeInViewport();
    await expect(filterBox(page)).toHaveValue('');
    expect(await shownRows(page)).toHaveLength(TOTAL);
    await filterBox(page).fill('kubernetes');
    await expect(page.locator('tr#metaflow_s3_endpoint_url')).toBeHidden();
    // The introduction's link to the row, above the box.
    await page.locator(`main a[href="#metaflow_s3_endpoint_url"]`).first().click();
    await expect(filterBox(page)).toHaveValue('');
    await expect(page.locator('tr#metaflow_s3_endpoint_url')).toBeInViewport();
    await expect(page).toHaveURL(`${PAGE}#metaflow_s3_endpoint_url`);
  });

  test('the box works from the keyboard, and screen readers hear the count once typing pauses', async ({page}) => {
    await openPage(page);
    await page.locator('h2#reading-the-tables a.hash-link').focus();
    await page.keyboard.press('Tab');
    await expect(filterBox(page)).toBeFocused();
    const status = page.getByRole('search', {name: 'Configuration variables'}).getByRole('status');
    await expect(status).toHaveText('');
    await page.keyboard.type('retry_count');
    const expected = matching('retry_count');
    await expectShown(page, expected);
    await expect(status).toHaveText(`${expected.length} of ${TOTAL} variables`);
    await page.keyboard.press('Escape');
    await expect(filterBox(page)).toHaveValue('');
    await expect(filterBox(page)).toBeFocused();
    await expectShown(page, matching(''));
    await page.keyboard.type('retry_count');
    await expectShown(page, expected);
    // Tab skips the hidden areas: the next stop is the heading link of the first area left.
    const firstArea = variables.find(({name}) => name === expected[0])?.area;
    await page.keyboard.press('Tab');
    await expect(page.locator(`h2#${firstArea} a.hash-link`)).toBeFocused();
  });

  for (const mode of MODES) {
    test(`the filtered page has no axe violations (${mode})`, async ({page}) => {
      // A cap, not a wait: axe on a long page takes seconds when both cores are busy.
      test.setTimeout(60_000);
      await useMode(page, mode);
      await openPage(page, `${PAGE}?filter=retry`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(filterBox(page)).toHaveValue('retry');
      await expect(page.locator('tr#metaflow_home')).toBeHidden();
      await filterBox(page).focus();
      await expectNoViolations(page);
    });
  }

  test('the longest variable name is on one line, and no code in the rows breaks inside a word', async ({page}) => {
    const longest = variables.map(({name}) => name).reduce((a, b) => (b.length > a.length ? b : a));
    await openPage(page);
    const name = page.locator(`tr[data-param="${longest}"] th code`);
    await expect(name).toHaveText(longest);
    expect(await lineBreaks(name), `${longest} breaks`).toEqual([[]]);
    expect(await breaksInsideWords(page)).toEqual([]);
  });

  test('no table of the API reference scrolls sideways, and no code in its rows breaks inside a word', async ({page}) => {
    const pages = loadRoutes()
      .map((route) => route.path)
      .filter((path) => path.startsWith('/api/'));
    await checkEach(
      pages,
      (path) => path,
      async (path) => {
        await openPage(page, path);
        const tables = page.locator('[role="region"]:has(tr[data-param])');
        const sideways = await tables.evaluateAll((regions) => regions.filter((region) => region.scrollWidth > region.clientWidth).map((region) => region.getAttribute('aria-label')));
        expect(sideways, 'tables that scroll sideways').toEqual([]);
        expect(await breaksInsideWords(page)).toEqual([]);
      },
    );
  });
});

for (const width of [390, 360]) {
  test(`on a ${width} px phone each row is a block of lines, the filter works and the page is no wider than the screen`, async ({page}) => {
    await page.setViewportSize({width, height: 844});
    await openPage(page);
    const row = page.locator('tr#metaflow_default_datastore');
    const [name, type] = await Promise.all([row.locator('th').boundingBox(), row.locator('td').first().boundingBox()]);
    expect(type!.y, 'the type under the name').toBeGreaterThanOrEqual(name!.y + name!.height);
    await filterBox(page).fill('datastore');
    await expectShown(page, matching('datastore'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
