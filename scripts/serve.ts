/**
 * Serves the production build in `build/` at http://localhost:3000 (override with `PORT`
 * and `HOST`) the way the site is meant to be hosted:
 *
 * - a page is served at its path without a suffix (`/scaling/failures`);
 * - a `.html` or `/index.html` suffix is permanently redirected to the plain path;
 * - any path that is not a page, including a page's path with a trailing slash, gets the
 *   not-found page with status 404;
 * - old paths from `redirects.ts` are redirect pages written by the build.
 *
 * Built on `serve-handler`, the static server `docusaurus serve` uses, with trailing-slash
 * rewriting switched off (`docusaurus serve` would redirect "/page/" to "/page" instead).
 * Exits with an error when `build/` is missing.
 */
import {existsSync} from 'node:fs';
import http from 'node:http';
import {join} from 'node:path';
import handler from 'serve-handler';

const root = join(__dirname, '..', 'build');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';

if (!existsSync(join(root, 'index.html'))) {
  console.error('build/ has no site: run `npm run build` first.');
  process.exit(1);
}

const server = http.createServer((request, response) =>
  handler(request, response, {
    public: root,
    cleanUrls: true,
    directoryListing: false,
    headers: [{source: 'assets/**', headers: [{key: 'Cache-Control', value: 'public, max-age=31536000, immutable'}]}],
  }),
);

server.listen(port, host, () => {
  console.log(`Serving build/ at http://${host}:${port}`);
});
