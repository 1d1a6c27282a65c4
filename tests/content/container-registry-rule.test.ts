/**
 * The registry rule of docs/python/scaling/dependencies/containers.mdx against the pinned
 * Metaflow (needs `.venv`). The page names, for four image names, the registry Metaflow sees in
 * each (`` `<registry>` in `<image>` ``) or that it sees none (`` `<image>` has no registry ``);
 * this test reads those pairs from the page and asks `metaflow.plugins.aws.aws_utils.
 * get_docker_registry`, the function `@kubernetes` and `@batch` call before they put a registry
 * setting in front of an image, for each image's registry. A release that changes the rule, or
 * a page edit that drops the examples, fails here.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

import {pythonJson} from './pinned-python';

const root = join(__dirname, '..', '..');
const page = join(root, 'docs', 'python', 'scaling', 'dependencies', 'containers.mdx');

/** Image name → the registry the page says Metaflow sees in it (`null` for none). */
function pageExamples(): Map<string, string | null> {
  const whole = readFileSync(page, 'utf8').replace(/\s+/g, ' ');
  const rule = /as the registry: (.*?) so the registry setting goes in front of it/.exec(whole);
  assert.ok(rule, 'the page no longer states the registry rule in the words this test reads');
  const text = rule[1];
  const examples = new Map<string, string | null>();
  for (const [, registry, image] of text.matchAll(/`([^`\s]+)` in `([^`\s]+)`/g)) examples.set(image, registry);
  for (const [, image] of text.matchAll(/`([^`\s]+)` has no registry/g)) examples.set(image, null);
  return examples;
}

test('the registry Metaflow sees in an image name is the one the containers page says', () => {
  const examples = pageExamples();
  assert.ok(examples.size >= 4, `the page states ${examples.size} registry examples, expected at least 4`);
  assert.ok([...examples.values()].includes(null), 'the page no longer gives an image with no registry');
  const script = [
    'import json, sys',
    'from metaflow.plugins.aws.aws_utils import get_docker_registry',
    'print(json.dumps({image: get_docker_registry(image) for image in sys.argv[1:]}))',
  ].join('\n');
  const seen = pythonJson(script, [...examples.keys()]) as Record<string, string | null>;
  for (const [image, registry] of examples) {
    assert.equal(seen[image], registry, `${image}: the page says ${registry ?? 'no registry'}, Metaflow sees ${seen[image] ?? 'none'}`);
  }
});
