/**
 * The output a page shows for `argo-workflows create` and `argo-workflows trigger` is what the
 * installed Metaflow prints. The examples harness can't run these commands (they need a
 * cluster, so they carry `test-with`); this test runs the real commands through
 * tests/unit/argo_cli_driver.py, which replaces only the Argo Workflows client and the upload
 * of the code package.
 *
 * Input: every Python page. A command is a cloud command (`test-with`) of an example that runs
 * `python <flow file> ... argo-workflows create` or `... trigger`, optionally after environment
 * assignments (such as a UI address), and is followed directly by a `text` block, the output
 * the page shows. The flow file is the example's latest file block of that title above the
 * command; the example's other file blocks above it (config files, modules) are written beside
 * it. A page's commands run in page order in one scratch directory (so `trigger` finds
 * what `create` deployed), in the environment of the examples (run.ts) with a cloud datastore.
 * Each output must match its block as the examples harness compares outputs (output-match.ts).
 */
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, relative} from 'node:path';
import {test} from 'node:test';
import {quote} from 'shell-quote';
import {visit} from 'unist-util-visit';
import type {Code} from 'mdast';

import {docFiles} from '../../scripts/lib/doc-files';
import {parseMdx} from '../../scripts/lib/mdx';
import {parseMeta} from '../../scripts/lib/examples/extract';
import {normalizeOutput, outputMatches} from '../../scripts/lib/examples/output-match';
import {CLOUD_DATASTORE_ENV, runCommand} from '../../scripts/lib/examples/run';

const root = join(__dirname, '..', '..');
const driver = join(__dirname, 'argo_cli_driver.py');
const ARGO_COMMAND = /^(?:\w+=\S+\s+)*python3? (\S+\.py)\b.*\bargo-workflows (?:create|trigger)\b/s;

interface ShownCommand {
  readonly line: number;
  readonly command: string;
  /** The example's file blocks above the command, by title (the flow file among them). */
  readonly files: ReadonlyMap<string, string>;
  readonly output: string;
}

/** The create and trigger commands of a page that show their output, in page order. */
function shownCommands(source: string): ShownCommand[] {
  const codes: Code[] = [];
  visit(parseMdx(source), 'code', (node: Code) => {
    codes.push(node);
  });
  const files = new Map<string, Map<string, string>>();
  const commands: ShownCommand[] = [];
  codes.forEach((node, i) => {
    const meta = parseMeta(node.meta);
    const example = meta.get('example');
    const title = meta.get('title');
    if (example === undefined) return;
    if (title !== undefined) {
      files.set(example, new Map(files.get(example)).set(title, node.value));
      return;
    }
    const match = ARGO_COMMAND.exec(node.value.replace(/\\\n\s*/g, ''));
    const next = codes[i + 1];
    if (!match || !meta.has('test-with') || next?.lang !== 'text') return;
    const exampleFiles = files.get(example) ?? new Map<string, string>();
    assert.ok(exampleFiles.has(match[1]), `line ${node.position?.start.line}: no file block ${match[1]} above it`);
    commands.push({line: node.position?.start.line ?? 0, command: node.value, files: exampleFiles, output: next.value});
  });
  return commands;
}

const pages = docFiles(root)
  .filter((file) => file.includes(join('docs', 'python')))
  .map((file) => ({page: relative(root, file), commands: shownCommands(readFileSync(file, 'utf8'))}))
  .filter(({commands}) => commands.length > 0);

test('some page shows the output of argo-workflows create and trigger', () => {
  const shown = pages.flatMap(({commands}) => commands.map(({command}) => /argo-workflows (create|trigger)/.exec(command)?.[1]));
  assert.ok(shown.includes('create') && shown.includes('trigger'), 'no page shows both outputs');
});

for (const {page, commands} of pages) {
  test(`${page}: argo-workflows create and trigger print the output shown`, () => {
    const dir = mkdtempSync(join(tmpdir(), 'metaflow-docs-argo-'));
    try {
      for (const {line, command, files, output} of commands) {
        for (const [title, source] of files) {
          mkdirSync(dirname(join(dir, title)), {recursive: true});
          writeFileSync(join(dir, title), `${source}\n`);
        }
        const viaDriver = command.replace(/\bpython3? (?=\S+\.py\b)/, `python ${quote([driver])} `);
        const result = runCommand(`${CLOUD_DATASTORE_ENV} ${viaDriver}`, dir, dir);
        assert.equal(result.status, 0, `${page}:${line}: the command failed\n${result.output}`);
        assert.ok(
          outputMatches(output, result.output),
          `${page}:${line}: the output differs from the page.\n--- page\n${normalizeOutput(output).join('\n')}\n--- printed\n${normalizeOutput(result.output).join('\n')}`,
        );
      }
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
}
