/**
 * A claim of docs/python/metaflow/configuring-flows/custom-parsers.mdx against the pinned
 * Metaflow (needs `.venv`): `yaml_parser` and `pyproject_toml_parser` let the YAML or TOML
 * library's own exception through for a file that isn't YAML or TOML, and the page names the
 * two exception classes (`` such as `<yaml class>` or `<toml class>` ``). This test reads those
 * names from the page, feeds each parser a broken document in the pinned Python, and compares
 * the class it raises, module and name. A release that wraps these errors, or a page that names
 * other classes, fails here.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

import {pythonJson} from './pinned-python';

const root = join(__dirname, '..', '..');
const page = join(root, 'docs', 'python', 'metaflow', 'configuring-flows', 'custom-parsers.mdx');

/** The exception classes the page names for a broken YAML and a broken TOML document. */
function pageClasses(): {yaml: string; toml: string} {
  const text = readFileSync(page, 'utf8').replace(/\s+/g, ' ');
  const named = /let its exception through, such as `([\w.]+)` or `([\w.]+)`/.exec(text);
  assert.ok(named, 'the page no longer names the library exceptions in the words this test reads');
  return {yaml: named[1], toml: named[2]};
}

test('yaml_parser and pyproject_toml_parser raise the library exceptions the page names', () => {
  const expected = pageClasses();
  const script = [
    'import json',
    'from metaflow import pyproject_toml_parser, yaml_parser',
    'raised = {}',
    'for key, parse, broken in (("yaml", yaml_parser, "steps: [train"), ("toml", pyproject_toml_parser, "[project")):',
    '    try:',
    '        parse(broken)',
    '        raised[key] = None',
    '    except Exception as error:',
    '        raised[key] = type(error).__module__ + "." + type(error).__name__',
    'print(json.dumps(raised))',
  ].join('\n');
  const raised = pythonJson(script) as Record<string, string | null>;
  assert.equal(raised.yaml, expected.yaml, 'a broken YAML document');
  assert.equal(raised.toml, expected.toml, 'a broken TOML document');
});
