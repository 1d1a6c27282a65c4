/**
 * The R code of the R docs (every ```r block under docs/r) parses with Rscript, and its calls
 * of the metaflow R package's exports use arguments those functions have. Also shows, on
 * made-up blocks, that each kind of mistake is reported. Needs Rscript (`r-base-core`;
 * `.ci/run` installs it).
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test} from 'node:test';
import {visit} from 'unist-util-visit';
import type {Code} from 'mdast';

import {docFiles} from '../../scripts/lib/doc-files';
import {parseMdx} from '../lib/mdx';
import {checkRBlocks} from './check';

const root = join(__dirname, '..', '..');

test('the R check reports syntax errors, unknown arguments, non-exports and extra positional arguments', () => {
  const blocks = new Map([
    ['good', 'metaflow("A") %>%\n  step(step = "start", next_step = "end") %>%\n  step(step = "end") %>%\n  run()\n'],
    ['syntax', 'x <- function( {\n'],
    ['argument', 'retry(times = 2, minutes = 1)\n'],
    ['export', 'metaflow::no_such_function()\n'],
    ['positional', 'resources(1, 0, 4096, NULL, 5)\n'],
  ]);
  const problems = checkRBlocks(root, blocks);
  assert.equal(problems.length, 4, problems.join('\n'));
  assert.match(problems[0], /^syntax: does not parse/);
  assert.match(problems[1], /^argument: retry\(\) has no argument `minutes`/);
  assert.match(problems[2], /^export: metaflow::no_such_function is not exported/);
  assert.match(problems[3], /^positional: resources\(\) is given 5 unnamed arguments; it takes 4/);
});

test('every R code block in the R docs parses and calls the package with real arguments', () => {
  const blocks = new Map<string, string>();
  for (const file of docFiles(root).filter((path) => relative(root, path).startsWith(join('docs', 'r')))) {
    visit(parseMdx(readFileSync(file, 'utf8')), 'code', (node: Code) => {
      if (node.lang === 'r') blocks.set(`${relative(root, file)}:${node.position?.start.line}`, node.value);
    });
  }
  assert.deepEqual(checkRBlocks(root, blocks), []);
});
