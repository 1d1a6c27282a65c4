import React, {type ReactNode} from 'react';

import {SEARCH_SECTIONS, SECTION_FACET, type SearchSection} from '../../engine/sections';

import styles from './styles.module.css';

const CHOICES: readonly {id: SearchSection | undefined; label: string}[] = [{id: undefined, label: 'All sections'}, ...SEARCH_SECTIONS];

/**
 * The section filter of the `/search` page: a radio group named "Section", with "All sections"
 * and one radio per entry of `SEARCH_SECTIONS` (Python guide, API reference, R docs). Native radios,
 * so Tab reaches the group and the arrow keys change the choice.
 *
 * Props: `value` (`SearchSection | undefined`), the section shown checked, `undefined` for all
 * sections; `onChange(section)`, called with the reader's choice (`undefined` for all). The
 * radios' name is the page's URL parameter, `section` (`""` for all), so a form submitted
 * without JavaScript asks for the same URL. Raises nothing.
 */
export default function SearchSectionFilter({
  value,
  onChange,
}: {
  value: SearchSection | undefined;
  onChange: (section: SearchSection | undefined) => void;
}): ReactNode {
  return (
    <fieldset className={styles.filter}>
      <legend className={styles.legend}>Section</legend>
      {CHOICES.map(({id, label}) => (
        <label key={label} className={styles.choice}>
          <input type="radio" name={SECTION_FACET} value={id ?? ''} checked={value === id} onChange={() => onChange(id)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
