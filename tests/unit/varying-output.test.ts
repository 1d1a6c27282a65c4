/**
 * Expected outputs mark what changes from run to run. A duration measured while the example
 * runs ("start took 0.0s") reads 0.1s on a loaded machine, so every number with a unit of
 * time in an example's expected output must be the inline wildcard `…` (output-match.ts),
 * unless the line is one of the messages below, which print a value the example itself fixes
 * (a configured timeout, a budget, a threshold) and so cannot vary.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {relative} from 'node:path';
import {test} from 'node:test';

import {docFiles} from '../../scripts/lib/doc-files';
import {extractExamples} from '../examples/harness/extract';

const ROOT = new URL('../..', import.meta.url).pathname;

/** A number followed by a unit of time: `0.0s`, `12 ms`, `3 seconds`, `2 minutes`. */
const DURATION = /\b\d+(?:\.\d+)?\s?(?:ms|s|sec|secs|seconds?|minutes?|mins?|hours?)\b/g;

/** Messages whose durations the example sets, with where the value comes from. */
const FIXED: readonly {pattern: RegExp; why: string}[] = [
  {pattern: /timed out after \d+ hours, \d+ minutes, \d+ seconds/, why: '@timeout prints the limit the step sets, not the time it ran'},
  {pattern: /should be at least 60 seconds/, why: "the remote decorators' validation message states a fixed minimum"},
  {pattern: /over its [\d.]+s budget/, why: 'the budget the decorator was given'},
  {pattern: /Page above \d+ ms/, why: 'a threshold read from the flow\'s config'},
];

/** The durations of `line` that no fixed message accounts for. */
function unmarkedDurations(line: string): string[] {
  const fixed = FIXED.reduce((rest, {pattern}) => rest.replace(pattern, ''), line);
  return [...fixed.matchAll(DURATION)].map(([match]) => match);
}

/** Every expected output of every runnable example: page, example name and text. */
function expectedOutputs(): {page: string; example: string; text: string}[] {
  return docFiles(ROOT).flatMap((file) =>
    extractExamples(readFileSync(file, 'utf8')).flatMap(({name, steps}) =>
      steps.flatMap((step) => {
        const texts =
          step.kind === 'command' ? [step.expectedOutput] : step.kind === 'notebook' ? step.cells.map((cell) => cell.expectedOutput) : [];
        return texts.filter((text): text is string => text !== undefined).map((text) => ({page: relative(ROOT, file), example: name, text}));
      }),
    ),
  );
}

test('the duration detector finds measured times and skips the fixed messages', () => {
  assert.deepEqual(unmarkedDurations('[1/start/1 (pid 9)] start took 0.0s'), ['0.0s']);
  assert.deepEqual(unmarkedDurations('done in 12 ms, 3 seconds later'), ['12 ms', '3 seconds']);
  assert.deepEqual(unmarkedDurations('start took …s OVER BUDGET'), []);
  assert.deepEqual(unmarkedDurations('WARNING: enrich took …s, over its 0.2s budget'), []);
  assert.deepEqual(unmarkedDurations('Step export timed out after 0 hours, 0 minutes, 3 seconds'), []);
  assert.deepEqual(unmarkedDurations('Including file cities.csv of size 25B'), []);
});

test('no expected output shows a measured duration as a fixed number', () => {
  const outputs = expectedOutputs();
  assert.ok(outputs.length > 100, `found only ${outputs.length} expected outputs: is the extraction broken?`);
  const found = outputs.flatMap(({page, example, text}) =>
    text
      .split('\n')
      .filter((line) => unmarkedDurations(line).length > 0)
      .map((line) => `${page} (example "${example}"): ${line.trim()}`),
  );
  assert.deepEqual(found, [], `mark these durations with … (or add the message to FIXED with the reason):\n${found.join('\n')}`);
});
