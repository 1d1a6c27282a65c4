/**
 * The configuration drift test: /api/configuration-variables against the pinned `metaflow`.
 * - data/metaflow-config.json equals a fresh extract from the package in .venv
 *   (scripts/config_extract.py), so a release that reads a new variable, stops reading one or
 *   computes another default fails here until `npm run config:extract` is run;
 * - data/metaflow-config-notes.json lists each variable the package reads exactly once, and
 *   none it does not read, with a description, a known guide page, a type exactly where the
 *   package converts nothing, and a rule exactly where the default derives from elsewhere;
 * - every variable that scripts/config_extract.py leaves off the page as set by Metaflow for its
 *   own processes (`SET_BY_METAFLOW`) is still read from the environment by the package and
 *   still set by it, so the list can't hide a setting the package no longer sets itself (a
 *   METAFLOW_* variable read straight from the environment and not on that list is an
 *   environment-only setting, which the notes must list like any other);
 * - the page shows every area, and the built page has one row per variable, with its anchor,
 *   the package's default, and "environment only" under the name exactly for the variables
 *   that only the environment sets.
 * Needs .venv (`npm run python:env`) and `npm run build` first.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

import {load} from 'cheerio';

import {pinnedMetaflowVersion} from '../../constants';
import {builtFileOf, loadRoutes} from '../../plugins/lib/routes';
import {configAnchor, configDefaultText, configFacts, configNotes, type ConfigFacts} from '../../plugins/api-facts/config-facts';

const root = join(__dirname, '..', '..');
const PAGE = '/api/configuration-variables';
const fresh = JSON.parse(
  execFileSync(join(root, '.venv', 'bin', 'python'), [join(root, 'scripts', 'config_extract.py'), '-'], {encoding: 'utf8'}),
) as ConfigFacts;
const noted = configNotes.areas.flatMap((area) => Object.keys(area.variables));

test('the committed configuration facts are those of the pinned metaflow release', () => {
  assert.equal(fresh.metaflow_version, pinnedMetaflowVersion(root));
  const names = [...new Set([...Object.keys(configFacts.variables), ...Object.keys(fresh.variables)])].sort();
  // What a reader sees: a variable read or no longer read, a default, type or choice changed.
  // A moved source line alone is only staleness, reported by the last assertion.
  const withoutSource = (name: string, facts: ConfigFacts) => {
    const fact = facts.variables[name];
    return fact ? JSON.stringify({...fact, source: undefined}) : 'not read';
  };
  const changed = names.filter((name) => withoutSource(name, configFacts) !== withoutSource(name, fresh));
  assert.deepEqual(
    changed.map((name) => `${name}: ${withoutSource(name, configFacts)} -> ${withoutSource(name, fresh)}`),
    [],
    'these variables differ from the installed package: run `npm run config:extract` and update their notes',
  );
  assert.deepEqual(configFacts, fresh, 'data/metaflow-config.json is stale: run `npm run config:extract`');
});

test('the notes list every variable the package reads, once, and no other', () => {
  const read = Object.keys(fresh.variables);
  assert.deepEqual(read.filter((name) => !noted.includes(name)), [], 'read by the package, missing from the page');
  assert.deepEqual(noted.filter((name) => !(name in fresh.variables)), [], 'on the page, not read by the package');
  assert.deepEqual(noted.filter((name, index) => noted.indexOf(name) !== index), [], 'listed in two areas');
});

test('the variables left off the page as set by Metaflow are read and set by the package, and not on the page', () => {
  const problems = Object.entries(fresh.set_by_metaflow).flatMap(([name, {read_at, set_at}]) => [
    ...(read_at ? [] : [`${name}: the package no longer reads it: drop it from SET_BY_METAFLOW`]),
    ...(set_at ? [] : [`${name}: the package no longer sets it: a setting now? Move it from SET_BY_METAFLOW to the notes`]),
    ...(noted.includes(name) ? [`${name}: set by Metaflow, yet on the page`] : []),
  ]);
  assert.deepEqual(problems, []);
});

test('each note has a description, a known guide, a type only where needed and a rule exactly for derived defaults', () => {
  const routes = new Set(loadRoutes(root).map((route) => route.path));
  const problems: string[] = [];
  for (const area of configNotes.areas) {
    for (const [name, note] of Object.entries(area.variables)) {
      const fact = fresh.variables[name];
      if (!fact) continue;
      if (!note.text.trim()) problems.push(`${name}: empty description`);
      if (note.guide && !(note.guide in configNotes.guides)) problems.push(`${name}: guide ${note.guide} has no title in "guides"`);
      if (Boolean(note.type) === Boolean(fact.type)) {
        problems.push(`${name}: ${fact.type ? `the package converts to ${fact.type}, drop "type"` : 'the package converts nothing, give "type"'}`);
      }
      if (Boolean(note.rule) !== fact.derived) {
        problems.push(`${name}: ${fact.derived ? `the default is computed (${fact.expression}), give "rule"` : 'the default is a constant, drop "rule"'}`);
      }
    }
  }
  for (const guide of Object.keys(configNotes.guides)) {
    if (!routes.has(guide)) problems.push(`guide ${guide} is not a page of routes.json`);
  }
  assert.deepEqual(problems, []);
});

test('the page shows every area under a heading with its anchor', () => {
  const source = readFileSync(join(root, 'docs', 'python', 'api', 'configuration-variables.mdx'), 'utf8');
  for (const area of configNotes.areas) {
    const pattern = new RegExp(`^## ${area.title} \\{/\\* #${area.id} \\*/\\}\\n\\n(?:[^#<].*\\n+)*<ConfigVariables area="${area.id}" />$`, 'm');
    assert.match(source, pattern, `no "## ${area.title}" section with <ConfigVariables area="${area.id}" />`);
  }
  assert.equal(source.match(/<ConfigVariables /g)?.length, configNotes.areas.length, 'an area shown twice');
});

test('the built page has a row for every variable, with its anchor, the package\'s default and whether only the environment sets it', () => {
  const $ = load(readFileSync(join(root, 'build', builtFileOf(PAGE)), 'utf8'));
  const shown = $('tr[data-param]')
    .toArray()
    .map((row) => [$(row).attr('data-param'), $(row).attr('id'), $(row).find('[data-default]').text(), $(row).find('[data-source-mark]').text()]);
  const expected = noted.map((name) => {
    const fact = fresh.variables[name];
    return [name, configAnchor(name), fact ? configDefaultText(fact) : 'not read by the package', fact?.read_by === 'os.environ' ? 'environment only' : ''];
  });
  assert.deepEqual(shown, expected);
});
