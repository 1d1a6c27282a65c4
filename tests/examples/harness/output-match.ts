/**
 * Compares the output a page shows with the output a command printed.
 *
 * Both sides are put in one order first: within each block of consecutive lines that one task
 * process printed, the lines from its stdout come before the lines from its stderr, as told by
 * `streams` (task-streams.ts). The runtime interleaves a task's two streams as they arrive,
 * so this makes the comparison hold for any interleaving while still checking the order
 * within each stream. Lines of unknown stream (runtime messages, lines printed by both
 * streams, wildcard lines) stay where they are and end a block.
 *
 * Then both sides are normalised (timestamps, run ids and process ids become placeholders,
 * trailing spaces and surrounding blank lines go). In the expected text, a line holding only
 * `...` matches any number of lines and `…` (U+2026) inside a line matches any text on that
 * line. `matchOutput` also returns which actual line each expected line matched, with run ids
 * as printed, for the run-id check of run-ids.ts. Pure functions; they raise nothing.
 */
import {parseTaskLine, type RunStreams} from './task-streams';

const ANY_LINES = '...';
export const ANY_TEXT = '…';

type Stream = 'stdout' | 'stderr';

/** The stream that printed `line`, when a task printed it through one stream only. */
function streamOf(line: string, streams: RunStreams): {process: string; stream: Stream} | undefined {
  const task = parseTaskLine(line);
  const known = task && streams.get(task.key);
  if (!task || !known) return undefined;
  const [out, err] = [known.stdout.has(task.message), known.stderr.has(task.message)];
  if (out === err) return undefined;
  return {process: task.process, stream: out ? 'stdout' : 'stderr'};
}

/** Reorders each block of one process's lines: its stdout lines, then its stderr lines. */
export function orderStreams(lines: readonly string[], streams: RunStreams): string[] {
  const ordered: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const first = streamOf(lines[i], streams);
    if (!first) {
      ordered.push(lines[i]);
      i += 1;
      continue;
    }
    const block: Record<Stream, string[]> = {stdout: [], stderr: []};
    let line: ReturnType<typeof streamOf> = first;
    while (line?.process === first.process) {
      block[line.stream].push(lines[i]);
      i += 1;
      line = i < lines.length ? streamOf(lines[i], streams) : undefined;
    }
    ordered.push(...block.stdout, ...block.stderr);
  }
  return ordered;
}

/** What the comparison takes for a run id: a number of 13 or more digits. */
export const RUN_ID = /\b\d{13,}\b/g;

/**
 * The lines of an output in comparison order: each task's streams in one order
 * (`orderStreams`), trailing spaces and surrounding blank lines removed, nothing replaced.
 */
export function outputLines(text: string, streams: RunStreams = new Map()): string[] {
  const lines = orderStreams(text.replace(/\r\n?/g, '\n').split('\n'), streams).map((line) => line.trimEnd());
  while (lines.length > 0 && lines[0] === '') lines.shift();
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines;
}

/** Replaces the timestamps and process ids of a line with placeholders, and its run ids unless `keepRunIds`. */
export function maskLine(line: string, keepRunIds = false): string {
  const masked = line
    .replace(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}/g, '<timestamp>')
    .replace(/\bpid \d+\b/g, 'pid <pid>');
  return keepRunIds ? masked : masked.replace(RUN_ID, '<run-id>');
}

/**
 * Puts the streams of each task in one order (`outputLines`), then replaces the parts of
 * Metaflow output that change on every run with fixed placeholders (`maskLine`).
 */
export function normalizeOutput(text: string, streams: RunStreams = new Map()): string[] {
  return outputLines(text, streams).map((line) => maskLine(line));
}

/** `text` with the characters that are special in a regular expression escaped. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A matcher per expected line: `null` for `...`, otherwise an anchored pattern. */
function compile(expected: readonly string[]): (RegExp | null)[] {
  return expected.map((line) =>
    line.trim() === ANY_LINES ? null : new RegExp(`^${line.split(ANY_TEXT).map(escapeRegExp).join('.*')}$`, 'u'),
  );
}

/** An expected line and the actual line it matched, both as `outputLines` gives them. */
export interface MatchedLine {
  readonly expected: string;
  readonly actual: string;
}

/**
 * Matches the `actual` output against the `expected` output shown on the page, whatever the
 * interleaving of each task's stdout and stderr (`streams`, read from the run's logs).
 * Returns, for each expected line other than `...`, the actual line it matched (one of the
 * matches when there are several), or undefined when the outputs differ.
 */
export function matchOutput(expected: string, actual: string, streams: RunStreams = new Map()): MatchedLine[] | undefined {
  const expectedLines = outputLines(expected, streams);
  const lines = outputLines(actual, streams);
  const patterns = compile(expectedLines.map((line) => maskLine(line)));
  const masked = lines.map((line) => maskLine(line));
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
      result = j < lines.length && pattern.test(masked[j]) && match(i + 1, j + 1);
    }
    memo.set(key, result);
    return result;
  };
  if (!match(0, 0)) return undefined;
  const matched: MatchedLine[] = [];
  for (let i = 0, j = 0; i < patterns.length; ) {
    if (patterns[i] !== null) {
      matched.push({expected: expectedLines[i], actual: lines[j]});
      i += 1;
      j += 1;
    } else if (match(i + 1, j)) {
      i += 1;
    } else {
      j += 1;
    }
  }
  return matched;
}

/**
 * True when the `actual` output matches the `expected` output shown on the page, whatever the
 * interleaving of each task's stdout and stderr (`streams`, read from the run's logs).
 */
export function outputMatches(expected: string, actual: string, streams: RunStreams = new Map()): boolean {
  return matchOutput(expected, actual, streams) !== undefined;
}
