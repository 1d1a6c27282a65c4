/**
 * Every command on a Python page that runs a flow file (`python <file>.py ...`) is part of a
 * runnable example, so the examples suite either runs it or, for a cloud command
 * (`test-with`), checks its subcommands and options against the installed Metaflow.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test} from 'node:test';
import {visit} from 'unist-util-visit';
import type {Code} from 'mdast';

import {docFiles} from '../../scripts/lib/doc-files';
import {parseMdx} from '../lib/mdx';
import {parseMeta} from '../examples/harness/extract';

const root = join(__dirname, '..', '..');

test('commands that run a flow file are examples', () => {
  const uncovered: string[] = [];
  for (const file of docFiles(root).filter((path) => path.includes(join('docs', 'python')))) {
    const tree = parseMdx(readFileSync(file, 'utf8'));
    visit(tree, 'code', (node: Code) => {
      if (['bash', 'sh', 'shell'].includes(node.lang ?? '') && /\bpython3? \S+\.py\b/.test(node.value)) {
        if (!parseMeta(node.meta).has('example')) {
          uncovered.push(`${relative(root, file)}:${node.position?.start.line}: ${node.value.split('\n')[0]}`);
        }
      }
    });
  }
  assert.deepEqual(uncovered, []);
});
