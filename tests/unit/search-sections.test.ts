/**
 * The sections the `/search` page filters by (plugins/local-search/engine/sections.ts): which
 * section a page path is in, and how a URL parameter is read (the engine's filter by section is in
 * search-engine.test.ts). No build needed.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {parseSection, sectionOfPath} from '../../plugins/local-search/engine/sections';

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
