/**
 * The colours of code blocks, one set per colour mode: a prism-react-renderer theme and the
 * background of highlighted lines (`{3}`, `highlight-next-line`), which is drawn over the
 * theme's background. `plugins/code-theme` turns them into the stylesheet of code blocks;
 * `docusaurus.config.ts` passes them to it and to `themeConfig.prism`.
 *
 * Every token colour meets WCAG AA (4.5:1) on both backgrounds of its mode, which
 * `tests/unit/code-theme-contrast.test.ts` checks:
 * - light: prism-react-renderer's `github` theme, with the colours that fall short darkened;
 * - dark: its `dracula` theme, with the colours that fall short lightened.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

/** The colours of code blocks in one colour mode. */
export interface CodeColours {
  readonly theme: PrismTheme;
  /** CSS colour of a highlighted line's background, usually translucent. */
  readonly highlightedLineBackground: string;
}

/** A theme with some token colours replaced (original colour, in any case → replacement). */
function recolour(theme: PrismTheme, replacements: Readonly<Record<string, string>>): PrismTheme {
  const replacement = (colour: string | undefined) => (colour ? replacements[colour.toLowerCase()] : undefined);
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const colour = replacement(entry.style.color);
      return colour ? {...entry, style: {...entry.style, color: colour}} : entry;
    }),
  };
}

/** Light mode; the ratios are on #f6f8fa and on a highlighted line (#e0e9f3). */
export const lightCode: CodeColours = {
  theme: recolour(themes.github, {
    '#999988': '#676758', // comments, 5.4 and 4.7
    '#e3116c': '#c0105c', // strings, 5.7 and 4.9
    '#36acaa': '#187076', // numbers, booleans, constants, 5.4 and 4.7
    '#00a4db': '#006da3', // attribute names, selectors, 5.3 and 4.6
    '#d73a49': '#b31d28', // functions, tags, 6.3 and 5.5
  }),
  highlightedLineBackground: 'rgba(26, 95, 180, 0.1)',
};

/** Dark mode; the ratios are on #282a36 and on a highlighted line (#343e54). */
export const darkCode: CodeColours = {
  theme: recolour(themes.dracula, {
    'rgb(98, 114, 164)': '#a3acc9', // comments, 6.3 and 4.7 (was 3.0 and 2.3)
    'rgb(189, 147, 249)': '#c098f9', // keywords, builtins, constants, 6.2 and 4.6
    'rgb(255, 121, 198)': '#ff7ec8', // strings, 6.2 and 4.6
    'rgb(255, 85, 85)': '#ff8888', // deleted, 6.2 and 4.7
  }),
  highlightedLineBackground: 'rgba(120, 174, 255, 0.15)',
};
