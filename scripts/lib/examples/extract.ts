/**
 * Finds the runnable examples on a doc page.
 *
 * Takes the MDX source of a page and returns its examples: the code blocks whose meta string
 * carries `example="<name>"`, grouped by name in page order and turned into steps (write a
 * file, run a command and compare its output). The marker convention is documented in
 * CONTRIBUTING.md. Throws an `ExampleMarkupError` for markers that cannot be run as written
 * (an output block with no command before it, a file block without a title, a bad path,
 * `card-components` or `screenshot` without a `card-file`).
 */
import {visit} from 'unist-util-visit';

import {parseMdx} from '../mdx';
import type {Code} from 'mdast';

export type ExampleStep =
  | {readonly kind: 'file'; readonly path: string; readonly content: string; readonly line: number}
  | {
      readonly kind: 'command';
      /** The command the reader sees. */
      readonly shown: string;
      /** The command the harness runs: `test-with` when the shown one needs the cloud, else `shown`. */
      readonly run: string;
      /** Working directory relative to the example's directory ('' for the directory itself). */
      readonly dir: string;
      /** The output shown on the page right after the command, if any. */
      readonly expectedOutput: string | undefined;
      /** The card the command writes, if it is marked with `card-file`. */
      readonly card: CardCheck | undefined;
      readonly line: number;
    };

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
}

export class ExampleMarkupError extends Error {}

const COMMAND_LANGUAGES = new Set(['bash', 'sh', 'shell']);

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

/** Returns the examples of one page, in the order they first appear. */
export function extractExamples(source: string): Example[] {
  const tree = parseMdx(source);
  const steps = new Map<string, ExampleStep[]>();
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
    const title = meta.get('title');
    if (meta.has('output')) {
      const previous = list.at(-1);
      if (previous?.kind !== 'command' || previous.expectedOutput !== undefined) {
        throw new ExampleMarkupError(`line ${line}: an output block must follow a command block of example "${name}".`);
      }
      if (previous.run !== previous.shown) {
        throw new ExampleMarkupError(`line ${line}: a test-with command's output cannot be compared with the shown command's.`);
      }
      list[list.length - 1] = {...previous, expectedOutput: node.value};
    } else if (title !== undefined) {
      list.push({kind: 'file', path: relativePath(title, 'title', line), content: `${node.value}\n`, line});
    } else if (COMMAND_LANGUAGES.has(node.lang ?? '')) {
      list.push({
        kind: 'command',
        shown: node.value,
        run: meta.get('test-with') || node.value,
        dir: relativePath(meta.get('dir') ?? '', 'dir', line),
        expectedOutput: undefined,
        card: cardCheck(meta, line),
        line,
      });
    } else {
      throw new ExampleMarkupError(
        `line ${line}: a block of example "${name}" must be a file (title="..."), a bash command, or an output block.`,
      );
    }
  });
  return [...steps].map(([name, list]) => ({name, steps: list}));
}
