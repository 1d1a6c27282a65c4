/**
 * The build log's notes on how this build is set up, printed once per build:
 *
 * - one line per environment switch (`describeEnv` in `env.ts`: what is on, what is off, and the
 *   default a missing variable fell back to);
 * - when the site is outside a git worktree (`gitWorktreeOf` in `plugins/lib/git-worktree.ts`,
 *   for example a build from a source archive), the one warning that the pages have no
 *   "Last updated" date, and why.
 *
 * The notes come from a plugin hook rather than from the config file because Docusaurus
 * evaluates the config file twice per build (once for the locales, once for the site), while
 * `loadContent` runs once. `buildNotes({env, git})` binds the notes into the plugin instead of
 * passing them as options, because Docusaurus ships plugin options to the browser with the site
 * configuration. It takes the environment's lines and the git answer and returns the plugin
 * module; it raises nothing.
 */
import type {PluginModule} from '@docusaurus/types';

import type {GitWorktree} from '../lib/git-worktree';

export interface BuildNotes {
  /** `describeEnv`'s lines, printed as they are. */
  readonly env: readonly string[];
  /** Where the site's git history stands; outside a worktree, the warning says why. */
  readonly git: GitWorktree;
}

const PREFIX = '[metaflow-docs]';

export default function buildNotes({env, git}: BuildNotes): PluginModule {
  return () => ({
    name: 'metaflow-docs-build-notes',
    loadContent() {
      for (const line of env) console.log(`${PREFIX} ${line}`);
      if (!git.inside) {
        console.warn(`${PREFIX} Warning: no "Last updated" dates on the pages, because ${git.reason}. The dates come from the git history: build from a clone to show them.`);
      }
    },
  });
}
