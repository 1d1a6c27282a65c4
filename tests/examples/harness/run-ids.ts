/**
 * Checks that the run ids a page shows tell the same story as the runs of its example.
 *
 * The output comparison (output-match.ts) replaces every run id with a placeholder, since ids
 * change on every run. So it cannot see a page that names one run by two ids (say, the id of
 * a `spin` in its output and another id in the error of a later `resume` that points at that
 * spin), or two runs by one id. This check can: every run id the page shows in an example's
 * outputs stands for the run id printed at the same place (`runIdPairs`, over the lines that
 * `matchOutput` paired), and across all outputs of the example these must correspond one to
 * one (`runIdMismatches`): the same id on the page is the same run, different ids are
 * different runs. The ids themselves may be any real-looking numbers.
 *
 * Pure functions; they raise nothing.
 */
import {ANY_TEXT, escapeRegExp, maskLine, RUN_ID, type MatchedLine} from './output-match';

/** A run id shown on a page and the run id the example printed in its place. */
export interface RunIdPair {
  readonly shown: string;
  readonly printed: string;
  /** Where the page shows it, for messages (such as `page.mdx:120`). */
  readonly where: string;
}

/**
 * The run ids of an expected line (`shown`) paired with the ids at the same places of the
 * actual line it matched (`printed`). Ids inside a `…` of the expected line pair with nothing.
 * Returns [] when the lines don't match (they always do when `matchOutput` paired them).
 */
export function runIdPairs(shown: string, printed: string): [shown: string, printed: string][] {
  const expected = maskLine(shown, true);
  const parts = expected.split(new RegExp(`(${RUN_ID.source}|${ANY_TEXT})`, 'u'));
  const source = parts
    .map((part, i) => (i % 2 === 0 ? escapeRegExp(part) : part === ANY_TEXT ? '.*' : `(${RUN_ID.source})`))
    .join('');
  const ids = parts.filter((part, i) => i % 2 === 1 && part !== ANY_TEXT);
  const match = new RegExp(`^${source}$`, 'u').exec(maskLine(printed, true));
  return match ? ids.map((id, i) => [id, match[i + 1]]) : [];
}

/** The run-id pairs of one output block's matched lines, each located at `where`. */
export function runIdPairsOf(matched: readonly MatchedLine[], where: string): RunIdPair[] {
  return matched.flatMap(({expected, actual}) =>
    runIdPairs(expected, actual).map(([shown, printed]) => ({shown, printed, where})),
  );
}

/**
 * The places where the page's run ids and the printed ones don't correspond one to one: a
 * shown id that stands for two printed runs, or a printed run shown under two ids. Empty when
 * the story holds. Each message names the ids and where the page shows them.
 */
export function runIdMismatches(pairs: readonly RunIdPair[]): string[] {
  const problems: string[] = [];
  const check = (key: 'shown' | 'printed', other: 'shown' | 'printed', message: (a: RunIdPair, b: RunIdPair) => string) => {
    const first = new Map<string, RunIdPair>();
    const reported = new Set<string>();
    for (const pair of pairs) {
      const earlier = first.get(pair[key]);
      if (!earlier) {
        first.set(pair[key], pair);
      } else if (earlier[other] !== pair[other] && !reported.has(`${pair[key]} ${pair[other]}`)) {
        reported.add(`${pair[key]} ${pair[other]}`);
        problems.push(message(earlier, pair));
      }
    }
  };
  check('shown', 'printed', (a, b) => `the page shows run id ${a.shown} for two runs: ${a.printed} at ${a.where}, ${b.printed} at ${b.where}`);
  check('printed', 'shown', (a, b) => `run ${a.printed} is shown as ${a.shown} at ${a.where} but as ${b.shown} at ${b.where}`);
  return problems;
}
