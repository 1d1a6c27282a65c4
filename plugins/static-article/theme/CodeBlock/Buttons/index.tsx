/**
 * Replaces theme-classic's `CodeBlock/Buttons` (not a wrap: that component renders its buttons
 * only in the browser, with their state in React, so a first visit's article, which React never
 * hydrates, would have none). This one puts the word-wrap and copy buttons into the server's HTML
 * as plain buttons, which `browser/early.ts` makes work from the first paint (`code-buttons.ts`),
 * before and without React, and alike on pages React renders after a client-side navigation.
 *
 * Each block gets three elements (a group and two buttons, their icons drawn by CSS masks), not
 * theme-classic's SVG elements, so the HTML of a long page grows little. The buttons show as
 * theme-classic's do: when the block is hovered or a button has the focus; the wrap button only on
 * a block that scrolls sideways (`data-scrollable`) or while wrap is on. Labels are
 * theme-classic's translations. Takes `className` (added to the group); raises nothing.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';

import styles from './styles.module.css';

export interface Props {
  readonly className?: string;
}

export default function CodeBlockButtons({className}: Props): ReactNode {
  const wrapLabel = translate({id: 'theme.CodeBlock.wordWrapToggle', message: 'Toggle word wrap', description: 'The title attribute for toggle word wrapping button of code block lines'});
  return (
    <div className={clsx(className, styles.buttons)}>
      <button type="button" className={clsx('clean-btn', styles.wrap)} data-code-action="wrap" aria-pressed="false" aria-label={wrapLabel} title={wrapLabel} />
      <button
        type="button"
        className={clsx('clean-btn', styles.copy)}
        data-code-action="copy"
        aria-label={translate({id: 'theme.CodeBlock.copyButtonAriaLabel', message: 'Copy code to clipboard', description: 'The ARIA label for copy code blocks button'})}
        data-copied-label={translate({id: 'theme.CodeBlock.copied', message: 'Copied', description: 'The copied button label on code blocks'})}
        title={translate({id: 'theme.CodeBlock.copy', message: 'Copy', description: 'The copy button label on code blocks'})}
      />
    </div>
  );
}
