/**
 * The bundler loader of `plugins/upstream-patches`: applies the rows of `table.ts` that name the
 * file being loaded, and refuses to apply any whose text the file does not hold exactly once.
 *
 * Written as plain JavaScript because Rspack (and webpack) load loaders with Node's own module
 * loader, which runs no TypeScript; `check.ts` imports `countOccurrences` and `applyEdits` from
 * here so that the start-of-build check and the loader count alike.
 *
 * - `countOccurrences(text, search)`: how many times the string `search` (non-empty) occurs in
 *   `text`, counting overlapping occurrences, so that "exactly once" means one place to edit.
 * - `applyEdits(source, edits, file)`: `edits` is a list of `{name, search, replace}`; returns
 *   `source` with each `search` replaced by its `replace`, in order. Throws an Error naming the
 *   edit and `file` when a `search` occurs zero times or more than once.
 * - The default export is the loader: its options are `{edits}` (as above, plain strings, so
 *   that the bundler can pass them on); it returns the edited source or fails the module.
 */

/**
 * @param {string} text
 * @param {string} search
 * @returns {number}
 */
export function countOccurrences(text, search) {
  if (search.length === 0) {
    throw new Error('countOccurrences: the search text is empty');
  }
  let count = 0;
  for (let at = text.indexOf(search); at !== -1; at = text.indexOf(search, at + 1)) {
    count += 1;
  }
  return count;
}

/**
 * @param {string} source
 * @param {readonly {name: string, search: string, replace: string}[]} edits
 * @param {string} file
 * @returns {string}
 */
export function applyEdits(source, edits, file) {
  let result = source;
  for (const edit of edits) {
    const count = countOccurrences(result, edit.search);
    if (count !== 1) {
      throw new Error(
        `upstream patch ${edit.name}: its text occurs ${count} times in ${file}, not exactly once. ` +
          'Update or delete the row in plugins/upstream-patches/table.ts.',
      );
    }
    const at = result.indexOf(edit.search);
    result = result.slice(0, at) + edit.replace + result.slice(at + edit.search.length);
  }
  return result;
}

/**
 * @this {{getOptions(): {edits: {name: string, search: string, replace: string}[]}, resourcePath: string}}
 * @param {string} source
 * @returns {string}
 */
export default function upstreamPatchLoader(source) {
  return applyEdits(source, this.getOptions().edits, this.resourcePath);
}
