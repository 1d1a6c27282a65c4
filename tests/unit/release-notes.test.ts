/**
 * The Python release notes page against the release history it summarises
 * (data/metaflow-releases.json, a committed copy of the tags of the Netflix/metaflow repository):
 * every release has a `### <version> (<date>)` heading, in the data's order (newest first),
 * under the `## <major>.<minor>` heading of its minor version, and nothing else is listed.
 * The page also names the release the docs pin in requirements.txt. Reads source files only.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

import {pinnedMetaflowVersion} from '../../constants';

interface Release {
  version: string;
  date: string;
  changes: string[];
}

const root = join(__dirname, '..', '..');
const data = JSON.parse(readFileSync(join(root, 'data', 'metaflow-releases.json'), 'utf8')) as {releases: Release[]};
const releases = data.releases;
const page = readFileSync(join(root, 'docs', 'python', 'internals', 'release-notes.mdx'), 'utf8');

/** The page's h2 and h3 headings in order, outside code fences. */
function headings(mdx: string): {level: number; text: string}[] {
  const found: {level: number; text: string}[] = [];
  let inFence = false;
  for (const line of mdx.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const match = /^(#{2,3}) (.+?)\s*$/.exec(line);
    if (match) found.push({level: match[1].length, text: match[2]});
  }
  return found;
}

const releaseHeading = /^(\d+\.\d+\.\d+) \((\d{4}-\d{2}-\d{2})\)$/;
const minorHeading = /^(\d+\.\d+)$/;
const minorOf = (version: string) => version.split('.').slice(0, 2).join('.');

test('the data holds releases, newest first', () => {
  assert.ok(releases.length > 0, 'data/metaflow-releases.json lists no releases');
  const key = (version: string) => version.split('.').map(Number);
  for (let i = 1; i < releases.length; i++) {
    const [a, b] = [key(releases[i - 1].version), key(releases[i].version)];
    const newer = a[0] !== b[0] ? a[0] > b[0] : a[1] !== b[1] ? a[1] > b[1] : a[2] > b[2];
    assert.ok(newer, `${releases[i - 1].version} is listed before ${releases[i].version}`);
  }
});

test('every release is a heading with its date, in the order of the data', () => {
  const shown = headings(page)
    .filter((heading) => heading.level === 3 && releaseHeading.test(heading.text))
    .map((heading) => heading.text);
  const expected = releases.map((release) => `${release.version} (${release.date})`);
  assert.deepEqual(shown, expected);
});

test('every release heading sits under the heading of its minor version', () => {
  let minor: string | null = null;
  const seenMinors: string[] = [];
  for (const heading of headings(page)) {
    if (heading.level === 2) {
      const match = minorHeading.exec(heading.text);
      minor = match ? match[1] : null;
      if (minor) seenMinors.push(minor);
      continue;
    }
    const match = releaseHeading.exec(heading.text);
    if (match) {
      assert.equal(minor, minorOf(match[1]), `${match[1]} is not under "## ${minorOf(match[1])}"`);
    }
  }
  const expectedMinors = [...new Set(releases.map((release) => minorOf(release.version)))];
  assert.deepEqual(seenMinors, expectedMinors, 'the minor-version headings differ from the data');
});

test('the page states the pinned release and the newest release in the data', () => {
  const pinned = pinnedMetaflowVersion(root);
  assert.ok(page.includes(pinned), `the page does not mention the pinned release ${pinned}`);
  const newest = releases[0].version;
  assert.ok(page.includes(newest), `the page does not mention ${newest}, the newest release in the data`);
});
