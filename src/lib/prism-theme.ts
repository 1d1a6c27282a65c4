/**
 * The light code-block theme: prism-react-renderer's `github` theme with the token colours
 * that fall below WCAG AA contrast (4.5:1) on its `#f6f8fa` background darkened until they
 * pass. Used by `themeConfig.prism.theme` in `docusaurus.config.ts`.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

/** Original colour → accessible replacement (contrast on #f6f8fa in the comment). */
const DARKER: Readonly<Record<string, string>> = {
  '#999988': '#6a6a5a', // comments, 5.2:1
  '#e3116c': '#c0105c', // strings, 5.7:1
  '#36acaa': '#1b7c83', // numbers, constants, 4.6:1
  '#00a4db': '#0070a8', // keywords, attribute names, 5.1:1
  '#d73a49': '#b31d28', // functions, tags, 6.3:1
};

export const lightCodeTheme: PrismTheme = {
  ...themes.github,
  styles: themes.github.styles.map((entry) => {
    const color = entry.style.color;
    return color && DARKER[color] ? {...entry, style: {...entry.style, color: DARKER[color]}} : entry;
  }),
};
