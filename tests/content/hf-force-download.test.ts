/**
 * What "Checkpointing with ML libraries" (scaling/checkpoint/checkpoint-ml-libraries.mdx) says of
 * refreshing a stored Hugging Face copy, held to metaflow-checkpoint in `.venv-checkpoint`:
 * a request finds the stored copy and downloads nothing; `force_download=True` downloads again
 * and stores one more copy; the `local_dir_use_symlinks` deprecation warning that
 * huggingface_hub raises for the extension's downloads does not show in a run, while the same
 * call outside Metaflow's command line shows it. Runs against the local stand-in for the Hub
 * (tests/examples/tools/with_local_hub.py) in a scratch directory.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, test} from 'node:test';

import {runCommand} from '../examples/harness/run';

const root = join(__dirname, '..', '..');
const hub = join(root, 'tests/examples/tools/with_local_hub.py');
const BERT = 'google-bert/bert-base-uncased';
const WARNING = /`local_dir_use_symlinks` argument is deprecated/;
const DOWNLOADING = `Downloading ${BERT} from huggingface`;

const FLOW = `from metaflow import FlowSpec, Parameter, current, huggingface_hub, step


class RefreshFlow(FlowSpec):
    force = Parameter("force", default=False, type=bool)

    @huggingface_hub(cache_scope="flow")
    @step
    def start(self):
        extra = {"force_download": True} if self.force else {}
        reference = current.huggingface_hub.snapshot_download(
            repo_id="${BERT}", allow_patterns=["config.json"], **extra
        )
        print("stored copy:", reference["key"])
        self.next(self.end)

    @step
    def end(self):
        pass


if __name__ == "__main__":
    RefreshFlow()
`;

let dir = '';
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'metaflow-docs-hf-refresh-'));
  writeFileSync(join(dir, 'refresh_flow.py'), FLOW);
});
after(() => rmSync(dir, {recursive: true, force: true}));

/** Runs `command` against the stand-in Hub in the checkpoint environment. */
function withHub(command: string) {
  const result = runCommand(`python ${hub} ${command}`, dir, dir, 'checkpoint');
  assert.equal(result.status, 0, result.output);
  return result.output;
}

/** One run of the flow: whether it went to the Hub, and the key of the copy it got. */
function run(force: boolean): {downloaded: boolean; key: string; output: string} {
  const output = withHub(`python refresh_flow.py run --force ${force}`);
  const key = /stored copy: (\S+)/.exec(output)?.[1];
  assert.ok(key, `the run printed no key:\n${output}`);
  return {downloaded: output.includes(DOWNLOADING), key, output};
}

test('the page says how to refresh a copy and what happens to the warning', () => {
  const page = readFileSync(join(root, 'docs/python/scaling/checkpoint/checkpoint-ml-libraries.mdx'), 'utf8');
  assert.match(page, /### Refreshing a stored copy/);
  assert.match(page, /force_download=True/);
  assert.match(page, /`local_dir_use_symlinks=False`/);
});

test('force_download=True goes to the Hub again and stores another copy; the warning stays hidden', () => {
  const first = run(false);
  assert.ok(first.downloaded, 'the first run did not download');
  const second = run(false);
  assert.ok(!second.downloaded, 'a run with a stored copy downloaded again');
  assert.equal(second.key, first.key);
  const forced = run(true);
  assert.ok(forced.downloaded, 'force_download=True did not download');
  assert.notEqual(forced.key, first.key, 'force_download=True did not store a new copy');
  for (const {output} of [first, forced]) assert.doesNotMatch(output, WARNING);
});

test('the same download outside a run shows the deprecation warning', () => {
  const script = `import tempfile, huggingface_hub; huggingface_hub.snapshot_download(repo_id="${BERT}", allow_patterns=["config.json"], local_dir=tempfile.mkdtemp(), local_dir_use_symlinks=False)`;
  assert.match(withHub(`python -c '${script}'`), WARNING);
  const sitePackages = runCommand(`python -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])'`, dir, dir, 'checkpoint');
  assert.equal(sitePackages.status, 0, sitePackages.output);
  const module = 'metaflow_extensions/obcheckpoint/plugins/machine_learning_utilities/hf_hub/decorator.py';
  const extension = readFileSync(join(sitePackages.output.trim(), module), 'utf8');
  assert.match(extension, /\["local_dir_use_symlinks"\] = False/, 'the extension no longer passes local_dir_use_symlinks');
});
