/**
 * The production server: nginx, run as the current user on a loopback port with the
 * configuration `npm run build` generated (`build-deploy/nginx.conf`) over `build/`, answers
 * every page, redirect, suffix, trailing slash and unknown path as DECISIONS 10 and 11 say, with
 * validators, ranges, the precompressed files, and every caching and security header. Also
 * checks the precompressed copies themselves and the configuration's guards.
 *
 * Needs `npm run build` first, and Debian's `nginx`, `libnginx-mod-http-brotli-static` and `libnginx-mod-http-js`.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {after, before, test} from 'node:test';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';

import {readEnv} from '../../env';
import {redirects} from '../../redirects';
import {inlineScripts, scriptHash} from '../../plugins/lib/inline-scripts';
import {DEBIAN_BROTLI_MODULE, DEBIAN_JS_MODULE, DEPLOY_DIR, nginxConfig} from '../../deploy/nginx-config';
import {isCompressible} from '../../deploy/precompress';
import {
  IMMUTABLE_CACHE_CONTROL,
  REVALIDATE_CACHE_CONTROL,
  contentSecurityPolicy,
  securityHeaders,
} from '../../deploy/response-headers';
import {builtFileOf, loadRoutes} from '../../plugins/lib/routes';
import {startServer, type RunningServer} from '../../deploy/server';
import {MANIFEST_PATH, SERVICE_WORKER_PATH} from '../../plugins/lib/web-app-manifest';
import {markdownPathOf} from '../../src/lib/paths';
import {SEARCH_INDEX_PATH, SEARCH_PAGE_PATH} from '../../plugins/local-search/engine/format';
import {rawGet} from '../lib/raw-request';

const root = join(__dirname, '..', '..');
const build = join(root, 'build');
const routes = loadRoutes(root);
const PORT = 3102;
const notFoundPage = readFileSync(join(build, '404.html'));
const builtFiles = readdirSync(build, {recursive: true, encoding: 'utf8'});
const searchIndexPath = (JSON.parse(readFileSync(join(build, SEARCH_INDEX_PATH), 'utf8')) as {text: string}).text;
const mainScript = `/${builtFiles.find((file) => /^assets\/js\/main\.[0-9a-f]+\.js$/.test(file))}`;
const styleSheet = `/${builtFiles.find((file) => /^assets\/css\/styles\.[0-9a-f]+\.css$/.test(file))}`;

let server: RunningServer;
let origin: string;

before(async () => {
  server = await startServer(root, 'build', PORT, 'nginx');
  origin = server.origin;
});
after(() => server?.stop());

const get = (target: string, headers: Record<string, string> = {}) => rawGet(origin, target, headers);
/** The header names a response's `Vary` lists (nginx may send the header twice; Node joins them). */
const varyOf = (response: {headers: {vary?: string}}): string[] => response.headers.vary?.split(/,\s*/).sort() ?? [];

/** The HTML files nginx sends as pages: every route, the search page and the not-found page. */
const servedPages = [...routes.map(({path}) => builtFileOf(path)), builtFileOf(`/${SEARCH_PAGE_PATH}`), '404.html'];
/** The inline scripts of each of them, read once. */
const scriptsOf = new Map(servedPages.map((file) => [file, inlineScripts(readFileSync(join(build, file), 'utf8'))]));
/** The policy those pages need: the hashes of their inline scripts, nothing else inline. */
const expectedPolicy = contentSecurityPolicy(readEnv(), [...new Set([...scriptsOf.values()].flat().map(scriptHash))].sort());

test('the generated configuration passes `nginx -t`', () => {
  const result = spawnSync(
    'nginx',
    ['-t', '-p', `${root}/`, '-c', `${DEPLOY_DIR}/nginx.conf`, '-e', 'stderr', '-g', `pid ${DEPLOY_DIR}/tmp/nginx-t.pid;`],
    {encoding: 'utf8'},
  );
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stderr, /test is successful/);
});

test('every page of routes.json answers 200 with its built file', async () => {
  for (const {path} of routes) {
    const response = await get(path);
    assert.equal(response.status, 200, path);
    assert.equal(response.headers['content-type'], 'text/html; charset=utf-8', path);
    assert.ok(response.body.equals(readFileSync(join(build, builtFileOf(path)))), `${path} is not its built file`);
  }
});

