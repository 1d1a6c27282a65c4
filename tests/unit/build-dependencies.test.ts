/**
 * Everything `npm run build` loads is installed by `npm ci --omit=dev` (issue 33): a package that
 * build-time code imports must not be a devDependency, a package it imports without listing it
 * (one a listed package brings, such as `@docusaurus/theme-common`) must be installed for
 * production by the lock, and the commands of the `build` script come from dependencies.
 *
 * Build-time code is what Docusaurus and the postbuild step load: `docusaurus.config.ts` and the
 * sidebars, `deploy/postbuild.ts`, every module under `plugins/` (plugins and their client
 * modules) and under `src/` (components, swizzles and browser code the bundler compiles), and
 * whatever they import by relative path. esbuild bundles them with every package left external
 * and its metafile names the packages (`import`, `require`, `require.resolve`, dynamic `import()`;
 * type-only imports are erased, so `@types/*` and `@docusaurus/types` may stay devDependencies).
 * Docusaurus's own aliases (`@theme/…`, `@site/…`, `@docusaurus/Link` and the other client
 * exports of `@docusaurus/core`) are not packages.
 */
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync, realpathSync} from 'node:fs';
import {isBuiltin} from 'node:module';
import {join, relative} from 'node:path';
import {test} from 'node:test';

import {build} from 'esbuild';

const ROOT = join(__dirname, '..', '..');
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {packages: Record<string, {dev?: boolean; devOptional?: boolean}>};

/** Prefixes of the module aliases Docusaurus's bundler resolves to site or theme files. */
const ALIAS_PREFIXES = ['@theme/', '@theme-original/', '@theme-init/', '@site/', '@generated/'];
/** `@docusaurus/<name>` imports that are client exports of `@docusaurus/core`, not packages. */
const CORE_CLIENT_EXPORTS = join(ROOT, 'node_modules', '@docusaurus', 'core', 'lib', 'client', 'exports');

/** Every module under `dir` (relative to the root) that a bundler compiles: scripts, not declarations. */
function modulesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(ts|tsx|js|jsx|mjs)$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => join(dir, file));
}

/**
 * The package an import specifier names, or `undefined` for a Node built-in, a Docusaurus alias,
 * a relative path (esbuild keeps `require.resolve('./file')` external as it is) or a `data:` URL
 * (a stylesheet's inline image).
 */
function packageOf(specifier: string): string | undefined {
  if (isBuiltin(specifier) || specifier.startsWith('data:') || specifier.startsWith('.') || ALIAS_PREFIXES.some((prefix) => specifier.startsWith(prefix))) return undefined;
  const [scope = '', name = ''] = specifier.split('/');
  if (scope === '@docusaurus' && existsSync(join(CORE_CLIENT_EXPORTS, `${name}.js`))) return '@docusaurus/core';
  return scope.startsWith('@') ? `${scope}/${name}` : scope;
}

/** Each package that build-time code imports → the files importing it (relative to the root). */
async function importedPackages(): Promise<Map<string, Set<string>>> {
  const entries = ['docusaurus.config.ts', 'sidebars.ts', 'sidebars-r.ts', 'deploy/postbuild.ts', ...modulesUnder('plugins'), ...modulesUnder('src')];
  const {metafile} = await build({
    absWorkingDir: ROOT,
    entryPoints: entries.map((entry) => join(ROOT, entry)),
    bundle: true,
    write: false,
    metafile: true,
    outdir: join(ROOT, '.esbuild-unused'),
    platform: 'node',
    format: 'cjs',
    packages: 'external',
    loader: {'.css': 'empty'},
    logLevel: 'silent',
  });
  const packages = new Map<string, Set<string>>();
  for (const [file, input] of Object.entries(metafile.inputs)) {
    for (const {path, external} of input.imports) {
      const name = external ? packageOf(path) : undefined;
      if (name) packages.set(name, (packages.get(name) ?? new Set()).add(file));
    }
  }
  return packages;
}

const imported = importedPackages();
const listing = (names: readonly string[], files: Map<string, Set<string>>): string =>
  names.map((name) => `${name} (imported by ${[...(files.get(name) ?? [])].join(', ')})`).join('; ');

test('the trace finds the packages the build is known to import', async () => {
  const names = [...(await imported).keys()];
  for (const known of ['@docusaurus/core', 'cheerio', 'esbuild', 'mime-types']) {
    assert.ok(names.includes(known), `${known} is missing from the traced imports: ${names.join(', ')}`);
  }
});

test('no package that build-time code imports is only a devDependency', async () => {
  const packages = await imported;
  const devOnly = [...packages.keys()].filter((name) => name in manifest.devDependencies && !(name in manifest.dependencies)).sort();
  assert.deepEqual(devOnly, [], `move to "dependencies" (npm ci --omit=dev leaves them out): ${listing(devOnly, packages)}`);
});

test('every package that build-time code imports without listing it is installed for production by the lock', async () => {
  const packages = await imported;
  const missing = [...packages.keys()]
    .filter((name) => !(name in manifest.dependencies))
    .filter((name) => {
      const entry = lock.packages[`node_modules/${name}`];
      return !entry || entry.dev === true || entry.devOptional === true;
    })
    .sort();
  assert.deepEqual(missing, [], `add to "dependencies": ${listing(missing, packages)}`);
});

test('the commands of the build script come from dependencies', () => {
  const commands = manifest.scripts.build.split('&&').map((step) => step.trim().split(/\s+/)[0] ?? '');
  const owners = commands.map((command) => {
    const target = realpathSync(join(ROOT, 'node_modules', '.bin', command));
    const path = relative(join(ROOT, 'node_modules'), target).split('/');
    return path[0]?.startsWith('@') ? `${path[0]}/${path[1]}` : (path[0] ?? '');
  });
  assert.deepEqual(owners.filter((owner) => !(owner in manifest.dependencies)), [], `the build script runs ${commands.join(', ')}, from ${owners.join(', ')}`);
});
