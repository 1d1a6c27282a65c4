/**
 * The note on METAFLOW_ARTIFACT_LOCALROOT (data/metaflow-config-notes.json) names, as
 * `--datastore` values in backticks, the datastores that write their temporary files there
 * when they upload and download artifacts. This test holds that list to the installed
 * Metaflow's datastores, as tests/content/datastore_temp_folder.py reads them from their source:
 * every datastore that uses the folder is named, and each one named uses it for both. Needs .venv.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {join} from 'node:path';
import {test} from 'node:test';

import {configNote} from '../../plugins/api-facts/config-facts';

const root = join(__dirname, '..', '..');
const uses = JSON.parse(
  execFileSync(join(root, '.venv', 'bin', 'python'), [join(__dirname, 'datastore_temp_folder.py')], {encoding: 'utf8'}),
) as Record<string, {save_bytes: boolean; load_bytes: boolean}>;

test('the note on METAFLOW_ARTIFACT_LOCALROOT names the datastores that upload and download through it', () => {
  const {note} = configNote('METAFLOW_ARTIFACT_LOCALROOT');
  const named = [...note.text.matchAll(/`([^`]+)`/g)].map((match) => match[1]).filter((word) => word in uses).sort();
  const using = Object.keys(uses).filter((type) => uses[type].save_bytes || uses[type].load_bytes).sort();
  assert.deepEqual(named, using, 'the datastores the note names, against those whose save_bytes or load_bytes use the folder');
  assert.deepEqual(
    named.filter((type) => !(uses[type].save_bytes && uses[type].load_bytes)),
    [],
    'named for uploads and downloads, yet one of the two does not use the folder',
  );
});
