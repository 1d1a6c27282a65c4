/**
 * Word tables of the offline search engine (`engine.ts`), kept apart from the ranking code so
 * that they can be read and extended without reading it.
 */

/**
 * Prefixes a reader may leave out of a name. A place whose name, without one of these, reads as
 * the query counts as named by it. Metaflow's configuration variables are read as `METAFLOW_X`
 * from the environment and named `X` in Metaflow's own code (`from_conf("X")`); the rows of
 * `/api/configuration-variables` show the full name. Lower case, as compared.
 */
export const NAME_PREFIXES: readonly string[] = ['metaflow_'];

/**
 * Words a reader types and the words the docs use for the same thing, which neither the
 * stemmer nor the typo tolerance relates. A query word finds its synonyms as it finds itself
 * (as written and by stem, not as a prefix), and a place that holds a synonym counts as holding
 * the word. Keys and values are lower case.
 *
 * Where they come from: the `questions` of `scripts/bench/search-queries.json` (issue 25),
 * checked against the docs' vocabulary (the writing guide's "one term per concept"): the docs
 * call settings read from files configs, say that a step "hung" (an irregular past tense that
 * the Porter stemmer leaves apart from "hang"), speak of cost rather than of cheap compute, of
 * remote compute rather than of the cloud, and of the nodes of a cluster. Add a row only for a
 * word the docs don't use, with the term they use instead.
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  setting: ['config', 'configuration'],
  settings: ['config', 'configuration'],
  hang: ['hung'],
  hangs: ['hung'],
  cheap: ['cost'],
  cheaper: ['cost'],
  cloud: ['remote'],
  machine: ['node'],
  machines: ['nodes'],
};
