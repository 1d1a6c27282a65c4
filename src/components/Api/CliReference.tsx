/**
 * The command-line reference (/api/cli): every group of `data/metaflow-cli-notes/_groups.json`
 * as an `<h2>` with its introduction, and under it each of its commands as an `<h3>` with the
 * usage line, our description, a link to its guide and a table of its arguments and options:
 * names, type, default, whether it repeats, and our sentence.
 *
 * Props:
 * - `groups` (`CliGroupView[]`, added by plugins/api-facts when the page is compiled; never
 *   written by hand): the groups and their commands, from the facts of `data/metaflow-cli.json`
 *   (`cli-facts.ts`) and our notes in `data/metaflow-cli-notes/`. The plugin also adds the
 *   groups and commands to the page's table of contents.
 * - `addedIn` (string, added by plugins/added-in likewise): JSON of the releases that added the
 *   commands and options newer than what holds them, shown as "Added in 2.x.y" by the usage
 *   line and the option's name.
 *
 * A hidden command, or an option that is hidden or belongs to a hidden command, is shown only
 * when it has a note (a page of ours uses it; the drift test checks that), marked as hidden. A
 * command or option without a note is shown with its facts only; tests/build/cli-drift.test.ts
 * fails on it.
 *
 * Anchors (`cliCommandAnchor`, `cliRowAnchor`): a command's heading `argo-workflows-create`, an
 * option's row `argo-workflows-create--only-json`, an argument's row `card-get-arg-pathspec`;
 * each is registered with Docusaurus so that links to it are checked. Each row carries
 * `data-param` (`argo-workflows create --only-json`), which makes it a search result of its own.
 *
 * Throws (failing the build) when a guide is not a page of the Python docs.
 */
import type {ReactNode} from 'react';

import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';

import AddedIn from './AddedIn';
import {parseAddedIn, type AddedInVersions} from './added-in-keys';
import {Inline} from './Inline';
import type {CliArgumentView, CliCommandView, CliGroupView, CliOptionView} from './props';
import ReferenceTable from './ReferenceTable';

import styles from './styles.module.css';

/** The title of the guide page at `path`, from the docs plugin's data; throws when there is none. */
function useGuideTitle(path: string | null): string | undefined {
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

function OptionNames({option}: {option: CliOptionView}): ReactNode {
  return (
    <>
      <code>{option.names.join(', ')}</code>
      {option.negations.length > 0 && (
        <>
          {' / '}
          <code>{option.negations.join(', ')}</code>
        </>
      )}
    </>
  );
}

function OptionRow({title, option, added}: {title: string; option: CliOptionView; added?: string}): ReactNode {
  const {anchor, note, default: defaultText, defaultFrom} = option;
  useBrokenLinks().collectAnchor(anchor);
  return (
    <tr id={anchor} data-param={`${title} ${option.key}`}>
      <th scope="row">
        <OptionNames option={option} /> <AddedIn version={added} />
      </th>
      <td>
        <code>{option.type}</code>
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
        <span data-default>{defaultText === null ? <em>none</em> : <code>{defaultText}</code>}</span>
        {defaultFrom && ' '}
        {defaultFrom && (
          <span className={styles.rule}>
            from{' '}
            {defaultFrom.href ? (
              <Link to={defaultFrom.href}>
                <code>{defaultFrom.name}</code>
              </Link>
            ) : (
              // An extension's variable, which the configuration reference (the pinned package's) lacks.
              <code>{defaultFrom.name}</code>
            )}
          </span>
        )}
      </td>
      <td>
        {option.hidden && <HiddenMark />}
        {note && <Inline text={note} />}
        {option.addedBy && (
          <>
            {' '}
            Present when the flow {option.addedBy.startsWith('@') ? 'has' : 'declares a'} <code>{option.addedBy}</code>.
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

function ArgumentRow({title, argument}: {title: string; argument: CliArgumentView}): ReactNode {
  const {anchor, note} = argument;
  useBrokenLinks().collectAnchor(anchor);
  return (
    <tr id={anchor} data-param={`${title} ${argument.usage}`}>
      <th scope="row">
        <code>{argument.usage}</code>
      </th>
      <td>
        <code>string</code> <span className={styles.rule}>{argument.many ? 'positional, one or more' : 'positional'}</span>
      </td>
      <td>
        <span data-default>{argument.required ? <em>required</em> : <em>none</em>}</span>
      </td>
      <td>{note && <Inline text={note} />}</td>
    </tr>
  );
}

function Command({command, versions}: {command: CliCommandView; versions: AddedInVersions}): ReactNode {
  const guideTitle = useGuideTitle(command.guide);
  const {title, options} = command;
  return (
    <>
      <Heading as="h3" id={command.anchor}>
        <code>{title}</code>
      </Heading>
      <p className={styles.usage}>
        <code>{command.usage}</code> <AddedIn version={versions[command.command]} />
      </p>
      <p>
        {command.hidden && <HiddenMark />}
        {command.text !== null && <Inline text={command.text} />}
        {command.guide && (
          <>
            {' '}
            See <Link to={command.guide}>{guideTitle}</Link>.
          </>
        )}
        {command.package && (
          <>
            {' '}
            Added by the <code>{command.package}</code> extension.
          </>
        )}
        {command.flowParameters && (
          <>
            {' '}
            Each <code>Parameter</code> of the flow is an option of this command too: <code>Parameter(&quot;alpha&quot;)</code> adds{' '}
            <code>--alpha</code>.
          </>
        )}
      </p>
      {(command.arguments.length > 0 || options.length > 0) && (
        <ReferenceTable label={`Arguments and options of ${title}`} first="Option" last="What it does">
          {command.arguments.map((argument) => (
            <ArgumentRow key={argument.anchor} title={title} argument={argument} />
          ))}
          {options.map((option) => (
            <OptionRow key={option.key} title={title} option={option} added={versions[`${command.command} ${option.key}`]} />
          ))}
        </ReferenceTable>
      )}
    </>
  );
}

export default function CliReference({groups, addedIn}: {groups: readonly CliGroupView[]; addedIn?: string}): ReactNode {
  const versions = parseAddedIn(addedIn);
  return groups.map((group) => (
    <section key={group.id} aria-labelledby={group.id}>
      <Heading as="h2" id={group.id}>
        {group.title}
      </Heading>
      {group.text && (
        <p>
          <Inline text={group.text} />
        </p>
      )}
      {group.commands.map((command) => (
        <Command key={command.command} command={command} versions={versions} />
      ))}
    </section>
  ));
}
