/**
 * The checks of the API drift test on small made-up pages and facts: each kind of drift or
 * omission is reported, and a complete page passes.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {checkPage} from '../lib/api-drift';
import type {ApiFacts} from '../../plugins/api-facts/facts';

const facts: ApiFacts = {
  metaflow_version: '0.0.0',
  repository: 'https://github.com/Netflix/metaflow',
  pages: {thing: ['Thing', '@deco']},
  objects: {
    Thing: {name: 'Thing', kind: 'class', source: null, signature: null, members: ['Thing.go']},
    'Thing.go': {
      name: 'Thing.go',
      kind: 'method',
      source: null,
      signature: {
        parameters: [
          {name: 'speed', kind: 'POSITIONAL_OR_KEYWORD', default: '1', annotation: 'int'},
          {name: 'kwargs', kind: 'VAR_KEYWORD', default: null, annotation: null},
        ],
        returns: 'None',
      },
    },
    '@deco': {name: '@deco', kind: 'step-decorator', source: null, defaults: {times: "'3'"}, members: []},
  },
  excluded: {},
  public_names: {},
  undocumented_names: {},
  exceptions: ['ValueError'],
};

const complete = `---
title: Thing
---

import {ApiObject, Param, Params, Raises} from '@site/src/components/Api';

## \`Thing\` {/* #thing */}

<ApiObject name="Thing">
A thing.
</ApiObject>

### \`go\` {/* #thing-go */}

<ApiObject name="Thing.go">

<Params>
<Param name="speed">How fast, in metres per second.</Param>
<Param name="kwargs">Passed on.</Param>
</Params>

<Raises type="ValueError">When \`speed\` is negative.</Raises>

</ApiObject>

## \`@deco\` {/* #deco */}

<ApiObject name="@deco">

<Params>
<Param name="times" type="int">How many times.</Param>
</Params>

</ApiObject>
`;

test('a page with every section, parameter and type passes', () => {
  assert.deepEqual(checkPage(complete, 'thing', facts), []);
});

test('a draft page is reported', () => {
  assert.deepEqual(checkPage(complete.replace('title: Thing', 'title: Thing\nstatus: draft'), 'thing', facts), ['the page is still a draft']);
});

test('a member without a section is reported', () => {
  const page = complete.replace(/### `go`[\s\S]*?<\/ApiObject>\n/, '');
  assert.deepEqual(checkPage(page, 'thing', facts), ['Thing.go has no section (<ApiObject name="Thing.go">)']);
});

test('a section whose heading lacks the anchor is reported', () => {
  const page = complete.replace('{/* #thing-go */}', '{/* #go */}');
  assert.deepEqual(checkPage(page, 'thing', facts), ['Thing.go: the heading right before its <ApiObject> must end with {/* #thing-go */}']);
});

test('a missing, extra or undescribed parameter is reported', () => {
  assert.deepEqual(checkPage(complete.replace('<Param name="speed">How fast, in metres per second.</Param>\n', ''), 'thing', facts), [
    'Thing.go: parameter speed has no <Param>',
  ]);
  assert.deepEqual(checkPage(complete.replace('name="speed"', 'name="pace"'), 'thing', facts), [
    'Thing.go: parameter speed has no <Param>',
    'Thing.go: <Param name="pace"> is not a parameter of the package',
  ]);
  assert.deepEqual(checkPage(complete.replace('How many times.', ''), 'thing', facts), ['@deco: <Param name="times"> has no description']);
});

test('a type is required exactly where the package has no annotation', () => {
  assert.deepEqual(checkPage(complete.replace(' type="int">How many', '>How many'), 'thing', facts), [
    '@deco.times: the package has no annotation; give <Param type="...">',
  ]);
  assert.deepEqual(checkPage(complete.replace('<Param name="speed">', '<Param name="speed" type="float">'), 'thing', facts), [
    'Thing.go.speed: the package annotates it (int); drop type="float"',
  ]);
});

test('an object of another page and an unknown exception are reported', () => {
  const page = `${complete}\n## Other {/* #other */}\n\n<ApiObject name="Other">\n</ApiObject>\n`;
  assert.deepEqual(checkPage(page, 'thing', facts), ['<ApiObject name="Other"> is not an object of this page (3 are)']);
  assert.deepEqual(checkPage(complete.replace('type="ValueError"', 'type="SpeedError"'), 'thing', facts), [
    '<Raises type="SpeedError">: no such exception in metaflow or Python',
  ]);
});
