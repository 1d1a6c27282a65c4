import assert from 'node:assert/strict';
import {test} from 'node:test';

import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';

import {HIDDEN_FLAGS, checkShownCommand, parseHelp} from '../examples/harness/cli-check';

const TOP = `Metaflow 2.19.39 executing F for user:alice
Usage: f.py [OPTIONS] COMMAND [ARGS]...

Options:
  --config <CHOICE PATH>...       Configuration options for the flow.
  --metadata [service|local|spin]
                                  Metadata service type  [default: local]
  --with TEXT                     Add a decorator to all steps.
  --pylint / --no-pylint          Run Pylint on the flow.  [default: True]
  --help                          Show this message and exit.

Commands:
  argo-workflows  Commands related to Argo Workflows.
  card            Commands related to @card decorator.
  run             Run the workflow locally.
  tag             Commands related to tagging.
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

const CARD = `Usage: f.py card [OPTIONS] COMMAND [ARGS]...

Commands:
  get     Get the HTML string of the card based on pathspec.
  server  Run local card viewer server
`;

// Click wraps a long usage line, here after the long name of the flow file.
const CARD_GET = `Usage: a_really_quite_long_flow_file_name_for_testing_wrapping.py card get
           [OPTIONS] PATHSPEC [PATH]

  Get the HTML string of the card based on pathspec.

Options:
  --id TEXT                       Id of the card
  --help                          Show this message and exit.
`;

const CARD_SERVER = `Usage: f.py card server [OPTIONS]

  Run local card viewer server

Options:
  --run-id TEXT            Run ID of the flow
  --port INTEGER           Port on which Metaflow card viewer server will run
                           [default: 8324]

  --help                   Show this message and exit.
`;

const TAG_ADD = `Usage: f.py tag add [OPTIONS] TAGS...

  Add tags to a run.

Options:
  --run-id TEXT     Run ID of the specific run to tag. [required]
  --help            Show this message and exit.
`;

const TAG = `Usage: f.py tag [OPTIONS] COMMAND [ARGS]...

Commands:
  add      Add tags to a run.
`;

const screens: Record<string, string> = {
  '': TOP,
  'argo-workflows': ARGO,
  'argo-workflows create': CREATE,
  card: CARD,
  'card get': CARD_GET,
  'card server': CARD_SERVER,
  tag: TAG,
  'tag add': TAG_ADD,
};
const help = (_file: string, path: readonly string[]) => screens[path.join(' ')] ?? '';

test('help screens give options with their arity and subcommands', () => {
  const top = parseHelp(TOP);
  assert.deepEqual([...top.options], [
    ['--config', 2],
    ['--metadata', 1],
    ['--with', 1],
    ['--pylint', 0],
    ['--no-pylint', 0],
    ['--help', 0],
  ]);
  assert.deepEqual([...top.commands], ['argo-workflows', 'card', 'run', 'tag']);
  assert.deepEqual([...parseHelp(CREATE).options], [
    ['--generate-new-token', 0],
    ['--max-workers', 1],
    ['--help', 0],
  ]);
});

test('help screens give the positional arguments of their usage line, wrapped or not', () => {
  assert.deepEqual(parseHelp(CARD_SERVER).arguments, []);
  assert.deepEqual(parseHelp(CARD_GET).arguments, ['PATHSPEC', '[PATH]']);
  assert.deepEqual(parseHelp(TAG_ADD).arguments, ['TAGS...']);
  assert.equal(parseHelp('Options:\n  --help  Show this message and exit.\n').arguments, undefined);
});

test('a valid command has no problems, whatever its values and positional arguments', () => {
  assert.deepEqual(
    checkShownCommand(
      'METAFLOW_PROFILE=prod python f.py --config model big.json --with kubernetes --with=retry argo-workflows --name nightly create \\\n  --max-workers 4 --generate-new-token | tee out.txt',
      help,
    ),
    [],
  );
});

test('unknown options are reported at the level they are written', () => {
  // Whether an unknown option takes a value is unknown, so the word after it counts as a
  // positional argument, at a command as at a group (below).
  assert.deepEqual(checkShownCommand('python f.py argo-workflows create --max-worker 4', help), [
    '`python f.py argo-workflows create` has no option --max-worker',
    '`python f.py argo-workflows create` takes no positional arguments, not 4',
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

test('positional arguments beyond those of the usage line are reported', () => {
  assert.deepEqual(checkShownCommand('python f.py card server 1795216675452874/train', help), [
    '`python f.py card server` takes no positional arguments, not 1795216675452874/train',
  ]);
  assert.deepEqual(checkShownCommand('python f.py card get train card.html extra --id summary', help), [
    '`python f.py card get` takes only PATHSPEC [PATH], not extra',
  ]);
});

test('positional arguments the usage line allows are accepted, option values are not counted', () => {
  assert.deepEqual(checkShownCommand('python f.py card server --run-id 1795216675452874 --port 8000', help), []);
  assert.deepEqual(checkShownCommand('python f.py card get 1795216675452874/train card.html --id summary', help), []);
  assert.deepEqual(checkShownCommand('python f.py card get train', help), []);
  assert.deepEqual(checkShownCommand('python f.py tag add --run-id 1795216675452874 reviewed shipped q3', help), []);
});

test('a hidden flag is accepted where Metaflow declares it, and only there', () => {
  assert.deepEqual(checkShownCommand('python f.py argo-workflows create --only-json', help), []);
  assert.deepEqual(checkShownCommand('python f.py run --only-json', help), ['`python f.py run` has no option --only-json']);
});

test('every hidden flag the check accepts is declared hidden in the installed metaflow', () => {
  const site = join(__dirname, '..', '..', '.venv', 'lib');
  const packages = join(site, readdirSync(site).find((name) => name.startsWith('python')) ?? '', 'site-packages');
  for (const {flags, source} of Object.values(HIDDEN_FLAGS)) {
    const text = readFileSync(join(packages, source), 'utf8');
    for (const flag of flags) {
      assert.match(text, new RegExp(`"${flag}",[^)]*?hidden=True`), `${source} no longer declares ${flag} as a hidden option`);
    }
  }
});
