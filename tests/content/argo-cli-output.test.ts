/**
 * The output a page shows for `argo-workflows create` and `argo-workflows trigger` is what the
 * installed Metaflow prints. The examples harness can't run these commands (they need a
 * cluster, so they carry `test-with`); this test runs the real commands through
 * tests/content/argo_cli_driver.py, which replaces only the Argo Workflows client and the upload
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
 *
 * The deployment has Argo Events configured (`ARGO_EVENTS_ENV`, what `metaflow configure
 * kubernetes` would store), so flows with `@trigger` and `@trigger_on_finish` deploy too. A
 * cloud command `kubectl get sensor NAME ... -o json` after a `create` on the same page prints
 * the Argo Events sensor that Metaflow registered under NAME, as the driver's stand-in cluster
 * keeps it (without null fields, as the Kubernetes API server does), indented as kubectl
 * indents JSON; the page shows it with `...` for the fields the cluster adds.
 */
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, relative} from 'node:path';
import {test} from 'node:test';
import {quote} from 'shell-quote';
import {visit} from 'unist-util-visit';
import type {Code} from 'mdast';

import {docFiles} from '../../scripts/lib/doc-files';
import {parseMdx} from '../lib/mdx';
import {parseMeta} from '../examples/harness/extract';
import {normalizeOutput, outputMatches} from '../examples/harness/output-match';
import {CLOUD_DATASTORE_ENV, runCommand} from '../examples/harness/run';

const root = join(__dirname, '..', '..');
const driver = join(__dirname, 'argo_cli_driver.py');
const ARGO_COMMAND = /^(?:\w+=\S+\s+)*python3? (\S+\.py)\b.*\bargo-workflows (?:create|trigger)\b/s;
const SENSOR_COMMAND = /^kubectl get sensors? (\S+)\b.*-o json\b/s;
/** Argo Events as a deployment configures it: the event name, bus, source and service account. */
const ARGO_EVENTS_ENV =
  'METAFLOW_ARGO_EVENTS_EVENT=metaflow-event METAFLOW_ARGO_EVENTS_EVENT_BUS=default ' +
  'METAFLOW_ARGO_EVENTS_EVENT_SOURCE=argo-events-webhook METAFLOW_ARGO_EVENTS_SERVICE_ACCOUNT=operate-workflow-sa ' +
  'METAFLOW_ARGO_EVENTS_WEBHOOK_URL=http://argo-events-webhook.default:12000/metaflow-event';

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
    const next = codes[i + 1];
    if (!meta.has('test-with') || next?.lang !== 'text') return;
    if (SENSOR_COMMAND.test(node.value)) {
      commands.push({line: node.position?.start.line ?? 0, command: node.value, files: new Map(), output: next.value});
      return;
    }
    const match = ARGO_COMMAND.exec(node.value.replace(/\\\n\s*/g, ''));
    if (!match) return;
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

/**
 * Runs a shown command in `dir`: a `python <flow file>` command through the driver, a
 * `kubectl get sensor NAME -o json` by printing the sensor the driver recorded there (status 1
 * when it has none of that name).
 */
function runShown(command: string, dir: string): {status: number | null; output: string} {
  const sensor = SENSOR_COMMAND.exec(command);
  if (sensor) {
    const file = join(dir, 'argo-sensors.json');
    const recorded = (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}) as Record<string, unknown>;
    return sensor[1] in recorded
      ? {status: 0, output: `${JSON.stringify(recorded[sensor[1]], null, 4)}\n`}
      : {status: 1, output: `no sensor ${sensor[1]} was registered; registered: ${Object.keys(recorded).join(', ') || 'none'}`};
  }
  const viaDriver = command.replace(/\bpython3? (?=\S+\.py\b)/, `python ${quote([driver])} `);
  return runCommand(`${CLOUD_DATASTORE_ENV} ${ARGO_EVENTS_ENV} ${viaDriver}`, dir, dir);
}

for (const {page, commands} of pages) {
  test(`${page}: argo-workflows create and trigger print the output shown`, () => {
    const dir = mkdtempSync(join(tmpdir(), 'metaflow-docs-argo-'));
    try {
      for (const {line, command, files, output} of commands) {
        for (const [title, source] of files) {
          mkdirSync(dirname(join(dir, title)), {recursive: true});
          writeFileSync(join(dir, title), `${source}\n`);
        }
        const result = runShown(command, dir);
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
