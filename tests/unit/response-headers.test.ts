/**
 * The Content-Security-Policy the build writes into the nginx configuration, for each set of
 * features `env.ts` can turn on: the analytics and hosted-search hosts appear only with their
 * feature, scripts are never allowed inline or by eval, and the hashes are those of the
 * scripts given. The live server's headers are checked in `nginx.test.ts`.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {readEnv} from '../../env';
import {inlineScripts, scriptHash} from '../../plugins/lib/inline-scripts';
import {contentSecurityPolicy, securityHeaders} from '../../deploy/response-headers';

const HASH = scriptHash('document.documentElement.dataset.theme = "light";');
const ALGOLIA = {ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs'};

/** The policy as a map from directive to its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

test('without analytics and hosted search, everything comes from the site itself', () => {
  const policy = directives(contentSecurityPolicy(readEnv({}), [HASH]));
  assert.deepEqual(policy.get('default-src'), ["'self'"]);
  assert.deepEqual(policy.get('script-src'), ["'self'", HASH]);
  assert.deepEqual(policy.get('connect-src'), ["'self'"]);
  assert.deepEqual(policy.get('img-src'), ["'self'", 'data:']);
  assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
  assert.deepEqual(policy.get('object-src'), ["'none'"]);
});

test('analytics adds the Google Analytics hosts, and nothing else', () => {
  const policy = directives(contentSecurityPolicy(readEnv({GTAG_TRACKING_ID: 'G-TEST'}), [HASH]));
  assert.deepEqual(policy.get('script-src'), ["'self'", HASH, 'https://*.googletagmanager.com']);
  assert.ok(policy.get('connect-src')?.includes('https://*.google-analytics.com'));
  assert.ok(policy.get('img-src')?.includes('https://*.google-analytics.com'));
  assert.ok(!policy.get('connect-src')?.some((source) => source.includes('algolia')));
});

test('hosted search adds the Algolia hosts to connect-src only', () => {
  const policy = directives(contentSecurityPolicy(readEnv(ALGOLIA), [HASH]));
  assert.deepEqual(policy.get('connect-src'), ["'self'", 'https://*.algolia.net', 'https://*.algolianet.com']);
  assert.deepEqual(policy.get('script-src'), ["'self'", HASH]);
  assert.ok(![...policy.values()].flat().some((source) => source.includes('google')));
});

test('scripts are never allowed inline or by eval, whatever is on', () => {
  for (const source of [{}, {GTAG_TRACKING_ID: 'G-TEST'}, ALGOLIA]) {
    const scriptSrc = directives(contentSecurityPolicy(readEnv(source), [HASH])).get('script-src') ?? [];
    assert.ok(!scriptSrc.includes("'unsafe-inline'") && !scriptSrc.includes("'unsafe-eval'"), scriptSrc.join(' '));
  }
});

test('a hash that is not a sha256 source expression is refused', () => {
  assert.throws(() => contentSecurityPolicy(readEnv({}), ["'unsafe-inline'"]), /Not a CSP sha256 source expression/);
  assert.throws(() => contentSecurityPolicy(readEnv({}), ['sha256-abc']), /Not a CSP sha256 source expression/);
});

test('inline scripts are found by the types a browser runs, data blocks and external scripts aside', () => {
  const html =
    '<head><script>a()</script><script type="module">b()</script><script type="application/ld+json">{"x":1}</script>' +
    '<script src="/x.js"></script><script type="text/javascript">c()</script></head>';
  assert.deepEqual(inlineScripts(html), ['a()', 'b()', 'c()']);
  // The CSP specification's own example: this script and its hash.
  assert.equal(scriptHash("alert('Hello, world.');"), "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
});

test('the security headers carry the policy they are given and refuse framing twice', () => {
  const headers = new Map(securityHeaders('default-src x').map(({name, value}) => [name, value]));
  assert.equal(headers.get('Content-Security-Policy'), 'default-src x');
  assert.equal(headers.get('X-Frame-Options'), 'DENY');
  assert.equal(headers.get('X-Content-Type-Options'), 'nosniff');
  assert.equal(headers.get('Referrer-Policy'), 'strict-origin-when-cross-origin');
  assert.match(headers.get('Strict-Transport-Security') ?? '', /^max-age=\d{8}/);
  assert.match(headers.get('Permissions-Policy') ?? '', /camera=\(\).*geolocation=\(\).*microphone=\(\)/);
});
