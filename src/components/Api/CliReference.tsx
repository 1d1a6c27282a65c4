/**
 * The command-line reference (/api/cli): every group of `data/metaflow-cli-notes/_groups.json`
 * as an `<h2>` with its introduction, and under it each of its commands (`commandsOfGroup`) as
 * an `<h3>` with the usage line, our description, a link to its guide and a table of its
 * arguments and options: names, type, default, whether it repeats, and our sentence.
 *
 * Props: `addedIn` (string, added by plugins/added-in when the page is compiled; never written by
 * hand): JSON of the releases that added the commands and options newer than what holds them,
 * shown as "Added in 2.x.y" by the usage line and the option's name. The facts come from `data/metaflow-cli.json` (`cli-facts.ts`); the notes are
 * every file of `data/metaflow-cli-notes/`, read at build time with `require.context`. A hidden
 * command, or an option that is hidden or belongs to a hidden command, is shown only when it has
 * a note (a page of ours uses it; the drift test checks that), marked as hidden. A command or option without a note is shown with its facts
 * only; tests/build/cli-drift.test.ts fails on it.
 *
 * Anchors (`cliCommandAnchor`, `cliRowAnchor`): a command's heading `argo-workflows-create`, an
 * option's row `argo-workflows-create--only-json`, an argument's row `card-get-arg-pathspec`;
 * each is registered with Docusaurus so that links to it are checked. Each row carries
 * `data-param` (`argo-workflows create --only-json`), which makes it a search result of its own.
 * `cliToc` is the page's table of contents (groups and commands), which the MDX page exports.
 *
 * Throws (failing the build) when a group lists a command the facts lack, or a guide is not a
 * page of the Python docs.
 */
import type {ReactNode} from 'react';

import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';

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
  mergeNotes,
  type CliArgument,
  type CliCommandNote,
  type CliGroups,
  type CliNotesFile,
  type CliOption,
} from './cli-facts';
import AddedIn from './AddedIn';
import {parseAddedIn, type AddedInVersions} from './added-in-keys';
import {configAnchor, configFacts} from './config-facts';
import {Inline} from './Inline';

import styles from './styles.module.css';

const notesFolder = require.context('@site/data/metaflow-cli-notes', false, /\.json$/);
const GROUPS_FILE = '_groups.json';
const byFile = new Map(notesFolder.keys().map((key) => [key.split('/').pop() ?? key, notesFolder(key)]));
const groups = (byFile.get(GROUPS_FILE) as CliGroups).groups;
// Files whose name starts with `_` are not notes of a command (`_groups.json`, `_not-options.json`).
const notes = mergeNotes([...byFile].filter(([name]) => !name.startsWith('_')).map(([, file]) => file as CliNotesFile));

/** The commands of each group, in page order. */
const pageCommands = groups.map((group) => ({group, commands: commandsOfGroup(group, notes)}));

/** The page's table of contents: a level-2 entry per group, a level-3 entry per command. */
export const cliToc = pageCommands.flatMap(({group, commands}) => [
  {value: group.title, id: group.id, level: 2},
  ...commands.map((command) => ({value: `<code>${cliCommandTitle(command)}</code>`, id: cliCommandAnchor(command), level: 3})),
]);

