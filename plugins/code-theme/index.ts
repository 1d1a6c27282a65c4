/**
 * Gives code blocks their colours from a stylesheet instead of inline styles: writes the CSS
 * of the two colour sets it is given (`CodeThemeOptions`, from `plugins/code-theme/prism-theme.ts`) to
 * `.docusaurus/metaflow-docs-code-theme/code-theme.css` and loads it as a client module. The
 * swizzled `CodeBlock` components render token classes only, so switching colour mode
 * re-renders nothing and server-rendered pages are right in both modes.
 *
 * Throws at startup when either colour set is missing.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import type {CodeColours} from './prism-theme';
import {codeColoursCss} from './theme-css';

export interface CodeThemeOptions {
  readonly light: CodeColours;
  readonly dark: CodeColours;
}

const LIGHT_SCOPE = "html:not([data-theme='dark'])";
const DARK_SCOPE = "html[data-theme='dark']";

export default function codeThemePlugin(context: LoadContext, options: unknown): Plugin {
  const {light, dark} = (options ?? {}) as Partial<CodeThemeOptions>;
  if (!light?.theme || !dark?.theme) {
    throw new Error('The code-theme plugin needs the `light` and `dark` code colours (plugins/code-theme/prism-theme.ts).');
  }
  const dir = join(context.generatedFilesDir, 'metaflow-docs-code-theme');
  const file = join(dir, 'code-theme.css');
  mkdirSync(dir, {recursive: true});
  writeFileSync(file, `${codeColoursCss(light, LIGHT_SCOPE)}\n${codeColoursCss(dark, DARK_SCOPE)}\n`);
  return {
    name: 'metaflow-docs-code-theme',
    getClientModules() {
      return [file];
    },
  };
}
