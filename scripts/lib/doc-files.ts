/**
 * Lists the doc source files of both docs sets (`docs/python` and `docs/r`): every `.md` and
 * `.mdx` file, as absolute paths in a stable (sorted) order. Throws if `docs/` is missing.
 */
import {readdirSync} from 'node:fs';
import {join} from 'node:path';

export function docFiles(root: string): string[] {
  return readdirSync(join(root, 'docs'), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => join(root, 'docs', file))
    .sort();
}
