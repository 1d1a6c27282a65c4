/**
 * The facts and notes of the command-line reference (/api/cli), and the rules both the page and
 * its tests follow: which commands the page shows, in which group and order, and the anchors of
 * commands and option rows.
 *
 * - `data/metaflow-cli.json`: the command trees of `python flow.py` and of `metaflow`, written
 *   by `npm run cli:extract` (scripts/cli_extract.py) from the pinned package's Click objects
 *   and the extension environments: per command its arguments and options with names, type,
 *   default, whether they repeat, and whether Click hides them.
 * - `data/metaflow-cli-notes/<top>.json`: ours, one file per top-level command (`flow.json` for
 *   the options before the command name, `run.json`, `metaflow.json` for the `metaflow`
 *   command): a sentence or two per command, one per option and argument (`ARG:name`), and the
 *   guide page. `_groups.json` orders the commands into the page's sections.
 *
 * This module only reads the facts; the notes are passed in (`mergeNotes`), read from their
 * folder by `plugins/lib/cli-notes.ts`. tests/build/cli-drift.test.ts holds the files to each
 * other and to the package.
 *
 * Build-time code, for the build's plugins and the tests: the facts of every command, hidden ones too, so no
 * component imports this module; `plugins/api-facts` gives `<CliReference>` what it shows.
 */
// TypeScript infers one object type per command from the JSON, which does not fit the record
// types below (`as unknown as`); tests/build/cli-drift.test.ts checks the shape. A relative path,
// not `@site`: the build's plugins import this module outside the bundler.
import facts from '../../data/metaflow-cli.json';

/** What the package says about one option. */
export interface CliOption {
  /** Its names as Click lists them: `--max-workers`; `--profile`, `-p`. */
  readonly names: readonly string[];
  /** The names that turn a boolean flag off: `--no-pylint`. */
  readonly negations: readonly string[];
  /** Click's name of the type: `text`, `integer`, `boolean`, `choice`, `JSON`, `file`... */
  readonly type: string;
  readonly choices: readonly string[] | null;
  /** How many values one use of the option takes. */
  readonly nargs: number;
  /** JSON; `<computed>` when Click computes it, `<flow>` for the options of a `Config`. */
  readonly default: unknown;
  /** The configuration variable the default is read from (`METAFLOW_DEFAULT_DATASTORE`). */
  readonly default_from: string | null;
  /** True when the option can be given more than once. */
  readonly multiple: boolean;
  readonly is_flag: boolean;
  readonly required: boolean;
  readonly hidden: boolean;
  /** What adds it to a flow's CLI: `@project`, `@trigger_on_finish`, `Config`. */
  readonly added_by?: string;
  /** The extension package that adds it to a command of Metaflow's. */
  readonly package?: string;
}

export interface CliArgument {
  readonly name: string;
  /** -1: any number. */
  readonly nargs: number;
  readonly required: boolean;
}

/** What the package says about one command. */
export interface CliCommand {
  readonly hidden: boolean;
  /** True when it has subcommands. */
  readonly group: boolean;
  /** The subcommand a group runs when the next word is none of its subcommands (`show` for `logs`). */
  readonly default_command: string | null;
  /** True when each parameter of the flow is an option of the command. */
  readonly flow_parameters: boolean;
  readonly arguments: readonly CliArgument[];
  /** By the option's key: its first long name (`--pylint` for `--pylint/--no-pylint`). */
  readonly options: Readonly<Record<string, CliOption>>;
  /** The distribution that installs it: `metaflow`, or an extension (`metaflow-kubeflow`). */
  readonly package: string;
}

export interface CliFacts {
  readonly metaflow_version: string;
  /** By the command as typed: `python flow.py argo-workflows create`, `metaflow configure aws`. */
  readonly commands: Readonly<Record<string, CliCommand>>;
}

/** Our note on one command. */
export interface CliCommandNote {
  /** What the command does; `backticks` mark code. */
  readonly text: string;
  /** The path of the guide page that teaches it. */
  readonly guide?: string;
  /** By option key (`--tag`) or argument (`ARG:pathspec`): one sentence on what it does. */
  readonly options: Readonly<Record<string, string>>;
}

/** A notes file: `data/metaflow-cli-notes/<top>.json`. */
export interface CliNotesFile {
  readonly commands: Readonly<Record<string, CliCommandNote>>;
}

export interface CliGroup {
  /** The anchor of the group's heading. */
  readonly id: string;
  readonly title: string;
  /** An introduction; `backticks` mark code. */
  readonly text?: string;
  /** Each command with its subcommands (`commandsOfGroup`). */
  readonly commands: readonly string[];
}

export interface CliGroups {
  readonly groups: readonly CliGroup[];
}

export const cliFacts = facts as unknown as CliFacts;

/** The two entry points; every other command is a subcommand of one of them. */
export const FLOW_ROOT = 'python flow.py';
export const METAFLOW_ROOT = 'metaflow';

/** The prefix of an argument's key in a note's `options`. */
export const ARGUMENT_PREFIX = 'ARG:';

/**
 * The notes file that holds a command's note: `flow` for `python flow.py` itself, the first
 * word after it for a flow command (`argo-workflows` for `python flow.py argo-workflows create`),
 * `metaflow` for every command of `metaflow`.
 */
export function notesFileOf(command: string): string {
  if (command === METAFLOW_ROOT || command.startsWith(`${METAFLOW_ROOT} `)) return 'metaflow';
  if (command === FLOW_ROOT) return 'flow';
  return command.slice(FLOW_ROOT.length + 1).split(' ')[0];
}

