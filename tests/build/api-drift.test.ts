/**
 * The API drift test: the Python API reference against the pinned `metaflow` package.
 * - data/metaflow-api.json equals a fresh extract from the package in .venv (so a version bump
 *   fails here until `npm run api:extract` is run; its output lists what changed);
 * - every API page documents every object and public member in scope, each parameter the
 *   package has and none it lacks (tests/lib/api-drift.ts);
 * - the built pages show the package's real defaults in every parameter table.
 * Needs .venv (`npm run python:env`) and `npm run build` first.
 */
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

import {load} from 'cheerio';

import {pinnedMetaflowVersion} from '../../constants';
import {builtFileOf} from '../../plugins/lib/routes';
import {checkPageFile, extractFacts} from '../lib/api-drift';
import {defaultText, parametersOf, type ApiFacts} from '../../plugins/api-facts/facts';

const root = join(__dirname, '..', '..');
const committed = JSON.parse(readFileSync(join(root, 'data', 'metaflow-api.json'), 'utf8')) as ApiFacts;
const fresh = extractFacts(root);

test('the committed API facts are those of the pinned metaflow release', () => {
  assert.equal(fresh.metaflow_version, pinnedMetaflowVersion(root));
  const names = [...new Set([...Object.keys(committed.objects), ...Object.keys(fresh.objects)])].sort();
  const changed = names.filter((name) => JSON.stringify(committed.objects[name]) !== JSON.stringify(fresh.objects[name]));
  assert.deepEqual(changed, [], 'these objects differ from the installed package: run `npm run api:extract` and update their pages');
  assert.deepEqual(committed, fresh, 'data/metaflow-api.json is stale: run `npm run api:extract`');
});

/**
 * The API pages whose facts come from elsewhere: the configuration (config-drift.test.ts) and
 * the command line (cli-drift.test.ts).
 */
const OTHER_FACT_PAGES = ['configuration-variables', 'cli'];

test('every page under docs/python/api is an API page in scope, the configuration or command-line page, or a section index', () => {
  const files = readdirSync(join(root, 'docs', 'python', 'api'), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => file.replace(/\.mdx$/, '').split('\\').join('/'));
  const unexpected = files.filter((file) => !(file in fresh.pages) && !OTHER_FACT_PAGES.includes(file) && !/(^|\/)index$/.test(file));
  assert.deepEqual(unexpected, []);
  assert.deepEqual(Object.keys(fresh.pages).filter((page) => !files.includes(page)), [], 'pages in scope without a file');
});

for (const page of Object.keys(fresh.pages)) {
  test(`/api/${page} documents every object, member and parameter of the package`, () => {
    assert.deepEqual(checkPageFile(root, page, fresh), []);
  });

  test(`/api/${page} shows the package's defaults in its parameter tables`, () => {
    const $ = load(readFileSync(join(root, 'build', builtFileOf(`/api/${page}`)), 'utf8'));
    const sections = $('[data-api-object]');
    assert.ok(sections.length > 0, 'no API sections on the built page');
    sections.each((_, section) => {
      const name = $(section).attr('data-api-object') ?? '';
      const expected = parametersOf(fresh.objects[name]).map((parameter) => [parameter.name, defaultText(parameter)]);
      const shown = $(section)
        .find('tr[data-param]')
        .toArray()
        .map((row) => [$(row).attr('data-param'), $(row).find('td[data-default]').text()]);
      assert.deepEqual(shown, expected, `${name}: the parameter table differs from the package`);
    });
  });
}
