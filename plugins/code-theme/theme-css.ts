/**
 * Turns the code colours of one colour mode into CSS rules: the code block's `--prism-color` /
 * `--prism-background-color` variables and the highlighted lines' background variable (which
 * Docusaurus's code block styles read), and a rule per token type of the theme's `styles`,
 * restricted to the entry's `languages` when it names any. Pure; raises nothing.
 *
 * Entries apply in theme order, as prism-react-renderer merges them, and a token with several
 * types (`token triple-quoted-string string`) gets the rules of all of them, later rules
 * winning where both set a property.
 */
import type {PrismTheme} from 'prism-react-renderer';

import type {CodeColours} from './prism-theme';

type Style = PrismTheme['plain'];

/** `fontStyle: 'italic'` → `font-style:italic`. */
function declarations(style: Style): string {
  return Object.entries(style)
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${String(value)}`)
    .join(';');
}

/** CSS for `colours` under the selector `scope` (e.g. `html[data-theme='dark']`). */
export function codeColoursCss({theme, highlightedLineBackground}: CodeColours, scope: string): string {
  const {color, backgroundColor} = theme.plain;
  const rules = [
    `${scope}{--docusaurus-highlighted-code-line-bg:${highlightedLineBackground}}`,
    `${scope} .theme-code-block{--prism-color:${color ?? 'inherit'};--prism-background-color:${backgroundColor ?? 'transparent'}}`,
  ];
  for (const entry of theme.styles) {
    const containers = entry.languages?.map((language) => `.language-${language} `) ?? [''];
    const selectors = containers.flatMap((container) => entry.types.map((type) => `${scope} ${container}.token.${type}`));
    rules.push(`${selectors.join(',')}{${declarations(entry.style)}}`);
  }
  return rules.join('\n');
}
