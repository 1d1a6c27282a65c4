/**
 * The one plugin that changes third-party code:
 *
 * - the text edits of `table.ts`, checked against the installed packages when the plugin is
 *   constructed (`check.ts`), so that a row whose version, file or text no longer fits stops
 *   the build at its start with the row's name, and applied by `loader.mjs`, which refuses a
 *   file that does not hold a row's text exactly once;
 * - the `tslib` stand-in for `@docusaurus/utils-common` (`tslib.ts`), a module rule rather
 *   than a text edit.
 *
 * Takes no options; reads the packages under the site's `node_modules`. Throws from the plugin
 * function (the build stops before bundling) when any row or the tslib rule does not fit.
 */
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {checkPatches} from './check';
import {PATCHES, type PatchRow} from './table';
import {tslibRule} from './tslib';

/** The path test of a file inside an installed package, for either path separator. */
function fileTest(pkg: string, file: string): RegExp {
  const parts = [...pkg.split('/'), ...file.split('/')].map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`[\\\\/]node_modules[\\\\/]${parts.join('[\\\\/]')}$`);
}

/** One loader rule per edited file, with its rows in table order. */
function patchRules(rows: readonly PatchRow[]) {
  const byFile = new Map<string, PatchRow[]>();
  for (const row of rows) {
    const key = `${row.package}\n${row.file}`;
    byFile.set(key, [...(byFile.get(key) ?? []), row]);
  }
  return [...byFile.values()].map((fileRows) => ({
    test: fileTest(fileRows[0].package, fileRows[0].file),
    loader: join(__dirname, 'loader.mjs'),
    options: {edits: fileRows.map((row) => ({name: `${row.package}/${row.file}#${row.id}`, search: row.search, replace: row.replace}))},
  }));
}

export default function upstreamPatchesPlugin(context: LoadContext): Plugin {
  const nodeModulesDir = join(context.siteDir, 'node_modules');
  checkPatches(PATCHES, nodeModulesDir);
  const rules = [...patchRules(PATCHES), tslibRule(nodeModulesDir)];
  return {
    name: 'metaflow-docs-upstream-patches',
    configureWebpack() {
      return {module: {rules}};
    },
  };
}
