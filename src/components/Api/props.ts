/**
 * What each reference component renders from the package's facts and our notes, as
 * `plugins/api-facts` computes it when a page's MDX is compiled and passes it as the `facts`
 * prop. Types only: the components read no data file, so a page's scripts carry the facts of
 * that page and nothing else. Texts are final (a type already shortened, a default as the page
 * shows it); `backticks` in notes mark code (`<Inline>`).
 */

/** One row of an `<ApiObject>`'s parameter table. */
export interface ApiParameterView {
  /** As in Python: `dsts`, `cpu`. */
  readonly name: string;
  /** As the table shows it: `*dsts`, `**kwargs`, `cpu`. */
  readonly label: string;
  /** The package's annotation, shortened; null when it has none (a `<Param type>` then gives it). */
  readonly type: string | null;
  /** `—` for `*args`/`**kwargs`, `required`, or the Python default. */
  readonly default: string;
}

/** The facts an `<ApiObject name>` section shows. */
export interface ApiObjectView {
  /** As the page names it: `FlowSpec.next`, `@batch`. */
  readonly name: string;
  /** `step decorator`, `method`, `property`… */
  readonly kind: string;
  /** The anchor of the section (`flowspec-next`), the prefix of its parameters' row ids. */
  readonly anchor: string;
  /** The call form (`signature.ts`). */
  readonly signature: string;
  /** The definition at the pinned release's tag; null when the package gives no source. */
  readonly sourceUrl: string | null;
  /** Base classes, each with the link to its section, or null when no page documents it. */
  readonly bases: readonly {readonly name: string; readonly href: string | null}[];
  readonly parameters: readonly ApiParameterView[];
  /** The return annotation, shortened; null when there is none. */
  readonly returns: string | null;
}

/** One page of the `<ApiIndex>`. */
export interface ApiIndexPage {
  readonly title: string;
  /** `/api/flowspec`. */
  readonly href: string;
  /** Each documented name with its anchor, in page order. */
  readonly entries: readonly {readonly name: string; readonly anchor: string}[];
}

/** One row of a `<ConfigVariables>` table. */
export interface ConfigVariableView {
  readonly name: string;
  /** The id of its row: `metaflow_s3_endpoint_url`. */
  readonly anchor: string;
  /** `environment only` for a variable that only the environment sets; null otherwise. */
  readonly mark: string | null;
  /** `string`, `integer`, `JSON list`… */
  readonly type: string;
  readonly choices: readonly string[] | null;
  /** The default's text, and how it is set: `text` in italics (unset, the working directory), `code`, or `json` (code that may break after commas). */
  readonly default: {readonly text: string; readonly style: 'text' | 'code' | 'json'};
  /** How a derived default is computed. */
  readonly rule: string | null;
  /** Our line on what it changes. */
  readonly text: string;
  /** The guide that uses it. */
  readonly guide: {readonly path: string; readonly title: string} | null;
}

/** The facts of one `<ConfigVariables area>` table. */
export interface ConfigAreaView {
  readonly title: string;
  readonly variables: readonly ConfigVariableView[];
}

/** One argument row of a `<CliReference>` command. */
export interface CliArgumentView {
  /** As the usage line writes it: `PATHSPEC`, `[PATH]`, `TAGS...`. */
  readonly usage: string;
  /** The id of its row: `card-get-arg-pathspec`. */
  readonly anchor: string;
  /** True when it takes one or more values. */
  readonly many: boolean;
  readonly required: boolean;
  readonly note: string | null;
}

/** One option row of a `<CliReference>` command. */
export interface CliOptionView {
  /** Its first long name, the key of its row and of its "Added in" version: `--max-workers`. */
  readonly key: string;
  /** The id of its row: `run--max-workers`. */
  readonly anchor: string;
  /** Long names first: `--profile, -p`. */
  readonly names: readonly string[];
  readonly negations: readonly string[];
  /** `string`, `integer`, `flag`, `2 strings`… */
  readonly type: string;
  readonly choices: readonly string[] | null;
  readonly multiple: boolean;
  readonly required: boolean;
  /** The default as shown; null when there is none to show. */
  readonly default: string | null;
  /** The configuration variable its default is read from, with the link to its row; no link for an extension's variable, which the configuration reference (the pinned package's) lacks. */
  readonly defaultFrom: {readonly name: string; readonly href: string | null} | null;
  readonly hidden: boolean;
  readonly note: string | null;
  /** What adds it to a flow's CLI: `@project`, `Config`. */
  readonly addedBy: string | null;
  /** The extension package that adds it to a command of Metaflow's. */
  readonly package: string | null;
}

/** One command of a `<CliReference>` group. */
export interface CliCommandView {
  /** As typed: `python flow.py argo-workflows create`; the key of its "Added in" version. */
  readonly command: string;
  /** Its heading: `argo-workflows create`. */
  readonly title: string;
  readonly anchor: string;
  readonly usage: string;
  readonly hidden: boolean;
  readonly text: string | null;
  /** The path of the guide page that teaches it (its title comes from the docs plugin). */
  readonly guide: string | null;
  /** The extension that installs it; null for `metaflow`'s own commands. */
  readonly package: string | null;
  /** True when each parameter of the flow is an option of the command. */
  readonly flowParameters: boolean;
  readonly arguments: readonly CliArgumentView[];
  readonly options: readonly CliOptionView[];
}

/** One group (`<h2>` section) of the `<CliReference>`. */
export interface CliGroupView {
  readonly id: string;
  readonly title: string;
  readonly text: string | null;
  readonly commands: readonly CliCommandView[];
}
