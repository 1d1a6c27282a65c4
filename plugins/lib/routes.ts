/**
 * The page manifest (`routes.json`) and how a page's path maps to its source file and doc id.
 * Reads `routes.json` from the project root; throws if it is missing or malformed JSON.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import {R_BASE, isUnder} from '../../src/lib/paths';

export type SidebarName = 'python' | 'r' | null;

export interface Route {
  /** Absolute path without a trailing slash, e.g. `/scaling/failures`. */
  readonly path: string;
  /** The sidebar the page shows, or `null` for none. */
  readonly sidebar: SidebarName;
}

export function loadRoutes(root: string): Route[] {
  return (JSON.parse(readFileSync(join(root, 'routes.json'), 'utf8')) as {routes: Route[]}).routes;
}

/** The doc id of `path` inside its docs plugin (`index` for a set's home), without `/index`. */
export function docIdOf(path: string): string {
  return (isUnder(path, R_BASE) ? path.slice(R_BASE.length) : path).replace(/^\//, '') || 'index';
}

/** The file a built page is written to under `build/` (with `trailingSlash: false`). */
export function builtFileOf(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/**
 * The file `@docusaurus/plugin-client-redirects` writes under `build/` for the old path `from`
 * of `redirects.ts`: a page that sends the browser on to the new path.
 */
export function redirectFileOf(from: string): string {
  return `${from.slice(1)}/index.html`;
}
