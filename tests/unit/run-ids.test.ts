/**
 * Unit tests of tests/examples/harness/run-ids.ts: which run ids of a shown and a printed line
 * pair up, and when the ids of a page's outputs fail to correspond one to one to the runs the
 * example printed. The inputs are made-up output lines in Metaflow's format.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {matchOutput} from '../examples/harness/output-match';
import {runIdMismatches, runIdPairs, runIdPairsOf} from '../examples/harness/run-ids';

const RUN = '1795216818044327';
const SPIN = '1795216822297443';

test('the ids of a shown line pair with the ids at the same places of the printed line', () => {
  assert.deepEqual(
    runIdPairs(
      `2026-11-20 23:20:25.096 [1795216825078504/start/1 (pid 10)] Cloning previously run task ${RUN}/start/1`,
      '2026-11-26 03:10:25.001 [1795662805000001/start/1 (pid 99)] Cloning previously run task 1795662800000001/start/1',
    ),
    [
      ['1795216825078504', '1795662805000001'],
      [RUN, '1795662800000001'],
    ],
  );
});

test('an id inside a "…" of the shown line pairs with nothing', () => {
  assert.deepEqual(runIdPairs(`[1795216825078504/…] Cloning ${RUN}/…`, '[1795662805000001/start/1] Cloning 1795662800000001/start/1'), [
    ['1795216825078504', '1795662805000001'],
    [RUN, '1795662800000001'],
  ]);
  assert.deepEqual(runIdPairs('Cloning …', 'Cloning 1795662800000001/start/1'), []);
});

test('ids are whole numbers of 13 or more digits, as in the output comparison', () => {
  assert.deepEqual(runIdPairs('id …1795216818044327', 'id 991795662800000001'), [[RUN, '991795662800000001']]);
  assert.deepEqual(runIdPairs('count 123456789012', 'count 123456789012'), []);
});

/** The pairs of a page's output against a printed output, as the examples harness collects them. */
function pairs(shown: string, printed: string, where: string) {
  const matched = matchOutput(shown, printed);
  assert.ok(matched, `${where}: outputs should match`);
  return runIdPairsOf(matched, where);
}

test('ids that correspond one to one pass, whatever their values', () => {
  const all = [
    ...pairs(`Workflow starting (run-id ${RUN}):\n...`, 'Workflow starting (run-id 1795662800000001):\nmore', 'page:1'),
    ...pairs(`Spun ${SPIN}`, 'Spun 1795662804186204', 'page:2'),
    ...pairs(`Resume could not find run id ${SPIN}\nCloning ${RUN}`, 'Resume could not find run id 1795662804186204\nCloning 1795662800000001', 'page:3'),
  ];
  assert.deepEqual(runIdMismatches(all), []);
});

test('one run shown under two ids is reported', () => {
  const all = [
    ...pairs(`Spun ${SPIN}`, 'Spun 1795662804186204', 'page:2'),
    ...pairs('Resume could not find run id 1795216823673041', 'Resume could not find run id 1795662804186204', 'page:3'),
  ];
  assert.deepEqual(runIdMismatches(all), [
    `run 1795662804186204 is shown as ${SPIN} at page:2 but as 1795216823673041 at page:3`,
  ]);
});

test('two runs shown under one id are reported', () => {
  const all = [
    ...pairs(`Workflow starting (run-id ${RUN})`, 'Workflow starting (run-id 1795662800000001)', 'page:1'),
    ...pairs(`Workflow starting (run-id ${RUN})`, 'Workflow starting (run-id 1795662809999999)', 'page:5'),
  ];
  assert.deepEqual(runIdMismatches(all), [
    `the page shows run id ${RUN} for two runs: 1795662800000001 at page:1, 1795662809999999 at page:5`,
  ]);
});
