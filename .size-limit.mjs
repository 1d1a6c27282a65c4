/**
 * Size budgets of what the site ships, checked by `npm run test:size` (size-limit with
 * @size-limit/file) on the last build in `build/`: the entry chunk every page executes, for each
 * page `npm run bench` measures every script a first visit to it executes
 * (`scripts/lib/page-scripts.ts`, from the build's route table and client manifest), gzip, and the
 * offline search index's two files, brotli and gzip. A budget
 * exceeded fails the test command, and so do scripts missing from `build/`. The budgets are issue 24's final numbers with about 3 %
 * headroom (the two API pages': issue 33's, once their chunks no longer carried the API facts);
 * raise one only with a measurement in BENCHMARKS.md that says why.
 */
import {existsSync} from 'node:fs';

import {pageScripts} from './scripts/lib/page-scripts.ts';

/**
 * The page's scripts in `build/`. Throws when one is missing: `.docusaurus/` then describes
 * another build than `build/` (the e2e suite's hosted build writes it too), and size-limit
 * would count the missing files as empty.
 */
function builtPageScripts(page) {
  const files = pageScripts('.', page).map((file) => `build/${file}`);
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length > 0) throw new Error(`${missing.join(', ')} not found: run npm run build before npm run test:size`);
  return files;
}

/** Executed-script budget per page, in kB of gzip (size-limit's kB: 1,000 bytes). */
const PAGE_BUDGETS = {
  '/': '148 kB',
  '/metaflow/basics': '169 kB',
  '/api/flowspec': '163 kB',
  '/scaling/remote-tasks/kubernetes': '153 kB',
  '/v/r': '141 kB',
  '/api/cards': '174 kB',
};

/**
 * The offline search index (DECISIONS 19): what a reader downloads, brotli where the server offers it
 * (the nginx configuration does) and gzip otherwise, for each of its two files. The budgets are the
 * sizes of issue 34's index (85.8 and 114.7 kB; 323.9 and 425.3 kB) with about 5 % headroom, so
 * that growth is a decision.
 */
const SEARCH_INDEX_BUDGETS = [
  {file: 'build/search-index.json', what: 'titles, headings and reference names', brotli: '90 kB', gzip: '120 kB'},
  {file: 'build/assets/search/text.*.json', what: 'the pages\' text', brotli: '340 kB', gzip: '446 kB'},
];

export default [
  {name: 'entry chunk (main.js)', path: 'build/assets/js/main.*.js', limit: '106 kB', gzip: true},
  ...Object.entries(PAGE_BUDGETS).map(([page, limit]) => ({
    name: `scripts a first visit to ${page} executes`,
    path: builtPageScripts(page),
    limit,
    gzip: true,
  })),
  ...SEARCH_INDEX_BUDGETS.flatMap(({file, what, brotli, gzip}) => [
    {name: `search index, ${what} (${file.replace('build/', '')}), brotli`, path: file, limit: brotli, brotli: true},
    {name: `search index, ${what} (${file.replace('build/', '')}), gzip`, path: file, limit: gzip, gzip: true},
  ]),
];
