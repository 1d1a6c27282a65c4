/**
 * Code blocks are highlighted at build time, so the browser bundle carries no highlighter and no
 * grammar (issue 24). Two parts:
 *
 * - `rehypeCodeHighlight` (`rehype.ts`), given to both docs plugins in `docusaurus.config.ts`,
 *   writes each code fence's highlighted lines into the page when its MDX is compiled, with
 *   Prism's core and the grammars of `PRISM_LANGUAGES` from `prismjs`;
 * - this Docusaurus plugin (no options) empties theme-classic's client module
 *   `prism-include-languages`, which would otherwise bundle prism-react-renderer's Prism and load
 *   the configured grammars into it in every browser. Docusaurus has no option to drop a
 *   theme's client module and swizzling its `@theme/prism-include-languages` would keep the
 *   Prism import, so the module is edited through `../lib/string-replace.ts` (strict: when a new
 *   Docusaurus release changes the file, the build fails with "Replace failed").
 */
import type {Plugin} from '@docusaurus/types';

import {stringReplacePlugin, stringReplaceRule} from '../lib/string-replace';

export {default as rehypeCodeHighlight, type CodeHighlightOptions} from './rehype';

/** Languages highlighted on this site (Prism component names of `prismjs`). */
export const PRISM_LANGUAGES = ['python', 'bash', 'r', 'json', 'yaml', 'toml', 'ini'];

export default function codeHighlightPlugin(): Plugin {
  return stringReplacePlugin('metaflow-docs-code-highlight', [
    stringReplaceRule(/[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/, [
      {
        search: [
          "import { Prism } from 'prism-react-renderer';",
          "import prismIncludeLanguages from '@theme/prism-include-languages';",
          'prismIncludeLanguages(Prism);\n',
        ].join('\n'),
        replace: '// Emptied by plugins/code-highlight: code is highlighted at build time.\n',
      },
    ]),
  ]);
}
