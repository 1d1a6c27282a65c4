/**
 * The inline scripts of a built site, as the sha256 source expressions a Content-Security-Policy
 * allows them by (`'sha256-<base64>'`).
 *
 * The built pages hold a few inline scripts (Docusaurus's colour-mode script, the load check and
 * the script loader of our page template `ssr-template.ts`, the gtag configuration when
 * analytics is on). A browser hashes the exact
 * text between `<script>` and `</script>`, so the hashes are taken from the built files.
 * Scripts with a `src` and data blocks (`application/ld+json`) need no hash.
 */
import {createHash} from 'node:crypto';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'cheerio';

/** `type` values under which a browser runs a script (HTML's "JavaScript MIME type essence match", and `module`). */
const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'application/ecmascript', 'text/ecmascript']);

/** The CSP source expression of a script whose text is `source`. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/** The texts of the inline scripts a browser would run in `html`, in document order. */
export function inlineScripts(html: string): string[] {
  const $ = load(html);
  return $('script:not([src])')
    .toArray()
    .filter((element) => SCRIPT_TYPES.has(($(element).attr('type') ?? '').trim().toLowerCase()))
    .map((element) => $(element).text());
}

/**
 * The distinct hashes of the inline scripts of every `.html` file under `buildDir`, sorted,
 * skipping the files in `skip` (paths relative to `buildDir`, e.g. pages a server never sends).
 * Throws the file system's error when the directory or a file cannot be read.
 */
export function inlineScriptHashes(buildDir: string, skip: ReadonlySet<string> = new Set()): string[] {
  const pages = readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter((path) => path.endsWith('.html') && !skip.has(path));
  const hashes = new Set(pages.flatMap((path) => inlineScripts(readFileSync(join(buildDir, path), 'utf8')).map(scriptHash)));
  return [...hashes].sort();
}
