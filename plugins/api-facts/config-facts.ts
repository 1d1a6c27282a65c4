/**
 * The facts and notes of the configuration variables reference (/api/configuration-variables).
 *
 * - `data/metaflow-config.json`: every variable the pinned `metaflow` reads, written by
 *   `npm run config:extract` (scripts/config_extract.py) from the package: its default as the
 *   package computes it with no configuration, the default's source text, type, choices and
 *   where it is read.
 * - `data/metaflow-config-notes.json`: ours: the areas in page order, one line per variable,
 *   its guide page, the type where the package converts nothing, the rule of a derived default.
 *
 * tests/build/config-drift.test.ts holds the two files and the built page to each other and to
 * the package.
 *
 * Build-time code, for the build's plugins and the tests: no component imports this module;
 * `plugins/api-facts` gives `<ConfigVariables>` and `<ConfigFilter>` what they show.
 */
// TypeScript infers one object type per area from the JSON, which does not fit the record
// types below (`as unknown as`); tests/build/config-drift.test.ts checks the shape. Relative
// paths, not `@site`: the build's plugins import this module outside the bundler.
import facts from '../../data/metaflow-config.json';
import notes from '../../data/metaflow-config-notes.json';

/** What the package says about one variable. */
export interface ConfigFact {
  /** The value with no configuration: JSON, `null` when unset, `<cwd>` for the working directory. */
  readonly default: unknown;
  /** The default argument as written in the source (`'local'`, `SERVICE_URL`), or null. */
  readonly expression: string | null;
  /** True when the default reads another variable or calls a function. */
  readonly derived: boolean;
  /** Python type of the default, which decides how an environment string is converted; null: none. */
  readonly type: 'str' | 'int' | 'bool' | 'float' | 'list' | 'dict' | null;
  readonly choices: readonly string[] | null;
  readonly read_by: 'from_conf' | 'os.environ';
  /** Read only under a condition that is false with no configuration. */
  readonly conditional: boolean;
  readonly source: {readonly path: string; readonly line: number};
}

/** Our note on one variable. */
export interface ConfigNote {
  /** One line on what it changes; `backticks` mark code. */
  readonly text: string;
  /** Path of the guide page that uses it, a key of `guides`. */
  readonly guide?: string;
  /** The type to show where the package's is null (it returns the raw value). */
  readonly type?: string;
  /** How a derived default is computed; `backticks` mark code. */
  readonly rule?: string;
}

export interface ConfigArea {
  /** The anchor of the area's heading on the page. */
  readonly id: string;
  readonly title: string;
  readonly variables: Readonly<Record<string, ConfigNote>>;
}

/** A METAFLOW_* variable the package reads but sets itself for the processes it starts: not a setting. */
export interface SetByMetaflow {
  readonly reason: string;
  /** Where the package reads it; null when it no longer does. */
  readonly read_at: {readonly path: string; readonly line: number} | null;
  /** Where the package sets it; null when it no longer does. */
  readonly set_at: {readonly path: string; readonly line: number} | null;
}

export interface ConfigFacts {
  readonly metaflow_version: string;
  readonly variables: Readonly<Record<string, ConfigFact>>;
  /** The variables left off the page, from `SET_BY_METAFLOW` in scripts/config_extract.py. */
  readonly set_by_metaflow: Readonly<Record<string, SetByMetaflow>>;
}

export interface ConfigNotes {
  /** Guide page path to its title, the text of the guide links. */
  readonly guides: Readonly<Record<string, string>>;
  readonly areas: readonly ConfigArea[];
}

export const configFacts = facts as unknown as ConfigFacts;
export const configNotes = notes as unknown as ConfigNotes;

/** The anchor of a variable's row: its name in lower case (`metaflow_s3_endpoint_url`). */
export function configAnchor(name: string): string {
  return name.toLowerCase();
}

const TYPE_NAMES: Record<NonNullable<ConfigFact['type']>, string> = {
  str: 'string',
  int: 'integer',
  bool: 'boolean',
  float: 'number',
  list: 'JSON list',
  dict: 'JSON object',
};

/** The type a reader sets: the package's conversion, else our note's; throws when neither is known. */
export function configType(name: string, fact: ConfigFact, note: ConfigNote): string {
  const type = fact.type ? TYPE_NAMES[fact.type] : note.type;
  if (!type) throw new Error(`${name}: the package converts nothing, so its note needs a "type".`);
  return type;
}

/**
 * The default as the page shows it: `unset`, `the working directory`, `""` for an empty
 * string, a string as is, anything else as JSON (`false`, `7`, `["parallel"]`).
 */
export function configDefaultText(fact: ConfigFact): string {
  if (fact.default === null) return 'unset';
  if (fact.default === '<cwd>') return 'the working directory';
  if (fact.default === '') return '""';
  return typeof fact.default === 'string' ? fact.default : JSON.stringify(fact.default);
}

/**
 * The words under the name of a variable that only the environment sets (the package reads it
 * with `os.environ`, so a configuration file has no effect on it), or null for one read with
 * `from_conf`. The filter matches them as it matches the description.
 */
export function configSourceMark(fact: ConfigFact | undefined): string | null {
  return fact?.read_by === 'os.environ' ? 'environment only' : null;
}

/** The area and note of a variable; throws when no area lists it. */
export function configNote(name: string): {area: ConfigArea; note: ConfigNote} {
  for (const area of configNotes.areas) {
    const note = area.variables[name];
    if (note) return {area, note};
  }
  throw new Error(`data/metaflow-config-notes.json has no note on ${name}.`);
}
