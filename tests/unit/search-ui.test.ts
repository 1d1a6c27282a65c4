/**
 * The offline search's theme helpers that need no browser: the `/search` page's breadcrumb
 * without repeats (`theme/SearchPage/breadcrumb.ts`) and the OpenSearch description the plugin
 * writes (`build/opensearch.ts`). The modal and the page themselves are tested in
 * `tests/e2e/search.spec.ts`.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {OPENSEARCH_PATH, openSearchLink, openSearchXml} from '../../plugins/local-search/build/opensearch';
import type {SearchHit} from '../../plugins/local-search/engine/types';
import {breadcrumbOf, withoutRepeats} from '../../plugins/local-search/theme/SearchPage/breadcrumb';

function hit(path: string[], title: string, headings: string[]): SearchHit {
  const page = {url: '/scaling/failures', title, path, description: '', tag: 'docs-default-current', section: 'python'} as const;
  const name = headings.at(-1) ?? title;
  return {place: {page, anchor: '', url: page.url, headings, name}, excerpt: null, terms: new Set()};
}

test('a breadcrumb names each page and heading once, and not the result it leads to', () => {
  const path = ['Scalable Flows', 'Dealing with Failures'];
  assert.deepEqual(breadcrumbOf(hit(path, 'Dealing with Failures', [])), ['Scalable Flows']);
  assert.deepEqual(breadcrumbOf(hit(path, 'Dealing with Failures', ['Retrying tasks with @retry'])), path);
  assert.deepEqual(breadcrumbOf(hit(path, 'Dealing with Failures', ['Retrying tasks with @retry', 'Adding retries to every step'])), [
    ...path,
    'Retrying tasks with @retry',
  ]);
  // A first heading that repeats the page title is named once.
  assert.deepEqual(breadcrumbOf(hit(['API Reference', '@retry'], '@retry', ['@retry', '@retry(times)'])), ['API Reference', '@retry']);
  assert.deepEqual(breadcrumbOf(hit(['API Reference', '@retry'], '@retry', ['@retry'])), ['API Reference']);
  assert.deepEqual(withoutRepeats(['A', 'B', 'A', 'C', 'C'], 'C'), ['A', 'B']);
  assert.deepEqual(withoutRepeats([], 'C'), []);
});

test('the OpenSearch description opens /search with the terms and escapes the site title', () => {
  const site = {title: 'Metaflow <Docs> & "more"', url: 'https://docs.metaflow.org', baseUrl: '/docs/', favicon: 'img/favicon.svg'};
  const xml = openSearchXml(site);
  assert.match(xml, /<ShortName>Metaflow &lt;Docs&gt; &amp; &quot;more&quot;<\/ShortName>/);
  assert.match(xml, /<Url type="text\/html" method="get" template="https:\/\/docs\.metaflow\.org\/docs\/search\?q=\{searchTerms\}"\/>/);
  assert.match(xml, /rel="self" template="https:\/\/docs\.metaflow\.org\/docs\/opensearch\.xml"/);
  assert.match(xml, /<Image width="16" height="16" type="image\/svg\+xml">https:\/\/docs\.metaflow\.org\/docs\/img\/favicon\.svg<\/Image>/);
  assert.doesNotMatch(openSearchXml({...site, favicon: undefined}), /<Image/);
  assert.deepEqual(openSearchLink(site), {
    tagName: 'link',
    attributes: {rel: 'search', type: 'application/opensearchdescription+xml', title: site.title, href: `/docs/${OPENSEARCH_PATH}`},
  });
});
