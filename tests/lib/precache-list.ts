/**
 * The precache list of a build: the entries Workbox wrote into the service worker
 * (`<buildDir>/sw.js`, written by `@docusaurus/plugin-pwa` with the options of
 * `plugins/lib/precache.ts`) in place of `self.__WB_MANIFEST`, as a JSON array.
 *
 * `precacheList(buildDir)` returns them in the worker's order. Throws when the file cannot be
 * read or holds no such array (a build without the PWA plugin).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import {SERVICE_WORKER_PATH} from '../../plugins/lib/web-app-manifest';

/** One precached file: its URL relative to the site root and Workbox's revision (`null` when the name is content-hashed). */
export interface PrecacheEntry {
  readonly url: string;
  readonly revision: string | null;
}

export function precacheList(buildDir: string): PrecacheEntry[] {
  const worker = readFileSync(join(buildDir, SERVICE_WORKER_PATH.slice(1)), 'utf8');
  const list = /\[\{"revision":.*?\}\]/.exec(worker);
  if (!list) {
    throw new Error(`${buildDir}${SERVICE_WORKER_PATH} has no precache list: is @docusaurus/plugin-pwa on?`);
  }
  return JSON.parse(list[0]) as PrecacheEntry[];
}
