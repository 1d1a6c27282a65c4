/**
 * The command-line drift test: /api/cli against the pinned `metaflow` and its extensions.
 * - data/metaflow-cli.json equals a fresh extract (scripts/cli_extract.py, with .venv and the
 *   extension environments), so a release that adds or removes an option, or changes one's
 *   default or type, fails here naming the option, until `npm run cli:extract` is run;
 * - data/metaflow-cli-notes/ has a note for every command and every option and argument the
 *   page shows, with text, none for an option or command the CLI lacks, each file holding only
 *   the commands of its top-level command, and known guide pages;
 * - a hidden command or option has a note exactly when a guide page uses it;
 * - _groups.json places every command the page shows in exactly one group;
 * - the built page has one row per shown option and argument, with its anchor and default.
 * Needs .venv and the extension environments (`npm run python:env`) and `npm run build` first.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test} from 'node:test';

import {load} from 'cheerio';

import {pinnedMetaflowVersion} from '../../constants';
import {pagePathOf} from '../../plugins/cli-links';
import {cliMentions, type CliMention} from '../../plugins/cli-links/mentions';
import {docFiles} from '../../scripts/lib/doc-files';
import {loadCliNotes} from '../../plugins/lib/cli-notes';
import {parseMdx} from '../lib/mdx';
import {builtFileOf, loadRoutes} from '../../plugins/lib/routes';
import {
  ARGUMENT_PREFIX,
  cliDefaultText,
  cliFacts,
  cliRowAnchor,
  commandsOfGroup,
  isOptionShown,
  notesFileOf,
  type CliCommand,
  type CliFacts,
} from '../../plugins/api-facts/cli-facts';

const root = join(__dirname, '..', '..');
const PAGE = '/api/cli';
const fresh = JSON.parse(
  execFileSync(join(root, '.venv', 'bin', 'python'), [join(root, 'scripts', 'cli_extract.py'), '-'], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024}),
) as CliFacts;
const notes = loadCliNotes(root);
const pageCommands = notes.groups.groups.flatMap((group) => commandsOfGroup(group, notes.commands, fresh.commands));

/** Every option mention of the Python guides (not of the reference itself). */
const mentions: (CliMention & {page: string})[] = docFiles(root)
  .filter((file) => file.startsWith(join(root, 'docs', 'python')))
  .flatMap((file) => {
    const page = pagePathOf(root, file) ?? relative(root, file);
    if (page === PAGE) return [];
    return cliMentions(parseMdx(readFileSync(file, 'utf8')), page, fresh, notes.commands).map((mention) => ({...mention, page}));
  });

/** The facts of an option a reader sees; a change to any of them fails the drift test. */
const SHOWN_FACTS = ['type', 'choices', 'nargs', 'default', 'default_from', 'multiple', 'is_flag', 'required', 'hidden', 'names', 'negations'] as const;

/** How the package's option differs from the committed one: `added`, `removed`, or `default 16 -> 17`. */
function optionChange(committed: CliCommand, installed: CliCommand, key: string): string | undefined {
  const before = committed.options[key];
  const after = installed.options[key];
  if (!before) return 'added';
  if (!after) return 'removed';
  const changed = SHOWN_FACTS.filter((fact) => JSON.stringify(before[fact]) !== JSON.stringify(after[fact]));
  return changed.length > 0 ? changed.map((fact) => `${fact} ${JSON.stringify(before[fact])} -> ${JSON.stringify(after[fact])}`).join(', ') : undefined;
}

test('the committed command-line facts are those of the pinned metaflow release', () => {
  assert.equal(fresh.metaflow_version, pinnedMetaflowVersion(root));
  const commands = [...new Set([...Object.keys(cliFacts.commands), ...Object.keys(fresh.commands)])].sort();
  const changes: string[] = [];
  for (const command of commands) {
    const before = cliFacts.commands[command];
    const after = fresh.commands[command];
    if (!before || !after) {
      changes.push(`${command}: command ${before ? 'removed' : 'added'}`);
      continue;
    }
    for (const key of new Set([...Object.keys(before.options), ...Object.keys(after.options)])) {
      const change = optionChange(before, after, key);
      if (change) changes.push(`${command} ${key}: ${change}`);
    }
  }
  assert.deepEqual(changes, [], 'these commands and options differ from the installed package: run `npm run cli:extract` and update their notes');
  assert.deepEqual(cliFacts, fresh, 'data/metaflow-cli.json is stale: run `npm run cli:extract`');
});

