/**
 * The "Added in" data (data/metaflow-added-in.json, written by scripts/added_in.py):
 * - a sample of entries of every kind has the release that the wheels on PyPI show: each was
 *   checked by hand by unzipping the wheels of the release before and the release itself and
 *   searching the file (the evidence is the comment beside it);
 * - every entry of the references has an answer: each object, member and parameter of
 *   data/metaflow-api.json, each variable of data/metaflow-config.json, and each command and
 *   option of the command-line reference that the `metaflow` package adds (data/metaflow-cli.json,
 *   which tests/build/cli-drift.test.ts holds to the installed release's click objects);
 * - the data has read the pinned release, and plugins/added-in gives each component the
 *   versions of what it shows, newer than 2.0.0 and than what holds them.
 * Needs .venv (`npm run python:env`) and a build (`npm run build`).
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';

import {pinnedMetaflowVersion} from '../../constants';
import remarkAddedIn from '../../plugins/added-in';
import {parseMdx} from '../lib/mdx';
import {builtFileOf} from '../../plugins/lib/routes';
import {addedIn, addedInData, addedInVersions, firstSeen} from '../../plugins/added-in/data';
import {apiParamKey} from '../../src/components/Api/added-in-keys';
import {cliFacts, FLOW_ROOT, METAFLOW_ROOT} from '../../plugins/api-facts/cli-facts';
import {parametersOf, type ApiFacts} from '../../plugins/api-facts/facts';

const root = join(__dirname, '..', '..');
const api = JSON.parse(readFileSync(join(root, 'data', 'metaflow-api.json'), 'utf8')) as ApiFacts;
const config = JSON.parse(readFileSync(join(root, 'data', 'metaflow-config.json'), 'utf8')) as {variables: Record<string, unknown>};

/**
 * Entry key → the release that first has it ('2.0.0': already in the first release read, so no
 * label). `W(v, file)` below means `unzip -p metaflow-<v>-py2.py3-none-any.whl <file>`.
 */
