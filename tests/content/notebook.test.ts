/**
 * Tests tests/examples/harness/notebook.ts: the notebook it writes is valid for the pinned
 * nbformat, the latest run id is read from task lines, and executing a notebook step in a
 * kernel of `.venv` (built by `npm run python:env`) puts the example's run id in place of a
 * cell's `run-id` and fails when a cell raises.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';

import type {ExampleStep} from '../examples/harness/extract';
import {latestRunId, notebookJson, runNotebookStep} from '../examples/harness/notebook';

const python = join(__dirname, '..', '..', '.venv', 'bin', 'python');

test('the notebook is valid nbformat 4 with the cells in order', () => {
  const check = spawnSync(
    python,
    ['-W', 'error', '-c', 'import sys, nbformat; nb = nbformat.reads(sys.stdin.read(), 4); nbformat.validate(nb); print([c.source for c in nb.cells])'],
    {input: notebookJson(['x = 1', 'print(x)']), encoding: 'utf8'},
  );
  assert.equal(check.status, 0, check.stderr);
  assert.equal(check.stdout.trim(), "['x = 1', 'print(x)']");
});

test('the latest run id is the last one that task lines name', () => {
  const output = [
    'Metaflow 2.19.39 executing F for user:alice',
    '2026-11-20 20:48:41.931 [1795207721683762/start/1 (pid 5044)] Task is starting.',
    '2026-11-20 20:48:43.100 [1795207721690000/start/1 (pid 5050)] Task is starting.',
  ].join('\n');
  assert.equal(latestRunId(output, undefined), '1795207721690000');
  assert.equal(latestRunId('Done!', '1795207721683762'), '1795207721683762');
  assert.equal(latestRunId('Done!', undefined), undefined);
});

test('cells run in a kernel in the notebook folder, with the run id replaced, print what they show, and a raising cell fails', () => {
  const dir = mkdtempSync(join(tmpdir(), 'metaflow-docs-notebook-'));
  const step = (check: string): Extract<ExampleStep, {kind: 'notebook'}> => ({
    kind: 'notebook',
    path: 'tut/nb.ipynb',
    line: 1,
    cells: [
      {source: "run_id = 'argo-flow-1'\nprint(run_id)\nrun_id", runId: 'argo-flow-1', expectedOutput: undefined, line: 1},
      {source: `import os\nopen('seen.txt', 'w').write(run_id)\n${check}`, runId: undefined, expectedOutput: undefined, line: 4},
    ],
  });
  try {
    const passing = runNotebookStep(step('assert os.path.basename(os.getcwd()) == "tut"'), dir, '1795207721683762');
    assert.equal(passing.status, 0, passing.output);
    assert.deepEqual(passing.cells, ["1795207721683762\n'1795207721683762'\n", '']);
    assert.equal(readFileSync(join(dir, 'tut', 'seen.txt'), 'utf8'), '1795207721683762');
    const raising = runNotebookStep(step('raise ValueError("broken cell")'), dir, '1795207721683762');
    assert.notEqual(raising.status, 0);
    assert.match(raising.output, /broken cell/);
    assert.equal(runNotebookStep(step(''), dir, undefined).status, null);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
