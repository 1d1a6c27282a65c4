/**
 * `npm run bench:serve`: the production server (nginx with `build-deploy/nginx.conf`) against
 * the local preview (`deploy/serve.ts`), both serving `build/` on loopback in the same run. Run
 * `npm run build` first; needs `nginx`, `libnginx-mod-http-brotli-static`, `libnginx-mod-http-js` and `wrk`.
 *
 * - Load: `wrk` with the same settings (`WRK`: threads, connections, seconds, and a browser's
 *   `Accept-Encoding`) on one doc page, one content-hashed JS asset and one old path of
 *   `redirects.ts` (a 301 from nginx, a redirect page from the preview). For each: requests per
 *   second, p50 and p99 latency, and errors (socket errors and statuses other than 2xx/3xx),
 *   read from `wrk-report.lua`'s JSON line. The two servers take turns per target.
 * - Bytes on the wire of a first visit to `/metaflow/basics`: the same-origin files Chromium
 *   fetches (fresh context, until the network is quiet), then each fetched again from nginx over
 *   a new connection with `Accept-Encoding: br`, `gzip` and `identity`; the bytes read from the
 *   socket (status line, headers and body) are summed per encoding.
 *
 * Prints progress lines prefixed `[bench:serve]`, then Markdown tables; writes
 * `.bench/serve.json`. The numbers are reported, not judged, but the run fails (exit status 1)
 * when a server answered any request with an error, or a tool or server can't start.
 */
import {execFile} from 'node:child_process';
import {mkdirSync, readdirSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import {join, resolve} from 'node:path';
import {promisify} from 'node:util';
import {chromium} from '@playwright/test';

import {redirects} from '../../redirects';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../lib/chromium';
import {startServer, type RunningServer, type ServerKind} from '../../deploy/server';
import {watchNetwork} from './quiet-network';

const ROOT = resolve(__dirname, '..', '..');
const PORTS: Record<ServerKind, number> = {nginx: 3210, preview: 3211};
const SERVER_NAMES: Record<ServerKind, string> = {nginx: 'nginx (build-deploy/nginx.conf)', preview: 'deploy/serve.ts'};
/** wrk settings, the same for both servers. */
const WRK = {threads: 2, connections: 32, seconds: 10, acceptEncoding: 'gzip, deflate, br'} as const;
const FIRST_VISIT_PAGE = '/metaflow/basics';
const ENCODINGS = ['br', 'gzip', 'identity'] as const;

const run = promisify(execFile);

interface WrkResult {
  readonly requests: number;
  readonly durationUs: number;
  readonly bytes: number;
  readonly p50Us: number;
  readonly p99Us: number;
  readonly errors: {readonly connect: number; readonly read: number; readonly write: number; readonly status: number; readonly timeout: number};
}

interface LoadRow extends WrkResult {
  readonly server: ServerKind;
  readonly target: string;
  readonly path: string;
  readonly requestsPerSecond: number;
  readonly errorCount: number;
}

/** Runs wrk on `url` and returns its summary. Throws when wrk fails or prints no summary. */
async function wrk(url: string): Promise<WrkResult> {
  const {stdout} = await run('wrk', [
    `--threads=${WRK.threads}`,
    `--connections=${WRK.connections}`,
    `--duration=${WRK.seconds}s`,
    `--header=Accept-Encoding: ${WRK.acceptEncoding}`,
    `--script=${join(__dirname, 'wrk-report.lua')}`,
    url,
  ]);
  const line = stdout.split('\n').find((text) => text.startsWith('{'));
  if (!line) {
    throw new Error(`wrk printed no summary for ${url}:\n${stdout}`);
  }
  return JSON.parse(line) as WrkResult;
}

/** Same-origin URLs a first visit to `url` fetches, in Chromium with an empty cache. */
async function firstVisitUrls(url: string): Promise<string[]> {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS]});
  try {
    const page = await (await browser.newContext()).newPage();
    const urls = new Set<string>();
    page.on('request', (request) => {
      if (new URL(request.url()).origin === new URL(url).origin) urls.add(request.url());
    });
    const network = watchNetwork(page);
    const response = await page.goto(url, {waitUntil: 'load'});
    if (response?.status() !== 200) {
      throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
    }
    await network.quiet();
    return [...urls];
  } finally {
    await browser.close();
  }
}