const SAMPLE: Record<string, string> = {
  // Class of `import metaflow`. W(2.11.16, metaflow/__init__.py) has no `import Runner`;
  // W(2.12.0, metaflow/__init__.py):151 `from .runner.metaflow_runner import Runner`.
  Runner: '2.12.0',
  // Step decorator. 2.4.0's wheel has no kubernetes_decorator.py at all; W(2.4.1,
  // metaflow/plugins/aws/eks/kubernetes_decorator.py):64 `name = "kubernetes"` (it moved to
  // plugins/kubernetes later: the same registered name).
  '@kubernetes': '2.4.1',
  // Decorator argument. W(2.10.2, metaflow/plugins/aws/batch/batch_decorator.py) has no "efa";
  // W(2.10.3, same):103 `"efa": None,` in `defaults`.
  '@batch(efa)': '2.10.3',
  // Decorator argument. W(2.5.4, metaflow/plugins/kubernetes/kubernetes_decorator.py) has no
  // "gpu_vendor"; W(2.6.0, same):81 `"gpu_vendor": None,`.
  '@kubernetes(gpu_vendor)': '2.6.0',
  // Decorator argument that left and came back: "labels" is in the defaults of W(2.9.12,
  // metaflow/plugins/kubernetes/kubernetes_decorator.py):107, in none of 2.9.13 … 2.13, and
  // again in 2.13.1. The first appearance counts.
  '@kubernetes(labels)': '2.9.12',
  // Client method. W(2.2.9, metaflow/client/core.py) has no `def loglines`; W(2.2.10, same):1034
  // `def loglines(self, stream, as_unicode=True):`.
  'Task.loglines': '2.2.10',
  // Client property. W(2.4.0, metaflow/client/core.py) has no `def stdout_size`; W(2.4.1, same):1087.
  'Task.stdout_size': '2.4.1',
  // Attribute of `current` added by a plugin. W(2.4.9, metaflow/plugins/cards/card_decorator.py)
  // never calls `current._update_env`; W(2.5.0, same):195 `current._update_env({"card": ...})`.
  'current.card': '2.5.0',
  // Member injected at run time. W(2.12.8, metaflow/runner/deployer.py) has no `setattr(Deployer,
  // method_name, ...)`; W(2.12.9, same):133 sets one per deployer, whose TYPE includes
  // "argo-workflows" (method `argo_workflows`).
  'Deployer.argo_workflows': '2.12.9',
  // Configuration variable. W(2.0.3, metaflow/metaflow_config.py) has no S3_ENDPOINT_URL;
  // W(2.0.4, same):61 `from_conf('METAFLOW_S3_ENDPOINT_URL', None)`.
  METAFLOW_S3_ENDPOINT_URL: '2.0.4',
  // Configuration variable. W(2.4.5, metaflow/metaflow_config.py) has no CARD_S3ROOT (2.4.6 is
  // not on PyPI); W(2.4.7, same):82 `"METAFLOW_CARD_S3ROOT",` in a from_conf call.
  METAFLOW_CARD_S3ROOT: '2.4.7',
  // CLI command. W(2.18.13, metaflow/cli.py) has no "spin"; W(2.19.0, same):130
  // `"spin": "metaflow.cli_components.run_cmds.spin",` in the lazy subcommands, and
  // W(2.19.0, metaflow/cli_components/run_cmds.py):473 `def spin(`.
  'python flow.py spin': '2.19.0',
  // CLI option. 2.5.4's wheel has no argo files; W(2.6.0,
  // metaflow/plugins/argo/argo_workflows_cli.py):107 `"--only-json",` on `create`.
  'python flow.py argo-workflows create --only-json': '2.6.0',
  // `metaflow` command. W(2.5.4, metaflow/main_cli.py):824-833 `@configure.command(help=...EKS.")
  // ... def eks(ctx, profile)`; W(2.6.0, same):826-835 the same command as `def kubernetes(`.
  'metaflow configure kubernetes': '2.6.0',
  // Already in 2.0.0, so no label: W(2.0.0, metaflow/flowspec.py):256 `def merge_artifacts(self,
  // inputs, exclude=[])`; W(2.0.0, metaflow/plugins/retry_decorator.py):33 `defaults = {'times':`;
  // W(2.0.0, metaflow/cli.py):479 `@click.option('--max-workers',` in common_run_options;
  // W(2.0.0, metaflow/metaflow_config.py):44 `from_conf('METAFLOW_DEFAULT_DATASTORE', 'local')`.
  'FlowSpec.merge_artifacts(exclude)': '2.0.0',
  // Keywords taken through **kwargs, named parameters only later. W(2.0.0, metaflow/parameters.py):128
  // `def __init__(self, name, **kwargs):`, :130 `self.kwargs = kwargs`, :218
  // `click.Option(('--' + arg.name,), **arg.kwargs)`: any click option keyword, `help` too.
  // W(2.0.0, metaflow/multicore_utils.py):84 `def parallel_map(func, iterable, **kwargs):`, :90
  // hands `**kwargs` to `parallel_imap_unordered`, :60 `(func, iterable, max_parallel=None, dir=None)`.
  'Parameter(help)': '2.0.0',
  'parallel_map(max_parallel)': '2.0.0',
  '@retry(times)': '2.0.0',
  'python flow.py run --max-workers': '2.0.0',
  METAFLOW_DEFAULT_DATASTORE: '2.0.0',
};

test('a sample of entries has the release the wheels show', () => {
  const wrong = Object.entries(SAMPLE)
    .filter(([key, version]) => firstSeen(key) !== version)
    .map(([key, version]) => `${key}: the wheels show ${version}, the data says ${firstSeen(key) ?? 'nothing'}`);
  assert.deepEqual(wrong, []);
});

test('an entry as old as the first release read gets no label; a newer one gets its release', () => {
  assert.equal(addedInData.first_release, '2.0.0');
  assert.equal(addedIn('@retry(times)'), undefined);
  assert.equal(addedIn('@kubernetes'), '2.4.1');
  assert.equal(addedIn('no such entry'), undefined);
});

/** Every entry the references show, by the keys of the data. */
function referenceEntries(): string[] {
  const apiKeys = Object.values(api.objects).flatMap((fact) => [fact.name, ...parametersOf(fact).map((parameter) => apiParamKey(fact.name, parameter.name))]);
  // The two roots (`python flow.py`, `metaflow`) are as old as Metaflow; an extension's
  // commands and options (metaflow-kubeflow's) are in no wheel of `metaflow`.
  const cli = Object.entries(cliFacts.commands)
    .filter(([command, fact]) => fact.package === 'metaflow' && command !== FLOW_ROOT && command !== METAFLOW_ROOT)
    .flatMap(([command, fact]) => [
      command,
      ...Object.entries(fact.options)
        .filter(([, option]) => (option.package ?? 'metaflow') === 'metaflow')
        .map(([name]) => `${command} ${name}`),
    ]);
  assert.ok(cli.length > 300, `only ${cli.length} command-line entries found`);
  return [...apiKeys, ...Object.keys(config.variables), ...cli];
}

