/**
 * The section "Settings in remote tasks" of /api/configuration-variables against what the
 * installed Metaflow's `@kubernetes` and `@batch` put into a task's environment, as
 * tests/content/task_environment.py reads it from their job builders.
 *
 * The section's first list has four items, in this order, each naming settings by links to
 * their rows: those both decorators pass on unchanged, those only `@kubernetes` passes on,
 * those set to a value of Metaflow's, and the `METAFLOW_CONDA_*` / `METAFLOW_DEBUG_*` prefixes
 * (in inline code). The paragraph after the list links settings that reach no task. Only
 * settings count (variables of data/metaflow-config.json); what Metaflow sets for its own use
 * (`METAFLOW_CODE_URL`) does not. Needs .venv.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

import type {InlineCode, Link, List, Node, Parent, Root, Text} from 'mdast';
import {visit} from 'unist-util-visit';

import {parseMdx} from '../lib/mdx';
import {configAnchor, configFacts} from '../../plugins/api-facts/config-facts';

const root = join(__dirname, '..', '..');
const HEADING = 'Settings in remote tasks';

interface Environment {
  readonly as_is: readonly string[];
  readonly other: readonly string[];
  readonly prefixes: readonly string[];
}

const environments = JSON.parse(
  execFileSync(join(root, '.venv', 'bin', 'python'), [join(__dirname, 'task_environment.py')], {encoding: 'utf8'}),
) as {kubernetes: Environment; batch: Environment};

const settingOf = new Map(Object.keys(configFacts.variables).map((name) => [configAnchor(name), name]));
const settings = (names: Iterable<string>): string[] => [...new Set([...names].filter((name) => name in configFacts.variables))].sort();

/** The text of a node: its text and inline code, joined. */
function textOf(node: Node): string {
  let text = '';
  visit(node, (child) => {
    if (child.type === 'text' || child.type === 'inlineCode') text += (child as Text | InlineCode).value;
  });
  return text;
}

/** The settings a node links to their rows (`#metaflow_s3_retry_count`), sorted. */
function linkedSettings(node: Node): string[] {
  const names: string[] = [];
  visit(node, 'link', (link: Link) => {
    const name = settingOf.get(/^#(\w+)$/.exec(link.url)?.[1] ?? '');
    if (name) names.push(name);
  });
  return [...new Set(names)].sort();
}

/** The first list of the section and the block after it. */
function section(tree: Root): {list: List; after: Node} {
  const start = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 2 && textOf(node).includes(HEADING));
  assert.ok(start >= 0, `no "## ${HEADING}" section`);
  const end = tree.children.findIndex((node, index) => index > start && node.type === 'heading' && node.depth === 2);
  const blocks = tree.children.slice(start + 1, end);
  const at = blocks.findIndex((node) => node.type === 'list');
  assert.ok(at >= 0 && at + 1 < blocks.length, `"## ${HEADING}" has no list followed by a paragraph`);
  return {list: blocks[at] as List, after: blocks[at + 1]};
}

const {list, after} = section(parseMdx(readFileSync(join(root, 'docs', 'python', 'api', 'configuration-variables.mdx'), 'utf8')));
const [both, kubernetesOnly, changed, prefixes] = list.children as Parent[];
const {kubernetes, batch} = environments;

test('the list names the settings both @kubernetes and @batch pass on unchanged', () => {
  assert.equal(list.children.length, 4, 'four items: both, @kubernetes only, set by Metaflow, prefixes');
  assert.deepEqual(linkedSettings(both), settings(kubernetes.as_is.filter((name) => batch.as_is.includes(name))));
});

test('the list names the settings only @kubernetes passes on, and @batch passes on none of its own', () => {
  assert.deepEqual(linkedSettings(kubernetesOnly), settings(kubernetes.as_is.filter((name) => !batch.as_is.includes(name))));
  assert.deepEqual(settings(batch.as_is.filter((name) => !kubernetes.as_is.includes(name))), [], 'a setting only @batch passes on: give it an item');
});

test('the list names the settings set to a value of Metaflow\'s', () => {
  assert.deepEqual(linkedSettings(changed), settings([...kubernetes.other, ...batch.other]));
});

test('the list names the prefixes of the settings both pass on when changed', () => {
  assert.deepEqual(kubernetes.prefixes, batch.prefixes);
  for (const prefix of kubernetes.prefixes) assert.ok(textOf(prefixes).includes(`${prefix}*`), `no ${prefix}* in the last item`);
});

test('the settings the paragraph after the list names reach no task', () => {
  const passed = new Set([...kubernetes.as_is, ...kubernetes.other, ...batch.as_is, ...batch.other]);
  const named = linkedSettings(after);
  assert.ok(named.length > 0, 'the paragraph names no setting');
  assert.deepEqual(named.filter((name) => passed.has(name) || kubernetes.prefixes.some((prefix) => name.startsWith(prefix))), []);
});
