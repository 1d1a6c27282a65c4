/**
 * What the not-found page (src/theme/NotFound/Content) offers for the path it was served at: the
 * words to search for, and the page the path most likely meant. The page imports this module on
 * demand, so the pages that only might show not-found (every doc page, through `DocsRoot`) do not
 * load it.
 */
import {distance} from 'fastest-levenshtein';

import {redirects} from '../../redirects';
import {R_BASE, isUnder} from './paths';

/** The hints for one missing path. */
export interface NotFoundHints {
  /** The path's words, for the search box: `/metaflow/retrys` → `metaflow retrys` ("" when none). */
  readonly words: string;
  /** The page the path most likely meant, such as `/metaflow/basics`, or null when none is close. */
  readonly suggestion: string | null;
}

/**
 * `path` as a key to compare: percent-decoded (kept encoded when malformed), in lower case,
 * without a trailing `.html` or `/index.html` and without trailing slashes; the root is `/`.
 */
function comparable(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape ("%E0%A4%A"): compare the path as it was sent.
  }
  return decoded.toLowerCase().replace(/(\/index)?\.html$/, '').replace(/\/+$/, '') || '/';
}

/** The most letters a last segment of `length` letters may differ by and still count as a misspelling. */
function typoLimit(length: number): number {
  return Math.min(2, Math.floor(length / 4));
}

/**
 * The hints for the missing `pathname` (as in `window.location`), given the paths of every page
 * of the site (`pages`, such as the docs plugins' global data holds: a folder's index page may
 * end with `/`). The suggestion, in this order of preference, is:
 * - the page that `pathname` spells another way: in another letter case, with `.html`,
 *   `/index.html` or a trailing slash (`/Metaflow/Basics/` → `/metaflow/basics`);
 * - the page an old path of `redirects.ts` moved to, the old path spelled in any of those ways;
 * - the page or old path whose last segment is closest to `pathname`'s (Levenshtein distance of
 *   at most 1 for 4 to 7 letters, 2 for longer; none for 3 letters or fewer) among those with
 *   the same parent (`/metaflow/basic` → `/metaflow/basics`), the first listed on a tie.
 * None when `pathname` is itself a page. Raises nothing.
 */
export function notFoundHints(pathname: string, pages: readonly string[]): NotFoundHints {
  const key = comparable(pathname);
  const words = [...new Set((isUnder(key, R_BASE) ? key.slice(R_BASE.length) : key).split(/[^\p{L}\p{N}]+/u).filter(Boolean))];

  // Each spelling to compare, and the page it leads to: pages first, so an old path never hides one.
  const targets = new Map<string, string>();
  for (const page of pages) {
    if (!targets.has(comparable(page))) targets.set(comparable(page), page.replace(/(.)\/+$/, '$1'));
  }
  for (const {from, to} of redirects) {
    if (!targets.has(comparable(from))) targets.set(comparable(from), to);
  }

  let suggestion = targets.get(key) ?? null;
  if (suggestion === null) {
    const cut = key.lastIndexOf('/') + 1;
    let best = typoLimit(key.length - cut) + 1;
    for (const [candidate, target] of targets) {
      const candidateCut = candidate.lastIndexOf('/') + 1;
      if (candidateCut === cut && candidate.startsWith(key.slice(0, cut))) {
        const letters = distance(key.slice(cut), candidate.slice(cut));
        if (letters < best) {
          best = letters;
          suggestion = target;
        }
      }
    }
  }
  return {words: words.join(' '), suggestion: suggestion === pathname ? null : suggestion};
}
