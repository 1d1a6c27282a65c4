import assert from 'node:assert/strict';
import {test} from 'node:test';

import {checkShownCommand, parseHelp} from '../../scripts/lib/examples/cli-check';

const TOP = `Metaflow 2.19.39 executing F for user:alice
Usage: f.py [OPTIONS] COMMAND [ARGS]...

Options:
  --metadata [service|local|spin]
                                  Metadata service type  [default: local]
  --with TEXT                     Add a decorator to all steps.
  --pylint / --no-pylint          Run Pylint on the flow.  [default: True]
  --help                          Show this message and exit.

Commands:
  argo-workflows  Commands related to Argo Workflows.
  run             Run the workflow locally.
`;

const ARGO = `Usage: f.py argo-workflows [OPTIONS] COMMAND [ARGS]...

Options:
  --name TEXT  Argo Workflow name.

Commands:
  create                   Deploy a new version of this workflow to Argo...
  trigger                  Trigger the workflow on Argo Workflows.
`;

const CREATE = `Usage: f.py argo-workflows create [OPTIONS]

Options:
  --generate-new-token            Generate a new production token for this
                                  flow.
  --max-workers INTEGER           Maximum number of parallel processes.
  --help                          Show this message and exit.
`;

const screens: Record<string, string> = {'': TOP, 'argo-workflows': ARGO, 'argo-workflows create': CREATE};
const help = (_file: string, path: readonly string[]) => screens[path.join(' ')] ?? '';

test('help screens give options with their arity and subcommands', () => {
  const top = parseHelp(TOP);
  assert.deepEqual([...top.options], [
    ['--metadata', true],
    ['--with', true],
    ['--pylint', false],
    ['--no-pylint', false],
    ['--help', false],
  ]);
  assert.deepEqual([...top.commands], ['argo-workflows', 'run']);
  assert.deepEqual([...parseHelp(CREATE).options], [
    ['--generate-new-token', false],
    ['--max-workers', true],
    ['--help', false],
  ]);
});

test('a valid command has no problems, whatever its values and positional arguments', () => {
  assert.deepEqual(
    checkShownCommand(
      'METAFLOW_PROFILE=prod python f.py --with kubernetes --with=retry argo-workflows --name nightly create \\\n  --max-workers 4 --generate-new-token | tee out.txt',
      help,
    ),
    [],
  );
});

test('unknown options are reported at the level they are written', () => {
  assert.deepEqual(checkShownCommand('python f.py argo-workflows create --max-worker 4', help), [
    '`python f.py argo-workflows create` has no option --max-worker',
  ]);
  assert.deepEqual(checkShownCommand('python f.py --max-workers 4 argo-workflows create', help), [
    '`python f.py` has no option --max-workers',
    '`python f.py` has no subcommand 4',
  ]);
});

test('a misspelled subcommand is reported', () => {
  assert.deepEqual(checkShownCommand('python f.py argo-workflow create --max-workers 4', help), [
    '`python f.py` has no subcommand argo-workflow',
  ]);
  assert.deepEqual(checkShownCommand('python f.py argo-workflows trigger-now', help), [
    '`python f.py argo-workflows` has no subcommand trigger-now',
  ]);
});

test('help of a subcommand is asked with the options written before it', () => {
  const asked: string[] = [];
  checkShownCommand('python f.py --with=retry --metadata local argo-workflows create', (file, path, args) => {
    asked.push(args.join(' '));
    return help(file, path);
  });
  assert.deepEqual(asked, ['', '--with=retry --metadata local argo-workflows', '--with=retry --metadata local argo-workflows create']);
});

test('lines that do not run a flow file are not checked', () => {
  assert.deepEqual(checkShownCommand('pip install metaflow --upgrade\nls -la', help), []);
});
