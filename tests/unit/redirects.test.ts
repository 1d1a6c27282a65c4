import assert from 'node:assert/strict';
import {join} from 'node:path';
import {test} from 'node:test';

import {redirects} from '../../redirects';
import {loadRoutes} from '../../plugins/lib/routes';

const pages = new Set(loadRoutes(join(__dirname, '..', '..')).map((route) => route.path));
const isCleanPath = (path: string) => path.startsWith('/') && (path === '/' || !path.endsWith('/')) && !path.includes('.html');

test('every redirect lands on a page of the site', () => {
  for (const {from, to} of redirects) assert.ok(pages.has(to), `${from} -> ${to}: ${to} is not in routes.json`);
});

test('no old path is also a page', () => {
  for (const {from} of redirects) assert.ok(!pages.has(from), `${from} is a page and a redirect source`);
});

test('each old path is redirected once, to a clean absolute path', () => {
  const sources = redirects.map((redirect) => redirect.from);
  assert.equal(new Set(sources).size, sources.length, 'a source appears twice');
  for (const {from, to} of redirects) {
    assert.ok(isCleanPath(from) && isCleanPath(to), `${from} -> ${to} is not absolute and slash-free`);
  }
});

test('the spec wildcard rows are all covered', () => {
  const covered = (prefix: string, target: string) =>
    redirects.some(({from, to}) => from.startsWith(prefix) && to.startsWith(target));
  assert.ok(covered('/going-to-production-with-metaflow', '/production/'));
  assert.ok(covered('/internals-of-metaflow', '/internals/'));
  assert.ok(covered('/metaflow-on-aws', '/getting-started/infrastructure'));
  assert.ok(covered('/metaflow/scaling-out-and-up', '/scaling/'));
  for (const old of ['data', 'dependencies', 'failures', 'tagging']) {
    assert.ok(redirects.some(({from, to}) => from === `/metaflow/${old}` && to === `/scaling/${old}`), old);
  }
  assert.ok(redirects.some(({from, to}) => from === '/introduction/contributing-to-metaflow' && to === '/internals/contributing'));
});