test('every entry of the API, configuration and command-line references has a first release', () => {
  const entries = referenceEntries();
  assert.ok(entries.length > 1000, `only ${entries.length} entries found`);
  const unanswered = entries.filter((key) => firstSeen(key) === undefined);
  assert.deepEqual(unanswered, [], 'these entries have no release in data/metaflow-added-in.json: run `npm run added-in` (see its output)');
});

test('the data has read every release up to the pinned one, and no other', () => {
  const releases = addedInData.releases;
  assert.equal(releases.at(-1), pinnedMetaflowVersion(root), 'data/metaflow-added-in.json is stale: run `npm run added-in`');
  assert.equal(new Set(releases).size, releases.length);
  const versions = Object.keys(addedInData.first_seen);
  assert.deepEqual(versions.filter((version) => !releases.includes(version)), []);
});

test("a component's versions are only its own keys, newer than 2.0.0", () => {
  const batch = addedInVersions((key) => key === '@batch' || key.startsWith('@batch('));
  assert.equal(batch['@batch(efa)'], '2.10.3');
  assert.equal(batch['@batch(cpu)'], undefined, '@batch(cpu) is as old as 2.0.0');
  assert.ok(Object.keys(batch).every((key) => key.startsWith('@batch')));
});

test('plugins/added-in gives each element the versions it shows, newer than 2.0.0 and than what holds them', () => {
  const tree = parseMdx(
    '<ApiObject name="@kubernetes" />\n\n<ApiObject name="Runner.run" />\n\n<ApiObject name="current.card" />\n\n<ConfigVariables area="s3" />\n\n<CliReference />\n',
  );
  remarkAddedIn()(tree);
  const [kubernetes, run, card, s3, cli] = tree.children.map((node) => {
    const value = (node as MdxJsxFlowElement).attributes.find((attr) => attr.type === 'mdxJsxAttribute' && attr.name === 'addedIn')?.value;
    return JSON.parse(String(value)) as Record<string, string>;
  });
  // @kubernetes came in 2.4.1 with cpu and most arguments; gpu_vendor came later.
  assert.equal(kubernetes['@kubernetes'], '2.4.1');
  assert.equal(kubernetes['@kubernetes(gpu_vendor)'], '2.6.0');
  assert.equal(kubernetes['@kubernetes(cpu)'], undefined);
  // Runner.run came with Runner (2.12.0): no label; current.card is newer than current.
  assert.deepEqual(run, {});
  assert.equal(card['current.card'], '2.5.0');
  assert.equal(s3.METAFLOW_S3_ENDPOINT_URL, '2.0.4');
  assert.ok(Object.keys(s3).every((key) => key.startsWith('METAFLOW_')));
  // spin is newer than the flow's command line; --clone-only than resume; create came with its
  // group (argo-workflows, 2.6.0), which carries the label; run --max-workers is 2.0.0.
  assert.equal(cli['python flow.py spin'], '2.19.0');
  assert.equal(cli['python flow.py resume --clone-only'], '2.7.0');
  assert.equal(cli['python flow.py argo-workflows'], '2.6.0');
  assert.equal(cli['python flow.py argo-workflows create'], undefined);
  assert.equal(cli['python flow.py run --max-workers'], undefined);
  assert.ok(Object.keys(cli).every((key) => key.startsWith('python flow.py ') || key.startsWith('metaflow ')));
});

test('the built reference pages show the labels (the plugin is wired into the docs plugin)', () => {
  const labels = (page: string) => (readFileSync(join(root, 'build', builtFileOf(page)), 'utf8').match(/data-added-in=/g) ?? []).length;
  assert.ok(labels('/api/flowspec') > 0, '/api/flowspec has no "Added in" label: is plugins/added-in in the remarkPlugins of docusaurus.config.ts?');
  assert.ok(labels('/api/configuration-variables') > 100, '/api/configuration-variables has too few "Added in" labels');
  assert.ok(labels('/api/cli') > 50, '/api/cli has too few "Added in" labels');
});
