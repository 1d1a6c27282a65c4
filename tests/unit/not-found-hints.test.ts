/**
 * The not-found page's hints (src/lib/not-found-hints.ts) over the site's real pages
 * (routes.json) and old paths (redirects.ts): each page and old path is found again from its
 * other spellings, close misspellings lead to the page, unrelated paths to nothing, and the
 * search words are the path's words.
 */
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {test} from 'node:test';

import {redirects} from '../../redirects';
import {loadRoutes} from '../../plugins/lib/routes';
import {notFoundHints} from '../../src/lib/not-found-hints';

const paths = loadRoutes(join(__dirname, '..', '..')).map((route) => route.path);
// As the docs plugins' global data lists them: a folder's index page ends with "/" there.
const pages = paths.map((path) => (path === '/api' || path === '/v/r' ? `${path}/` : path));

const suggestion = (pathname: string) => notFoundHints(pathname, pages).suggestion;

test('every page is suggested from its path in upper case, with a trailing slash, .html or /index.html', () => {
  for (const path of paths.filter((path) => path !== '/')) {
    for (const variant of [path.toUpperCase(), `${path}/`, `${path}.html`, `${path}/index.html`, `${path.toUpperCase()}/`]) {
      if (variant !== path) assert.equal(suggestion(variant), path, variant);
    }
  }
});

test('every old path of redirects.ts, in another case or with a trailing slash, leads to its new page', () => {
  for (const {from, to} of redirects) {
    assert.equal(suggestion(from), to, from);
    assert.equal(suggestion(`${from.toUpperCase()}/`), to, `${from.toUpperCase()}/`);
  }
});

test('a misspelt last segment leads to the closest page with the same parent', () => {
  assert.equal(suggestion('/metaflow/basic'), '/metaflow/basics');
  assert.equal(suggestion('/Metaflow/Basicz/'), '/metaflow/basics');
  assert.equal(suggestion('/api/flowspek'), '/api/flowspec');
  assert.equal(suggestion('/scaling/remote-tasks/kubernets'), '/scaling/remote-tasks/kubernetes');
  // An old path misspelt: its new page.
  assert.equal(suggestion('/metaflow/tagging2'), '/scaling/tagging');
});

test('an unrelated path, a far misspelling or a wrong parent leads to nothing', () => {
  for (const path of ['/zzz-qqq', '/metaflow/retrys', '/api/xyz', '/metaflow/bsc', '/metaflw/basics', '/nope/basics', '/%E0%A4%A']) {
    assert.equal(suggestion(path), null, path);
  }
});

test('the search words are the path\'s words, without the R docs prefix, .html or repeats', () => {
  const words = (pathname: string) => notFoundHints(pathname, pages).words;
  assert.equal(words('/metaflow/retrys'), 'metaflow retrys');
  assert.equal(words('/Scaling/Remote_Tasks/GPU-compute.html'), 'scaling remote tasks gpu compute');
  assert.equal(words('/v/r/getting-started/install-r/'), 'getting started install r');
  assert.equal(words('/api/api/index.html'), 'api');
  assert.equal(words('/caf%C3%A9'), 'café');
  assert.equal(words('/'), '');
});
