/**
 * What the command-line reference's `<CliReference>` shows, from `data/metaflow-cli.json`
 * (`plugins/api-facts/cli-facts.ts`) and our notes in `data/metaflow-cli-notes/`
 * (`plugins/lib/cli-notes.ts`), for `plugins/api-facts`:
 *
 * - `cliReferenceView(notes)`: every group of `_groups.json`, each with its commands
 *   (`commandsOfGroup`): usage line, note, guide, arguments and the options the page shows
 *   (`isOptionShown`), with names, type, default and note.
 * - `cliTocEntries(groups)`: the table of contents of those groups: an entry per group (level 2)
 *   and per command (level 3).
 */
import {
  ARGUMENT_PREFIX,
  argumentUsage,
  cliCommandAnchor,
  cliCommandTitle,
  cliDefaultText,
  cliFacts,
  cliRowAnchor,
  cliTypeText,
  cliUsage,
  commandsOfGroup,
  isOptionShown,
  type CliCommandNote,
  type CliOption,
} from './cli-facts';
import {configAnchor, configFacts} from './config-facts';
import type {CliCommandView, CliGroupView, CliOptionView} from '../../src/components/Api/props';
import type {CliNotes} from '../lib/cli-notes';

/** An entry of a page's table of contents, as Docusaurus reads the page's `toc` export. */
export interface TocEntry {
  readonly value: string;
  readonly id: string;
  readonly level: number;
}

type Notes = Readonly<Record<string, CliCommandNote>>;

/** The link to a variable's row of the configuration reference; null when the pinned package does not read it. */
function configHref(name: string): string | null {
  return name in configFacts.variables ? `/api/configuration-variables#${configAnchor(name)}` : null;
}

function optionView(command: string, key: string, option: CliOption, note: CliCommandNote | undefined): CliOptionView {
  return {
    key,
    anchor: cliRowAnchor(command, key),
    names: [...option.names].sort((a, b) => Number(b.startsWith('--')) - Number(a.startsWith('--'))),
    negations: option.negations,
    type: cliTypeText(option),
    choices: option.choices,
    multiple: option.multiple,
    required: option.required,
    default: cliDefaultText(option) ?? null,
    defaultFrom: option.default_from ? {name: option.default_from, href: configHref(option.default_from)} : null,
    hidden: option.hidden,
    note: note?.options[key] ?? null,
    addedBy: option.added_by ?? null,
    package: option.package ?? null,
  };
}

function commandView(command: string, notes: Notes): CliCommandView {
  const fact = cliFacts.commands[command];
  const note: CliCommandNote | undefined = notes[command];
  return {
    command,
    title: cliCommandTitle(command),
    anchor: cliCommandAnchor(command),
    usage: cliUsage(command),
    hidden: fact.hidden,
    text: note?.text ?? null,
    guide: note?.guide ?? null,
    package: fact.package === 'metaflow' ? null : fact.package,
    flowParameters: fact.flow_parameters,
    arguments: fact.arguments.map((argument) => ({
      anchor: cliRowAnchor(command, `${ARGUMENT_PREFIX}${argument.name}`),
      usage: argumentUsage(argument),
      many: argument.nargs === -1,
      required: argument.required,
      note: note?.options[`${ARGUMENT_PREFIX}${argument.name}`] ?? null,
    })),
    options: Object.entries(fact.options)
      .filter(([key]) => isOptionShown(command, key, notes))
      .map(([key, option]) => optionView(command, key, option, note)),
  };
}

export function cliReferenceView(notes: CliNotes): CliGroupView[] {
  return notes.groups.groups.map((group) => ({
    id: group.id,
    title: group.title,
    text: group.text ?? null,
    commands: commandsOfGroup(group, notes.commands).map((command) => commandView(command, notes.commands)),
  }));
}

export function cliTocEntries(groups: readonly CliGroupView[]): TocEntry[] {
  return groups.flatMap((group) => [
    {value: group.title, id: group.id, level: 2},
    ...group.commands.map((command) => ({value: `<code>${command.title}</code>`, id: command.anchor, level: 3})),
  ]);
}
