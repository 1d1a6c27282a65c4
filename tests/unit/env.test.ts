import assert from 'node:assert/strict';
import {test} from 'node:test';

import {ENV_DEFAULTS, describeEnv, readEnv} from '../../env';

test('an empty environment gives the documented defaults and says so', () => {
  const env = readEnv({});
  assert.equal(env.siteUrl, ENV_DEFAULTS.SITE_URL);
  assert.equal(env.editUrlBase, ENV_DEFAULTS.EDIT_URL_BASE);
  assert.equal(env.newIssueUrl, 'https://github.com/Netflix/metaflow-docs/issues/new');
  assert.equal(env.gtagTrackingId, undefined);
  assert.equal(env.algolia, undefined);
  assert.equal(env.faster, true);
  assert.equal(env.sourceMaps, false);
  assert.match(describeEnv(env, {}).join('\n'), /analytics off/);
});

test('blank values count as missing', () => {
  assert.equal(readEnv({GTAG_TRACKING_ID: '  ', SITE_URL: ''}).gtagTrackingId, undefined);
});

test('set values are used, with slashes normalised', () => {
  const env = readEnv({SITE_URL: 'https://example.org/', EDIT_URL_BASE: 'https://git.example.org/me/docs/edit/main', GTAG_TRACKING_ID: 'G-1'});
  assert.equal(env.siteUrl, 'https://example.org');
  assert.equal(env.editUrlBase, 'https://git.example.org/me/docs/edit/main/');
  assert.equal(env.newIssueUrl, 'https://git.example.org/me/docs/issues/new');
  assert.equal(env.gtagTrackingId, 'G-1');
  assert.equal(readEnv({SOURCE_MAPS: 'true'}).sourceMaps, true);
});

test('bad values fail with a clear message', () => {
  assert.throws(() => readEnv({SITE_URL: 'not a url'}), /SITE_URL must be an absolute URL/);
  assert.throws(() => readEnv({ALGOLIA_APP_ID: 'x'}), /needs all of ALGOLIA_APP_ID/);
  assert.throws(() => readEnv({EDIT_URL_BASE: 'https://git.example.org/edit/'}), /EDIT_URL_BASE must point into a repository/);
});
