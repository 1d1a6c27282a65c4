/**
 * A build from a source archive, which has no `.git` (GitHub's "Download ZIP", a Docker context
 * without it): the site builds, every page is there without its "Last updated" line, and the log
 * says why exactly once (`plugins/lib/git-worktree.ts`, `plugins/build-notes`).
 *
 * Unpacks `git archive HEAD` into a temporary directory, so it tests the COMMITTED tree: commit
 * before running it. `node_modules` is this checkout's, linked in; `docusaurus build` runs there
 * with Rspack's persistent cache off, so nothing is written into the linked `node_modules`. The
 * postbuild step (`deploy/postbuild.ts`) reads no git and is left out. Needs `git` and `tar`;
 * takes about 40 s on two idle cores, more on a busy machine.
 */
import assert from 'node:assert/strict';
import {execFile, execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, test} from 'node:test';
import {promisify} from 'node:util';

import {gitWorktreeOf} from '../../plugins/lib/git-worktree';
import {builtFileOf} from '../../plugins/lib/routes';
import {markdownPathOf} from '../../src/lib/paths';

const ROOT = join(__dirname, '..', '..');
/** A Python guide page and an R page, each from one of the two docs plugins. */
const PAGES = ['/metaflow/basics', '/v/r/getting-started/install'];
/** The start of the one warning `plugins/build-notes` prints. */
const WARNING = /^\[metaflow-docs\] Warning: no "Last updated" dates on the pages, because .+ is not in a git worktree/;

const dir = mkdtempSync(join(tmpdir(), 'metaflow-docs-no-git-'));
/** The build's exit and its output, stdout then stderr. */
let build = {passed: false, log: ''};

before(async () => {
  execFileSync('git', ['archive', '--output', join(dir, 'source.tar'), 'HEAD'], {cwd: ROOT});
  execFileSync('tar', ['-xf', 'source.tar'], {cwd: dir});
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  const docusaurus = join(dir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  try {
    const {stdout, stderr} = await promisify(execFile)(process.execPath, [docusaurus, 'build'], {
      cwd: dir,
      env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
      maxBuffer: 64 * 1024 * 1024,
    });
    build = {passed: true, log: stdout + stderr};
  } catch (error) {
    const {stdout = '', stderr = ''} = error as {stdout?: string; stderr?: string};
    build = {passed: false, log: stdout + stderr};
  }
}, {timeout: 10 * 60 * 1000});

after(() => rmSync(dir, {recursive: true, force: true}));

test('the unpacked archive is outside any git worktree (else this test proves nothing)', () => {
  assert.equal(gitWorktreeOf(dir).inside, false, `${dir} is inside a git worktree: set TMPDIR to a directory outside one`);
});

test('docusaurus build passes without .git', () => {
  assert.ok(build.passed && existsSync(join(dir, 'build', 'index.html')), `the build failed:\n${build.log.slice(-4000)}`);
});

test('the build log says once that the pages have no "Last updated" date, and why', () => {
  // Any line on the dates counts, so a second warning about them (say, `plugins/markdown-pages`
  // listing every undated page) fails too.
  const lines = build.log.split('\n').filter((line) => /last[- ]update/i.test(line));
  assert.equal(lines.length, 1, `expected one line on the dates, got:\n${lines.join('\n')}`);
  assert.match(lines[0] ?? '', WARNING);
});

for (const path of PAGES) {
  test(`${path} is built with its article and "Edit this page", without "Last updated"`, () => {
    const html = readFileSync(join(dir, 'build', builtFileOf(path)), 'utf8');
    assert.match(html, /<article[\s>][\s\S]*<h1[\s>][\s\S]*Edit this page[\s\S]*<\/article>/);
    assert.doesNotMatch(html, /Last updated|theme-last-updated|dateModified/);
    const markdown = readFileSync(join(dir, 'build', markdownPathOf(path).slice(1)), 'utf8');
    assert.doesNotMatch(markdown, /^last_updated:/m);
  });
}
