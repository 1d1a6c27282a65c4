/**
 * Runs every runnable example on every doc page (the convention is in CONTRIBUTING.md).
 *
 * For each example: a fresh temporary directory, its file blocks written there, its command
 * blocks run in page order with the pinned Python environment from `.venv` (or the extension
 * environment `.venv-<name>` of an example marked `env="<name>"`)
 * (tests/examples/harness/run.ts), each required to exit with status 0 and, where the page shows
 * output, to print that output, with run ids that correspond one to one to the printed ones
 * across the example's outputs (run-ids.ts); a command marked with `card-file` must write that file, a
 * card holding the listed `card-components`. A cloud command (`test-with`) that runs a flow
 * file is also checked against the installed CLI: its subcommands and options must exist, and
 * its commands get no more positional arguments than they take (cli-check.ts). The cells of a
 * notebook are executed in a Jupyter kernel, with the latest run the example's commands made in
 * place of the run id a cell names (notebook.ts); no cell may raise, and a cell followed by an
 * `output` block must print that output. An example marked `test-port` runs with a free port in
 * place of the fixed one its page shows (test-port.ts).
 * Set EXAMPLES_FILTER to a substring of a page path to run only matching pages. The tests are
 * split into shards (`defineExampleTests`) that run side by side.
 */
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative} from 'node:path';
import {describe, test} from 'node:test';

import {docFiles} from '../../scripts/lib/doc-files';
import {cardComponentTypes} from './harness/card-components';
import {extractExamples, type CardCheck, type ExampleStep} from './harness/extract';
import {matchOutput, normalizeOutput} from './harness/output-match';
import {runIdMismatches, runIdPairsOf, type RunIdPair} from './harness/run-ids';
import {quote} from 'shell-quote';

import {checkShownCommand} from './harness/cli-check';
import {latestRunId, runNotebookStep} from './harness/notebook';
import {CLOUD_DATASTORE_ENV, runCommand, runCommandStep, writeFileStep} from './harness/run';
import {readTaskStreams, runIdsOf} from './harness/task-streams';
import {withPort} from './harness/test-port';
import {freePort} from '../lib/free-port';

const root = join(__dirname, '..', '..');

/**
 * The `--help` screens an example has read since its last file block, by example directory,
 * then by directory, flow file and arguments: its checked commands ask for the same screens
 * again and again (every command starts at `python flow.py --help`), and each costs a Python
 * start that imports Metaflow. A file block may change any screen, so it empties the example's.
 */
const helpScreens = new Map<string, Map<string, string>>();

/**
 * Runs one step of an example in its directory `dir`. `latestRun` is the id of the latest run
 * the example's earlier commands printed; returns the id of the latest run after this step.
 * The run ids of a checked output are added to `runIds`.
 */
