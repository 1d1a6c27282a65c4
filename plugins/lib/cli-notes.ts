/**
 * Reads our notes of the command-line reference from `data/metaflow-cli-notes/` with the file
 * system, for the tests and the build's plugins (`plugins/cli-links`, and `plugins/api-facts`,
 * which gives the page's `<CliReference>` what it shows).
 *
 * `loadCliNotes(root)` takes the site's root folder and returns the groups (`_groups.json`),
 * the options that guides write but the CLI lacks (`_not-options.json`, for the link test),
 * each notes file by its name without `.json` (`run`, `argo-workflows`; files starting with `_`
 * are not notes files), and all their commands
 * merged (`mergeNotes`, which throws when two files note one command). Throws when a file is
 * not valid JSON.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';

import {mergeNotes, type CliCommandNote, type CliGroups, type CliNotesFile} from '../api-facts/cli-facts';

export const CLI_NOTES_FOLDER = join('data', 'metaflow-cli-notes');
export const CLI_GROUPS_FILE = '_groups.json';
export const CLI_NOT_OPTIONS_FILE = '_not-options.json';

export interface CliNotes {
  readonly groups: CliGroups;
  /** By option (`--shm-size`) or command and option (`python flow.py run --alpha`): why a page writes it. */
  readonly notOptions: Readonly<Record<string, string>>;
  readonly files: Readonly<Record<string, CliNotesFile>>;
  readonly commands: Readonly<Record<string, CliCommandNote>>;
}

export function loadCliNotes(root: string): CliNotes {
  const folder = join(root, CLI_NOTES_FOLDER);
  const read = (name: string): unknown => JSON.parse(readFileSync(join(folder, name), 'utf8'));
  const files: Record<string, CliNotesFile> = {};
  for (const name of readdirSync(folder).sort()) {
    if (name.endsWith('.json') && !name.startsWith('_')) files[name.slice(0, -'.json'.length)] = read(name) as CliNotesFile;
  }
  const notOptions = (read(CLI_NOT_OPTIONS_FILE) as {options: Record<string, string>}).options;
  return {groups: read(CLI_GROUPS_FILE) as CliGroups, notOptions, files, commands: mergeNotes(Object.values(files))};
}
