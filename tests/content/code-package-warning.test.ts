/**
 * A claim of docs/python/scaling/dependencies/project-structure.mdx against the pinned Metaflow
 * (needs `.venv`): the warning about a code package larger than 100 MB, whose text the page
 * quotes (`` (`Warning: The code package for <Flow> is larger than 100MB`) ``), appears only
 * when `METAFLOW_FEAT_ALWAYS_UPLOAD_CODE_PACKAGE` is on. This test builds a flow directory
 * whose package is over 100 MiB (a `.py` file of 101 MiB of random bytes, which gzip cannot
 * shrink), as the examples harness runs a command: `package info` without the variable shows
 * the size (the page's advice) and no warning, and a run with the variable prints the page's
 * text. A release that warns without the variable, or changes the text, fails here. It takes
 * some seconds: each command packs the 101 MiB. (Without the variable, the package is built
 * with nowhere to save it, the only path that warns, so a run without it is not observable.)
 */
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';

import {runCommand} from '../examples/harness/run';

const root = join(__dirname, '..', '..');
const page = join(root, 'docs', 'python', 'scaling', 'dependencies', 'project-structure.mdx');

/** The warning the page quotes, and the flow name in it. */
function pageWarning(): {warning: string; flow: string} {
  const text = readFileSync(page, 'utf8').replace(/\s+/g, ' ');
  const quoted = /\(`(Warning: The code package for (\w+) is larger than 100MB)`\) only when/.exec(text);
  assert.ok(quoted, 'the page no longer quotes the warning in the words this test reads');
  return {warning: quoted[1], flow: quoted[2]};
}

/**
 * The flow of the test. The package is built and saved in a background thread that a short
 * run would end before it finishes, so `start` waits until the saved package (the only file
 * over 100 MiB in the local datastore's `data` folder of the flow) exists, at most 10 minutes.
 */
const flowSource = (flow: string) => `import glob
import os
import time

from metaflow import FlowSpec, step


def package_saved():
    files = glob.glob(os.path.join(".metaflow", "${flow}", "data", "**"), recursive=True)
    return any(os.path.isfile(f) and os.path.getsize(f) > 100 * 1024 * 1024 for f in files)


class ${flow}(FlowSpec):
    @step
    def start(self):
        deadline = time.monotonic() + 600
        while not package_saved():
            assert time.monotonic() < deadline, "the code package was not saved"
            time.sleep(0.2)
        self.next(self.end)

    @step
    def end(self):
        pass


if __name__ == "__main__":
    ${flow}()
`;

test('the 100 MB code-package warning appears only with METAFLOW_FEAT_ALWAYS_UPLOAD_CODE_PACKAGE', () => {
  const {warning, flow} = pageWarning();
  const dir = mkdtempSync(join(tmpdir(), 'code-package-warning-'));
  try {
    writeFileSync(join(dir, 'flow.py'), flowSource(flow));
    const big = runCommand(`python -c 'import os; open("blob.py", "wb").write(os.urandom(101 * 1024 * 1024))'`, dir, dir);
    assert.equal(big.status, 0, big.output);
    const info = runCommand('python flow.py package info', dir, dir);
    assert.equal(info.status, 0, info.output);
    assert.match(info.output, /Package size: 10\d\.\d\d MB/, 'package info shows the size of the package');
    assert.ok(!info.output.includes(warning), `package info without the variable warned:\n${info.output}`);
    const flagged = runCommand('METAFLOW_FEAT_ALWAYS_UPLOAD_CODE_PACKAGE=1 python flow.py run', dir, dir);
    assert.equal(flagged.status, 0, flagged.output);
    assert.ok(flagged.output.includes(warning), `a run with the variable did not print "${warning}":\n${flagged.output}`);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
