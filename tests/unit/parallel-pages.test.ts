/**
 * The table of pages that exist in both languages (src/lib/parallel-pages.ts): every pair joins
 * a Python page to an R page of routes.json, and no page has two counterparts.
 */
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {test} from 'node:test';

import {loadRoutes} from '../../plugins/lib/routes';
import {PARALLEL_PAGES, parallelPage} from '../../src/lib/parallel-pages';

const paths = new Set(loadRoutes(join(__dirname, '..', '..')).map((route) => route.path));
const isR = (path: string) => path === '/v/r' || path.startsWith('/v/r/');

test('every pair joins a Python page and an R page of the site', () => {
  for (const [python, r] of PARALLEL_PAGES) {
    assert.ok(paths.has(python) && !isR(python), `${python} is not a Python page`);
    assert.ok(paths.has(r) && isR(r), `${r} is not an R page`);
  }
});

test('no page has two counterparts, and each side finds the other', () => {
  const all = PARALLEL_PAGES.flat();
  assert.equal(new Set(all).size, all.length);
  for (const [python, r] of PARALLEL_PAGES) {
    assert.deepEqual(parallelPage(python), {language: 'R', path: r});
    assert.deepEqual(parallelPage(r), {language: 'Python', path: python});
  }
});
