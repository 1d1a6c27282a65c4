/**
 * Where the installed Metaflow keeps two things on your machine, as the pages say:
 * - a local run writes to the nearest `.metaflow` folder, in the working directory or the
 *   closest parent that has one, and creates one in the working directory only when none
 *   exists (metaflow/introduction.mdx);
 * - a production token that `--authorize` stored goes to the folder `METAFLOW_TOKEN_HOME`
 *   names, else to `METAFLOW_HOME` (scaling/tagging.mdx).
 * Runs the package in the examples' environment (run.ts) in a scratch directory.
 */
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, test} from 'node:test';

import {runCommand} from '../examples/harness/run';
import {twoStepFlow} from './two-step-flow';

const root = join(__dirname, '..', '..');
const read = (page: string) => readFileSync(join(root, 'docs/python', page), 'utf8');

const FLOW = twoStepFlow('WhereFlow');

let dir = '';
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'metaflow-docs-local-paths-'));
});
after(() => rmSync(dir, {recursive: true, force: true}));

test('a run writes to the .metaflow of the closest parent, and creates one only when none exists', () => {
  assert.match(read('metaflow/introduction.mdx'), /the nearest `\.metaflow` directory/);
  const project = join(dir, 'project');
  const nested = join(project, 'flows', 'daily');
  mkdirSync(join(project, '.metaflow'), {recursive: true});
  mkdirSync(nested, {recursive: true});
  writeFileSync(join(nested, 'flow.py'), FLOW);
  const nestedRun = runCommand('python flow.py run', nested, dir);
  assert.equal(nestedRun.status, 0, nestedRun.output);
  assert.ok(existsSync(join(project, '.metaflow', 'WhereFlow')), "the run is not in the parent's .metaflow");
  assert.ok(!existsSync(join(nested, '.metaflow')), 'the run created a .metaflow in the working directory');

  const alone = join(dir, 'alone');
  mkdirSync(alone);
  writeFileSync(join(alone, 'flow.py'), FLOW);
  const aloneRun = runCommand('python flow.py run', alone, alone);
  assert.equal(aloneRun.status, 0, aloneRun.output);
  assert.ok(existsSync(join(alone, '.metaflow', 'WhereFlow')), 'no .metaflow was created in the working directory');
});

test('a stored production token goes to METAFLOW_TOKEN_HOME, else to METAFLOW_HOME', () => {
  assert.match(read('scaling/tagging.mdx'), /`METAFLOW_TOKEN_HOME`\]\([^)]*\) names when it is set, else in/);
  const store = 'from metaflow.plugins.aws.step_functions.production_token import store_token; store_token("forecastflow", "forecastflow-0-qkjm")';
  const tokens = join(dir, 'tokens');
  const home = join(dir, 'mfhome');
  const withTokenHome = runCommand(`METAFLOW_TOKEN_HOME=${tokens} METAFLOW_HOME=${home} python -c '${store}'`, dir, dir);
  assert.equal(withTokenHome.status, 0, withTokenHome.output);
  assert.deepEqual(JSON.parse(readFileSync(join(tokens, 'forecastflow'), 'utf8')), {production_token: 'forecastflow-0-qkjm'});
  assert.ok(!existsSync(join(home, 'forecastflow')));
  const withHome = runCommand(`METAFLOW_HOME=${home} python -c '${store}'`, dir, dir);
  assert.equal(withHome.status, 0, withHome.output);
  assert.ok(existsSync(join(home, 'forecastflow')), 'without METAFLOW_TOKEN_HOME the token is not in METAFLOW_HOME');
});