/** Bytes read from a new connection for GET `url` with `Accept-Encoding: encoding`. Rejects on a non-200. */
function bytesOnTheWire(url: string, encoding: string): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const request = http.get(url, {agent: false, headers: {'Accept-Encoding': encoding}}, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`${url} answered ${response.statusCode}`));
      }
      response.resume();
      response.on('end', () => resolvePromise(response.socket.bytesRead));
    });
    request.on('error', reject);
  });
}

const ms = (us: number): string => (us / 1000).toFixed(2);
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const mainScript = readdirSync(join(ROOT, 'build', 'assets', 'js')).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  const targets = [
    {target: 'doc page', path: FIRST_VISIT_PAGE},
    {target: 'hashed JS asset', path: `/assets/js/${mainScript}`},
    {target: 'old path (redirect)', path: redirects[0].from},
  ];
  const servers = new Map<ServerKind, RunningServer>();
  try {
    for (const kind of ['nginx', 'preview'] as const) {
      servers.set(kind, await startServer(ROOT, 'build', PORTS[kind], kind));
    }
    const rows: LoadRow[] = [];
    for (const {target, path} of targets) {
      for (const [kind, server] of servers) {
        console.log(`[bench:serve] wrk ${server.origin}${path} (${WRK.seconds} s, ${WRK.connections} connections)`);
        const result = await wrk(server.origin + path);
        const errorCount = Object.values(result.errors).reduce((sum, count) => sum + count, 0);
        rows.push({...result, server: kind, target, path, requestsPerSecond: result.requests / (result.durationUs / 1e6), errorCount});
      }
    }

    const nginx = servers.get('nginx')!;
    console.log(`[bench:serve] first visit to ${FIRST_VISIT_PAGE} in Chromium`);
    const urls = await firstVisitUrls(nginx.origin + FIRST_VISIT_PAGE);
    const wire: Record<string, number> = {};
    for (const encoding of ENCODINGS) {
      const sizes = await Promise.all(urls.map((url) => bytesOnTheWire(url, encoding)));
      wire[encoding] = sizes.reduce((sum, size) => sum + size, 0);
    }

    console.log(`\n### Serving build/ on loopback: wrk, ${WRK.threads} threads, ${WRK.connections} connections, ${WRK.seconds} s each, Accept-Encoding: ${WRK.acceptEncoding}\n`);
    console.log('| target | server | requests/s | p50 (ms) | p99 (ms) | errors |');
    console.log('| --- | --- | ---: | ---: | ---: | ---: |');
    for (const row of rows) {
      console.log(
        `| ${row.target} \`${row.path}\` | ${SERVER_NAMES[row.server]} | ${row.requestsPerSecond.toFixed(0)} | ${ms(row.p50Us)} | ${ms(row.p99Us)} | ${row.errorCount} |`,
      );
    }
    console.log(`\n### Bytes on the wire, first visit to ${FIRST_VISIT_PAGE} (${urls.length} files from nginx)\n`);
    console.log('| Accept-Encoding | bytes on the wire | of identity |');
    console.log('| --- | ---: | ---: |');
    for (const encoding of ENCODINGS) {
      console.log(`| ${encoding} | ${kb(wire[encoding])} | ${((100 * wire[encoding]) / wire.identity).toFixed(1)} % |`);
    }

    mkdirSync(join(ROOT, '.bench'), {recursive: true});
    writeFileSync(join(ROOT, '.bench', 'serve.json'), JSON.stringify({wrk: WRK, rows, firstVisit: {page: FIRST_VISIT_PAGE, urls, bytes: wire}}, null, 2));
    const failed = rows.filter((row) => row.errorCount > 0);
    if (failed.length > 0) {
      throw new Error(`Requests failed: ${failed.map((row) => `${row.server} ${row.path}: ${JSON.stringify(row.errors)}`).join('; ')}`);
    }
  } finally {
    await Promise.all([...servers.values()].map((server) => server.stop()));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
