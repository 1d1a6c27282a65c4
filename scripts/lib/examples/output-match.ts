/**
 * Compares the output a page shows with the output a command printed.
 *
 * Both sides are normalised first (timestamps, run ids and process ids become placeholders,
 * trailing spaces and surrounding blank lines go). In the expected text, a line holding only
 * `...` matches any number of lines and `…` (U+2026) inside a line matches any text on that
 * line. Pure functions; they raise nothing.
 */

const ANY_LINES = '...';
const ANY_TEXT = '…';

/** Replaces the parts of Metaflow output that change on every run with fixed placeholders. */
export function normalizeOutput(text: string): string[] {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .replace(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}/g, '<timestamp>')
    .replace(/\b\d{13,}\b/g, '<run-id>')
    .replace(/\bpid \d+\b/g, 'pid <pid>')
    .split('\n')
    .map((line) => line.trimEnd());
  while (lines.length > 0 && lines[0] === '') lines.shift();
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A matcher per expected line: `null` for `...`, otherwise an anchored pattern. */
function compile(expected: readonly string[]): (RegExp | null)[] {
  return expected.map((line) =>
    line.trim() === ANY_LINES ? null : new RegExp(`^${line.split(ANY_TEXT).map(escapeRegExp).join('.*')}$`, 'u'),
  );
}

/** True when the `actual` output matches the `expected` output shown on the page. */
export function outputMatches(expected: string, actual: string): boolean {
  const patterns = compile(normalizeOutput(expected));
  const lines = normalizeOutput(actual);
  const memo = new Map<number, boolean>();
  const match = (i: number, j: number): boolean => {
    const key = i * (lines.length + 1) + j;
    const cached = memo.get(key);
    if (cached !== undefined) return cached;
    let result: boolean;
    const pattern = patterns[i];
    if (i === patterns.length) {
      result = j === lines.length;
    } else if (pattern === null) {
      result = match(i + 1, j) || (j < lines.length && match(i, j + 1));
    } else {
      result = j < lines.length && pattern.test(lines[j]) && match(i + 1, j + 1);
    }
    memo.set(key, result);
    return result;
  };
  return match(0, 0);
}
