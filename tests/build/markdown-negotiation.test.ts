/**
 * Markdown by content negotiation: the rule of `deploy/markdown-negotiation.mjs` on the
 * `Accept` headers that matter (browsers, curl, tools that ask for Markdown, quality values,
 * wildcards, malformed parts), and the local preview `deploy/serve.ts` applying it live. nginx
 * runs the same script; `nginx.test.ts` checks it there on every page.
 *
 * Needs `npm run build` first (the live part serves `build/`).
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {after, before, test} from 'node:test';

import negotiation from '../../deploy/markdown-negotiation.mjs';
import {startServer, type RunningServer} from '../../deploy/server';
import {rawGet} from '../lib/raw-request';

const root = join(__dirname, '..', '..');
const PORT = 3105;

/** `Accept` values and whether the page's Markdown is preferred to its HTML. */
const CASES: readonly [string | undefined, boolean][] = [
  ['text/markdown', true],
  ['TEXT/Markdown; charset=utf-8', true],
  ['text/markdown, text/html;q=0.9', true],
  ['text/markdown, text/html', true],
  ['text/markdown;q=0.9, */*;q=0.1', true],
  ['application/json, text/markdown;q=0.5', true],
  ['text/markdown;q=0.5, text/html;q=0.5', true],
  // Browsers, curl and clients that send nothing.
  ['text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8', false],
  ['*/*', false],
  ['', false],
  [undefined, false],
  // text/html, or the range that stands for it, above text/markdown.
  ['text/html, text/markdown;q=0.5', false],
  ['text/markdown;q=0.5, text/*', false],
  ['text/markdown;q=0.5, */*', false],
  ['text/markdown;q=0.4, text/html;q=0.2, */*', true],
  // Not acceptable at all, or not asked for.
  ['text/markdown;q=0', false],
  ['text/plain', false],
  ['text/*', false],
  // Malformed parts are skipped.
  [',,text/markdown,;q=1,garbage', true],
  ['text/markdown;q=abc', true],
  ['text/html;q=, text/markdown', true],
];

test('prefersMarkdown follows the Accept header', () => {
  for (const [accept, expected] of CASES) {
    assert.equal(negotiation.prefersMarkdown(accept), expected, JSON.stringify(accept));
  }
});

test('pageExtension names the file nginx serves for a request', () => {
  assert.equal(negotiation.pageExtension({headersIn: {Accept: 'text/markdown'}}), 'md');
  assert.equal(negotiation.pageExtension({headersIn: {}}), 'html');
});

let server: RunningServer;
before(async () => {
  server = await startServer(root, 'build', PORT, 'preview');
});
after(() => server?.stop());

test('deploy/serve.ts answers a page with its Markdown when asked, HTML otherwise, varying on Accept', async () => {
  for (const [path, file] of [
    ['/metaflow/basics', 'metaflow/basics'],
    ['/', 'index'],
    ['/v/r', 'v/r'],
  ]) {
    const markdown = await rawGet(server.origin, path, {Accept: 'text/markdown'});
    assert.equal(markdown.status, 200, path);
    assert.equal(markdown.headers['content-type'], 'text/markdown; charset=utf-8', path);
    assert.ok(markdown.body.equals(readFileSync(join(root, 'build', `${file}.md`))), `${path} is not its Markdown`);
    assert.match(markdown.headers.vary ?? '', /\bAccept\b/, path);
    const html = await rawGet(server.origin, path, {Accept: 'text/html,*/*;q=0.8'});
    assert.equal(html.headers['content-type'], 'text/html; charset=utf-8', path);
    assert.match(html.headers.vary ?? '', /\bAccept\b/, path);
  }
  // build/../README.md exists: the path must not reach it.
  const traversal = await rawGet(server.origin, '/%2e%2e/README', {Accept: 'text/markdown'});
  assert.ok(traversal.status >= 400 && traversal.status < 500, `a path outside build/ answered ${traversal.status}`);
  assert.ok(!traversal.body.includes(readFileSync(join(root, 'README.md')).subarray(0, 40)), 'README.md was served');
  assert.equal((await rawGet(server.origin, '/nope', {Accept: 'text/markdown'})).status, 404);
});
