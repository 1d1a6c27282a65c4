/**
 * Hostile request targets against both servers of the site, nginx with the generated
 * configuration and the local preview `deploy/serve.ts`: path traversal (raw, percent-encoded,
 * double-encoded, overlong UTF-8, backslashes), NUL bytes, over-long paths, invalid UTF-8, markup
 * in the path and in `?q=`, CR/LF and other hosts smuggled into a redirect. Each gets a 4xx or a
 * 301 to a path of the same site (the search page, whose query the browser reads, a 200), never
 * a 5xx, never a byte of a file outside `build/` (the repository's `package.json`, the system's
 * `/etc/passwd`), never a cookie, and never the markup echoed back.
 *
 * Needs `npm run build` first, and nginx (see `nginx.test.ts`).
 */
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';

import {startServer, type RunningServer, type ServerKind} from '../../deploy/server';
import {rawGet} from '../lib/raw-request';

const root = join(__dirname, '..', '..');
const PORTS: Record<ServerKind, number> = {nginx: 3103, preview: 3104};

/** Text that only a file outside `build/` holds: the repository's package.json and /etc/passwd. */
const OUTSIDE_MARKERS = ['"name": "metaflow-docs"', 'root:x:0:0'];
const MARKUP = '<script>alert(1)</script>';

const HOSTILE_TARGETS: readonly string[] = [
  '/../package.json',
  '/../../../../../../etc/passwd',
  '/assets/../../package.json',
  '/%2e%2e/package.json',
  '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '/..%2fpackage.json',
  '/..%2f..%2f..%2f..%2fetc%2fpasswd',
  '/%252e%252e/package.json',
  '/..%252fpackage.json',
  '/%c0%ae%c0%ae/package.json',
  '/..%5cpackage.json',
  '/..\\package.json',
  '/%00',
  '/metaflow/basics%00',
  '/index.html%00.js',
  '/%00/../package.json',
  `/${'a'.repeat(5000)}`,
  `/${'a'.repeat(300)}/b`,
  `/${'docs/'.repeat(1000)}x`,
  '/%ff%fe',
  '/\xff\xfe\xfd',
  '/metaflow/%c3%28',
  '/%',
  '/%zz',
  `/${MARKUP}`,
  `/search?q=${MARKUP}`,
  '/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  `/nope?q=${MARKUP}`,
  '//evil.example/x.html',
  '/\\evil.example/x.html',
  '/%2F%2Fevil.example/x.html',
  '/a%0d%0aSet-Cookie:%20x=1.html',
  '/metaflow/data%0d%0aSet-Cookie:%20x=1',
];

for (const kind of ['nginx', 'preview'] as const) {
  describe(`${kind === 'nginx' ? 'nginx' : 'deploy/serve.ts'} with hostile paths`, () => {
    let server: RunningServer;
    before(async () => {
      server = await startServer(root, 'build', PORTS[kind], kind);
    });
    after(() => server?.stop());

    test('answers each with a 4xx or a same-site redirect, and nothing from outside build/', async () => {
      const failures: string[] = [];
      for (const target of HOSTILE_TARGETS) {
        const shown = JSON.stringify(target.length > 60 ? `${target.slice(0, 60)}…` : target);
        const {status, headers, body} = await rawGet(server.origin, target);
        const text = body.toString('latin1');
        // Only the search page exists among these paths; its query is read by the browser.
        const served = status === 200 && target.startsWith('/search?');
        if (status >= 500 || (status < 400 && status !== 301 && !served)) {
          failures.push(`${shown} answered ${status}`);
        }
        if (status >= 300 && status < 400 && !/^\/(?![/\\])/.test(headers.location ?? '')) {
          failures.push(`${shown} redirected off the site, to ${JSON.stringify(headers.location)}`);
        }
        if (headers['set-cookie']) {
          failures.push(`${shown} set a cookie`);
        }
        for (const marker of [...OUTSIDE_MARKERS, MARKUP]) {
          if (text.includes(marker)) {
            failures.push(`${shown} answered with ${JSON.stringify(marker)}`);
          }
        }
      }
      assert.deepEqual(failures, []);
    });

    test('still serves pages afterwards', async () => {
      assert.equal((await rawGet(server.origin, '/metaflow/basics')).status, 200);
    });
  });
}