function runStep(
  step: ExampleStep,
  dir: string,
  page: string,
  latestRun: string | undefined,
  runIds: RunIdPair[],
  pythonEnv: string | undefined,
): string | undefined {
  if (step.kind === 'file') {
    helpScreens.delete(dir);
    writeFileStep(step, dir);
    return latestRun;
  }
  const where = `${page}:${step.line}`;
  if (step.kind === 'notebook') {
    const {status, failure, output, cells} = runNotebookStep(step, dir, latestRun, pythonEnv);
    assert.equal(status, 0, `${where}: the cells of notebook ${step.path} failed (${status ?? failure})\n${output}`);
    step.cells.forEach((cell, i) => {
      if (cell.expectedOutput === undefined) return;
      const printed = cells[i] ?? '';
      const matched = matchOutput(cell.expectedOutput, printed);
      assert.ok(
        matched,
        `${page}:${cell.line}: the output of the cell differs from the page.\n` +
          `--- page (normalised)\n${normalizeOutput(cell.expectedOutput).join('\n')}\n--- actual (normalised)\n${normalizeOutput(printed).join('\n')}`,
      );
      runIds.push(...runIdPairsOf(matched, `${page}:${cell.line}`));
    });
    return cells.reduce<string | undefined>((latest, printed) => latestRunId(printed, latest), latestRun);
  }
  const {status, failure, output} = runCommandStep(step, dir, pythonEnv);
  assert.equal(status, 0, `${where}: "${step.run}" exited with ${status ?? failure}\n${output}`);
  if (step.run !== step.shown && step.within === undefined) {
    const cwd = join(dir, step.dir);
    const isFlow = (file: string) => existsSync(join(cwd, file)) && readFileSync(join(cwd, file), 'utf8').includes('FlowSpec');
    const problems = checkShownCommand(
      step.shown,
      (file, path, args) => {
        const screens = helpScreens.get(dir) ?? new Map<string, string>();
        helpScreens.set(dir, screens);
        const key = JSON.stringify([cwd, file, args]);
        const known = screens.get(key);
        if (known !== undefined) return known;
        // Shown commands that are not run are meant for a deployment (CLOUD_DATASTORE_ENV).
        const help = runCommand(`${CLOUD_DATASTORE_ENV} python ${quote([file, ...args, '--help'])}`, cwd, dir, pythonEnv);
        assert.equal(help.status, 0, `${where}: --help of python ${[file, ...path].join(' ')} failed\n${help.output}`);
        screens.set(key, help.output);
        return help.output;
      },
      isFlow,
    );
    assert.deepEqual(problems, [], `${where}: the command shown is not valid for the installed Metaflow`);
  }
  if (step.expectedOutput !== undefined) {
    // Which stream printed each task line, from the runs' logs: a task's stdout and stderr
    // may interleave differently in every run (output-match.ts).
    const streams = readTaskStreams(dir, runIdsOf(output));
    const matched = matchOutput(step.expectedOutput, output, streams);
    if (!matched) {
      assert.fail(
        `${where}: the output of "${step.run}" differs from the page.\n` +
          `--- page (normalised, each task's stdout before its stderr)\n${normalizeOutput(step.expectedOutput, streams).join('\n')}\n` +
          `--- actual (normalised, each task's stdout before its stderr)\n${normalizeOutput(output, streams).join('\n')}`,
      );
    }
    runIds.push(...runIdPairsOf(matched, `${page}:${step.line}`));
  }
  if (step.card) checkCard(step, step.card, dir, where);
  return latestRunId(output, latestRun);
}

/** Asserts that a command step wrote its card file, holding the listed component types. */
function checkCard(step: Extract<ExampleStep, {kind: 'command'}>, card: CardCheck, dir: string, where: string): void {
  const cardFile = join(dir, step.dir, card.file);
  assert.ok(existsSync(cardFile), `${where}: "${step.run}" wrote no card file ${card.file}`);
  if (card.components.length === 0) return;
  const found = cardComponentTypes(readFileSync(cardFile, 'utf8'));
  const missing = card.components.filter((type) => !found.has(type));
  assert.deepEqual(missing, [], `${where}: card ${card.file} lacks components [${missing}]; it holds [${[...found]}]`);
}

/**
 * Defines the tests of shard `shard` (1-based) of `shards`: every `shards`-th page with
 * examples, in path order, starting at the `shard`-th, so that the slow pages spread over the
 * shards. Each shard is a test file of its own (shard-N.test.ts), which `node --test` runs in a
 * process of its own, next to the others (`--test-concurrency` in package.json). Shard 1 also
 * checks that the pages have examples at all.
 */
export function defineExampleTests(shard: number, shards: number): void {
  const filter = process.env.EXAMPLES_FILTER ?? '';
  const pages = docFiles(root)
    .filter((file) => file.includes(filter))
    .map((file) => ({page: relative(root, file), examples: extractExamples(readFileSync(file, 'utf8'))}))
    .filter(({examples}) => examples.length > 0);

  if (shard === 1) {
    test('the pages have runnable examples', () => {
      assert.ok(filter || pages.length > 0, 'no page marks a runnable example');
    });
  }

  for (const {page, examples} of pages.filter((_, index) => index % shards === shard - 1)) {
    describe(page, () => {
      for (const example of examples) {
        test(`example "${example.name}"`, () => {
          const dir = mkdtempSync(join(tmpdir(), 'metaflow-docs-example-'));
          try {
            const runIds: RunIdPair[] = [];
            let latestRun: string | undefined;
            const steps = example.port === undefined ? example.steps : withPort(example.steps, example.port, freePort());
            for (const step of steps) latestRun = runStep(step, dir, page, latestRun, runIds, example.env);
            assert.deepEqual(runIdMismatches(runIds), [], `${page}: the run ids shown don't match the runs of example "${example.name}"`);
          } finally {
            rmSync(dir, {recursive: true, force: true});
          }
        });
      }
    });
  }
}
