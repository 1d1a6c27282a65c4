/**
 * Keeps the whole of `tslib` (10 KB of `main.js`) out of the client bundle. Its only importer
 * there is `@docusaurus/utils-common` (3.10, `lib/index.js`), compiled to CommonJS, which
 * `require`s tslib for one `__importDefault` call; a `require` of tslib's ES module keeps every
 * helper, used or not. The call wraps a module that already has `__esModule` set, so it returns
 * that module unchanged: the edit reads its `default` export directly and drops the `require`.
 *
 * How: `string-replace-loader` (`../lib/string-replace.ts`) edits that file in the client and
 * server bundles. Takes no options. Strict mode: when a Docusaurus release changes the file,
 * the build fails with "Replace failed", and the edit must be redone or dropped
 * (`npm run bench:bundle` shows whether tslib is back in the entry chunk).
 */
import type {Plugin} from '@docusaurus/types';

import {stringReplacePlugin, stringReplaceRule} from '../lib/string-replace';

export default function noTslibPlugin(): Plugin {
  return stringReplacePlugin('metaflow-docs-no-tslib', [
    stringReplaceRule(/[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/, [
      {search: 'const tslib_1 = require("tslib");\n', replace: ''},
      {search: 'tslib_1.__importDefault(applyTrailingSlash_1).default', replace: 'applyTrailingSlash_1.default'},
    ]),
  ]);
}
