/**
 * How the "Added in" data names reference entries, and the `addedIn` prop that carries a
 * component's versions; no data, so components import it freely (the data is `added-in.ts`).
 */

/** Entry key (`@batch(cpu)`, `METAFLOW_S3_ENDPOINT_URL`) to the release that added it; only entries newer than 2.0.0. */
export type AddedInVersions = Readonly<Record<string, string>>;

/** The key of a parameter or decorator argument: `@batch(cpu)`, `FlowSpec.next(dsts)`. */
export function apiParamKey(object: string, parameter: string): string {
  return `${object}(${parameter})`;
}

/**
 * The `addedIn` prop that plugins/added-in gives a component (JSON of `AddedInVersions`); empty
 * when the prop is missing (a component rendered outside an MDX page). Throws on malformed JSON.
 */
export function parseAddedIn(json: string | undefined): AddedInVersions {
  return json ? (JSON.parse(json) as AddedInVersions) : {};
}
