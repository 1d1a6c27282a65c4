/**
 * Serves the production build with nginx and the configuration `npm run build` generated
 * (`build-deploy/nginx.conf`), in the foreground, as the production host would: real 301s, the
 * security and caching headers, the precompressed files. `npm run serve:nginx`; stop with Ctrl+C.
 *
 * - Listens on port 8080, or on `PORT` when it is set: then nginx runs a copy of the
 *   configuration, `build-deploy/nginx-<port>.conf`, whose `listen` line is the only change.
 * - Runs as the current user; nginx' prefix is the repository root. As root (CI), its workers
 *   run as root too, since the checkout may not be readable by nginx' default `nobody`.
 * - nginx' errors go to stderr; the process forwards SIGINT and SIGTERM to nginx (both stop
 *   it at once) and exits with its exit status.
 *
 * Exits with an error when the configuration is missing (run `npm run build`), has not exactly
 * one `listen` line, or nginx is not installed (Debian: `apt-get install nginx
 * libnginx-mod-http-brotli-static libnginx-mod-http-js`).
 */
import {spawn} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';

import {DEPLOY_DIR, NGINX_PORT} from './nginx-config';

const repoRoot = resolve(__dirname, '..');
const configPath = `${DEPLOY_DIR}/nginx.conf`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The configuration file to run (relative to the prefix) for `port`. */
function configFor(port: number): string {
  if (!existsSync(join(repoRoot, configPath))) {
    fail(`${configPath} is missing: run \`npm run build\` first.`);
  }
  if (port === NGINX_PORT) {
    return configPath;
  }
  const listen = new RegExp(`^(\\s*listen) ${NGINX_PORT};$`, 'gm');
  const config = readFileSync(join(repoRoot, configPath), 'utf8');
  if ((config.match(listen) ?? []).length !== 1) {
    fail(`${configPath} must have exactly one "listen ${NGINX_PORT};" line.`);
  }
  // Beside the original, where nginx finds the njs script the configuration imports.
  const copy = `${DEPLOY_DIR}/nginx-${port}.conf`;
  writeFileSync(join(repoRoot, copy), config.replace(listen, `$1 ${port};`));
  return copy;
}

const port = Number(process.env.PORT ?? NGINX_PORT);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  fail(`PORT must be a port number, got "${process.env.PORT}".`);
}
const mainDirectives = ['daemon off;', `pid ${DEPLOY_DIR}/tmp/nginx-${port}.pid;`];
if (process.getuid?.() === 0) {
  mainDirectives.push('user root;');
}
const nginx = spawn('nginx', ['-p', `${repoRoot}/`, '-c', configFor(port), '-e', 'stderr', '-g', mainDirectives.join(' ')], {
  cwd: repoRoot,
  stdio: ['ignore', 'inherit', 'inherit'],
});
nginx.on('error', (error: NodeJS.ErrnoException) =>
  fail(
    error.code === 'ENOENT'
      ? 'nginx is not installed (Debian: apt-get install nginx libnginx-mod-http-brotli-static libnginx-mod-http-js).'
      : `nginx could not start: ${error.message}`,
  ),
);
nginx.on('spawn', () => console.log(`Serving the build with nginx and ${configPath} at http://localhost:${port}`));
nginx.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => nginx.kill(signal));
}
