/**
 * The baseline of `npm run bench -- --baseline <git ref>`: a throwaway checkout of that ref in
 * `.bench/baseline-src` (a detached `git worktree`, replaced on every run), with its own
 * `node_modules`, so it builds with the dependencies and plugins it had (an older ref may bundle
 * other packages). `npm ci` installs them; when that ref's lock file is refused (some older
 * locks lack other platforms' native packages), `npm install` is used instead, with a note.
 *
 * Prints progress lines prefixed `[bench]`. `prepareBaseline` returns the checkout's absolute
 * path and the commit it resolved to; it throws when the ref does not exist or the install fails.
 * `git(root, args)` is the git call it makes, for the benchmarks that check a checkout.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {join} from 'node:path';

export interface Baseline {
  /** The ref as given, e.g. `main~3`. */
  readonly ref: string;
  /** Its commit (abbreviated) and subject line. */
  readonly commit: string;
  /** Absolute path of the checkout. */
  readonly root: string;
}

const CHECKOUT = join('.bench', 'baseline-src');

/** Runs `git` with `args` in `root` and returns its output, trimmed; throws when git fails. */
export function git(root: string, args: readonly string[]): string {
  return execFileSync('git', args, {cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']}).trim();
}

function npm(cwd: string, args: readonly string[]): boolean {
  return spawnSync('npm', [...args, '--no-audit', '--no-fund'], {cwd, stdio: ['ignore', 'ignore', 'inherit']}).status === 0;
}

/** Checks out `ref` of the repository at `root` into `.bench/baseline-src` and installs it. */
export function prepareBaseline(root: string, ref: string): Baseline {
  const commit = git(root, ['log', '-1', '--format=%h %s', `${ref}^{commit}`]);
  const checkout = join(root, CHECKOUT);
  if (existsSync(checkout)) git(root, ['worktree', 'remove', '--force', checkout]);
  git(root, ['worktree', 'prune']);
  console.log(`[bench] baseline ${ref} (${commit}): checking out into ${CHECKOUT}`);
  git(root, ['worktree', 'add', '--detach', checkout, ref]);
  console.log('[bench] baseline: npm ci');
  if (!npm(checkout, ['ci'])) {
    console.log(`[bench] NOTE: npm ci refused the lock file of ${ref}; installing with npm install instead`);
    if (!npm(checkout, ['install'])) throw new Error(`Installing the dependencies of ${ref} failed`);
  }
  return {ref, commit, root: checkout};
}
