/**
 * Serves the production build in `build/` (or `BUILD_DIR`) at http://localhost:3000 (override
 * with `PORT` and `HOST`) the way the site is meant to be hosted:
 *
 * - a page is served at its path without a suffix (`/scaling/failures`);
 * - a `.html` or `/index.html` suffix is permanently redirected to the plain path;
 * - any path that is not a page, including a page's path with a trailing slash, gets the
 *   not-found page with status 404;
 * - old paths from `redirects.ts` are redirect pages written by the build;
 * - a page's Markdown (`/a/b` → `a/b.md`) goes to a client whose `Accept` header prefers it
 *   (`lib/markdown-negotiation.mjs`, the rule nginx runs too), and every response to a page
 *   path carries `Vary: Accept`;
 * - responses are gzip-compressed (`compression`) when the client accepts it, and carry the
 *   `Cache-Control` nginx sends (`cacheControlOf`): a year under `/assets/`, `no-cache` for the
 *   rest, the service worker and the web app manifest among them;
 * - bad input gets a 4xx, never a 500: a request target that is not a path, or a path with a
 *   NUL byte, gets 400; a path no page can have (longer than `MAX_PATH_BYTES` decoded, or a
 *   segment longer than a file name may be) gets the not-found page with 404.
 *
 * It is the local preview. Production hosting runs nginx with the configuration the build
 * generates (`npm run serve:nginx`), which adds real 301s for old paths and the security
 * headers.
 *
 * Built on `serve-handler`, the static server `docusaurus serve` uses; the suffix redirects and
 * the trailing-slash rule are handled before it (`docusaurus serve` would redirect "/page/" to
 * "/page" and "/index.html" to "/index").
 * Exits with an error when the build directory has no site.
 */
import {createReadStream, existsSync} from 'node:fs';
import http from 'node:http';
import {join, resolve, sep} from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';

import {isTrailingSlashPath, markdownPathOf} from '../src/lib/paths';
import negotiation from './markdown-negotiation.mjs';
import {cacheControlOf} from './response-headers';

const root = resolve(join(__dirname, '..'), process.env.BUILD_DIR ?? 'build');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';

if (!existsSync(join(root, 'index.html'))) {
  console.error(`${root} has no site: run \`npm run build\` first.`);
  process.exit(1);
}

/** Longest decoded path that can be a file of the site, in bytes (the longest page's is about 100). */
const MAX_PATH_BYTES = 1024;
/** Longest path segment a file system takes (NAME_MAX), in bytes. */
const MAX_SEGMENT_BYTES = 255;

const compress = compression();

function notFound(response: http.ServerResponse): void {
  response.writeHead(404, {'Content-Type': 'text/html; charset=utf-8'});
  createReadStream(join(root, '404.html')).pipe(response);
}

function badRequest(response: http.ServerResponse): void {
  response.writeHead(400, {'Content-Type': 'text/plain; charset=utf-8'}).end('Bad request\n');
}

/** `pathname` percent-decoded, or `undefined` when its escapes are not UTF-8. */
function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

function serve(request: http.IncomingMessage, response: http.ServerResponse): void {
  if (!URL.canParse(request.url ?? '/', 'http://localhost')) {
    badRequest(response);
    return;
  }
  const {pathname, search} = new URL(request.url ?? '/', 'http://localhost');
  response.setHeader('Cache-Control', cacheControlOf(pathname));
  const decoded = decodedPath(pathname);
  if (decoded?.includes('\0')) {
    badRequest(response);
    return;
  }
  const plain = pathname.replace(/(?:\/index)?\.html$/, '') || '/';
  if (plain !== pathname) {
    response.writeHead(301, {Location: plain + search}).end();
    return;
  }
  const path = decoded ?? pathname;
  const tooLong = (text: string, limit: number) => Buffer.byteLength(text) > limit;
  if (isTrailingSlashPath(pathname) || tooLong(path, MAX_PATH_BYTES) || path.split('/').some((segment) => tooLong(segment, MAX_SEGMENT_BYTES))) {
    notFound(response);
    return;
  }
  // A page path has no dot in its last segment.
  if (!/\.[^/]*$/.test(path)) {
    response.setHeader('Vary', 'Accept');
    const file = join(root, markdownPathOf(path));
    if (negotiation.prefersMarkdown(request.headers.accept) && file.startsWith(root + sep) && existsSync(file)) {
      request.url = markdownPathOf(pathname);
    }
  }
  void handler(request, response, {
    public: root,
    cleanUrls: true,
    directoryListing: false,
  });
}

// Compressed like any production host would, so local measurements (Lighthouse) are realistic.
// `compression` is typed for Express, but only uses the Node request and response it is given.
type CompressArgs = Parameters<typeof compress>;
const server = http.createServer((request, response) =>
  compress(request as CompressArgs[0], response as CompressArgs[1], () => serve(request, response)),
);

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}`);
});
