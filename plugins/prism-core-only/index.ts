/**
 * Keeps only Prism's core from `prism-react-renderer`, so that the grammars this site never
 * highlights (Swift, Kotlin, Rust, Go, C++, GraphQL, JSX and others, about 19 KB gzip) stay out
 * of `main.js`. The grammars the pages use come from `prismjs` through the theme's
 * `prism.additionalLanguages` (see `PRISM_LANGUAGES`).
 *
 * How: `string-replace-loader` (through `../lib/string-replace.ts`) deletes the
 * `src/prism-langs.ts` section of the package's bundled file (everything between creating the
 * Prism object and the themes) in both the client and the server bundle, so the
 * server-rendered HTML and the hydrated page highlight alike. Takes no options. The loader runs
 * in strict mode: when a new `prism-react-renderer` release changes that file's layout, the
 * build fails with "Replace failed" instead of silently shipping every grammar again.
 */
import type {Plugin} from '@docusaurus/types';

import {stringReplacePlugin, stringReplaceRule} from '../lib/string-replace';

/** Languages highlighted on this site (Prism component names), loaded from `prismjs`. */
export const PRISM_LANGUAGES = ['python', 'bash', 'r', 'json', 'yaml', 'toml', 'ini'];

export default function prismCoreOnlyPlugin(): Plugin {
  return stringReplacePlugin('metaflow-docs-prism-core-only', [
    stringReplaceRule(/[\\/]prism-react-renderer[\\/]dist[\\/]index\.m?js$/, [
      {
        search: String.raw`(var Prism = __toESM\(require_prism\(\)\);)[\s\S]*?(// src/themes/index\.ts)`,
        flags: '',
        replace: '$1\n\n$2',
      },
    ]),
  ]);
}
