/**
 * Whether the build can read the site's git history, which the "Last updated" line of every doc
 * page comes from (Docusaurus's `showLastUpdateTime`, read by its git reader). A source archive
 * (`git archive`, GitHub's "Download ZIP", a Docker context without `.git`) has no history, and
 * Docusaurus's reader then fails the whole build; `docusaurus.config.ts` asks this module first
 * and leaves the dates out instead.
 *
 * Runs `git rev-parse --is-inside-work-tree` once in the site's directory (a few milliseconds).
 * Never throws: a missing `git` program is one of the answers.
 */
import {execFileSync} from 'node:child_process';

/** Whether `dir` is inside a git worktree; when it is not, why, in words for the build log. */
export type GitWorktree = {readonly inside: true} | {readonly inside: false; readonly reason: string};

/** Answers for `dir` (an absolute path, normally the site directory). */
export function gitWorktreeOf(dir: string): GitWorktree {
  try {
    const answer = execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']});
    // `false` comes from inside a `.git` directory, which is no worktree either.
    return answer.trim() === 'true' ? {inside: true} : {inside: false, reason: `${dir} is inside a .git directory, not a worktree`};
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return {inside: false, reason: 'the git program is not installed'};
    }
    return {inside: false, reason: `${dir} is not in a git worktree (a source archive or a copy without .git)`};
  }
}
