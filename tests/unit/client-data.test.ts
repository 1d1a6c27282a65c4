/**
 * No script the browser runs imports a facts file of `data/` (`metaflow-api.json`,
 * `metaflow-cli.json`, the notes…): `plugins/api-facts` and `plugins/added-in` give each
 * reference component what it shows when the page's MDX is compiled, and a page's chunk then
 * carries that page's facts only. Imported by a component, a facts file is copied into the
 * chunk of every page that uses it (16 kB of gzip per API page for `metaflow-api.json`).
 *
 * Walks the imports, without a build, from what the bundler compiles for the browser: every
 * page of `docs/`, every React component under `src/` (`.tsx`) and the browser code of
 * `src/lib/`. Follows relative, `@site/` and local `@theme/` paths and `require.context`;
 * type-only imports are left out, since they compile to nothing.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {dirname, join, relative, sep} from 'node:path';
import {test} from 'node:test';

const ROOT = join(__dirname, '..', '..');
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.json', '/index.ts', '/index.tsx', '/index.js'];

function filesUnder(folder: string, keep: (path: string) => boolean): string[] {
  return readdirSync(folder, {recursive: true, encoding: 'utf8'})
    .map((name) => join(folder, name))
    .filter((path) => statSync(path).isFile() && keep(path));
}

/** The modules a source file imports for its values: `from '…'`, `import '…'`, `import('…')`, `require('…')`, `require.context('…')`. */
export function importedSpecifiers(source: string): string[] {
  const specifiers: string[] = [];
  for (const match of source.matchAll(/\b(?:import|export)\s+(type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g)) {
    if (!match[1]) specifiers.push(match[2]);
  }
  for (const match of source.matchAll(/\bimport\s*\(?\s*['"]([^'"]+)['"]|\brequire(?:\.context)?\(\s*['"]([^'"]+)['"]/g)) {
    specifiers.push(match[1] ?? match[2]);
  }
  return specifiers;
}

/** The file a specifier names from `importer`, or undefined for a package or a theme component of Docusaurus's. */
function resolve(specifier: string, importer: string): string | undefined {
  let base: string;
  if (specifier.startsWith('.')) base = join(dirname(importer), specifier);
  else if (specifier.startsWith('@site/')) base = join(ROOT, specifier.slice('@site/'.length));
  else if (specifier.startsWith('@theme/')) base = join(ROOT, 'src', 'theme', specifier.slice('@theme/'.length));
  else return undefined;
  const found = EXTENSIONS.map((extension) => base + extension).find((path) => existsSync(path));
  if (!found && specifier.startsWith('@theme/')) return undefined;
  assert.ok(found, `${relative(ROOT, importer)} imports ${specifier}, which is not a file`);
  return found;
}

/** Each data file or folder the browser's scripts reach, with the chain of imports that reaches it. */
function reachedData(roots: readonly string[]): string[] {
  const dataFolder = join(ROOT, 'data') + sep;
  const via = new Map<string, string | null>(roots.map((root) => [root, null]));
  const queue = [...roots];
  const reached: string[] = [];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (file.startsWith(dataFolder) || file === dataFolder.slice(0, -1)) {
      const chain: string[] = [];
      for (let step: string | null = file; step; step = via.get(step) ?? null) chain.unshift(relative(ROOT, step));
      reached.push(chain.join(' -> '));
      continue;
    }
    if (statSync(file).isDirectory() || file.endsWith('.json') || file.endsWith('.css')) continue;
    for (const specifier of importedSpecifiers(readFileSync(file, 'utf8'))) {
      const target = resolve(specifier, file);
      if (target && !via.has(target)) {
        via.set(target, file);
        queue.push(target);
      }
    }
  }
  return reached;
}

const roots = [
  ...filesUnder(join(ROOT, 'docs'), (path) => /\.mdx?$/.test(path)),
  ...filesUnder(join(ROOT, 'src'), (path) => path.endsWith('.tsx')),
  ...filesUnder(join(ROOT, 'src', 'lib'), (path) => /\.tsx?$/.test(path)),
];

test('the import walk sees value imports and skips type-only ones', () => {
  const source = [
    "import type {ApiFacts} from './facts';",
    'import {\n  a,\n  b,\n} from "./multi-line";',
    "export {c} from './re-export';",
    "import './side-effect.css';",
    "const notes = require.context('@site/data/notes', false, /\\.json$/);",
  ].join('\n');
  assert.deepEqual(importedSpecifiers(source), ['./multi-line', './re-export', './side-effect.css', '@site/data/notes']);
});

test('no page, component or browser module imports a file of data/', () => {
  assert.ok(roots.some((root) => root.endsWith(join('api', 'cli.mdx'))), 'the walk starts from the pages of docs/');
  assert.deepEqual(reachedData(roots), []);
});
