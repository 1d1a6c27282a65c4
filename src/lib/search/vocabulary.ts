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

/**
 * Function words that the `stopword` package's English list (108 words) lacks and a question
 * in a reader's words is full of ("how is metaflow itself tested", "so a crash does not start
 * over", "send an alert when a run fails"). Counted as query words, they made a page that
 * answers the question lose a share of its score for each one it doesn't happen to contain.
 *
 * Where they come from: the English stop words of NLTK's `stopwords` corpus (179 words with
 * its contractions, a list many search and NLP tools start from), less those that `stopword`
 * already has; the engine uses both lists, less the words it keeps as Metaflow vocabulary.
 * Lower case, as compared.
 */
export const FUNCTION_WORDS: readonly string[] = [
  'above', 'again', 'against', 'ain', 'aren', 'below', 'couldn', 'd', 'didn', 'does', 'doesn',
  'doing', 'don', 'down', 'during', 'few', 'further', 'hadn', 'hasn', 'haven', 'having', 'hers',
  'herself', 'isn', 'its', 'itself', 'just', 'll', 'm', 'ma', 'mightn', 'mustn', 'myself',
  'needn', 'no', 'nor', 'not', 'o', 'off', 'once', 'ours', 'ourselves', 'own', 're', 's', 'shan',
  'she', 'shouldn', 'so', 't', 'theirs', 'themselves', 'until', 've', 'wasn', 'weren', 'when',
  'whom', 'why', 'will', 'won', 'wouldn', 'y', 'yours', 'yourself', 'yourselves',
];
