/**
 * What /api/configuration-variables says of METAFLOW_ARGO_WORKFLOWS_ENV_VARS_TO_SKIP: the
 * variables it names are left out of every container of the workflow that `argo-workflows
 * create` deploys, those of the steps (with their `@environment` variables), of the
 * `@exit_hook` hooks, of the error hook and of the heartbeat daemon.
 *
 * The test deploys a flow with all four kinds of container through tests/content/argo_cli_driver.py
 * (the installed Metaflow's real `create`, with only the Argo client and the code upload
 * replaced) and reads the workflow template it registers: once without the setting, where
 * every container carries METAFLOW_OWNER and the steps carry their `@environment` variable,
 * then with both names in the setting, where no container carries either. A new kind of
 * container, or one that keeps a skipped variable, fails it. Needs .venv.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';

import {CLOUD_DATASTORE_ENV, runCommand} from '../examples/harness/run';

const driver = join(__dirname, 'argo_cli_driver.py');
const SKIPPED = ['METAFLOW_OWNER', 'TEAM_TOKEN'];
/** The containers of the deployed flow below: its two steps, its exit hook, the error hook, the heartbeat daemon. */
const CONTAINERS = ['end', 'error-msg-capture-hook', 'heartbeat-daemon', 'start', 'success-notify'];
const FLOW = `from metaflow import FlowSpec, environment, exit_hook, step


def notify(run=None):
    print("finished")


@exit_hook(on_success=[notify])
class SkipFlow(FlowSpec):
    @environment(vars={"TEAM_TOKEN": "from-decorator"})
    @step
    def start(self):
        self.next(self.end)

    @environment(vars={"TEAM_TOKEN": "from-decorator"})
    @step
    def end(self):
        pass


if __name__ == "__main__":
    SkipFlow()
`;

interface Template {
  readonly name: string;
  readonly container?: {readonly env?: readonly {readonly name: string}[]};
}

/** Deploys the flow with `skip` as the setting; the names of the environment variables of each container. */
function deployedContainers(skip: string): Map<string, string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'metaflow-docs-argo-skip-'));
  try {
    writeFileSync(join(dir, 'skip_flow.py'), FLOW);
    const setting = skip ? `METAFLOW_ARGO_WORKFLOWS_ENV_VARS_TO_SKIP=${skip} ` : '';
    const command = `${CLOUD_DATASTORE_ENV} ${setting}python ${driver} skip_flow.py --with kubernetes argo-workflows create --enable-heartbeat-daemon --enable-error-msg-capture`;
    const result = runCommand(command, dir, dir);
    assert.equal(result.status, 0, result.output);
    const cluster = JSON.parse(readFileSync(join(dir, 'argo-cluster.json'), 'utf8')) as Record<string, {spec: {templates: Template[]}}>;
    const templates = Object.values(cluster).flatMap((workflow) => workflow.spec.templates);
    return new Map(templates.filter((template) => template.container).map((template) => [template.name, (template.container?.env ?? []).map(({name}) => name)]));
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

test('without METAFLOW_ARGO_WORKFLOWS_ENV_VARS_TO_SKIP, every container carries METAFLOW_OWNER and the steps their @environment variable', () => {
  const containers = deployedContainers('');
  assert.deepEqual([...containers.keys()].sort(), CONTAINERS);
  const missing = [...containers].flatMap(([name, env]) => [
    ...(env.includes('METAFLOW_OWNER') ? [] : [`${name}: METAFLOW_OWNER`]),
    ...(['start', 'end'].includes(name) && !env.includes('TEAM_TOKEN') ? [`${name}: TEAM_TOKEN`] : []),
  ]);
  assert.deepEqual(missing, []);
});

test('the variables METAFLOW_ARGO_WORKFLOWS_ENV_VARS_TO_SKIP names are in no container: steps, exit hooks, error hook, heartbeat daemon', () => {
  const containers = deployedContainers(SKIPPED.join(','));
  assert.deepEqual([...containers.keys()].sort(), CONTAINERS);
  const kept = [...containers].flatMap(([name, env]) => env.filter((variable) => SKIPPED.includes(variable)).map((variable) => `${name}: ${variable}`));
  assert.deepEqual(kept, []);
});
