/**
 * The Python versions that docs/python/getting-started/install.mdx states, checked against the
 * installed `metaflow` package (the pinned release in `.venv`, built by `npm run python:env`),
 * as tests/content/python_support.py reports it from the package's metadata and source:
 *
 * - the classifier range the page quotes is the one in the package metadata;
 * - the page's lowest supported version is the lowest classifier version that the source's
 *   syntax and its evidence of newer standard-library features (`needs`) allow, and its highest
 *   is the highest classifier;
 * - every feature that rules out a classifier version is named on the page (the reason given);
 * - the page says the package declares no `Requires-Python` exactly when it declares none.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

import {pinnedMetaflowVersion} from '../../constants';

const root = join(__dirname, '..', '..');
const page = readFileSync(join(root, 'docs', 'python', 'getting-started', 'install.mdx'), 'utf8');

interface PythonSupport {
  version: string;
  classifiers: string[];
  requires_python: string | null;
  needs: {python: string; name: string; where: string}[];
  syntax: string | null;
}

const support = JSON.parse(
  execFileSync(join(root, '.venv', 'bin', 'python'), [join(__dirname, 'python_support.py')], {encoding: 'utf8'}),
) as PythonSupport;

/** Orders "3.N" version strings numerically. */
const minor = (version: string) => Number(version.split('.')[1]);
const newest = (versions: string[]) => versions.reduce((a, b) => (minor(b) > minor(a) ? b : a));

/** The `3.A` and `3.B` of the first "<before>3.A to 3.B<after>" on the page. */
function statedRange(before: string, after: string): [string, string] {
  const match = new RegExp(`${before}(3\\.\\d+) to (3\\.\\d+)${after}`).exec(page.replace(/\s+/g, ' '));
  assert.ok(match, `install.mdx states no range "${before}3.A to 3.B${after}"`);
  return [match[1], match[2]];
}

test('the report is about the pinned release', () => {
  assert.equal(support.version, pinnedMetaflowVersion(root));
});

test('the page quotes the classifier range of the package metadata', () => {
  assert.deepEqual(statedRange('classifiers list Python ', ''), [support.classifiers[0], support.classifiers.at(-1)]);
});

test('the supported range starts where the source allows and ends at the newest classifier', () => {
  assert.ok(support.syntax, 'no classifier version parses the package source');
  const lowest = newest([support.classifiers[0], support.syntax, ...support.needs.map((need) => need.python)]);
  assert.deepEqual(statedRange('\\*\\*Python ', '\\.\\*\\*'), [lowest, support.classifiers.at(-1)]);
});

test('the page names each feature that rules out a listed version', () => {
  const reasons = new Set(support.needs.filter((need) => minor(need.python) > minor(support.classifiers[0])).map((need) => need.name));
  for (const name of reasons) {
    assert.ok(page.includes(name), `install.mdx does not say that Metaflow needs ${name} (${support.needs.find((need) => need.name === name)?.where})`);
  }
});

test('the page says whether the package declares Requires-Python', () => {
  assert.equal(/declares none|declares no `Requires-Python`/.test(page), support.requires_python === null);
});
