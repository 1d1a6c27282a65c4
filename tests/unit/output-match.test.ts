import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {matchOutput, normalizeOutput, outputMatches} from '../examples/harness/output-match';

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

describe('a task\'s stdout and stderr may interleave in any order', () => {
  const task = (pid: number, message: string) => `2026-11-21 00:54:20.636 [1795222460026250/fetch/2 (pid ${pid})] ${message}`;
  const streams = new Map([
    ['fetch/2', {stdout: new Set(['Attempt 0: requesting 3 rates', 'Attempt 1: requesting 3 rates']), stderr: new Set(['<flow RatesFlow step fetch> failed:', 'ConnectionError: boom', 'Task failed.'])}],
  ]);
  const page = [task(1, 'Task is starting.'), task(1, 'Attempt 0: requesting 3 rates'), task(1, '<flow RatesFlow step fetch> failed:'), task(1, 'ConnectionError: boom'), task(1, 'Task failed.'), task(2, 'Attempt 1: requesting 3 rates')].join('\n');
  const stderrFirst = [task(1, 'Task is starting.'), task(1, '<flow RatesFlow step fetch> failed:'), task(1, 'Attempt 0: requesting 3 rates'), task(1, 'ConnectionError: boom'), task(1, 'Task failed.'), task(2, 'Attempt 1: requesting 3 rates')].join('\n');

  test('the same lines with the streams interleaved otherwise match, given the streams', () => {
    assert.ok(outputMatches(page, page, streams));
    assert.ok(outputMatches(page, stderrFirst, streams));
    assert.ok(outputMatches(stderrFirst, page, streams), 'a page written from either interleaving matches');
  });

  test('without the streams, order is strict', () => {
    assert.ok(!outputMatches(page, stderrFirst));
  });

  test('the order within one stream is still checked', () => {
    const swappedStderr = [task(1, 'Task is starting.'), task(1, 'Attempt 0: requesting 3 rates'), task(1, 'ConnectionError: boom'), task(1, '<flow RatesFlow step fetch> failed:'), task(1, 'Task failed.'), task(2, 'Attempt 1: requesting 3 rates')].join('\n');
    assert.ok(!outputMatches(page, swappedStderr, streams));
  });

  test('lines of another process (a retry) do not move across it', () => {
    const retryFirst = [task(1, 'Task is starting.'), task(2, 'Attempt 1: requesting 3 rates'), task(1, 'Attempt 0: requesting 3 rates'), task(1, '<flow RatesFlow step fetch> failed:'), task(1, 'ConnectionError: boom'), task(1, 'Task failed.')].join('\n');
    assert.ok(!outputMatches(page, retryFirst, streams));
  });

  test('a missing or extra line still fails', () => {
    assert.ok(!outputMatches(page, stderrFirst.replace(`\n${task(1, 'ConnectionError: boom')}`, ''), streams));
    assert.ok(!outputMatches(page, `${stderrFirst}\n${task(2, 'extra')}`, streams));
  });
});

test('matchOutput pairs each expected line with the actual line it matched, ids as printed', () => {
  const matched = matchOutput('a 1795216818044327\n...\nDone', 'a 1795662804186204\nb\nc\nDone');
  assert.deepEqual(matched, [
    {expected: 'a 1795216818044327', actual: 'a 1795662804186204'},
    {expected: 'Done', actual: 'Done'},
  ]);
  assert.equal(matchOutput('a\nDone', 'a\nb'), undefined);
});