test('every old path of redirects.ts answers 301 to its page, with the query string kept', async () => {
  for (const {from, to} of redirects) {
    const plain = await get(from);
    assert.equal(plain.status, 301, from);
    assert.equal(plain.headers.location, to, from);
    const withQuery = await get(`${from}?utm_source=old%20link&x=1`);
    assert.equal(withQuery.headers.location, `${to}?utm_source=old%20link&x=1`, from);
  }
});

test('.html and /index.html suffixes answer 301 to the plain path, with the query string kept', async () => {
  for (const {path} of routes) {
    const suffixed = path === '/' ? ['/index.html'] : [`${path}.html`, `${path}/index.html`];
    for (const target of suffixed) {
      const response = await get(`${target}?q=1`);
      assert.equal(response.status, 301, target);
      assert.equal(response.headers.location, `${path}?q=1`, target);
    }
  }
});

test('a page path with a trailing slash is not found', async () => {
  for (const {path} of routes.filter((route) => route.path !== '/')) {
    const response = await get(`${path}/`);
    assert.equal(response.status, 404, `${path}/`);
    assert.ok(response.body.equals(notFoundPage), `${path}/ is not the not-found page`);
  }
});

test('unknown paths answer 404 with the not-found page', async () => {
  for (const path of ['/nope', '/v/r/nope', '/api/unknown', '/metaflow', '/assets/js', '/404', '/404.html', '/index', '/build/nope']) {
    const response = await get(path);
    assert.equal(response.status, 404, path);
    assert.equal(response.headers['content-type'], 'text/html; charset=utf-8', path);
    assert.ok(response.body.equals(notFoundPage), `${path} is not the not-found page`);
  }
});

test('pages as Markdown and llms.txt are served as UTF-8 Markdown and text, not caught by the .html rule', async () => {
  for (const [path, type] of [
    ['/metaflow/basics.md', 'text/markdown; charset=utf-8'],
    ['/index.md', 'text/markdown; charset=utf-8'],
    ['/v/r.md', 'text/markdown; charset=utf-8'],
    ['/llms.txt', 'text/plain; charset=utf-8'],
    ['/llms-full.txt', 'text/plain; charset=utf-8'],
  ]) {
    const response = await get(path);
    assert.equal(response.status, 200, path);
    assert.equal(response.headers['content-type'], type, path);
    assert.ok(response.body.equals(readFileSync(join(build, path.slice(1)))), `${path} is not its file`);
    assert.equal(response.headers['cache-control'], REVALIDATE_CACHE_CONTROL, path);
  }
});

test('a page URL asked for Markdown answers with its .md file, browsers get HTML, and both vary on Accept', async () => {
  const markdownPages = routes.map(({path}) => path).filter((path) => existsSync(join(build, markdownPathOf(path))));
  assert.ok(markdownPages.length > 100, `only ${markdownPages.length} pages have Markdown`);
  const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
  for (const path of markdownPages) {
    const markdown = await get(path, {Accept: 'text/markdown'});
    assert.equal(markdown.status, 200, path);
    assert.equal(markdown.headers['content-type'], 'text/markdown; charset=utf-8', path);
    assert.ok(markdown.body.equals(readFileSync(join(build, markdownPathOf(path)))), `${path} is not its Markdown`);
    assert.ok(varyOf(markdown).includes('Accept'), path);
    const html = await get(path, {Accept: browser});
    assert.equal(html.headers['content-type'], 'text/html; charset=utf-8', path);
    assert.ok(varyOf(html).includes('Accept'), path);
  }
  // The rule's corners (each one is also in tests/build/markdown-negotiation.test.ts).
  for (const [accept, type] of [
    ['text/markdown, text/html;q=0.9', 'text/markdown; charset=utf-8'],
    ['text/markdown;q=0.9, */*;q=0.1', 'text/markdown; charset=utf-8'],
    ['text/html, text/markdown;q=0.5', 'text/html; charset=utf-8'],
    ['text/markdown;q=0.5, text/*', 'text/html; charset=utf-8'],
    ['*/*', 'text/html; charset=utf-8'],
  ]) {
    assert.equal((await get('/metaflow/basics', {Accept: accept})).headers['content-type'], type, accept);
  }
  // Compressed Markdown, 304 and Range work as for the HTML.
  const compressed = await get('/v/r', {Accept: 'text/markdown', 'Accept-Encoding': 'br'});
  assert.ok(compressed.body.equals(readFileSync(join(build, 'v/r.md.br'))), 'the brotli copy of /v/r.md');
  const {etag} = (await get('/v/r', {Accept: 'text/markdown'})).headers;
  assert.equal((await get('/v/r', {Accept: 'text/markdown', 'If-None-Match': etag ?? ''})).status, 304);
  // A page without Markdown, a file and an unknown page keep their usual answers.
  assert.equal((await get(`/${SEARCH_PAGE_PATH}`, {Accept: 'text/markdown'})).headers['content-type'], 'text/html; charset=utf-8');
  const script = await get(mainScript, {Accept: 'text/markdown'});
  assert.equal(script.headers['content-type'], 'application/javascript; charset=utf-8');
  assert.ok(!varyOf(script).includes('Accept'), 'a file does not vary on Accept');
  assert.ok(!varyOf(await get('/metaflow/basics.md')).includes('Accept'), 'the .md file itself does not vary on Accept');
  assert.equal((await get('/nope', {Accept: 'text/markdown'})).status, 404);
});

