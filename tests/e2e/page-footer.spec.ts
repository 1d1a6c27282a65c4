/**
 * The footer of every doc page: "Last updated" shows the day of the last commit that changed
 * the page's source (the file "Edit this page" links to), compared with `git log` in this
 * checkout, and names no author; "Report a problem with this page" opens a new issue in the
 * docs repository in a new tab, prefilled with the page's title and canonical URL (also with
 * JavaScript off) and, with JavaScript, the section being read; it is reachable with Tab right
 * after "Edit this page". GitHub is never contacted: the new tab's request is answered here.
 */
import {execFileSync} from 'node:child_process';

import type {Page} from '@playwright/test';

import {readEnv} from '../../env';
import {REPO_ROOT, expect, test, waitForHydration} from './fixtures';

const env = readEnv();

/** Python guide, Python API reference, R guide, R home. */
const DATED_PAGES = ['/metaflow/basics', '/api/flowspec', '/v/r/getting-started/install', '/v/r'];

/** A page with sections, and one of its `h2`s. */
const PAGE = '/metaflow/basics';
const SECTION = {id: 'artifacts', title: 'Artifacts'};

/** `%cs` of the last commit that changed `file`, but in UTC, the time zone the page shows dates in. */
function gitDate(file: string): string {
  return execFileSync('git', ['log', '-1', '--date=short-local', '--format=%cd', '--', file], {
    cwd: REPO_ROOT,
    env: {...process.env, TZ: 'UTC'},
    encoding: 'utf8',
  }).trim();
}

/** The report link, by its accessible name: its text, then the theme's "(opens in new tab)" icon label (Chromium joins them without a space, as in the navbar). */
const reportLink = (page: Page) => page.getByRole('link', {name: /^Report a problem with this page ?\(opens in new tab\)$/});

/** The prefilled fields of a new-issue link, after checking it points at the docs repository's form. */
function issueFields(href: string | null): {title: string; body: string} {
  const url = new URL(href ?? '');
  expect(`${url.origin}${url.pathname}`).toBe(env.newIssueUrl);
  return {title: url.searchParams.get('title') ?? '', body: url.searchParams.get('body') ?? ''};
}

for (const path of DATED_PAGES) {
  test(`${path}: "Last updated" is the day git last changed its source, with no author`, async ({page}) => {
    await page.goto(path);
    const source = (await page.getByRole('link', {name: 'Edit this page'}).getAttribute('href'))?.slice(env.editUrlBase.length) ?? '';
    expect(source).toMatch(/^docs\/(python|r)\/.+\.mdx?$/);
    const date = gitDate(source);
    expect(date, `git has no commit for ${source}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const time = page.locator('.theme-last-updated time');
    await expect(time).toHaveCount(1);
    expect((await time.getAttribute('datetime'))?.slice(0, 10)).toBe(date);
    const shown = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(new Date(date));
    await expect(page.locator('.theme-last-updated')).toHaveText(`Last updated on ${shown}`);
  });
}

test('without JavaScript, the report link opens a new tab with the page title and URL filled in', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  try {
    const page = await context.newPage();
    await page.goto(PAGE);
    const title = (await page.locator('article h1').textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    const link = reportLink(page);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    const fields = issueFields(await link.getAttribute('href'));
    expect(fields.title).toContain(`"${title}"`);
    expect(fields.body).toContain(`Page: ${title}\nURL: ${env.siteUrl}${PAGE}\n`);
    expect(fields.body).not.toContain('Section:');
  } finally {
    await context.close();
  }
});

test('the report link adds the section being read, and Enter opens it in a new tab', async ({page, context}) => {
  await context.route((url) => url.href.startsWith(`${env.newIssueUrl}?`), (route) => route.fulfill({contentType: 'text/plain', body: 'new issue form'}));
  await page.goto(PAGE);
  await waitForHydration(page);
  await page.evaluate((id) => document.getElementById(id)?.scrollIntoView({block: 'start'}), SECTION.id);
  const link = reportLink(page);
  // Focus without scrolling to the footer, as when the reader tabs on from a link in this section.
  await link.evaluate((element: HTMLElement) => element.focus({preventScroll: true}));
  const href = await link.getAttribute('href');
  const {body} = issueFields(href);
  expect(body).toContain(`URL: ${env.siteUrl}${PAGE}\nSection: ${SECTION.title} (${env.siteUrl}${PAGE}#${SECTION.id})\n`);

  const [popup] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
  await expect(popup.locator('body')).toHaveText('new issue form');
  expect(popup.url()).toBe(href);
  expect(page.url()).toContain(PAGE);
});

test('Tab goes from "Edit this page" to the report link', async ({page}) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  await page.getByRole('link', {name: 'Edit this page'}).focus();
  await page.keyboard.press('Tab');
  await expect(reportLink(page)).toBeFocused();
});