/** The title of the guide page at `path`, from the docs plugin's data; throws when there is none. */
function useGuideTitle(path: string | undefined): string | undefined {
  const {docs} = useDocsVersion();
  if (!path) return undefined;
  const id = path.replace(/^\//, '');
  const doc = docs[id] ?? docs[`${id}/index`];
  if (!doc) throw new Error(`data/metaflow-cli-notes: the guide ${path} is not a page of the Python docs.`);
  return doc.title;
}

/** The mark of a hidden command or option, which `--help` leaves out. */
function HiddenMark(): ReactNode {
  return (
    <>
      <strong className={styles.hiddenMark}>Hidden</strong> (<code>--help</code> leaves it out).{' '}
    </>
  );
}

function OptionNames({option}: {option: CliOption}): ReactNode {
  const names = [...option.names].sort((a, b) => Number(b.startsWith('--')) - Number(a.startsWith('--')));
  return (
    <>
      <code>{names.join(', ')}</code>
      {option.negations.length > 0 && (
        <>
          {' / '}
          <code>{option.negations.join(', ')}</code>
        </>
      )}
    </>
  );
}

function OptionRow({command, name, option, note, added}: {command: string; name: string; option: CliOption; note?: string; added?: string}): ReactNode {
  const anchor = cliRowAnchor(command, name);
  useBrokenLinks().collectAnchor(anchor);
  const defaultText = cliDefaultText(option);
  return (
    <tr id={anchor} data-param={`${cliCommandTitle(command)} ${name}`}>
      <th scope="row">
        <OptionNames option={option} /> <AddedIn version={added} />
      </th>
      <td>
        <code>{cliTypeText(option)}</code>
        {option.choices && (
          <>
            {' '}
            <span className={styles.rule}>
              one of <Inline text={option.choices.map((choice) => `\`${choice}\``).join(', ')} />
            </span>
          </>
        )}
        {option.multiple && <> <span className={styles.rule}>repeatable</span></>}
        {option.required && <> <span className={styles.rule}>required</span></>}
      </td>
      <td>
        <span data-default>{defaultText === undefined ? <em>none</em> : <code>{defaultText}</code>}</span>
        {option.default_from && ' '}
        {option.default_from && (
          <span className={styles.rule}>
            from{' '}
            {option.default_from in configFacts.variables ? (
              <Link to={`/api/configuration-variables#${configAnchor(option.default_from)}`}>
                <code>{option.default_from}</code>
              </Link>
            ) : (
              // An extension's variable, which the configuration reference (the pinned package's) lacks.
              <code>{option.default_from}</code>
            )}
          </span>
        )}
      </td>
      <td>
        {option.hidden && <HiddenMark />}
        {note && <Inline text={note} />}
        {option.added_by && (
          <>
            {' '}
            Present when the flow {option.added_by.startsWith('@') ? 'has' : 'declares a'} <code>{option.added_by}</code>.
          </>
        )}
        {option.package && (
          <>
            {' '}
            Added by the <code>{option.package}</code> extension.
          </>
        )}
      </td>
    </tr>
  );
}

function ArgumentRow({command, argument, note}: {command: string; argument: CliArgument; note?: string}): ReactNode {
  const key = `${ARGUMENT_PREFIX}${argument.name}`;
  const anchor = cliRowAnchor(command, key);
  useBrokenLinks().collectAnchor(anchor);
  return (
    <tr id={anchor} data-param={`${cliCommandTitle(command)} ${argumentUsage(argument)}`}>
      <th scope="row">
        <code>{argumentUsage(argument)}</code>
      </th>
      <td>
        <code>string</code> <span className={styles.rule}>{argument.nargs === -1 ? 'positional, one or more' : 'positional'}</span>
      </td>
      <td>
        <span data-default>{argument.required ? <em>required</em> : <em>none</em>}</span>
      </td>
      <td>{note && <Inline text={note} />}</td>
    </tr>
  );
}

function Command({command, versions}: {command: string; versions: AddedInVersions}): ReactNode {
  const fact = cliFacts.commands[command];
  const note: CliCommandNote | undefined = notes[command];
  const guideTitle = useGuideTitle(note?.guide);
  const options = Object.entries(fact.options).filter(([name]) => isOptionShown(command, name, notes));
  const title = cliCommandTitle(command);
  return (
    <>
      <Heading as="h3" id={cliCommandAnchor(command)}>
        <code>{title}</code>
      </Heading>
      <p className={styles.usage}>
        <code>{cliUsage(command)}</code> <AddedIn version={versions[command]} />
      </p>
      <p>
        {fact.hidden && <HiddenMark />}
        {note && <Inline text={note.text} />}
        {note?.guide && (
          <>
            {' '}
            See <Link to={note.guide}>{guideTitle}</Link>.
          </>
        )}
        {fact.package !== 'metaflow' && (
          <>
            {' '}
            Added by the <code>{fact.package}</code> extension.
          </>
        )}
        {fact.flow_parameters && (
          <>
            {' '}
            Each <code>Parameter</code> of the flow is an option of this command too: <code>Parameter(&quot;alpha&quot;)</code> adds{' '}
            <code>--alpha</code>.
          </>
        )}
      </p>
      {(fact.arguments.length > 0 || options.length > 0) && (
        // Wide tables scroll sideways inside this region, which keyboard users reach with Tab.
        <div className={styles.tableWrapper} role="region" aria-label={`Arguments and options of ${title}`} tabIndex={0}>
          <table className={styles.params}>
            <thead>
              <tr>
                <th scope="col">Option</th>
                <th scope="col">Type</th>
                <th scope="col">Default</th>
                <th scope="col">What it does</th>
              </tr>
            </thead>
            <tbody>
              {fact.arguments.map((argument) => (
                <ArgumentRow key={argument.name} command={command} argument={argument} note={note?.options[`${ARGUMENT_PREFIX}${argument.name}`]} />
              ))}
              {options.map(([name, option]) => (
                <OptionRow key={name} command={command} name={name} option={option} note={note?.options[name]} added={versions[`${command} ${name}`]} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

export default function CliReference({addedIn}: {addedIn?: string}): ReactNode {
  const versions = parseAddedIn(addedIn);
  return pageCommands.map(({group, commands}) => (
    <section key={group.id} aria-labelledby={group.id}>
      <Heading as="h2" id={group.id}>
        {group.title}
      </Heading>
      {group.text && (
        <p>
          <Inline text={group.text} />
        </p>
      )}
      {commands.map((command) => (
        <Command key={command} command={command} versions={versions} />
      ))}
    </section>
  ));
}
