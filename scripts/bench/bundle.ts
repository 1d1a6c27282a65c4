/**
 * `npm run bench:bundle`: what the scripts every page executes are made of, by package and by
 * module. Builds the site cold with client source maps (`SOURCE_MAPS=true`,
 * `plugins/source-maps`) into `.bench/bundle` (`build.ts`), then runs source-map-explorer over
 * the entry's files (the webpack runtime, `main.js` and any chunk split off it, from the build's
 * client manifest: `scripts/lib/page-scripts.ts`) and prints Markdown tables: each file's raw and
 * gzip size (level 9), then the largest contributors by package and by module.
 *
 * Options:
 * - `--skip-build` analyses the build already in `.bench/bundle` (and the `.docusaurus/` it left);
 * - `--page=/path` analyses every script a first visit to that page executes instead of the entry;
 * - `--top=N` sets the rows of the package and module tables (default 25).
 *
 * Sizes by package and module are raw bytes of the minified code, as the source maps attribute
 * them (exact). Gzip is given per file only: a module's gzip size depends on its neighbours in
 * the file, and source-map-explorer's own gzip option compresses every mapped range on its own,
 * which overstates small modules. A package is the name after the last `node_modules/`; the
 * site's own code is grouped by its folder (`src/theme/SearchBar`), and the modules Docusaurus
 * generates (`.docusaurus/routes.js`, `globalData.json`, …) are listed one by one.
 * `[no source]` is code the bundler emitted without a source (module wrappers, the webpack
 * runtime's helpers).
 *
 * Prints progress lines prefixed `[bench:bundle]`, then the tables; writes
 * `.bench/bundle.json`. Exits with status 1 and the error's message when the build fails, the
 * build has no source maps, a page has no route, or an option is unknown.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';

import {explore} from 'source-map-explorer';

import {entryScripts, pageScripts} from '../lib/page-scripts';
import {runBuild} from './build';

const ROOT = resolve(__dirname, '..', '..');
const BUILD = {name: 'bundle', faster: true, env: {SOURCE_MAPS: 'true'}} as const;
const BUILD_DIR = join(ROOT, '.bench', BUILD.name);

interface Contributor {
  readonly name: string;
  readonly bytes: number;
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

/** `webpack://metaflow-docs/./node_modules/x/y.js` or `json|/abs/site/.docusaurus/z.json` relative to the site. */
function sitePath(source: string): string {
  return source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^json\|/, '')
    .replace(`${ROOT}/`, '')
    .replace(/^\.\//, '')
    .replace(/%20/g, ' ');
}

/** The package or site folder a module belongs to (see the module comment). */
function owner(path: string): string {
  const nodeModules = path.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const [scope, name] = path.slice(nodeModules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  if (path.startsWith('src/')) return path.split('/').slice(0, 3).join('/').replace(/\.[jt]sx?$/, '');
  return path;
}

/** Contributors summed by `key`, largest first. */
function rank(modules: ReadonlyMap<string, number>, key: (path: string) => string): Contributor[] {
  const totals = new Map<string, number>();
  for (const [path, bytes] of modules) totals.set(key(path), (totals.get(key(path)) ?? 0) + bytes);
  return [...totals].map(([name, bytes]) => ({name, bytes})).sort((a, b) => b.bytes - a.bytes);
}

function table(title: string, rows: readonly Contributor[], total: number, top: number): string {
  const row = (name: string, bytes: number) => `| ${name} | ${kb(bytes)} | ${((bytes / total) * 100).toFixed(1)} % |`;
  const lines = rows.slice(0, top).map(({name, bytes}) => row(`\`${name}\``, bytes));
  const rest = rows.slice(top).reduce((sum, {bytes}) => sum + bytes, 0);
  if (rest > 0) lines.push(row(`${rows.length - top} others`, rest));
  return [`| ${title} | Raw KB | Share |`, '| --- | ---: | ---: |', ...lines].join('\n');
}

async function main(): Promise<void> {
  const {values} = parseArgs({options: {page: {type: 'string'}, top: {type: 'string'}, 'skip-build': {type: 'boolean'}}});
  const page = values.page;
  const top = Math.max(1, Number.parseInt(values.top ?? '25', 10) || 25);
  if (!values['skip-build']) await runBuild(ROOT, BUILD);

  const files = page ? pageScripts(ROOT, page) : entryScripts(ROOT);
  const what = page ? `the scripts a first visit to ${page} executes` : 'the entry (every page executes it)';
  console.log(`[bench:bundle] analysing ${what}: ${files.join(', ')}`);
  // The SWC minimizer's maps end some lines at column Infinity, which source-map-explorer's
  // border checks reject; the attribution of every byte is unaffected.
  const result = await explore(
    files.map((file) => join(BUILD_DIR, file)),
    {noBorderChecks: true, excludeSourceMapComment: true},
  );
  const failures = result.errors.filter((error) => !error.isWarning);
  if (failures.length > 0) {
    throw new Error(`source-map-explorer failed (was .bench/bundle built with SOURCE_MAPS=true?):\n${failures.map((error) => `${error.bundleName}: ${error.message}`).join('\n')}`);
  }

  const modules = new Map<string, number>();
  for (const bundle of result.bundles) {
    for (const [source, {size}] of Object.entries(bundle.files)) {
      const path = sitePath(source);
      modules.set(path, (modules.get(path) ?? 0) + size);
    }
  }
  const fileRows = files.map((file) => {
    const bytes = readFileSync(join(BUILD_DIR, file));
    return {file, bytes: bytes.length, gzipBytes: gzipSync(bytes, {level: 9}).length};
  });
  const total = fileRows.reduce((sum, row) => sum + row.bytes, 0);
  const gzipTotal = fileRows.reduce((sum, row) => sum + row.gzipBytes, 0);
  const packages = rank(modules, owner);
  const byModule = rank(modules, (path) => path);

  mkdirSync(join(ROOT, '.bench'), {recursive: true});
  writeFileSync(join(ROOT, '.bench', 'bundle.json'), JSON.stringify({page: page ?? null, files: fileRows, packages, modules: byModule}, null, 2));

  console.log(
    [
      `## ${what[0].toUpperCase()}${what.slice(1)}`,
      [
        '| File | Raw KB | Gzip KB |',
        '| --- | ---: | ---: |',
        ...fileRows.map((row) => `| \`${row.file}\` | ${kb(row.bytes)} | ${kb(row.gzipBytes)} |`),
        `| total | ${kb(total)} | ${kb(gzipTotal)} |`,
      ].join('\n'),
      `### By package (site code by folder; raw bytes of minified code, source-map-explorer)`,
      table('Package', packages, total, top),
      '### By module',
      table('Module', byModule, total, top),
      'All numbers: `.bench/bundle.json`.',
    ].join('\n\n'),
  );
}

main().catch((error: unknown) => {
  console.error(`[bench:bundle] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
