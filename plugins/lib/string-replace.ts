/**
 * A webpack/Rspack rule that edits the text of one bundled third-party file at build time,
 * for the plugins that trim or fix such files (`prism-core-only`, `docsearch-fixes`).
 *
 * `stringReplaceRule(test, replacements)` takes the regular expression matching the file's
 * path and the `{search, replace, flags?}` edits, and returns the rule for `configureWebpack`'s
 * `module.rules`. It applies to the client and the server bundle alike. Every edit runs in
 * `string-replace-loader`'s strict mode: when the file no longer contains a `search`, the build
 * fails with "Replace failed" instead of shipping the file unedited.
 */
export interface Replacement {
  readonly search: string;
  readonly replace: string;
  /** Regular-expression flags; without them, `search` is plain text. */
  readonly flags?: string;
}

export function stringReplaceRule(test: RegExp, replacements: readonly Replacement[]) {
  return {
    test,
    loader: require.resolve('string-replace-loader'),
    options: {multiple: replacements.map((replacement) => ({...replacement, strict: true}))},
  };
}
