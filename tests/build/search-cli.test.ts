/**
 * The offline search finds the rows of the command-line reference (/api/cli) in the built index
 * by an option's name: written as an option (`--max-workers`), the first result is a row of that
 * option; without the dashes (`max-workers`) or with spaces (`max workers`), so is the first
 * result for a name of two words or more, and for a name of one word (`cpu`, which also names
 * `@resources(cpu)`) a row of it is among the first ten. Every option the page shows is tried;
 * those whose every word is a stop word (`STOP_WORD_OPTIONS`) are found with their dashes only
 * (the index keeps every option as written, `--with`, beside its words) and not tried without.
 * Needs `npm run build` first.
 */
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {before, test} from 'node:test';

import {loadCliNotes} from '../../plugins/lib/cli-notes';
import {cliFacts, isOptionShown} from '../../plugins/api-facts/cli-facts';
import {termsOf, tokenize} from '../../plugins/local-search/engine/terms';
import type {SearchEngine} from '../../plugins/local-search/engine/types';
import {builtSearchEngine} from '../../scripts/lib/built-search';

const root = join(__dirname, '..', '..');
const build = join(root, 'build');
let engine: SearchEngine;
before(async () => {
  engine = await builtSearchEngine(build);
});
const notes = loadCliNotes(root).commands;

/** Options whose every word is a stop word: found as written (`--with`), not by their words. */
const STOP_WORD_OPTIONS = ['--both', '--with'];

const options = [
  ...new Set(Object.entries(cliFacts.commands).flatMap(([command, fact]) => Object.keys(fact.options).filter((key) => isOptionShown(command, key, notes)))),
].sort();
const searchable = options.filter((option) => !STOP_WORD_OPTIONS.includes(option));

/** The rank (0 first) of the first row of `option` among the first ten results of `query`, or -1. */
function rankOf(query: string, option: string): number {
  return engine
    .search(query, {limit: 10})
    .hits.findIndex((hit) => hit.place.url.startsWith('/api/cli#') && hit.place.anchor.endsWith(option));
}

test('only options whose every word is a stop word are left out', () => {
  assert.deepEqual(
    options.filter((option) => tokenize(option).every((word) => termsOf(word).length === 0)),
    STOP_WORD_OPTIONS,
  );
});

test('an option written with its dashes finds its row first', () => {
  assert.deepEqual(
    options.filter((option) => rankOf(option, option) !== 0),
    [],
  );
});

test('an option written without dashes, or with spaces, finds its row', () => {
  const missed: string[] = [];
  for (const option of searchable) {
    const words = option.slice(2).split('-');
    for (const query of new Set([option.slice(2), words.join(' ')])) {
      const rank = rankOf(query, option);
      if (words.length > 1 ? rank !== 0 : rank < 0) missed.push(`"${query}": row of ${option} at ${rank}`);
    }
  }
  assert.deepEqual(missed, []);
});
