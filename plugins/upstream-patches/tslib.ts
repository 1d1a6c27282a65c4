/**
 * Keeps `tslib` (10 KB of `main.js`, BENCHMARKS.md "tslib out") out of the bundles without
 * editing text: `@docusaurus/utils-common/lib/index.js`, tslib's only importer in the client
 * bundle, compiles to CommonJS and `require`s tslib's ES module for one `__importDefault`
 * call, which keeps every helper. A module rule scoped to that file resolves its `tslib` to
 * `tslib-import-default.ts` (rule-level `resolve.alias`, supported by webpack and Rspack).
 *
 * `tslibRule(nodeModulesDir)` returns the rule for `configureWebpack`'s `module.rules`. It
 * throws, failing the build at its start, when that file is missing or uses any tslib helper
 * besides `__importDefault` (the stand-in would lack it).
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

const IMPORTER = '@docusaurus/utils-common/lib/index.js';

export function tslibRule(nodeModulesDir: string) {
  const path = join(nodeModulesDir, IMPORTER);
  if (!existsSync(path)) {
    throw new Error(`plugins/upstream-patches/tslib.ts: ${IMPORTER} does not exist; find tslib's importer again (npm run bench:bundle).`);
  }
  const helpers = new Set(Array.from(readFileSync(path, 'utf8').matchAll(/\btslib_\d+\.(\w+)/g), (match) => match[1]));
  const others = [...helpers].filter((helper) => helper !== '__importDefault');
  if (others.length > 0) {
    throw new Error(`plugins/upstream-patches/tslib.ts: ${IMPORTER} now uses tslib's ${others.join(', ')}; add them to tslib-import-default.ts or drop the alias.`);
  }
  return {
    test: /[\\/]node_modules[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/,
    resolve: {alias: {tslib: join(__dirname, 'tslib-import-default.ts')}},
  };
}
