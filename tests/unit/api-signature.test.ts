/**
 * The signature line of API sections (plugins/api-facts/signature.ts) on made-up facts: a class
 * attribute shows its literal value from the facts, and its type when the value isn't a literal.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {signatureText} from '../../plugins/api-facts/signature';

test('a class attribute shows its value, or its type when the value is not a literal', () => {
  const attribute = {name: 'MetaflowCard.RELOAD_POLICY', kind: 'attribute', source: null, signature: null, type: 'str'} as const;
  assert.equal(signatureText({...attribute, value: "'never'"}), "MetaflowCard.RELOAD_POLICY = 'never'");
  assert.equal(signatureText({...attribute, type: 'NoneType', value: 'None'}), 'MetaflowCard.RELOAD_POLICY = None');
  assert.equal(signatureText({...attribute, type: 'set', value: null}), 'MetaflowCard.RELOAD_POLICY: set');
});
