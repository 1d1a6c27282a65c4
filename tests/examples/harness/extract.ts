/**
 * Finds the runnable examples on a doc page.
 *
 * Takes the MDX source of a page and returns its examples: the code blocks whose meta string
 * carries `example="<name>"`, grouped by name in page order and turned into steps (write a
 * file, run a command and compare its output, execute the cells of a notebook). The marker
 * convention is documented in CONTRIBUTING.md. Throws an `ExampleMarkupError` for markers that
 * cannot be run as written (an output block with no command before it, a file block without a
 * title, a bad path, `card-components` or `screenshot` without a `card-file`, a notebook cell
 * that is not Python or is apart from the notebook's other cells, a `run-id` that is not on a
 * cell or not in its code).
 */
import {quote} from 'shell-quote';
import {visit} from 'unist-util-visit';

import {parseMdx} from '../../lib/mdx';
import type {Code} from 'mdast';

export type ExampleStep =
  | {readonly kind: 'file'; readonly path: string; readonly content: string; readonly line: number}
  | {
      readonly kind: 'command';
      /** The command the reader sees. */
      readonly shown: string;
      /**
       * The command the harness runs: `test-with` when the shown one needs the cloud, `shown`
       * run inside the `test-within` wrapper when it needs a stand-in service, else `shown`.
       */
      readonly run: string;
      /** The `test-within` wrapper the shown command runs inside, if any: its output is the shown command's. */
      readonly within: string | undefined;
      /** Working directory relative to the example's directory ('' for the directory itself). */
      readonly dir: string;
      /** The output shown on the page right after the command, if any. */
      readonly expectedOutput: string | undefined;
      /** The card the command writes, if it is marked with `card-file`. */
      readonly card: CardCheck | undefined;
      readonly line: number;
    }
  | {
      readonly kind: 'notebook';
      /** The notebook's path relative to the example's directory (its `dir` joined with `notebook`). */
      readonly path: string;
      /** Its code cells, in page order. */
      readonly cells: readonly NotebookCell[];
      /** The line of its first cell. */
      readonly line: number;
    };

/** A code cell of a notebook on a page. */
export interface NotebookCell {
  readonly source: string;
  /** A run id in the cell that the reader replaces with the id of their own run, if any. */
  readonly runId: string | undefined;
  /** The output shown on the page right after the cell (what the cell prints), if any. */
  readonly expectedOutput: string | undefined;
  readonly line: number;
}

export interface CardCheck {
  /** The card's HTML file, relative to the command's directory. */
  readonly file: string;
  /** Component types the card must hold (may be empty). */
  readonly components: readonly string[];
  /** Where `npm run screenshots:cards` writes an image of the card, relative to the page's folder. */
  readonly screenshot: string | undefined;
}

export interface Example {
  readonly name: string;
  readonly steps: readonly ExampleStep[];
  /**
   * The extension environment the example runs in (`env="<name>"` on any of its blocks:
   * `.venv-<name>`, built from `requirements-<name>.txt`), or undefined for `.venv`.
   */
  readonly env: string | undefined;
  /**
   * The fixed local port the example's own commands start a service on (`test-port="<port>"` on
   * any of its blocks), or undefined. The harness runs the example with a free port in its place.
   */
  readonly port: string | undefined;
}

export class ExampleMarkupError extends Error {}

const COMMAND_LANGUAGES = new Set(['bash', 'sh', 'shell']);
const CELL_LANGUAGES = new Set(['python', 'py']);

