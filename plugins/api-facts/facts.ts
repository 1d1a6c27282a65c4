/**
 * The facts of the Python API reference: `data/metaflow-api.json`, written by
 * `npm run api:extract` (scripts/api_extract.py) from the pinned `metaflow` package with
 * `inspect`. Facts only: names, kinds, signatures, defaults (as Python source text),
 * annotations, members and source locations; every description is written in the MDX pages.
 *
 * Build-time code, for `plugins/api-facts` and the tests: the facts are about 16 kB of gzip, too
 * much for every reference page's scripts, so no component imports this module; the plugin
 * gives each one what it shows. The data is imported by a relative path, which Docusaurus's
 * config loader resolves (it does not know `@site`).
 */
import data from '../../data/metaflow-api.json';

/** One parameter of a signature; `default` is Python source text, `null` when required. */
export interface ApiParameter {
  readonly name: string;
  readonly kind: 'POSITIONAL_ONLY' | 'POSITIONAL_OR_KEYWORD' | 'VAR_POSITIONAL' | 'KEYWORD_ONLY' | 'VAR_KEYWORD';
  readonly default: string | null;
  readonly annotation: string | null;
}

/** One documented object: a class, function, method, property, attribute or decorator. */
export interface ApiFact {
  readonly name: string;
  readonly kind:
    | 'class'
    | 'function'
    | 'method'
    | 'classmethod'
    | 'staticmethod'
    | 'property'
    | 'attribute'
    | 'object'
    | 'step-decorator'
    | 'flow-decorator';
  /** Parameters and return annotation; `null` for properties, attributes and classes users never construct. */
  readonly signature?: {readonly parameters: readonly ApiParameter[]; readonly returns: string | null} | null;
  /** File (relative to the repository root) and first line of the definition. */
  readonly source: {readonly path: string; readonly line: number} | null;
  /** The type of a property (its return annotation) or attribute, when known. */
  readonly type?: string | null;
  /** A class attribute's value as Python source text, when it is a plain literal (`'never'`, `False`). */
  readonly value?: string | null;
  readonly bases?: readonly string[];
  /** A decorator's attributes and their defaults (Python source text). */
  readonly defaults?: Readonly<Record<string, string>>;
  /** Names (`Owner.member`) of the members documented with this object. */
  readonly members?: readonly string[];
  /** The class of an instance such as `current` or `JSONType`, or of a decorator. */
  readonly class?: string;
}

export interface ApiFacts {
  readonly metaflow_version: string;
  /** The package's source repository (its "Source" project URL), tagged with each version. */
  readonly repository: string;
  /** Page (path under /api) to the names of the objects it documents, in order. */
  readonly pages: Readonly<Record<string, readonly string[]>>;
  readonly objects: Readonly<Record<string, ApiFact>>;
  /** Public members left out on purpose, with the reason. */
  readonly excluded: Readonly<Record<string, string>>;
  /** Each public name of `import metaflow` to the object in scope that documents it, or null. */
  readonly public_names: Readonly<Record<string, string | null>>;
  /** Public names of `import metaflow` left without a reference section on purpose, with the reason. */
  readonly undocumented_names: Readonly<Record<string, string>>;
  /** Every exception class name defined in the package. */
  readonly exceptions: readonly string[];
}

export const apiFacts = data as ApiFacts;

/** The facts of `name`; throws (failing the build) when the package has no such object. */
export function apiFact(name: string): ApiFact {
  const fact = apiFacts.objects[name];
  if (!fact) {
    throw new Error(`The API facts (data/metaflow-api.json) have no object "${name}". Run npm run api:extract.`);
  }
  return fact;
}

/** The stable anchor of an object's section: `FlowSpec.next` → `flowspec-next`, `@batch` → `batch`. */
export function apiAnchor(name: string): string {
  return name.replace(/^@/, '').replace(/\./g, '-').toLowerCase();
}

/** The page that documents `name` (path under /api), or undefined. Members live with their owner. */
export function apiPage(name: string): string | undefined {
  const owner = Object.values(apiFacts.objects).find((fact) => fact.members?.includes(name))?.name ?? name;
  return Object.keys(apiFacts.pages).find((page) => apiFacts.pages[page].includes(owner));
}

/** A link to the definition in the Metaflow repository at the pinned release's tag. */
export function sourceUrl(source: NonNullable<ApiFact['source']>): string {
  return `${apiFacts.repository}/blob/${apiFacts.metaflow_version}/${source.path}#L${source.line}`;
}

/**
 * An annotation as a reader wants to see it: module paths and forward references dropped
 * (`Optional[metaflow.plugins.datatools.s3.s3.S3Object]` → `Optional[S3Object]`).
 */
export function shortType(annotation: string): string {
  return annotation
    .replace(/ForwardRef\('([\w.]+)'\)/g, '$1')
    .replace(/\b(?:[a-z_]\w*\.)+([A-Za-z_]\w*)/g, '$1');
}

/** Every name a page documents, in order: each of its objects followed by that object's members. */
export function namesOfPage(facts: ApiFacts, page: string): string[] {
  return facts.pages[page].flatMap((name) => [name, ...(facts.objects[name].members ?? [])]);
}

/** The parameters a page documents for an object: its signature's, or a decorator's attributes. */
export function parametersOf(fact: ApiFact): ApiParameter[] {
  if (fact.defaults) {
    return Object.entries(fact.defaults).map(([name, value]) => ({name, kind: 'KEYWORD_ONLY', default: value, annotation: null}));
  }
  return [...(fact.signature?.parameters ?? [])];
}

/** The text of a parameter's default cell: `—` for `*args`/`**kwargs`, `required`, or the Python default. */
export function defaultText(parameter: ApiParameter): string {
  if (parameter.kind === 'VAR_POSITIONAL' || parameter.kind === 'VAR_KEYWORD') return '—';
  return parameter.default ?? 'required';
}
