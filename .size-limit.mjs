/**
 * Size budgets of the JavaScript the site ships, checked by `npm run test:size` (size-limit with
 * @size-limit/file, gzip) on the last build in `build/`: the entry chunk every page executes,
 * and, for each page `npm run bench` measures, every script a first visit to it executes
 * (`scripts/lib/page-scripts.ts`, from the build's route table and client manifest). A budget
 * exceeded fails the test command. The budgets are issue 24's final numbers with about 3 %
 * headroom; raise one only with a measurement in BENCHMARKS.md that says why.
 */
import {pageScripts} from './scripts/lib/page-scripts.ts';

/** Executed-script budget per page, in kB of gzip (size-limit's kB: 1,000 bytes). */
const PAGE_BUDGETS = {
  '/': '148 kB',
  '/metaflow/basics': '169 kB',
  '/api/flowspec': '176 kB',
  '/scaling/remote-tasks/kubernetes': '153 kB',
  '/v/r': '141 kB',
  '/api/cards': '185 kB',
};

export default [
  {name: 'entry chunk (main.js)', path: 'build/assets/js/main.*.js', limit: '106 kB', gzip: true},
  ...Object.entries(PAGE_BUDGETS).map(([page, limit]) => ({
    name: `scripts a first visit to ${page} executes`,
    path: pageScripts('.', page).map((file) => `build/${file}`),
    limit,
    gzip: true,
  })),
];
