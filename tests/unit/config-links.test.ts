/**
 * Guide pages link the configuration variables they name: on every Python page, each variable
 * of data/metaflow-config.json written as inline code (`METAFLOW_S3_ENDPOINT_URL`) must be
 * linked at least once to its row of /api/configuration-variables (`#metaflow_s3_endpoint_url`).
 * Code blocks do not count; the reference page itself is exempt.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test} from 'node:test';

import type {Link} from 'mdast';
import {visit} from 'unist-util-visit';

import {docFiles} from '../../scripts/lib/doc-files';
import {parseMdx} from '../lib/mdx';
import {configAnchor, configFacts} from '../../plugins/api-facts/config-facts';

const root = join(__dirname, '..', '..');
const REFERENCE = join(root, 'docs', 'python', 'api', 'configuration-variables.mdx');
const pages = docFiles(root).filter((file) => file.startsWith(join(root, 'docs', 'python')) && file !== REFERENCE);

/** The variables a page names in inline code, and those it links to the reference. */
function namedAndLinked(file: string): {named: Set<string>; linked: Set<string>} {
  const named = new Set<string>();
  const linked = new Set<string>();
  visit(parseMdx(readFileSync(file, 'utf8')), (node) => {
    if (node.type === 'inlineCode' && node.value in configFacts.variables) named.add(node.value);
    if (node.type === 'link') {
      const match = /configuration-variables\.mdx#(\w+)$/.exec((node as Link).url);
      if (match) linked.add(match[1]);
    }
  });
  return {named, linked: new Set([...named].filter((name) => linked.has(configAnchor(name))))};
}

test('every guide page links each configuration variable it names to its row', () => {
  const unlinked = pages.flatMap((file) => {
    const {named, linked} = namedAndLinked(file);
    return [...named].filter((name) => !linked.has(name)).map((name) => `${relative(root, file)}: ${name}`);
  });
  assert.deepEqual(unlinked, []);
});
