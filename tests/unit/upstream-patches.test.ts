/**
 * The table of upstream patches (`plugins/upstream-patches`) fails loudly:
 * - the real table fits the installed `node_modules` (versions, files, each text exactly once),
 *   and the plugin gives every row to a loader rule whose path test matches the row's file;
 * - against a copy of the patched packages in a temporary folder, a moved file, a changed
 *   version, a changed text and a doubled text each make the start-of-build check refuse with
 *   the row's name, and the plugin function throw;
 * - the loader applies an edit found once and refuses one found zero times or twice;
 * - the tslib stand-in refuses a `utils-common` that uses another tslib helper.
 * Needs neither a build nor Python.
 */
import assert from 'node:assert/strict';
import {cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {after, test} from 'node:test';
import type {LoadContext} from '@docusaurus/types';

import upstreamPatchesPlugin from '../../plugins/upstream-patches';
import {checkPatches, patchProblems, rowName} from '../../plugins/upstream-patches/check';
import upstreamPatchLoader, {applyEdits} from '../../plugins/upstream-patches/loader.mjs';
import {PATCHES, type PatchRow} from '../../plugins/upstream-patches/table';
import {tslibRule} from '../../plugins/upstream-patches/tslib';

const root = join(__dirname, '..', '..');
const nodeModules = join(root, 'node_modules');
const scratch = mkdtempSync(join(tmpdir(), 'upstream-patches-'));
after(() => rmSync(scratch, {recursive: true, force: true}));

interface LoaderRule {
  readonly test: RegExp;
  readonly options?: {readonly edits: readonly {name: string; search: string; replace: string}[]};
}

/** A site folder whose `node_modules` holds the manifests and edited files of the table's packages. */
function copySite(name: string): string {
  const site = join(scratch, name);
  for (const path of new Set(PATCHES.flatMap((row) => [join(row.package, 'package.json'), join(row.package, row.file)]))) {
    mkdirSync(dirname(join(site, 'node_modules', path)), {recursive: true});
    cpSync(join(nodeModules, path), join(site, 'node_modules', path));
  }
  // The tslib stand-in's importer, as installed.
  const importer = join('@docusaurus', 'utils-common', 'lib', 'index.js');
  mkdirSync(dirname(join(site, 'node_modules', importer)), {recursive: true});
  cpSync(join(nodeModules, importer), join(site, 'node_modules', importer));
  return site;
}

/** The one problem the check reports for `site`, and that the plugin refuses to start there. */
function onlyProblem(site: string): string {
  const problems = patchProblems(PATCHES, join(site, 'node_modules'));
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.throws(() => upstreamPatchesPlugin({siteDir: site} as LoadContext), (error: Error) => error.message.includes(problems[0]));
  return problems[0];
}

const row = (id: string): PatchRow => PATCHES.find((candidate) => candidate.id === id) as PatchRow;

test('the real table fits the installed packages, with at most 10 rows and unique ids', () => {
  assert.deepEqual(patchProblems(PATCHES, nodeModules), []);
  assert.ok(PATCHES.length <= 10, `${PATCHES.length} rows`);
  assert.equal(new Set(PATCHES.map((patch) => patch.id)).size, PATCHES.length);
  for (const patch of PATCHES) {
    assert.ok(patch.why.length > 0 && patch.retire.length > 0, `${rowName(patch)} says why and what retires it`);
  }
});

test('every row reaches the loader through a rule that matches its installed file', () => {
  const plugin = upstreamPatchesPlugin({siteDir: root} as LoadContext);
  const config = plugin.configureWebpack?.({} as never, false, {} as never, {} as never) as {module: {rules: LoaderRule[]}};
  for (const patch of PATCHES) {
    const path = join(nodeModules, patch.package, patch.file);
    const rules = config.module.rules.filter((rule) => rule.options && rule.test.test(path));
    assert.equal(rules.length, 1, `${rowName(patch)}: rules matching ${path}`);
    assert.equal(rules[0].options?.edits.filter((edit) => edit.search === patch.search && edit.replace === patch.replace).length, 1, rowName(patch));
    // Applying the rule's edits to the installed file succeeds, as in the build.
    assert.doesNotThrow(() => applyEdits(readFileSync(path, 'utf8'), rules[0].options?.edits ?? [], path));
  }
});

test('a moved file makes the build refuse, naming the row', () => {
  const site = copySite('moved');
  const patch = row('prefetch-once');
  const path = join(site, 'node_modules', patch.package, patch.file);
  renameSync(path, path.replace(/\.js$/, '.mjs'));
  const problem = onlyProblem(site);
  assert.match(problem, /the file does not exist/);
  assert.ok(problem.startsWith(rowName(patch)), problem);
});

test('a changed version makes the build refuse, naming each row of the package', () => {
  const site = copySite('version');
  const patch = row('no-prism-in-browser');
  const manifest = join(site, 'node_modules', patch.package, 'package.json');
  const planted = `${patch.version}-planted`;
  writeFileSync(manifest, readFileSync(manifest, 'utf8').replace(`"version": "${patch.version}"`, `"version": "${planted}"`));
  const problem = onlyProblem(site);
  assert.ok(problem.startsWith(rowName(patch)), problem);
  assert.ok(problem.includes(`installed ${patch.package} is ${planted}, the row was written for ${patch.version}`), problem);
});

test('a changed text makes the build refuse, naming the row', () => {
  const site = copySite('changed');
  const patch = row('window-size-transition');
  const path = join(site, 'node_modules', patch.package, patch.file);
  writeFileSync(path, readFileSync(path, 'utf8').replace('setWindowSize(getWindowSize(desktopBreakpoint));', 'setWindowSize(getWindowSize(breakpoint));'));
  const problem = onlyProblem(site);
  assert.ok(problem.startsWith(rowName(patch)), problem);
  assert.match(problem, /occurs 0 times/);
});

test('a doubled text makes the build refuse, naming the row', () => {
  const site = copySite('doubled');
  const patch = row('is-browser-transition');
  const path = join(site, 'node_modules', patch.package, patch.file);
  writeFileSync(path, `${readFileSync(path, 'utf8')}\nfunction again() {\n${patch.search}}\n`);
  const problem = onlyProblem(site);
  assert.ok(problem.startsWith(rowName(patch)), problem);
  assert.match(problem, /occurs 2 times/);
});

test('checkPatches passes a faithful copy and lists every problem when several rows fail', () => {
  const site = copySite('several');
  assert.doesNotThrow(() => checkPatches(PATCHES, join(site, 'node_modules')));
  rmSync(join(site, 'node_modules', '@docusaurus', 'core', 'lib', 'client', 'prefetch.js'));
  rmSync(join(site, 'node_modules', '@docusaurus', 'core', 'lib', 'client', 'browserContext.js'));
  assert.throws(
    () => checkPatches(PATCHES, join(site, 'node_modules')),
    (error: Error) => error.message.includes('"prefetch-once"') && error.message.includes('"is-browser-transition"'),
  );
});

test('the loader edits a text found once and refuses one found zero times or twice', () => {
  const edits = [{name: 'pkg/file.js#one', search: 'b()', replace: 'c()'}];
  const context = (resourcePath: string) => ({getOptions: () => ({edits}), resourcePath});
  assert.equal(upstreamPatchLoader.call(context('/x/file.js'), 'a();\nb();\n'), 'a();\nc();\n');
  assert.throws(() => upstreamPatchLoader.call(context('/x/file.js'), 'a();\n'), /pkg\/file\.js#one: its text occurs 0 times in \/x\/file\.js/);
  assert.throws(() => upstreamPatchLoader.call(context('/x/file.js'), 'b();\nb();\n'), /pkg\/file\.js#one: its text occurs 2 times/);
});

test('the tslib stand-in refuses a utils-common that needs another tslib helper', () => {
  const site = copySite('tslib');
  const modules = join(site, 'node_modules');
  assert.deepEqual(Object.keys(tslibRule(modules).resolve.alias), ['tslib']);
  const importer = join(modules, '@docusaurus', 'utils-common', 'lib', 'index.js');
  writeFileSync(importer, `${readFileSync(importer, 'utf8')}\nexports.x = tslib_1.__awaiter;\n`);
  assert.throws(() => tslibRule(modules), /uses tslib's __awaiter/);
});
