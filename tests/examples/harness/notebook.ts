/**
 * Executes the notebook cells of a runnable example (`notebook="<path>"` blocks, see extract.ts
 * and CONTRIBUTING.md) as a reader's Jupyter would: the page's cells are written as an nbformat 4
 * notebook to the notebook's path in the example's directory and run by `jupyter execute`
 * (nbclient) in a kernel of the pinned `.venv`, with the notebook's folder as the kernel's
 * working directory. A cell's `run-id` is replaced with the id of the latest run the example's
 * commands printed, as the reader pastes the id of their own run. Returns the exit status and
 * output of `jupyter execute`, which fails on the first cell that raises, and what each cell
 * printed (read back from the executed notebook, which `--inplace` saves); raises nothing itself.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {basename, dirname, join} from 'node:path';
import {quote} from 'shell-quote';

import type {ExampleStep} from './extract';
import {runCommand, type CommandResult} from './run';
import {runIdsOf} from './task-streams';

/** Returns an nbformat 4.5 notebook, as JSON text, whose code cells hold `sources` in order. */
export function notebookJson(sources: readonly string[]): string {
  const notebook = {
    nbformat: 4,
    nbformat_minor: 5,
    metadata: {
      kernelspec: {name: 'python3', display_name: 'Python 3', language: 'python'},
      language_info: {name: 'python'},
    },
    cells: sources.map((source, index) => ({
      cell_type: 'code',
      id: `cell-${index + 1}`,
      metadata: {},
      execution_count: null,
      outputs: [],
      source,
    })),
  };
  return `${JSON.stringify(notebook, null, 1)}\n`;
}

/** An output of an executed code cell, as nbformat 4 stores it. */
interface CellOutput {
  readonly output_type: string;
  readonly text?: string | string[];
  readonly data?: Readonly<Record<string, string | string[]>>;
  readonly ename?: string;
  readonly evalue?: string;
}

const joined = (text: string | string[] | undefined) => (Array.isArray(text) ? text.join('') : (text ?? ''));

/**
 * What each code cell of an executed notebook (nbformat 4 JSON) shows, as one text per cell:
 * its printed streams, the plain-text form of its results and displays, and `Name: message`
 * for an error, in the order the notebook holds them.
 */
export function cellOutputs(notebook: string): string[] {
  const cells = (JSON.parse(notebook) as {cells: {cell_type: string; outputs?: CellOutput[]}[]}).cells;
  return cells
    .filter((cell) => cell.cell_type === 'code')
    .map((cell) =>
      (cell.outputs ?? [])
        .map((output) => {
          if (output.output_type === 'stream') return joined(output.text);
          if (output.output_type === 'error') return `${output.ename}: ${output.evalue}\n`;
          const text = joined(output.data?.['text/plain']);
          return text ? `${text}\n` : '';
        })
        .join(''),
    );
}

/** The id of the latest run that `output` names (task lines), else `previous`. */
export function latestRunId(output: string, previous: string | undefined): string | undefined {
  return [...runIdsOf(output)].at(-1) ?? previous;
}

/**
 * Writes and executes a notebook step in the example's directory `dir`, with the kernel of the
 * Python environment `pythonEnv` (see `runCommand`). `latestRun` is the id of the latest run
 * the example made (see `latestRunId`); a cell with a `run-id` fails without one.
 */
export function runNotebookStep(
  step: Extract<ExampleStep, {kind: 'notebook'}>,
  dir: string,
  latestRun: string | undefined,
  pythonEnv?: string,
): CommandResult & {readonly cells: readonly string[]} {
  const sources: string[] = [];
  for (const cell of step.cells) {
    if (cell.runId === undefined) {
      sources.push(cell.source);
    } else if (latestRun === undefined) {
      return {status: null, failure: `cell at line ${cell.line} needs a run, but no command of the example printed one`, output: '', cells: []};
    } else {
      sources.push(cell.source.replaceAll(cell.runId, latestRun));
    }
  }
  const path = join(dir, step.path);
  mkdirSync(dirname(path), {recursive: true});
  writeFileSync(path, notebookJson(sources));
  const result = runCommand(`jupyter execute --inplace ${quote([basename(path)])}`, dirname(path), dir, pythonEnv);
  return {...result, cells: existsSync(path) ? cellOutputs(readFileSync(path, 'utf8')) : []};
}
