/**
 * The packages that "Any Cloud" (getting-started/infrastructure/any-cloud.mdx) says a pod
 * installs when it starts, per datastore, are the ones the installed Metaflow's start command
 * installs: `MetaflowEnvironment._get_install_dependencies_cmd`, which every Kubernetes, Argo
 * Workflows and AWS Batch task runs unless `METAFLOW_SKIP_INSTALL_DEPENDENCIES` is set. An image
 * built from the page's list must have everything that variable skips.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

import {runCommand} from '../examples/harness/run';

const root = join(__dirname, '..', '..');
const page = readFileSync(join(root, 'docs/python/getting-started/infrastructure/any-cloud.mdx'), 'utf8');
const DATASTORES = ['s3', 'gs', 'azure'];

/** The packages of the page's table row for `datastore`, in page order. */
function shown(datastore: string): string[] {
  const row = page.split('\n').find((line) => line.startsWith(`| \`${datastore}\` |`));
  assert.ok(row, `any-cloud.mdx has no row for ${datastore} in its table of the packages a pod installs`);
  return [...row.split('|')[2].matchAll(/`([^`]+)`/g)].map(([, name]) => name);
}

/** The packages the installed Metaflow's pip command installs for `datastore`. */
function installed(datastore: string): string[] {
  const script = `from metaflow.metaflow_environment import MetaflowEnvironment; print(MetaflowEnvironment(None)._get_install_dependencies_cmd(${JSON.stringify(datastore)}))`;
  const result = runCommand(`python -c ${JSON.stringify(script)}`, root, root);
  assert.equal(result.status, 0, result.output);
  const command = /--disable-pip-version-check ([^;]+);/.exec(result.output);
  assert.ok(command, `no pip command in: ${result.output}`);
  assert.match(result.output, /if \[ -z \$METAFLOW_SKIP_INSTALL_DEPENDENCIES \]/, 'the variable no longer skips the install');
  return command[1].trim().split(/\s+/);
}

for (const datastore of DATASTORES) {
  test(`a pod with the ${datastore} datastore installs the packages the page lists`, () => {
    assert.deepEqual(shown(datastore), installed(datastore));
  });
}
