/**
 * The second half of `npm run build`, run after `docusaurus build` has written the site:
 *
 * 1. precompresses the site (`.gz` and `.br` beside every text file, `precompress.ts`);
 * 2. writes `build-deploy/nginx.conf` (`nginx-config.ts`): the production server's
 *    configuration, made from `redirects.ts`, the content types of the built files, and a
 *    Content-Security-Policy with the hashes of the built pages' inline scripts and the hosts
 *    of the features `env.ts` has on. The server listens on port 8080 (`NGINX_PORT`). Beside
 *    it goes the njs script it runs, `markdown-negotiation.mjs`.
 *
 * Reads the site from `build/` (or `BUILD_DIR`, as `deploy/serve.ts` does). It runs after the
 * whole Docusaurus build, not as a plugin's `postBuild`, because Docusaurus runs those side by
 * side and the search index, the sitemap and the redirect pages are written by other plugins'.
 * Exits with an error when the build is missing, a file under `assets/` has no content hash in
 * its name (it would be cached for a year), or a file has an extension with no known type.
 */
import {copyFileSync, mkdirSync, readdirSync, writeFileSync} from 'node:fs';
import {extname, join, relative, resolve} from 'node:path';
import {lookup} from 'mime-types';

import {readEnv} from '../env';
import {redirects} from '../redirects';
import {inlineScriptHashes} from '../plugins/lib/inline-scripts';
import {DEBIAN_BROTLI_MODULE, DEBIAN_JS_MODULE, DEPLOY_DIR, NEGOTIATION_SCRIPT, NGINX_PORT, nginxConfig} from './nginx-config';
import {precompress} from './precompress';
import {contentSecurityPolicy, securityHeaders} from './response-headers';
import {redirectFileOf} from '../plugins/lib/routes';

const repoRoot = resolve(__dirname, '..');
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KB`;

/** Extension → content type of every file of the site (the `.gz` / `.br` copies aside). */
function contentTypes(files: readonly string[]): Record<string, string> {
  const types: Record<string, string> = {};
  for (const extension of new Set(files.map((file) => extname(file).slice(1).toLowerCase()))) {
    if (extension === 'gz' || extension === 'br') continue;
    const type = lookup(extension);
    if (!type) {
      throw new Error(`No content type is known for the .${extension} files of the build.`);
    }
    types[extension] = type;
  }
  return types;
}

async function main(): Promise<void> {
  const buildDir = resolve(repoRoot, process.env.BUILD_DIR ?? 'build');
  const files = readdirSync(buildDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => relative(buildDir, join(entry.parentPath, entry.name)));
  if (!files.includes('index.html')) {
    throw new Error(`${buildDir} has no site: run \`docusaurus build\` first.`);
  }
  const unhashed = files.filter((file) => file.startsWith('assets/') && !/[.-][0-9a-f]{8,}\./.test(file));
  if (unhashed.length > 0) {
    throw new Error(`Files under assets/ are cached for a year, but these have no content hash: ${unhashed.join(', ')}`);
  }

  const compressed = await precompress(buildDir);
  console.log(
    `[metaflow-docs] precompressed ${compressed.files} files, ${kb(compressed.bytes)}: ` +
      `${kb(compressed.gzipBytes)} gzip, ${kb(compressed.brotliBytes)} brotli`,
  );

  // The redirect pages are for hosts without redirects; nginx answers their paths with a 301.
  const hashes = inlineScriptHashes(buildDir, new Set(redirects.map(({from}) => redirectFileOf(from))));
  const csp = contentSecurityPolicy(readEnv(), hashes);
  const deployDir = join(repoRoot, DEPLOY_DIR);
  mkdirSync(join(deployDir, 'tmp'), {recursive: true});
  const config = nginxConfig({
    root: relative(repoRoot, buildDir) || '.',
    runDir: `${DEPLOY_DIR}/tmp`,
    listen: String(NGINX_PORT),
    redirects,
    headers: securityHeaders(csp),
    types: contentTypes(files),
    brotliModule: DEBIAN_BROTLI_MODULE,
    jsModule: DEBIAN_JS_MODULE,
  });
  writeFileSync(join(deployDir, 'nginx.conf'), config);
  copyFileSync(join(__dirname, NEGOTIATION_SCRIPT), join(deployDir, NEGOTIATION_SCRIPT));
  console.log(`[metaflow-docs] ${DEPLOY_DIR}/nginx.conf: ${redirects.length} redirects, ${hashes.length} inline script hashes in the CSP`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
