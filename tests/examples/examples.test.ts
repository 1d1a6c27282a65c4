/**
 * Runs every runnable example on every doc page (the convention is in CONTRIBUTING.md).
 *
 * For each example: a fresh temporary directory, its file blocks written there, its command
 * blocks run in page order with the pinned Python environment from `.venv`, each required to
 * exit with status 0 and, where the page shows output, to print that output; a command marked
 * with `card-file` must write a card holding the listed `card-components`.
 * Set EXAMPLES_FILTER to a substring of a page path to run only matching pages.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, relative} from 'node:path';
import {describe, test} from 'node:test';

import {docFiles} from '../../scripts/lib/doc-files';
import {cardComponentTypes} from './card-components';
import {extractExamples, type ExampleStep} from './extract';
import {normalizeOutput, outputMatches} from './output-match';

const root = join(__dirname, '..', '..');
const venvBin = join(root, '.venv', 'bin');
const COMMAND_TIMEOUT_MS = 10 * 60 * 1000;

/** The environment of every example command: the pinned venv first, no personal Metaflow config. */
function exampleEnv(home: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith('METAFLOW_') && key !== 'SUDO_USER' && key !== 'VIRTUAL_ENV') env[key] = value;
  }
  return {...env, PATH: `${venvBin}:${env.PATH ?? ''}`, HOME: home, USER: 'alice', USERNAME: 'alice', PYTHONUNBUFFERED: '1'};
}

function runStep(step: ExampleStep, dir: string, page: string): void {
  if (step.kind === 'file') {
    const path = join(dir, step.path);
    mkdirSync(dirname(path), {recursive: true});
    writeFileSync(path, step.content);
    return;
  }
  const result = spawnSync('bash', ['-e', '-o', 'pipefail', '-c', `exec 2>&1\n${step.run}`], {
    cwd: join(dir, step.dir),
    env: exampleEnv(dir),
    encoding: 'utf8',
    timeout: COMMAND_TIMEOUT_MS,
  });
  const where = `${page}:${step.line}`;
  const output = result.stdout ?? '';
  assert.equal(
    result.status,
    0,
    `${where}: "${step.run}" exited with ${result.status ?? result.signal ?? result.error?.message}\n${output}`,
  );
  if (step.expectedOutput !== undefined && !outputMatches(step.expectedOutput, output)) {
    assert.fail(
      `${where}: the output of "${step.run}" differs from the page.\n` +
        `--- page (normalised)\n${normalizeOutput(step.expectedOutput).join('\n')}\n` +
        `--- actual (normalised)\n${normalizeOutput(output).join('\n')}`,
    );
  }
  if (step.card) {
    const found = cardComponentTypes(readFileSync(join(dir, step.dir, step.card.file), 'utf8'));
    const missing = step.card.components.filter((type) => !found.has(type));
    assert.deepEqual(missing, [], `${where}: card ${step.card.file} lacks components [${missing}]; it holds [${[...found]}]`);
  }
}

const filter = process.env.EXAMPLES_FILTER ?? '';
const pages = docFiles(root)
  .filter((file) => file.includes(filter))
  .map((file) => ({page: relative(root, file), examples: extractExamples(readFileSync(file, 'utf8'))}))
  .filter(({examples}) => examples.length > 0);

test('the pages have runnable examples', () => {
  assert.ok(filter || pages.length > 0, 'no page marks a runnable example');
});

for (const {page, examples} of pages) {
  describe(page, () => {
    for (const example of examples) {
      test(`example "${example.name}"`, () => {
        const dir = mkdtempSync(join(tmpdir(), 'metaflow-docs-example-'));
        try {
          for (const step of example.steps) runStep(step, dir, page);
        } finally {
          rmSync(dir, {recursive: true, force: true});
        }
      });
    }
  });
}
