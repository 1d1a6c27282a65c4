/**
 * The Python API reference as a reader uses it: deep links to a member or a parameter land on
 * it, the source links point at the pinned release's tag, the table of contents lists the
 * members, and the index links every documented object.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import {pinnedMetaflowVersion} from '../../constants';
import {namesOfPage, type ApiFacts} from '../../plugins/api-facts/facts';
import {REPO_ROOT, expect, test, waitForHydration} from './fixtures';

const facts = JSON.parse(readFileSync(join(REPO_ROOT, 'data', 'metaflow-api.json'), 'utf8')) as ApiFacts;

test('a link to a member lands on its heading, above its signature', async ({page}) => {
  await page.goto('/api/flowspec#flowspec-next');
  await waitForHydration(page);
  const heading = page.locator('h3#flowspec-next');
  await expect(heading).toBeInViewport();
  await expect(page.locator('[data-api-object="FlowSpec.next"] pre')).toContainText('FlowSpec.next(*dsts');
});

test('a link to a parameter lands on its table row', async ({page}) => {
  await page.goto('/api/step-decorators/kubernetes#kubernetes-memory');
  await waitForHydration(page);
  const row = page.locator('tr#kubernetes-memory');
  await expect(row).toBeInViewport();
  await expect(row.locator('td[data-default]')).toHaveText("'4096'");
});

test('source links point at the definition in the repository at the pinned tag', async ({page}) => {
  await page.goto('/api/client');
  const links = page.locator('[data-api-object] a', {hasText: 'source'});
  expect(await links.count()).toBeGreaterThan(50);
  const tag = pinnedMetaflowVersion(REPO_ROOT).replace(/\./g, '\\.');
  for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(new RegExp(`^https://github\\.com/Netflix/metaflow/blob/${tag}/metaflow/[\\w/]+\\.py#L\\d+$`));
  }
});

test('the table of contents lists the members of a page', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/api/current');
  const toc = page.locator('.table-of-contents');
  await expect(toc.locator('a[href="#current-run_id"]')).toHaveCount(1);
  await expect(toc.locator('a[href="#current-project_name"]')).toHaveCount(1);
});

test('the API index links every documented object and member to its section', async ({page}) => {
  await page.goto('/api');
  await waitForHydration(page);
  const expected = Object.keys(facts.pages).flatMap((page) => namesOfPage(facts, page));
  const links = page.locator('.markdown section li a code');
  await expect(links).toHaveCount(expected.length);
  const first = page.locator('.markdown section li a').first();
  await first.click();
  await expect(page).toHaveURL(/\/api\/flowspec#flowspec$/);
  await expect(page.locator('h2#flowspec')).toBeInViewport();
});
