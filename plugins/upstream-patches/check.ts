/**
 * The start-of-build check of the table of upstream patches (`table.ts`): each row must fit the
 * package installed under `nodeModulesDir` (normally the site's `node_modules`).
 *
 * `patchProblems(rows, nodeModulesDir)` returns one line per problem, each naming its row
 * (`rowName`): the package is missing or its installed `package.json` version differs from the
 * row's; the row's file does not exist in the package; the row's text occurs zero times or more
 * than once in the file (counted as the loader does, after the earlier rows of the same file
 * are applied); two rows share an id. Empty when every row fits.
 * `checkPatches(rows, nodeModulesDir)` throws an Error listing all problems when there is any.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

import {countOccurrences} from './loader.mjs';
import type {PatchRow} from './table';

/** How errors name a row: `@docusaurus/core@3.10.2 lib/client/prefetch.js (row "prefetch-once")`. */
export function rowName(row: PatchRow): string {
  return `${row.package}@${row.version} ${row.file} (row "${row.id}")`;
}

/** The installed version of `pkg` under `nodeModulesDir`, or undefined when it is not installed. */
function installedVersion(nodeModulesDir: string, pkg: string): string | undefined {
  const manifest = join(nodeModulesDir, pkg, 'package.json');
  if (!existsSync(manifest)) return undefined;
  return (JSON.parse(readFileSync(manifest, 'utf8')) as {version?: string}).version;
}

export function patchProblems(rows: readonly PatchRow[], nodeModulesDir: string): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  /** Each file's text as the loader would see it after the rows checked so far. */
  const texts = new Map<string, string>();
  for (const row of rows) {
    const name = rowName(row);
    if (ids.has(row.id)) problems.push(`${name}: another row has the same id`);
    ids.add(row.id);
    const version = installedVersion(nodeModulesDir, row.package);
    if (version === undefined) {
      problems.push(`${name}: ${row.package} is not installed in ${nodeModulesDir}`);
      continue;
    }
    if (version !== row.version) {
      problems.push(`${name}: installed ${row.package} is ${version}, the row was written for ${row.version}`);
    }
    const path = join(nodeModulesDir, row.package, row.file);
    if (!texts.has(path)) {
      if (!existsSync(path)) {
        problems.push(`${name}: the file does not exist (${path})`);
        continue;
      }
      texts.set(path, readFileSync(path, 'utf8'));
    }
    const text = texts.get(path) as string;
    const count = countOccurrences(text, row.search);
    if (count !== 1) {
      problems.push(`${name}: its text occurs ${count} times in the file, not exactly once`);
      continue;
    }
    texts.set(path, text.replace(row.search, () => row.replace));
  }
  return problems;
}

export function checkPatches(rows: readonly PatchRow[], nodeModulesDir: string): void {
  const problems = patchProblems(rows, nodeModulesDir);
  if (problems.length > 0) {
    throw new Error(
      `plugins/upstream-patches: ${problems.length} row(s) of table.ts no longer fit the installed packages:\n` +
        problems.map((problem) => `- ${problem}`).join('\n') +
        '\nRead the new release of each file, then redo the row (and its version) or delete it if upstream made the change.',
    );
  }
}
