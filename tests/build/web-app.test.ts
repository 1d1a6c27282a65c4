/**
 * The installable app: the committed web app manifest is the one `npm run pwa:assets` writes
 * (`plugins/lib/web-app-manifest.ts`), its icons are PNGs of the sizes it declares, its theme
 * colour is the site's primary colour, and the local preview `deploy/serve.ts` serves the
 * service worker and the manifest with `no-cache` and their content types (nginx: `nginx.test.ts`).
 * What the worker precaches is checked in `precache.test.ts`, the app in a browser in
 * `tests/e2e/offline.spec.ts`. Needs `npm run build` first.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

import {THEME_COLOR} from '../../constants';
import {REVALIDATE_CACHE_CONTROL} from '../../deploy/response-headers';
import {startServer} from '../../deploy/server';
import {APPLE_TOUCH_ICON, APP_ICONS, MANIFEST_PATH, SERVICE_WORKER_PATH, webAppManifest} from '../../plugins/lib/web-app-manifest';
import {rawGet} from '../lib/raw-request';

const root = join(__dirname, '..', '..');
const staticFile = (path: string): Buffer => readFileSync(join(root, 'static', path));

/** Width and height of a PNG, from its IHDR chunk; throws when `png` is not a PNG. */
function pngSize(png: Buffer): {width: number; height: number} {
  assert.ok(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'not a PNG');
  return {width: png.readUInt32BE(16), height: png.readUInt32BE(20)};
}

test('the committed manifest is the one npm run pwa:assets writes', () => {
  assert.deepEqual(JSON.parse(staticFile(MANIFEST_PATH).toString('utf8')), webAppManifest());
});

test('every icon is a PNG of its declared size, with the 192 and 512 pixel icons browsers require', () => {
  for (const icon of [...APP_ICONS, APPLE_TOUCH_ICON]) {
    assert.deepEqual(pngSize(staticFile(icon.src)), {width: icon.size, height: icon.size}, icon.src);
  }
  const anySizes = APP_ICONS.filter(({purpose}) => purpose === 'any').map(({size}) => size);
  assert.ok(anySizes.includes(192) && anySizes.includes(512), `sizes ${anySizes.join(', ')}`);
});

test("the theme colour is the light mode's primary colour", () => {
  const css = readFileSync(join(root, 'src', 'css', 'custom.css'), 'utf8');
  assert.equal(/--ifm-color-primary:\s*(#[0-9a-f]{6});/i.exec(css)?.[1].toLowerCase(), THEME_COLOR);
});

test('the local preview serves the service worker and the manifest with no-cache and their content types', async () => {
  const server = await startServer(root, 'build', 3106, 'preview');
  try {
    for (const [path, type] of [
      [SERVICE_WORKER_PATH, 'application/javascript; charset=utf-8'],
      [MANIFEST_PATH, 'application/manifest+json; charset=utf-8'],
    ]) {
      const response = await rawGet(server.origin, path);
      assert.equal(response.status, 200, path);
      assert.equal(response.headers['content-type'], type, path);
      assert.equal(response.headers['cache-control'], REVALIDATE_CACHE_CONTROL, path);
      assert.ok(response.body.equals(readFileSync(join(root, 'build', path.slice(1)))), `${path} is not its file`);
    }
  } finally {
    await server.stop();
  }
});
