/**
 * Citations in the code resolve in the repository: every "DECISIONS n" a source file cites is an
 * entry of `DECISIONS.md`'s numbered list, and every "issue n" one cites is an entry of its
 * "Issues the code cites". Scans the project's own code, configuration and scripts (not the docs
 * pages, the data or BENCHMARKS.md, whose issue numbers are history).
 */
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

const root = join(__dirname, '..', '..');
const CODE = /\.(ts|tsx|mjs|js|css|py|sh|R)$/;
const SKIP = new Set(['node_modules', 'build', 'build-deploy', '.docusaurus', '.bench', '.e2e', '.cache', 'test-results', 'docs', 'data', 'static']);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return SKIP.has(entry.name) || entry.name.startsWith('.venv') || entry.name === '.git' ? [] : sourceFiles(path);
    return CODE.test(entry.name) || path === '.ci/run' ? [path] : [];
  });
}

const decisions = readFileSync(join(root, 'DECISIONS.md'), 'utf8');
const entries = new Set([...decisions.matchAll(/^(\d+)\. \*\*/gm)].map((match) => Number(match[1])));
const issues = new Set([...decisions.matchAll(/^- \*\*issue (\d+)\./gm)].map((match) => Number(match[1])));

function citations(pattern: RegExp): {file: string; n: number}[] {
  return sourceFiles('').flatMap((file) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(pattern)].flatMap((match) => match.slice(1).filter(Boolean).map((n) => ({file, n: Number(n)}))),
  );
}

test('DECISIONS.md has its numbered entries and its cited issues', () => {
  assert.ok(entries.size >= 20, `DECISIONS.md lists ${entries.size} numbered entries`);
  assert.ok(issues.size > 0, 'DECISIONS.md has no "Issues the code cites" entries');
});

test('every "DECISIONS n" in the code is an entry of DECISIONS.md', () => {
  const cited = citations(/DECISIONS (\d+)(?: and (\d+))?/g);
  assert.ok(cited.length > 0, 'no citation found: the scan reads no file');
  assert.deepEqual(cited.filter(({n}) => !entries.has(n)).map(({file, n}) => `${file}: DECISIONS ${n}`), []);
});

test('every "issue n" in the code is an entry of DECISIONS.md', () => {
  const cited = citations(/\bissues? (\d{1,2})\b/g);
  assert.deepEqual(cited.filter(({n}) => !issues.has(n)).map(({file, n}) => `${file}: issue ${n}`), []);
});
