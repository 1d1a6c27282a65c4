/**
 * The committed `package-lock.json` installs with `npm ci` on every platform and without
 * engine warnings on the Node version `package.json` declares: every optional dependency that
 * a locked package lists (the per-platform native builds of `@swc/*`, Rspack, lightningcss, …)
 * has its own entry, and every locked package accepts the lowest Node version of
 * `engines.node`.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

import semver from 'semver';

interface LockedPackage {
  readonly version?: string;
  readonly optionalDependencies?: Record<string, string>;
  readonly engines?: {readonly node?: string} | readonly string[];
}

const ROOT = join(__dirname, '..', '..');
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {packages: Record<string, LockedPackage>};
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {engines: {node: string}};

/** The lock path a dependency of the package at `from` resolves to, as Node would look it up. */
function resolveInLock(from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

test('every optional dependency of a locked package is in the lock (npm ci on any platform)', () => {
  const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
    Object.keys(entry.optionalDependencies ?? {})
      .filter((name) => resolveInLock(path, name) === undefined)
      .map((name) => `${path} -> ${name}`),
  );
  assert.deepEqual(missing, [], 'run `npm install --package-lock-only` without node_modules, or pin a version published for every platform');
});

test('every locked package supports the lowest Node version package.json declares', () => {
  const lowest = semver.minVersion(manifest.engines.node);
  assert.ok(lowest, `engines.node "${manifest.engines.node}" is not a semver range`);
  const unsupported = Object.entries(lock.packages).flatMap(([path, entry]) => {
    const range = Array.isArray(entry.engines) ? undefined : (entry.engines as {node?: string} | undefined)?.node;
    return range && !semver.satisfies(lowest, range) ? [`${path}@${entry.version}: node ${range}`] : [];
  });
  assert.deepEqual(unsupported, [], `these packages refuse Node ${lowest.version}`);
});
