/**
 * Reads our notes of the command-line reference from `data/metaflow-cli-notes/` with the file
 * system, for the tests and the build's link plugin (the page reads the same files through the
 * bundler, in `src/components/Api/CliReference.tsx`).
 *
 * `loadCliNotes(root)` takes the site's root folder and returns the groups (`_groups.json`),
 * each notes file by its name without `.json` (`run`, `argo-workflows`), and all their commands
 * merged (`mergeNotes`, which throws when two files note one command). Throws when a file is
 * not valid JSON.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';

import {mergeNotes, type CliCommandNote, type CliGroups, type CliNotesFile} from '../../src/components/Api/cli-facts';

export const CLI_NOTES_FOLDER = join('data', 'metaflow-cli-notes');
export const CLI_GROUPS_FILE = '_groups.json';

export interface CliNotes {
  readonly groups: CliGroups;
  readonly files: Readonly<Record<string, CliNotesFile>>;
  readonly commands: Readonly<Record<string, CliCommandNote>>;
}

export function loadCliNotes(root: string): CliNotes {
  const folder = join(root, CLI_NOTES_FOLDER);
  const read = (name: string): unknown => JSON.parse(readFileSync(join(folder, name), 'utf8'));
  const files: Record<string, CliNotesFile> = {};
  for (const name of readdirSync(folder).sort()) {
    if (name.endsWith('.json') && name !== CLI_GROUPS_FILE) files[name.slice(0, -'.json'.length)] = read(name) as CliNotesFile;
  }
  return {groups: read(CLI_GROUPS_FILE) as CliGroups, files, commands: mergeNotes(Object.values(files))};
}
