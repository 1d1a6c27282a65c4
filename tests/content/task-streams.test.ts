/**
 * `readTaskStreams` against a real run of the pinned Metaflow (needs `.venv`): the local
 * runtime keeps each task's stdout and stderr in the datastore where task-streams.ts reads
 * them, so a Metaflow release that moves those logs fails here rather than silently turning
 * off the stream-independent comparison of example output.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, test} from 'node:test';

import {runCommand} from '../examples/harness/run';
import {parseTaskLine, readTaskStreams, runIdsOf, taskKey} from '../examples/harness/task-streams';

const dir = mkdtempSync(join(tmpdir(), 'metaflow-docs-streams-'));
after(() => rmSync(dir, {recursive: true, force: true}));

const FLOW = `from metaflow import FlowSpec, step
import sys


class StreamsFlow(FlowSpec):
    @step
    def start(self):
        print("to stdout")
        print("to stderr", file=sys.stderr)
        self.next(self.end)

    @step
    def end(self):
        pass


if __name__ == "__main__":
    StreamsFlow()
`;

test('the stdout and stderr of each task of a real run are read from its logs', () => {
  writeFileSync(join(dir, 'streams_flow.py'), FLOW);
  const {status, output} = runCommand('python streams_flow.py run', dir, dir);
  assert.equal(status, 0, output);
  const runIds = runIdsOf(output);
  assert.equal(runIds.size, 1, `one run id expected in:\n${output}`);
  const streams = readTaskStreams(dir, runIds);
  const start = streams.get(taskKey('start', '1'));
  assert.ok(start, `no logs of start/1; found ${[...streams.keys()]}`);
  assert.ok(start.stdout.has('to stdout') && !start.stderr.has('to stdout'));
  assert.ok(start.stderr.has('to stderr') && !start.stdout.has('to stderr'));
  assert.equal(readTaskStreams(dir, new Set(['1'])).size, 0, 'other runs are not read');
});

test('task lines are parsed with their run, task and process', () => {
  assert.deepEqual(parseTaskLine('2026-11-20 20:48:41.931 [1795207721683762/start/1 (pid 5044)]  Hello! '), {
    runId: '1795207721683762',
    key: 'start/1',
    process: '1795207721683762/start/1/5044',
    message: 'Hello!',
  });
  assert.equal(parseTaskLine('2026-11-20 20:48:42.742 Done!'), undefined);
});
