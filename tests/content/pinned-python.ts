/**
 * Runs a Python snippet in the pinned environment `.venv`, as the examples harness runs a
 * command (`tests/examples/harness/run.ts`: no personal Metaflow configuration), in a throwaway
 * directory that is removed afterwards.
 *
 * `pythonJson(script, args)` takes the snippet's source and its command-line arguments
 * (`sys.argv[1:]`), and returns the value of the snippet's last output line parsed as JSON.
 * Throws an assertion error, with the output, when the snippet exits with another status than
 * 0, and a SyntaxError when its last line is not JSON.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {quote} from 'shell-quote';

import {runCommand} from '../examples/harness/run';

export function pythonJson(script: string, args: readonly string[] = []): unknown {
  const dir = mkdtempSync(join(tmpdir(), 'pinned-python-'));
  try {
    const result = runCommand(quote(['python', '-c', script, ...args]), dir, dir);
    assert.equal(result.status, 0, result.output);
    return JSON.parse(result.output.trim().split('\n').at(-1) ?? '');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}
