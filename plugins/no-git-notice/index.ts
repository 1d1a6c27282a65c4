/**
 * The build log's one warning that the pages have no "Last updated" date, and why.
 * `docusaurus.config.ts` turns the dates off and adds this plugin only when the site is outside a
 * git worktree (`gitWorktreeOf` in `plugins/lib/git-worktree.ts`), for example a build from a
 * source archive.
 *
 * The warning comes from a plugin hook rather than from the config file because Docusaurus
 * evaluates the config file twice per build (once for the locales, once for the site), while
 * `loadContent` runs once per build. `noGitNotice(reason)` binds the reason (a sentence naming
 * the site directory) into the plugin instead of passing it as an option, because Docusaurus
 * ships plugin options to the browser with the site configuration.
 */
import type {PluginModule} from '@docusaurus/types';

/** A plugin that prints the warning, giving `reason` (what `gitWorktreeOf` answered), once per build. */
export default function noGitNotice(reason: string): PluginModule {
  return () => ({
    name: 'metaflow-docs-no-git-notice',
    loadContent() {
      console.warn(`[metaflow-docs] Warning: no "Last updated" dates on the pages, because ${reason}. The dates come from the git history: build from a clone to show them.`);
    },
  });
}
