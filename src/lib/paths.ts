/**
 * True when `pathname` ends with a slash and is not the site root `/`.
 * With `trailingSlash: false`, such a path is never a page (DECISIONS 11).
 */
export function isTrailingSlashPath(pathname: string): boolean {
  return pathname.length > 1 && pathname.endsWith('/');
}

/** Where the R docs are served. */
export const R_BASE = '/v/r';

/** True when `path` is `base` itself or a page below it (`/v/r`, `/v/r/...`; not `/v/rx`). */
export function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/**
 * Where a page's Markdown is served: its path plus `.md`, and `/index.md` for the home page `/`
 * (`/metaflow/basics` → `/metaflow/basics.md`, `/v/r` → `/v/r.md`). A trailing slash is dropped
 * first: the permalink Docusaurus gives a folder's `index.mdx` ends with one (`/api/`), while the
 * page is served at `/api` and its Markdown at `/api.md`. The build writes the files
 * (`plugins/markdown-pages`).
 */
export function markdownPathOf(pagePath: string): string {
  const path = pagePath.replace(/\/+$/, '');
  return path === '' ? '/index.md' : `${path}.md`;
}
