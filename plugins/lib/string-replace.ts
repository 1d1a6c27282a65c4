/**
 * Build-time edits of the text of bundled third-party files, for the plugins that trim or fix
 * such files (`docsearch-fixes`; every other edit is a row of `plugins/upstream-patches`).
 *
 * `stringReplaceRule(test, replacements)` takes the regular expression matching the file's
 * path and the `{search, replace, flags?}` edits, and returns a webpack/Rspack rule for
 * `configureWebpack`'s `module.rules`. It applies to the client and the server bundle alike.
 * Every edit runs in `string-replace-loader`'s strict mode: when the file no longer contains a
 * `search`, the build fails with "Replace failed" instead of shipping the file unedited.
 * `stringReplacePlugin(name, rules)` returns a Docusaurus plugin named `name` that adds those
 * rules and does nothing else.
 */
import type {Plugin} from '@docusaurus/types';

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

/** A Docusaurus plugin named `name` whose only work is to add `rules` to the bundler's config. */
export function stringReplacePlugin(name: string, rules: readonly ReturnType<typeof stringReplaceRule>[]): Plugin {
  return {
    name,
    configureWebpack() {
      return {module: {rules: [...rules]}};
    },
  };
}