test('the service worker and the web app manifest are revalidated on every use, with their content types', async () => {
  for (const [path, type] of [
    [SERVICE_WORKER_PATH, 'application/javascript; charset=utf-8'],
    [MANIFEST_PATH, 'application/manifest+json; charset=utf-8'],
  ]) {
    const response = await get(path);
    assert.equal(response.status, 200, path);
    assert.equal(response.headers['content-type'], type, path);
    assert.equal(response.headers['cache-control'], REVALIDATE_CACHE_CONTROL, path);
    assert.ok(response.body.equals(readFileSync(join(build, path.slice(1)))), `${path} is not its file`);
  }
});

test('validators give 304 and a Range request gives 206', async () => {
  const page = '/metaflow/basics';
  const file = readFileSync(join(build, builtFileOf(page)));
  const first = await get(page);
  const {etag} = first.headers;
  const lastModified = first.headers['last-modified'];
  assert.ok(etag && lastModified, 'a page has an ETag and a Last-Modified');
  assert.equal((await get(page, {'If-None-Match': etag})).status, 304);
  assert.equal((await get(page, {'If-Modified-Since': lastModified})).status, 304);
  assert.equal((await get(page, {'If-None-Match': '"stale"'})).status, 200);

  const range = await get(page, {Range: 'bytes=100-199'});
  assert.equal(range.status, 206);
  assert.equal(range.headers['content-range'], `bytes 100-199/${file.length}`);
  assert.ok(range.body.equals(file.subarray(100, 200)));
});

