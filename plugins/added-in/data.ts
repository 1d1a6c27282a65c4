/**
 * The release of `metaflow` that added each reference entry, for the "Added in 2.x.y" labels.
 *
 * Data: `data/metaflow-added-in.json`, written by `npm run added-in` (scripts/added_in.py) from
 * the wheels of every final release on PyPI from 2.0.0 to the pinned one, read with Python's
 * `ast` (nothing imported). `first_seen` groups the fact keys by the first release that has
 * them. Keys name entries the way the pages do:
 *
 * - API objects and members: `FlowSpec`, `FlowSpec.next`, `current.run_id`, `@batch`;
 * - parameters and decorator arguments: `FlowSpec.merge_artifacts(exclude)`, `@batch(cpu)`
 *   (`apiParamKey` in `added-in-keys.ts`);
 * - configuration variables: `METAFLOW_S3_ENDPOINT_URL`;
 * - commands and options: `python flow.py run`, `python flow.py run --max-workers`,
 *   `python flow.py --with`, `metaflow configure aws --profile` (an option by its first long name).
 *
 * tests/build/added-in.test.ts checks a sample against the wheels and that every entry of the
 * references has a key here.
 *
 * Build-time code: the data is about 14 kB of gzip, too much for every reference page's
 * scripts, so components never import this module. `plugins/added-in` calls it when a page's
 * MDX is compiled and hands each component only the versions it shows (its `addedIn` prop).
 * The data is imported by a relative path, which Docusaurus's config loader resolves (it does
 * not know `@site`).
 */
import data from '../../data/metaflow-added-in.json';

import type {AddedInVersions} from '../../src/components/Api/added-in-keys';

export interface AddedInData {
  /** The first release read (2.0.0): entries it already has get no label. */
  readonly first_release: string;
  /** Every release read, in version order. */
  readonly releases: readonly string[];
  /** Releases PyPI marks as yanked, left out. */
  readonly yanked: readonly string[];
  /** Release to the fact keys it added. */
  readonly first_seen: Readonly<Record<string, readonly string[]>>;
  /** Keys that some release dropped and a later one had again, with the releases that brought them back. */
  readonly returned: Readonly<Record<string, readonly string[]>>;
}

export const addedInData = data as unknown as AddedInData;

const FIRST_SEEN = new Map<string, string>(
  Object.entries(addedInData.first_seen).flatMap(([version, keys]) => keys.map((key): [string, string] => [key, version])),
);

/** The first release read that has `key` (`2.0.0` for what 2.0.0 already had), or undefined when no release has it. */
export function firstSeen(key: string): string | undefined {
  return FIRST_SEEN.get(key);
}

/**
 * The release to show as "Added in …" beside an entry: the first release that has `key`, or
 * undefined when 2.0.0 already had it (entries older than 2.0.0 say nothing) or the data does
 * not know the key (tests/build/added-in.test.ts names such entries).
 */
export function addedIn(key: string): string | undefined {
  const version = FIRST_SEEN.get(key);
  return version === addedInData.first_release ? undefined : version;
}

/**
 * The versions of every key that `include` accepts and that is newer than the first release,
 * as a component's `addedIn` prop expects them (`added-in-keys.ts`).
 */
export function addedInVersions(include: (key: string) => boolean): AddedInVersions {
  return Object.fromEntries([...FIRST_SEEN].filter(([key, version]) => include(key) && version !== addedInData.first_release));
}
