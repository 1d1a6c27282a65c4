/**
 * What "Scheduling with Apache Airflow" (production/scheduling-metaflow-flows/
 * scheduling-with-airflow.mdx, "Options of `create`") says of the token options, held to the
 * installed Metaflow: Airflow keeps the first token in the datastore and never replaces it, so
 * `--generate-new-token` and `--new-token` change only the DAG file of one `create`, and the
 * next `create` without them compiles with the first token again; `--generate-new-token` gives
 * the same second token each time. Four `airflow create` commands run against one local S3
 * server (tests/examples/tools/with_local_s3.py) in a scratch directory.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';
import {quote} from 'shell-quote';

import {runCommand} from '../examples/harness/run';
import {twoStepFlow} from './two-step-flow';

const root = join(__dirname, '..', '..');
const withS3 = join(root, 'tests/examples/tools/with_local_s3.py');

const FLOW = twoStepFlow('TokenFlow');

test('the Airflow page says the token options last for one create', () => {
  const page = readFileSync(join(root, 'docs/python/production/scheduling-metaflow-flows/scheduling-with-airflow.mdx'), 'utf8');
  assert.match(page, /the next\s+`create` without them compiles with the first token again/);
});

test('airflow create goes back to the stored token after --generate-new-token and --new-token', () => {
  const dir = mkdtempSync(join(tmpdir(), 'metaflow-docs-airflow-token-'));
  try {
    writeFileSync(join(dir, 'token_flow.py'), FLOW);
    const creates = [
      'python token_flow.py airflow create first_dag.py',
      'python token_flow.py airflow create --generate-new-token generated_dag.py',
      'python token_flow.py airflow create again_dag.py',
      'python token_flow.py airflow create --generate-new-token generated_again_dag.py',
      'python token_flow.py airflow create --new-token tokenflow-mine given_dag.py',
      'python token_flow.py airflow create last_dag.py',
    ];
    // One S3 server for all of them: the stored token lives in its bucket.
    const result = runCommand(`python ${quote([withS3, 'bash', '-e', '-c', creates.join('\n')])}`, dir, dir);
    assert.equal(result.status, 0, result.output);
    const tokens = [...result.output.matchAll(/The namespace of this production flow is\n\s+production:(\S+)/g)].map(([, token]) => token);
    assert.equal(tokens.length, creates.length, result.output);
    const [first, generated, again, generatedAgain, given, last] = tokens;
    assert.notEqual(generated, first, '--generate-new-token kept the token');
    assert.equal(again, first, 'the create after --generate-new-token did not go back to the first token');
    assert.equal(generatedAgain, generated, '--generate-new-token gave a different token the second time');
    assert.equal(given, 'tokenflow-mine');
    assert.equal(last, first, 'the create after --new-token did not go back to the first token');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
