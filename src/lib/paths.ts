/**
 * True when `pathname` ends with a slash and is not the site root `/`.
 * With `trailingSlash: false`, such a path is never a page (DECISIONS 11).
 */
export function isTrailingSlashPath(pathname: string): boolean {
  return pathname.length > 1 && pathname.endsWith('/');
}