/** Merges notes files into one record of commands; throws when two files note one command. */
export function mergeNotes(files: readonly CliNotesFile[]): Record<string, CliCommandNote> {
  const merged: Record<string, CliCommandNote> = {};
  for (const file of files) {
    for (const [command, note] of Object.entries(file.commands)) {
      if (command in merged) throw new Error(`Two notes files describe \`${command}\`.`);
      merged[command] = note;
    }
  }
  return merged;
}

/**
 * The commands a group shows, in page order: each listed command, then its subcommands (depth
 * first, in the order of the facts), except for the two entry points, whose subcommands are
 * listed on their own. Hidden commands are left out unless `noted` has a note for them (a page
 * of ours uses them).
 */
export function commandsOfGroup(group: CliGroup, noted: Readonly<Record<string, unknown>>, commands = cliFacts.commands): string[] {
  const shown = (path: string) => path in commands && (!commands[path].hidden || path in noted);
  return group.commands.flatMap((root) => {
    if (root === FLOW_ROOT || root === METAFLOW_ROOT) return shown(root) ? [root] : [];
    return Object.keys(commands).filter((path) => (path === root || path.startsWith(`${root} `)) && shown(path));
  });
}

/**
 * True when the page shows the option `key` of `command`: a visible option of a visible
 * command, or any option our notes describe (hidden ones only where a page uses them).
 */
export function isOptionShown(command: string, key: string, noted: Readonly<Record<string, CliCommandNote>>, commands = cliFacts.commands): boolean {
  const fact = commands[command];
  return (!fact.hidden && !fact.options[key].hidden) || key in (noted[command]?.options ?? {});
}

/** The guide of a command: its note's, else the nearest parent command's note's. */
export function guideOf(command: string, noted: Readonly<Record<string, CliCommandNote>>): string | undefined {
  for (let path = command; path; path = path.includes(' ') ? path.slice(0, path.lastIndexOf(' ')) : '') {
    if (path === FLOW_ROOT && command !== FLOW_ROOT) return undefined;
    if (noted[path]?.guide) return noted[path].guide;
  }
  return undefined;
}

/** The words a reader types after the entry point: `argo-workflows create`; `` for the entry point. */
function subcommandWords(command: string): string {
  if (command === FLOW_ROOT) return '';
  return command.startsWith(`${FLOW_ROOT} `) ? command.slice(FLOW_ROOT.length + 1) : command;
}

/**
 * The anchor of a command's heading: its words after `python flow.py` joined by `-`
 * (`argo-workflows-create`), `flow` for `python flow.py` itself, and `metaflow-...` for the
 * commands of `metaflow` (`metaflow-configure-aws`).
 */
export function cliCommandAnchor(command: string): string {
  return subcommandWords(command).replaceAll(' ', '-') || 'flow';
}

/**
 * The anchor of an option's row: the command's anchor, then the option's key with its dashes
 * (`argo-workflows-create--only-json`, `flow--with`); of an argument's row, `-arg-` and its
 * name (`card-get-arg-pathspec`).
 */
export function cliRowAnchor(command: string, key: string): string {
  const anchor = cliCommandAnchor(command);
  return key.startsWith(ARGUMENT_PREFIX) ? `${anchor}-arg-${key.slice(ARGUMENT_PREFIX.length)}` : `${anchor}${key}`;
}

/** The heading of a command: what a reader types, without `python flow.py` for its subcommands. */
export function cliCommandTitle(command: string): string {
  return subcommandWords(command) || FLOW_ROOT;
}

/** The name of an argument as a usage line shows it: `PATHSPEC`, `[PATH]`, `TAGS...`. */
export function argumentUsage(argument: CliArgument): string {
  const name = argument.name.toUpperCase() + (argument.nargs === -1 ? '...' : '');
  return argument.required ? name : `[${name}]`;
}

/**
 * The usage line of a command: `python flow.py [OPTIONS] argo-workflows [OPTIONS] create
 * [OPTIONS]`, with `[OPTIONS]` after each word that takes options, the arguments at the end
 * and `COMMAND` for a group.
 */
export function cliUsage(command: string, commands = cliFacts.commands): string {
  const root = command === METAFLOW_ROOT || command.startsWith(`${METAFLOW_ROOT} `) ? METAFLOW_ROOT : FLOW_ROOT;
  const words = command.slice(root.length).split(' ').filter(Boolean);
  const parts: string[] = [];
  let path = root;
  for (const word of ['', ...words]) {
    path = word ? `${path} ${word}` : path;
    parts.push(word || root);
    const fact = commands[path];
    if (fact && Object.values(fact.options).some((option) => !option.hidden)) parts.push('[OPTIONS]');
  }
  const fact = commands[command];
  parts.push(...fact.arguments.map(argumentUsage));
  if (fact.group) parts.push('COMMAND');
  return parts.join(' ');
}

/** The default as the page shows it; `undefined` when there is none to show. */
export function cliDefaultText(option: CliOption): string | undefined {
  const value = option.default;
  if (value === null || (Array.isArray(value) && value.length === 0)) return undefined;
  if (value === '<flow>') return 'each Config\'s default';
  if (value === '<computed>') return 'computed when the command runs';
  if (value === '') return '""';
  if (option.is_flag && typeof value === 'boolean') {
    return value ? option.names[0] : (option.negations[0] ?? 'off');
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  text: 'string',
  integer: 'integer',
  float: 'number',
  boolean: 'flag',
  choice: 'string',
  JSON: 'JSON',
  file: 'file path',
  path: 'path',
};

/** The type as the page shows it: `string`, `integer`, `flag`, `JSON`; `2 strings` for a pair. */
export function cliTypeText(option: CliOption): string {
  if (option.nargs > 1) return `${option.nargs} strings`;
  return TYPE_NAMES[option.type] ?? option.type;
}
