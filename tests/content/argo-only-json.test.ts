/**
 * What "Any Cloud" (getting-started/infrastructure/any-cloud.mdx) says of
 * `argo-workflows create --only-json`, held to the installed Metaflow: the option is hidden from
 * `--help`, it needs a cloud datastore, and although it deploys nothing it uploads the flow's
 * code package first. The commands run through tests/content/argo_cli_driver.py, which replaces
 * the Argo Workflows client and the upload (recording what would have been uploaded in
 * ./uploads.txt), so no cluster or bucket is needed.
 */
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, test} from 'node:test';
import {quote} from 'shell-quote';

import {CLOUD_DATASTORE_ENV, runCommand} from '../examples/harness/run';
import {twoStepFlow} from './two-step-flow';

const root = join(__dirname, '..', '..');
const driver = join(__dirname, 'argo_cli_driver.py');
const page = readFileSync(join(root, 'docs/python/getting-started/infrastructure/any-cloud.mdx'), 'utf8');

const FLOW = twoStepFlow('OnlyJsonFlow');

let dir = '';
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'metaflow-docs-only-json-'));
  writeFileSync(join(dir, 'flow.py'), FLOW);
});
after(() => rmSync(dir, {recursive: true, force: true}));

/** Runs `python flow.py <args>` through the driver in the scratch directory. */
function flow(args: string, env = CLOUD_DATASTORE_ENV) {
  return runCommand(`${env} python ${quote([driver])} flow.py ${args}`, dir, dir);
}

test('the page says what --only-json needs and does', () => {
  for (const claim of ['hidden from `--help`', 'uploads the code package', 'cloud datastore']) {
    assert.ok(page.includes(claim), `any-cloud.mdx no longer says "${claim}"`);
  }
});

test('--only-json is hidden from the help of argo-workflows create', () => {
  const help = flow('argo-workflows create --help');
  assert.equal(help.status, 0, help.output);
  assert.match(help.output, /--max-workers/, 'the help screen lists the other options');
  assert.doesNotMatch(help.output, /--only-json/);
});

test('--only-json deploys nothing, prints the template and uploads the code package', () => {
  const result = flow('argo-workflows create --only-json');
  assert.equal(result.status, 0, result.output);
  assert.match(result.output, /"kind": "WorkflowTemplate"/);
  assert.ok(!existsSync(join(dir, 'argo-cluster.json')), 'a template was registered with the cluster');
  const uploads = existsSync(join(dir, 'uploads.txt')) ? readFileSync(join(dir, 'uploads.txt'), 'utf8').trim().split('\n') : [];
  assert.equal(uploads.length, 1, `expected one upload (the code package), got: ${uploads.join(', ') || 'none'}`);
  assert.match(uploads[0], /^s3:\/\/example-bucket\/metaflow\/OnlyJsonFlow\/data\//);
});

test('--only-json refuses the local datastore', () => {
  const result = flow('--datastore local argo-workflows create --only-json', '');
  assert.notEqual(result.status, 0, result.output);
  assert.match(result.output, /Argo Workflows requires --datastore=s3 or --datastore=azure or --datastore=gs/);
});
