/**
 * Public API coverage: every public name of `import metaflow` in the pinned release (no
 * leading underscore, not a module) has a section in the API reference, is left out on
 * purpose (`UNDOCUMENTED_NAMES` in scripts/api_extract.py, with the reason), or is on the
 * list below of names whose pages are still to be written. A name that a new release adds
 * fails the first test, which names it. Reads data/metaflow-api.json, which the drift test
 * holds to the installed package.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

import type {ApiFacts} from '../../plugins/api-facts/facts';

const facts = JSON.parse(readFileSync(join(__dirname, '..', '..', 'data', 'metaflow-api.json'), 'utf8')) as ApiFacts;

/**
 * Public names whose reference pages are planned but not written yet, with the page that will
 * document them (shared/spec/pages-for-2.19.md). Remove a name when its page lands; the list
 * must end empty.
 */
const NOT_YET_DOCUMENTED: Readonly<Record<string, string>> = {};

const names = Object.keys(facts.public_names);
const undocumented = names.filter((name) => facts.public_names[name] === null);

test('every public name of metaflow is documented, excluded with a reason, or planned', () => {
  const unaccounted = undocumented.filter((name) => !(name in facts.undocumented_names) && !(name in NOT_YET_DOCUMENTED));
  assert.deepEqual(unaccounted, [], `public names with no reference section: add one to SCOPE in scripts/api_extract.py, or to UNDOCUMENTED_NAMES with the reason`);
});

test('names excluded on purpose are public and have no section', () => {
  for (const [name, reason] of Object.entries(facts.undocumented_names)) {
    assert.ok(name in facts.public_names, `${name} is excluded but metaflow no longer exposes it`);
    assert.equal(facts.public_names[name], null, `${name} is excluded but documented as ${facts.public_names[name]}`);
    assert.ok(reason.length > 20, `${name} needs a reason`);
  }
});

test('names planned for later pages are public, undocumented and not excluded', () => {
  for (const name of Object.keys(NOT_YET_DOCUMENTED)) {
    assert.ok(name in facts.public_names, `${name} is planned but metaflow no longer exposes it`);
    assert.equal(facts.public_names[name], null, `${name} is documented now (${facts.public_names[name]}): remove it from NOT_YET_DOCUMENTED`);
    assert.ok(!(name in facts.undocumented_names), `${name} is both planned and excluded`);
  }
});

test('every documenting object is an object of an API page', () => {
  const onPages = new Set(Object.values(facts.pages).flat());
  for (const [name, object] of Object.entries(facts.public_names)) {
    if (object !== null) assert.ok(onPages.has(object), `${name}: ${object} is on no API page`);
  }
});

test('coverage of the public API', (t) => {
  const inScope = names.filter((name) => !(name in facts.undocumented_names));
  const documented = inScope.filter((name) => facts.public_names[name] !== null);
  t.diagnostic(`${documented.length} of ${inScope.length} public names documented (${Object.keys(facts.undocumented_names).length} excluded on purpose); not yet: ${Object.keys(NOT_YET_DOCUMENTED).join(', ') || 'none'}`);
  assert.equal(documented.length + Object.keys(NOT_YET_DOCUMENTED).length, inScope.length);
});