/** Parses `key="value"` and bare `key` attributes from a code fence's meta string. */
export function parseMeta(meta: string | null | undefined): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of (meta ?? '').matchAll(/([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g)) {
    attributes.set(match[1], match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** Rejects absolute paths and paths that climb out of the example's directory. */
function relativePath(value: string, what: string, line: number): string {
  const parts = value.split('/');
  if (value.startsWith('/') || parts.includes('..')) {
    throw new ExampleMarkupError(`line ${line}: ${what} "${value}" must stay inside the example's directory.`);
  }
  return parts.filter((part) => part && part !== '.').join('/');
}

/**
 * The card a command block writes: `card-file` (the path, relative to the command's directory),
 * optionally `card-components` (types the card must hold) and `screenshot` (an image path,
 * relative to the page, that `npm run screenshots:cards` makes of the card). Either attribute
 * without `card-file` is an error.
 */
function cardCheck(meta: Map<string, string>, line: number): CardCheck | undefined {
  const file = meta.get('card-file');
  const components = (meta.get('card-components') ?? '').split(/[\s,]+/).filter(Boolean);
  const screenshot = meta.get('screenshot');
  if (file === undefined && !meta.has('card-components') && screenshot === undefined) {
    return undefined;
  }
  if (!file || (meta.has('card-components') && components.length === 0) || screenshot === '') {
    throw new ExampleMarkupError(
      `line ${line}: card-components and screenshot need a card-file, and each of these attributes needs a value.`,
    );
  }
  return {
    file: relativePath(file, 'card-file', line),
    components,
    screenshot: screenshot === undefined ? undefined : relativePath(screenshot, 'screenshot', line),
  };
}

/**
 * Adds a block marked `notebook="<path>"` to the example's steps as a code cell: to the
 * notebook step just before it when that is the same notebook, else as a new notebook step.
 * A notebook's cells must be consecutive blocks of the example (the harness executes them
 * together), in Python, and a `run-id` must occur in the cell's code.
 */
function addCell(list: ExampleStep[], node: Code, meta: Map<string, string>, line: number): void {
  const path = relativePath([meta.get('dir'), meta.get('notebook')].filter(Boolean).join('/'), 'notebook', line);
  if (!path.endsWith('.ipynb') || !CELL_LANGUAGES.has(node.lang ?? '')) {
    throw new ExampleMarkupError(`line ${line}: a notebook cell must be a python block and its notebook an .ipynb path.`);
  }
  const runId = meta.get('run-id');
  if (runId !== undefined && (!runId || !node.value.includes(runId))) {
    throw new ExampleMarkupError(`line ${line}: run-id "${runId}" does not occur in the cell.`);
  }
  const cell: NotebookCell = {source: node.value, runId, expectedOutput: undefined, line};
  const previous = list.at(-1);
  if (previous?.kind === 'notebook' && previous.path === path) {
    list[list.length - 1] = {...previous, cells: [...previous.cells, cell]};
    return;
  }
  if (list.some((step) => step.kind === 'notebook' && step.path === path)) {
    throw new ExampleMarkupError(`line ${line}: the cells of notebook ${path} must follow each other in the example.`);
  }
  list.push({kind: 'notebook', path, cells: [cell], line});
}

/**
 * Records the attribute `key` of a block of example `name` in `values`: an attribute that holds
 * for the whole example (`env`, `test-port`), given on one of its blocks or on several with the
 * same value. Throws when the value doesn't match `valid` or differs from an earlier block's.
 */
function exampleAttribute(
  values: Map<string, string>,
  name: string,
  meta: Map<string, string>,
  key: string,
  valid: RegExp,
  rule: string,
  line: number,
): void {
  const value = meta.get(key);
  if (value === undefined) return;
  if (!valid.test(value)) {
    throw new ExampleMarkupError(`line ${line}: ${key}="${value}" ${rule}.`);
  }
  if ((values.get(name) ?? value) !== value) {
    throw new ExampleMarkupError(`line ${line}: example "${name}" already has ${key}="${values.get(name)}".`);
  }
  values.set(name, value);
}

/** Returns the examples of one page, in the order they first appear. */
export function extractExamples(source: string): Example[] {
  const tree = parseMdx(source);
  const steps = new Map<string, ExampleStep[]>();
  const envs = new Map<string, string>();
  const ports = new Map<string, string>();
  visit(tree, 'code', (node: Code) => {
    const meta = parseMeta(node.meta);
    const name = meta.get('example');
    if (name === undefined) {
      return;
    }
    const line = node.position?.start.line ?? 0;
    if (!name) {
      throw new ExampleMarkupError(`line ${line}: example="" needs a name.`);
    }
    const list = steps.get(name) ?? [];
    steps.set(name, list);
    exampleAttribute(envs, name, meta, 'env', /^[a-z][a-z0-9-]*$/, 'must name an extension environment (requirements-<name>.txt)', line);
    exampleAttribute(ports, name, meta, 'test-port', /^[1-9]\d{3,4}$/, 'must be a port number of four or five digits', line);
    const title = meta.get('title');
    if (meta.has('run-id') && !meta.has('notebook')) {
      throw new ExampleMarkupError(`line ${line}: run-id belongs on a notebook cell.`);
    }
    if (meta.has('notebook')) {
      addCell(list, node, meta, line);
    } else if (meta.has('output')) {
      const previous = list.at(-1);
      const lastCell = previous?.kind === 'notebook' ? previous.cells.at(-1) : undefined;
      if (previous?.kind === 'notebook' && lastCell?.expectedOutput === undefined && lastCell) {
        list[list.length - 1] = {...previous, cells: [...previous.cells.slice(0, -1), {...lastCell, expectedOutput: node.value}]};
        return;
      }
      if (previous?.kind !== 'command' || previous.expectedOutput !== undefined) {
        throw new ExampleMarkupError(`line ${line}: an output block must follow a command block or a notebook cell of example "${name}".`);
      }
      if (previous.run !== previous.shown && previous.within === undefined) {
        throw new ExampleMarkupError(`line ${line}: a test-with command's output cannot be compared with the shown command's.`);
      }
      list[list.length - 1] = {...previous, expectedOutput: node.value};
    } else if (title !== undefined) {
      list.push({kind: 'file', path: relativePath(title, 'title', line), content: `${node.value}\n`, line});
    } else if (COMMAND_LANGUAGES.has(node.lang ?? '')) {
      const within = meta.get('test-within') || undefined;
      if (within !== undefined && meta.has('test-with')) {
        throw new ExampleMarkupError(`line ${line}: a command block takes test-with or test-within, not both.`);
      }
      list.push({
        kind: 'command',
        shown: node.value,
        run: within === undefined ? meta.get('test-with') || node.value : `${within} ${quote(['bash', '-e', '-o', 'pipefail', '-c', node.value])}`,
        within,
        dir: relativePath(meta.get('dir') ?? '', 'dir', line),
        expectedOutput: undefined,
        card: cardCheck(meta, line),
        line,
      });
    } else {
      throw new ExampleMarkupError(
        `line ${line}: a block of example "${name}" must be a file (title="..."), a bash command, a notebook cell or an output block.`,
      );
    }
  });
  return [...steps].map(([name, list]) => ({name, steps: list, env: envs.get(name), port: ports.get(name)}));
}