test('clients that accept brotli or gzip get the precompressed copies', async () => {
  for (const path of ['/metaflow/basics', mainScript, styleSheet, searchIndexPath, '/sitemap.xml', `/${SEARCH_INDEX_PATH}`]) {
    const file = join(build, path === '/metaflow/basics' ? builtFileOf(path) : path.slice(1));
    for (const [accept, encoding, suffix] of [
      ['br', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
      ['gzip, deflate, br', 'br', '.br'],
      ['identity', undefined, ''],
    ] as const) {
      const response = await get(path, {'Accept-Encoding': accept});
      assert.equal(response.status, 200, path);
      assert.equal(response.headers['content-encoding'], encoding, `${path} with Accept-Encoding: ${accept}`);
      assert.ok(response.body.equals(readFileSync(file + suffix)), `${path} with ${accept} is not the file ${suffix || 'itself'}`);
      // A page's representation also depends on Accept (Markdown negotiation).
      const vary = path === '/metaflow/basics' ? ['Accept', 'Accept-Encoding'] : ['Accept-Encoding'];
      assert.deepEqual(varyOf(response), vary, path);
    }
  }
});

test('every text file of the build has .gz and .br copies that decompress to it', () => {
  const textFiles = builtFiles.filter(isCompressible);
  assert.ok(textFiles.length > 300, `only ${textFiles.length} text files`);
  for (const file of textFiles) {
    const original = readFileSync(join(build, file));
    assert.ok(gunzipSync(readFileSync(join(build, `${file}.gz`))).equals(original), `${file}.gz`);
    assert.ok(brotliDecompressSync(readFileSync(join(build, `${file}.br`))).equals(original), `${file}.br`);
  }
});

test('content-hashed assets are cached for a year; pages, manifests and redirects are revalidated', async () => {
  const image = `/${builtFiles.find((file) => file.startsWith('assets/images/'))}`;
  for (const path of [mainScript, styleSheet, searchIndexPath, image]) {
    const response = await get(path);
    assert.equal(response.status, 200, path);
    assert.equal(response.headers['cache-control'], IMMUTABLE_CACHE_CONTROL, path);
  }
  for (const path of ['/', '/metaflow/basics', '/v/r', `/${SEARCH_INDEX_PATH}`, '/sitemap.xml', '/opensearch.xml']) {
    const response = await get(path);
    assert.equal(response.status, 200, path);
    assert.equal(response.headers['cache-control'], REVALIDATE_CACHE_CONTROL, path);
    assert.ok(response.headers.etag && response.headers['last-modified'], `${path} has no validators`);
  }
  for (const path of [redirects[0].from, '/nope']) {
    assert.equal((await get(path)).headers['cache-control'], REVALIDATE_CACHE_CONTROL, path);
  }
});

test('every kind of response carries every security header', async () => {
  const expected = securityHeaders(expectedPolicy);
  assert.deepEqual(
    expected.map(({name}) => name),
    ['Content-Security-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy', 'X-Frame-Options', 'Permissions-Policy'],
  );
  const etag = (await get('/')).headers.etag ?? '';
  const responses = {
    page: await get('/metaflow/basics'),
    asset: await get(mainScript),
    'precompressed asset': await get(mainScript, {'Accept-Encoding': 'br'}),
    redirect: await get(redirects[0].from),
    'suffix redirect': await get('/index.html'),
    'not found': await get('/nope'),
    'not modified': await get('/', {'If-None-Match': etag}),
    range: await get('/', {Range: 'bytes=0-9'}),
  };
  for (const [kind, response] of Object.entries(responses)) {
    for (const {name, value} of expected) {
      assert.equal(response.headers[name.toLowerCase()], value, `${name} of the ${kind} response`);
    }
    assert.equal(response.headers['x-frame-options'], 'DENY');
    assert.equal(response.headers.server, 'nginx', `the ${kind} response names no nginx version`);
  }
});

test("the policy allows the pages' inline scripts by hash, and no inline or eval'd script else", async () => {
  const policy = (await get('/')).headers['content-security-policy'] ?? '';
  assert.equal(policy, expectedPolicy);
  const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '))?.split(' ') ?? [];
  assert.ok(!scriptSrc.includes("'unsafe-inline'") && !scriptSrc.includes("'unsafe-eval'"), policy);
  assert.match(policy, /frame-ancestors 'none'/);
  for (const [file, scripts] of scriptsOf) {
    for (const source of scripts) {
      assert.ok(scriptSrc.includes(scriptHash(source)), `an inline script of ${file} is not allowed: ${source.slice(0, 80)}`);
    }
  }
});

test('the configuration refuses paths and header values nginx would not take literally', () => {
  const site = {
    root: 'build',
    runDir: `${DEPLOY_DIR}/tmp`,
    listen: '8080',
    redirects: [{from: '/old', to: '/new'}],
    headers: [{name: 'X-Test', value: 'ok'}],
    types: {html: 'text/html'},
    brotliModule: DEBIAN_BROTLI_MODULE,
    jsModule: DEBIAN_JS_MODULE,
  };
  assert.match(nginxConfig(site), /location = \/old \{ return 301 \/new\$is_args\$args; \}/);
  assert.throws(() => nginxConfig({...site, redirects: [{from: '/old path', to: '/new'}]}), /Not a plain absolute path/);
  assert.throws(() => nginxConfig({...site, redirects: [{from: '/old', to: '/new;return 200'}]}), /Not a plain absolute path/);
  assert.throws(() => nginxConfig({...site, headers: [{name: 'X-Test', value: 'a $uri'}]}), /Not a literal nginx parameter/);
  assert.throws(() => nginxConfig({...site, headers: [{name: 'X-Test', value: 'a"b'}]}), /Not a literal nginx parameter/);
});

test('the build directory has the configuration beside it, not inside it', () => {
  assert.ok(existsSync(join(root, DEPLOY_DIR, 'nginx.conf')));
  assert.ok(!builtFiles.some((file) => file.endsWith('.conf')), 'no configuration inside build/');
});
