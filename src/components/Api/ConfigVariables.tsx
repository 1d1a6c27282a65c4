/**
 * The table of one area of the configuration variables reference: one row per variable that
 * `data/metaflow-config-notes.json` lists in that area, in its order, with the type and the
 * default from the facts the package gave (`data/metaflow-config.json`, see `config-facts.ts`),
 * our one-line description, the rule of a derived default and a link to the guide that uses it.
 *
 * Props: `area` (string), the id of an area of the notes (`s3`, `kubernetes`); `facts`
 * (`ConfigAreaView`, added by plugins/api-facts when the page is compiled; never written by
 * hand): the area's title and rows; `addedIn` (string, added by plugins/added-in likewise):
 * JSON of the releases that added the area's variables, for the labels.
 *
 * A variable that only the environment sets has "environment only" under its name
 * (`configSourceMark`), and one newer than 2.0.0 says "Added in 2.x.y" there.
 *
 * Each row has the id `configAnchor(name)` (`metaflow_s3_endpoint_url`), registered with
 * Docusaurus so that links to it are checked, and `data-param`, which makes it a search result
 * of its own. The rows that the page's filter (`<ConfigFilter>`, `config-filter.ts`) does not
 * match are hidden; when none is left, so are the table and its section, from the `<h2>` before
 * it. plugins/api-facts fails the build for an unknown area, a variable the package does not
 * read, or one whose type neither the package nor the note gives.
 */
import {memo, useRef, type ReactNode} from 'react';

import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';

import AddedIn from './AddedIn';
import {parseAddedIn} from './added-in-keys';
import {configFilter, configWords, useConfigFilter} from './config-filter';
import {Breakable, Inline} from './Inline';
import type {ConfigAreaView, ConfigVariableView} from './props';
import ReferenceTable from './ReferenceTable';

import styles from './styles.module.css';

/** The elements of the section that holds `table`: the ones before it, up to its `<h2>`; none without one. */
function sectionBefore(table: Element): HTMLElement[] {
  const elements: HTMLElement[] = [];
  for (let element = table.previousElementSibling; element instanceof HTMLElement; element = element.previousElementSibling) {
    elements.push(element);
    if (element.tagName === 'H2') return elements;
  }
  return [];
}

function DefaultCell({value: {text, style}, rule}: {value: ConfigVariableView['default']; rule: string | null}): ReactNode {
  const value = style === 'text' ? <em>{text}</em> : <code>{style === 'json' ? <Breakable text={text} after="," /> : text}</code>;
  return (
    <td>
      <span data-default>{value}</span>
      {rule && (
        <span className={styles.rule}>
          from <Inline text={rule} />
        </span>
      )}
    </td>
  );
}

/**
 * One variable's row. Memoised: typing into the filter re-renders the tables, and a row whose
 * `hidden` did not change stays as it is.
 */
const ConfigRow = memo(function ConfigRow({row, hidden, added}: {row: ConfigVariableView; hidden: boolean; added?: string}): ReactNode {
  const brokenLinks = useBrokenLinks();
  const {name, anchor, mark} = row;
  brokenLinks.collectAnchor(anchor);
  return (
    <tr id={anchor} data-param={name} hidden={hidden}>
      <th scope="row">
        <code>
          <Breakable text={name} />
        </code>
        {mark && (
          <span className={styles.rule} data-source-mark>
            {mark}
          </span>
        )}{' '}
        <AddedIn version={added} />
      </th>
      <td>
        <code>{row.type}</code>
        {row.choices && (
          <span className={styles.rule}>
            one of <Inline text={row.choices.map((choice) => `\`${choice}\``).join(', ')} />
          </span>
        )}
      </td>
      <DefaultCell value={row.default} rule={row.rule} />
      <td>
        <Inline text={row.text} />
        {row.guide && (
          <>
            {' '}
            See <Link to={row.guide.path}>{row.guide.title}</Link>.
          </>
        )}
      </td>
    </tr>
  );
});

export default function ConfigVariables({facts: area, addedIn}: {area: string; facts: ConfigAreaView; addedIn?: string}): ReactNode {
  const versions = parseAddedIn(addedIn);
  const matches = configFilter(useConfigFilter());
  const wrapper = useRef<HTMLDivElement>(null);
  const empty = !area.variables.some((row) => matches(configWords(row)));
  // The heading and the introduction of the area are the page's, outside this component.
  useIsomorphicLayoutEffect(() => {
    if (wrapper.current) sectionBefore(wrapper.current).forEach((element) => (element.hidden = empty));
  }, [empty]);
  return (
    <ReferenceTable wrapperRef={wrapper} hidden={empty} label={`${area.title}: configuration variables`} first="Variable" last="What it changes">
      {area.variables.map((row) => (
        <ConfigRow key={row.name} row={row} hidden={!matches(configWords(row))} added={versions[row.name]} />
      ))}
    </ReferenceTable>
  );
}
