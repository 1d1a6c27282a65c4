import assert from 'node:assert/strict';
import {test} from 'node:test';

import {normalizeOutput, outputMatches} from '../../scripts/lib/examples/output-match';

test('timestamps, run ids and pids are normalised', () => {
  assert.deepEqual(normalizeOutput('2026-11-20 20:48:41.686 [1795207721683762/start/1 (pid 5044)] Hi  \n\n'), [
    '<timestamp> [<run-id>/start/1 (pid <pid>)] Hi',
  ]);
});

test('identical output matches, different output does not', () => {
  assert.ok(outputMatches('a\nb', 'a\nb\n'));
  assert.ok(!outputMatches('a\nb', 'a\nc'));
  assert.ok(!outputMatches('a', 'a\nb'), 'extra actual lines fail');
  assert.ok(!outputMatches('a\nb', 'a'), 'missing lines fail');
});

test('a "..." line matches zero or more lines', () => {
  assert.ok(outputMatches('a\n...\nd', 'a\nb\nc\nd'));
  assert.ok(outputMatches('a\n...\nd', 'a\nd'));
  assert.ok(outputMatches('...', 'anything\nat all'));
  assert.ok(!outputMatches('a\n...\nd', 'a\nb\nc'));
});

test('an inline ellipsis matches any text within one line only', () => {
  assert.ok(outputMatches("Bonus Pick: '…' from '…'", "Bonus Pick: 'Up' from 'Animation|Family'"));
  assert.ok(!outputMatches('Pick: …', 'Pick: x\ny'));
  assert.ok(!outputMatches('Pick: …', 'Other: x'));
});

test('regular-expression characters in the expected text are literal', () => {
  assert.ok(outputMatches('cost (USD) $1.50 [a-z]+', 'cost (USD) $1.50 [a-z]+'));
  assert.ok(!outputMatches('a.c', 'abc'));
});
