/**
 * The JavaScript a first visit downloads, per page, gzip-compressed.
 *
 * Loads each page in a fresh Chromium context (empty cache, 1280x720 viewport) and records every
 * JavaScript response (status 200, a `.js` URL or a JavaScript content type) from navigation
 * until network idle: the `load` event, then no request in flight for 2 s (`quiet-network.ts`).
 * Each file's bytes, read from the
 * build directory, are gzipped here with `node:zlib` level 9 and the sizes summed. Files are split by
 * how they were requested: `script` (executed by the page) versus anything else — in practice
 * the route chunks Docusaurus prefetches with `<link rel="prefetch">` for links in the viewport.
 * A URL downloaded twice (a chunk the page runs and Docusaurus then prefetches again) counts once,
 * as `script` when either download was.
 *
 * Prints nothing; returns per page the totals, the file list and any uncaught page errors.
 * Throws when Chromium cannot be launched or a page does not load with status 200.
 */
import {readFile} from 'node:fs/promises';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium, type Response} from '@playwright/test';

import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../lib/chromium';
import {watchNetwork} from './quiet-network';

export interface JsFile {
  readonly url: string;
  /** Bytes as served (uncompressed). */
  readonly bytes: number;
  /** Bytes after gzip level 9. */
  readonly gzipBytes: number;
  /** Playwright's resource type: `script` when executed, `other` for prefetches. */
  readonly resourceType: string;
}

export interface FirstLoadJs {
  readonly path: string;
  readonly files: readonly JsFile[];
  /** Sum over all JS responses, in bytes after gzip. */
  readonly gzipBytes: number;
  /** Sum over the `script` responses only (prefetches excluded), in bytes after gzip. */
  readonly scriptGzipBytes: number;
  /** Sum over all JS responses, uncompressed. */
  readonly bytes: number;
  /** Uncaught errors the page threw while loading (a broken page loads less JS). */
  readonly pageErrors: readonly string[];
}

function isJavaScript(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return /\.m?js$/.test(new URL(response.url()).pathname) || /javascript|ecmascript/.test(type);
}

/**
 * Measures the first-load JS of each path (e.g. `/`) on the server at `origin`, which serves
 * `buildDir`. Sizes come from the files in `buildDir`, because the browser does not keep the
 * bodies of prefetched responses.
 */
export async function measureFirstLoadJs(
  origin: string,
  buildDir: string,
  paths: readonly string[],
): Promise<FirstLoadJs[]> {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS]});
  try {
    const results: FirstLoadJs[] = [];
    for (const path of paths) {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        const pending: Promise<JsFile | undefined>[] = [];
        const pageErrors: string[] = [];
        page.on('pageerror', (error) => pageErrors.push(error.message));
        page.on('response', (response) => {
          if (response.status() !== 200 || !isJavaScript(response)) return;
          pending.push(
            readFile(join(buildDir, decodeURIComponent(new URL(response.url()).pathname))).then(
              (body) => ({
                url: response.url(),
                bytes: body.length,
                gzipBytes: gzipSync(body, {level: 9}).length,
                resourceType: response.request().resourceType(),
              }),
              () => undefined,
            ),
          );
        });
        const network = watchNetwork(page);
        const response = await page.goto(origin + path, {waitUntil: 'load', timeout: 60_000});
        if (response?.status() !== 200) {
          throw new Error(`${origin + path} answered with status ${response?.status() ?? 'none'}`);
        }
        await network.quiet();
        const byUrl = new Map<string, JsFile>();
        for (const file of await Promise.all(pending)) {
          if (file && (!byUrl.has(file.url) || file.resourceType === 'script')) byUrl.set(file.url, file);
        }
        const files = [...byUrl.values()];
        const sum = (list: readonly JsFile[], key: 'bytes' | 'gzipBytes'): number => list.reduce((total, file) => total + file[key], 0);
        results.push({
          path,
          files,
          gzipBytes: sum(files, 'gzipBytes'),
          scriptGzipBytes: sum(
            files.filter((file) => file.resourceType === 'script'),
            'gzipBytes',
          ),
          bytes: sum(files, 'bytes'),
          pageErrors,
        });
      } finally {
        await context.close();
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}