test('every command and option the page shows has a note, and no note names one the CLI lacks', () => {
  const problems: string[] = [];
  for (const command of pageCommands) {
    const fact = fresh.commands[command];
    const note = notes.commands[command];
    if (!note) {
      problems.push(`${command}: no note (data/metaflow-cli-notes/${notesFileOf(command)}.json)`);
      continue;
    }
    if (!note.text.trim()) problems.push(`${command}: empty text`);
    for (const argument of fact.arguments) {
      if (!note.options[`${ARGUMENT_PREFIX}${argument.name}`]?.trim()) problems.push(`${command} ${ARGUMENT_PREFIX}${argument.name}: no note`);
    }
    for (const key of Object.keys(fact.options)) {
      if (isOptionShown(command, key, notes.commands, fresh.commands) && !note.options[key]?.trim()) problems.push(`${command} ${key}: no note`);
    }
  }
  for (const [command, note] of Object.entries(notes.commands)) {
    const fact = fresh.commands[command];
    if (!fact) {
      problems.push(`${command}: noted, but the CLI has no such command`);
      continue;
    }
    for (const key of Object.keys(note.options)) {
      const known = key.startsWith(ARGUMENT_PREFIX) ? fact.arguments.some((argument) => `${ARGUMENT_PREFIX}${argument.name}` === key) : key in fact.options;
      if (!known) problems.push(`${command} ${key}: noted, but the command has no such ${key.startsWith(ARGUMENT_PREFIX) ? 'argument' : 'option'}`);
    }
  }
  for (const [file, contents] of Object.entries(notes.files)) {
    for (const command of Object.keys(contents.commands)) {
      if (notesFileOf(command) !== file) problems.push(`${command}: belongs in ${notesFileOf(command)}.json, not ${file}.json`);
    }
  }
  const routes = new Set(loadRoutes(root).map((route) => route.path));
  for (const [command, note] of Object.entries(notes.commands)) {
    if (note.guide && !routes.has(note.guide)) problems.push(`${command}: guide ${note.guide} is not a page of routes.json`);
  }
  assert.deepEqual(problems, []);
});

test('a hidden command or option has a note exactly when a guide page uses it', () => {
  const used = new Set(mentions.filter((mention) => mention.command && mention.key).map((mention) => `${mention.command} ${mention.key}`));
  const usedCommands = new Set(mentions.filter((mention) => mention.key).map((mention) => mention.command));
  const problems: string[] = [];
  for (const [command, fact] of Object.entries(fresh.commands)) {
    const note = notes.commands[command];
    if (fact.hidden && Boolean(note) !== usedCommands.has(command)) {
      problems.push(`${command} (hidden): ${note ? 'noted, but no guide uses it: drop its note' : 'a guide uses it: add a note'}`);
    }
    for (const [key, option] of Object.entries(fact.options)) {
      const hidden = option.hidden || fact.hidden;
      if (hidden && Boolean(note?.options[key]) !== used.has(`${command} ${key}`)) {
        const where = mentions.find((mention) => mention.command === command && mention.key === key);
        problems.push(`${command} ${key} (hidden): ${note?.options[key] ? 'noted, but no guide uses it: drop its note' : `${where?.page} uses it: add a note`}`);
      }
    }
  }
  assert.deepEqual(problems, []);
});

test('the groups place every command the page shows exactly once', () => {
  const placed = notes.groups.groups.flatMap((group) => group.commands);
  const problems = placed.filter((command) => !(command in fresh.commands)).map((command) => `${command}: in _groups.json, not a command of the CLI`);
  const shown = Object.keys(fresh.commands).filter((command) => !fresh.commands[command].hidden || command in notes.commands);
  for (const command of shown) {
    const count = pageCommands.filter((each) => each === command).length;
    if (count !== 1) problems.push(`${command}: in ${count} groups of _groups.json`);
  }
  assert.deepEqual(problems, []);
});

test('the built page has a row for every argument and option it shows, with its anchor and default', () => {
  const $ = load(readFileSync(join(root, 'build', builtFileOf(PAGE)), 'utf8'));
  const shown = $('tr[id]')
    .toArray()
    .map((row) => `${$(row).attr('id')} ${$(row).find('[data-default]').text()}`);
  const expected = pageCommands.flatMap((command) => {
    const fact = fresh.commands[command];
    return [
      ...fact.arguments.map((argument) => `${cliRowAnchor(command, `${ARGUMENT_PREFIX}${argument.name}`)} ${argument.required ? 'required' : 'none'}`),
      ...Object.entries(fact.options)
        .filter(([key]) => isOptionShown(command, key, notes.commands, fresh.commands))
        .map(([key, option]) => `${cliRowAnchor(command, key)} ${cliDefaultText(option) ?? 'none'}`),
    ];
  });
  assert.deepEqual(shown, expected);
});
