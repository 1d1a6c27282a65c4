/**
 * How the offline search reads words, the same at build time, in the engine and when marking
 * results: MiniSearch's tokenizer (`tokenize`), lower case, English stop words dropped, and each
 * word indexed as written and as its Porter stem (`termsOf`), so that "retrying", "retries" and
 * "retry" find each other.
 *
 * Stop words are the `stopword` package's English list and NLTK's English list (the function
 * words a question is full of: "how is metaflow itself tested", "so a crash does not start
 * over"), less the few that are Metaflow vocabulary (`KEPT_WORDS`). Raise nothing.
 */
import MiniSearch from 'minisearch';
import {stemmer} from 'stemmer';
import {eng as englishStopWords} from 'stopword';

/**
 * NLTK's English stop words (its `stopwords` corpus, contractions included) that the `stopword`
 * package lacks.
 */
const NLTK_ONLY_STOP_WORDS: readonly string[] = [
  'above', 'again', 'against', 'ain', 'aren', 'below', 'couldn', 'd', 'didn', 'does', 'doesn',
  'doing', 'don', 'down', 'during', 'few', 'further', 'hadn', 'hasn', 'haven', 'having', 'hers',
  'herself', 'isn', 'its', 'itself', 'just', 'll', 'm', 'ma', 'mightn', 'mustn', 'myself',
  'needn', 'no', 'nor', 'not', 'o', 'off', 'once', 'ours', 'ourselves', 'own', 're', 's', 'shan',
  'she', 'shouldn', 'so', 't', 'theirs', 'themselves', 'until', 've', 'wasn', 'weren', 'when',
  'whom', 'why', 'will', 'won', 'wouldn', 'y', 'yours', 'yourself', 'yourselves',
];

/** Stop words that name Metaflow things: `S3.get_all`, `card get`, `foreach` "each", `@resources` "up to". */
const KEPT_WORDS: ReadonlySet<string> = new Set(['all', 'each', 'get', 'out', 'up', 'make', 'take']);

const STOP_WORDS: ReadonlySet<string> = new Set([...englishStopWords, ...NLTK_ONLY_STOP_WORDS].filter((word) => !KEPT_WORDS.has(word)));

/** Splits text into words (MiniSearch's default tokenizer: at spaces and punctuation, `_` and `.` included). */
export const tokenize: (text: string) => string[] = MiniSearch.getDefault('tokenize');

// Stemming is the costly part of indexing and marking; the docs have about 15,000 distinct
// words, so each word's terms are computed once.
const termCache = new Map<string, readonly string[]>();

/** The index terms of one word: lower case as written, and its stem when that differs; none for a stop word. */
export function termsOf(word: string): readonly string[] {
  const lower = word.toLowerCase();
  let terms = termCache.get(lower);
  if (terms === undefined) {
    const stem = !lower || STOP_WORDS.has(lower) ? '' : stemmer(lower);
    terms = !stem ? [] : stem === lower ? [lower] : [lower, stem];
    termCache.set(lower, terms);
  }
  return terms;
}
