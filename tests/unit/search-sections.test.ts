/**
 * The sections the `/search` page filters by (src/lib/search/sections.ts): which section a page
 * path is in, how a URL parameter is read, and the offline client's `section` facet, on a small
 * index written here. No build needed.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {createLocalSearchClient} from '../../src/lib/search/client';
import {createSearchEngine} from '../../src/lib/search/engine';
import {SEARCH_INDEX_VERSION, type SearchIndexFile} from '../../src/lib/search/format';
import {parseSection, sectionOfPath} from '../../src/lib/search/sections';

test('a page path is in the R docs, the API reference or the Python guides', () => {
  assert.equal(sectionOfPath('/v/r'), 'r');
  assert.equal(sectionOfPath('/v/r/metaflow/basics'), 'r');
  assert.equal(sectionOfPath('/api'), 'api');
  assert.equal(sectionOfPath('/api/step-decorators/batch'), 'api');
  assert.equal(sectionOfPath('/'), 'python');
  assert.equal(sectionOfPath('/scaling/failures'), 'python');
  // Only whole path segments count.
  assert.equal(sectionOfPath('/apis-and-more'), 'python');
  assert.equal(sectionOfPath('/v/rust'), 'python');
});

test('a URL parameter names a section, or means all sections', () => {
  assert.equal(parseSection('api'), 'api');
  assert.equal(parseSection('r'), 'r');
  assert.equal(parseSection('python'), 'python');
  for (const value of [null, undefined, '', 'API', 'nonsense', 'constructor', '__proto__', 'api ']) {
    assert.equal(parseSection(value), undefined, String(value));
  }
});

const FILE: SearchIndexFile = {
  version: SEARCH_INDEX_VERSION,
  pages: [
    ['/scaling/failures', 'docs-default-current', 'en', 'Scalable Flows › Dealing with Failures', 'Dealing with Failures', ''],
    ['/v/r/metaflow/failures', 'docs-r-current', 'en', 'R Docs › Dealing with Failures', 'Dealing with Failures', ''],
    ['/api/step-decorators/retry', 'docs-default-current', 'en', 'API Reference › @retry', '@retry', ''],
  ],
  sections: [
    [0, -1, '', ''],
    [1, -1, '', ''],
    [2, -1, '', ''],
  ],
  contents: [
    [0, 'A failed task runs again when its step retries.'],
    [1, 'A failed task runs again when its step retries.'],
    [2, 'A failed task runs again when its step retries.'],
  ],
};

test('the offline client filters and counts results by section', async () => {
  const engine = createSearchEngine(FILE);
  const client = createLocalSearchClient({loadEngine: async () => engine, siteUrl: 'https://docs.example.org'});
  const search = async (facetFilters: string[]) =>
    (await client.search({requests: [{indexName: 'docs', query: 'failed task', facetFilters, facets: ['section']}]})).results[0];

  const all = await search([]);
  assert.equal(all.nbHits, 3);
  assert.deepEqual(all.facets.section, {python: 1, r: 1, api: 1});
  for (const [section, path] of [
    ['python', '/scaling/failures'],
    ['api', '/api/step-decorators/retry'],
    ['r', '/v/r/metaflow/failures'],
  ]) {
    const filtered = await search(['language:en', `section:${section}`]);
    assert.deepEqual(
      filtered.hits.map((hit) => new URL(hit.url).pathname),
      [path],
      section,
    );
  }
  assert.equal((await search(['section:nonsense'])).nbHits, 0);
});
