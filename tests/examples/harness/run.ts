/**
 * Runs the steps of a runnable example (see extract.ts and CONTRIBUTING.md) the way a reader
 * would, in a directory of the caller's choosing: file steps are written there, command steps
 * run with `bash -e -o pipefail` in the pinned Python environment of `.venv` (first on PATH;
 * `.venv-<name>` for an example with `env="<name>"`, built from `requirements-<name>.txt`),
 * with HOME set to the example's directory, USER/USERNAME `alice`, every `METAFLOW_*`
 * variable removed, and `EXAMPLE_TOOLS` set to `tests/examples/tools` (scripts that `test-with`
 * commands use to check cloud code without a cloud). Returns a command's exit status and its output (stdout and stderr
 * together); raises nothing itself (a missing shell shows up as a null status).
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';

import type {ExampleStep} from './extract';

const root = join(__dirname, '..', '..', '..');
const exampleTools = join(root, 'tests', 'examples', 'tools');
const COMMAND_TIMEOUT_MS = 10 * 60 * 1000;

/**
 * Environment assignments to put before a command meant for a deployment: a cloud datastore
 * (no bucket is contacted), which `--with kubernetes`, `argo-workflows` and friends require
 * before they do anything, even print their help.
 */
export const CLOUD_DATASTORE_ENV = 'METAFLOW_DEFAULT_DATASTORE=s3 METAFLOW_DATASTORE_SYSROOT_S3=s3://example-bucket/metaflow';

export interface CommandResult {
  /** Exit status, or null when the command was killed (its signal or error is in `failure`). */
  readonly status: number | null;
  readonly failure: string | undefined;
  readonly output: string;
}

/**
 * The `bin` directory of the Python environment `env` (an extension environment's name, or
 * undefined for `.venv`). Throws when scripts/python-env.sh has not built it.
 */
function venvBin(env: string | undefined): string {
  const dir = env === undefined ? '.venv' : `.venv-${env}`;
  const bin = join(root, dir, 'bin');
  if (!existsSync(join(bin, 'python'))) {
    throw new Error(`no Python environment ${dir}: ${env === undefined ? '' : `add requirements-${env}.txt, then `}run \`npm run python:env\``);
  }
  return bin;
}

/** The environment of every example command: the pinned venv first, no personal Metaflow config. */
function exampleEnv(home: string, pythonEnv: string | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith('METAFLOW_') && key !== 'SUDO_USER' && key !== 'VIRTUAL_ENV') env[key] = value;
  }
  return {
    ...env,
    PATH: `${venvBin(pythonEnv)}:${env.PATH ?? ''}`,
    HOME: home,
    USER: 'alice',
    USERNAME: 'alice',
    PYTHONUNBUFFERED: '1',
    EXAMPLE_TOOLS: exampleTools,
  };
}

/** Writes a file step into `dir`. */
export function writeFileStep(step: Extract<ExampleStep, {kind: 'file'}>, dir: string): void {
  const path = join(dir, step.path);
  mkdirSync(dirname(path), {recursive: true});
  writeFileSync(path, step.content);
}

/**
 * Runs a command step (its `run` command) in `dir` joined with the step's own `dir`, in the
 * Python environment `pythonEnv` (see `runCommand`).
 */
export function runCommandStep(step: Extract<ExampleStep, {kind: 'command'}>, dir: string, pythonEnv?: string): CommandResult {
  return runCommand(step.run, join(dir, step.dir), dir, pythonEnv);
}

/**
 * Runs shell text in `cwd`, in the environment of the example whose directory is `home`, with
 * the extension environment `pythonEnv` (`.venv-<pythonEnv>`) or, when it is undefined, `.venv`
 * first on PATH. Throws when that environment has not been built.
 */
export function runCommand(command: string, cwd: string, home: string, pythonEnv?: string): CommandResult {
  const result = spawnSync('bash', ['-e', '-o', 'pipefail', '-c', `exec 2>&1\n${command}`], {
    cwd,
    env: exampleEnv(home, pythonEnv),
    encoding: 'utf8',
    timeout: COMMAND_TIMEOUT_MS,
  });
  return {status: result.status, failure: result.signal ?? result.error?.message, output: result.stdout ?? ''};
}
