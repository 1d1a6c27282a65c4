/**
 * The configuration reference (api/configuration-variables.mdx) says that a JSON list given to a
 * `METAFLOW_ENABLED_*` variable through the environment is read character by character, so that
 * importing Metaflow fails naming one character of the string, and that the character varies
 * from process to process (Metaflow checks the names in a set's order, which depends on the
 * hash seed). Each process here gets a fixed PYTHONHASHSEED, so the outcome is the same on
 * every run of the test.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

import {runCommand} from '../examples/harness/run';

const root = join(__dirname, '..', '..');
const VALUE = '["retry"]';
const SEEDS = [1, 2, 3, 4, 5, 6];

test('a JSON list from the environment fails on one character, a different one per process', () => {
  const page = readFileSync(join(root, 'docs/python/api/configuration-variables.mdx'), 'utf8');
  assert.match(page, /`ValueError: Configuration requested step_decorator plugin '…' but no such plugin is available`/);
  const named = SEEDS.map((seed) => {
    const result = runCommand(`METAFLOW_ENABLED_STEP_DECORATOR='${VALUE}' PYTHONHASHSEED=${seed} python -c 'import metaflow'`, root, root);
    assert.notEqual(result.status, 0, `seed ${seed}: importing metaflow succeeded`);
    const error = /ValueError: Configuration requested step_decorator plugin '(.)' but no such plugin is available/.exec(result.output);
    assert.ok(error, `seed ${seed}: no such error in\n${result.output}`);
    assert.ok(VALUE.includes(error[1]), `seed ${seed}: '${error[1]}' is not a character of ${VALUE}`);
    return error[1];
  });
  assert.ok(new Set(named).size > 1, `every process named '${named[0]}': the character no longer varies, so the page can show it`);
});
