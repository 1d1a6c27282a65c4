/**
 * Gives code blocks their colours from a stylesheet instead of inline styles: writes the CSS
 * of the configured Prism themes (`themeConfig.prism.theme` for light mode, `darkTheme` for
 * dark mode) to `.docusaurus/metaflow-docs-code-theme/code-theme.css` and loads it as a client
 * module. The swizzled `CodeBlock` components render token classes only, so switching colour
 * mode re-renders nothing and server-rendered pages are right in both modes.
 *
 * Takes no options. Throws at startup when the site config lacks either theme.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';

import {prismThemeCss} from './theme-css';

const LIGHT_SCOPE = "html:not([data-theme='dark'])";
const DARK_SCOPE = "html[data-theme='dark']";

export default function codeThemePlugin(context: LoadContext): Plugin {
  const prism = (context.siteConfig.themeConfig as {prism?: {theme?: PrismTheme; darkTheme?: PrismTheme}}).prism;
  if (!prism?.theme || !prism.darkTheme) {
    throw new Error('metaflow-docs-code-theme: themeConfig.prism needs both `theme` and `darkTheme`');
  }
  const dir = join(context.generatedFilesDir, 'metaflow-docs-code-theme');
  const file = join(dir, 'code-theme.css');
  mkdirSync(dir, {recursive: true});
  writeFileSync(file, `${prismThemeCss(prism.theme, LIGHT_SCOPE)}\n${prismThemeCss(prism.darkTheme, DARK_SCOPE)}\n`);
  return {
    name: 'metaflow-docs-code-theme',
    getClientModules() {
      return [file];
    },
  };
}
