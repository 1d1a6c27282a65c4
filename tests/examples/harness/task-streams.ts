/**
 * Which of a task's two streams printed a line. Metaflow's local runtime reads each task's
 * stdout and stderr pipes as lines arrive and prints both, so the relative order of the two
 * streams in a run's output varies from run to run (the order within each stream does not).
 * The runtime also keeps what it read, per task attempt, in the local datastore:
 * `.metaflow/<flow>/<run id>/<step>/<task id>/<attempt>.runtime_stdout.log` and
 * `.runtime_stderr.log`, one mflog line (`[MFLOG|0|<time>|<source>|<id>]<message>`) per printed
 * line. `readTaskStreams` reads those files; `output-match.ts` uses them to compare outputs
 * independently of how the two streams interleaved.
 *
 * Raises nothing: unreadable or missing files give an empty result (nothing is reordered).
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join, sep} from 'node:path';

/** The messages (trimmed, as the runtime prints them) that each stream of a task printed. */
export interface TaskStreams {
  readonly stdout: ReadonlySet<string>;
  readonly stderr: ReadonlySet<string>;
}

/** Streams of the tasks of some runs, keyed by `<step>/<task id>` (see `taskKey`). */
export type RunStreams = ReadonlyMap<string, TaskStreams>;

const LOG_FILE = /(?:^|[\\/])\.metaflow[\\/][^\\/]+[\\/](\d+)[\\/]([^\\/]+)[\\/]([^\\/]+)[\\/]\d+\.runtime_(stdout|stderr)\.log$/;
const MFLOG_LINE = /^\[MFLOG\|\d+\|[^|\]]*\|[^|\]]*\|[^\]]*\](.*)$/;

/** The key of a task in `RunStreams`. */
export function taskKey(step: string, taskId: string): string {
  return `${step}/${taskId}`;
}

/**
 * Reads the stdout and stderr logs of every task of the runs `runIds` found in `.metaflow`
 * folders anywhere under `root` (the example's directory). Returns an empty map when there
 * are none (for example a command that ran no flow, or a run on a cloud datastore).
 */
export function readTaskStreams(root: string, runIds: ReadonlySet<string>): RunStreams {
  const streams = new Map<string, {stdout: Set<string>; stderr: Set<string>}>();
  if (runIds.size === 0) return streams;
  let files: string[];
  try {
    files = readdirSync(root, {recursive: true, encoding: 'utf8'});
  } catch {
    return streams;
  }
  for (const file of files) {
    const match = LOG_FILE.exec(`${sep}${file}`);
    if (!match) continue;
    const [, runId, step, taskId, stream] = match as unknown as [string, string, string, string, 'stdout' | 'stderr'];
    if (!runIds.has(runId)) continue;
    const key = taskKey(step, taskId);
    const entry = streams.get(key) ?? {stdout: new Set<string>(), stderr: new Set<string>()};
    streams.set(key, entry);
    for (const line of readFileSync(join(root, file), 'utf8').split('\n')) {
      const message = MFLOG_LINE.exec(line)?.[1];
      if (message !== undefined) entry[stream].add(message.trim());
    }
  }
  return streams;
}

/** A line a task printed through the runtime: `<time> [<run id>/<step>/<task id> (pid <pid>)] <message>`. */
export interface TaskLine {
  readonly runId: string;
  readonly key: string;
  /** The task attempt's process: lines of one process form a block. */
  readonly process: string;
  readonly message: string;
}

const TASK_LINE = /^(?:\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3} )?\[(\d+)\/([^\s/\]]+)\/([^\s/\]]+) \(pid (\d+)\)\] ?(.*)$/;

/** Parses a line of a run's output; undefined when a task did not print it. */
export function parseTaskLine(line: string): TaskLine | undefined {
  const match = TASK_LINE.exec(line);
  if (!match) return undefined;
  const [, runId, step, taskId, pid, message] = match as unknown as [string, string, string, string, string, string];
  return {runId, key: taskKey(step, taskId), process: `${runId}/${step}/${taskId}/${pid}`, message: message.trim()};
}

/** The ids of the runs whose tasks printed lines of `output`. */
export function runIdsOf(output: string): Set<string> {
  return new Set(output.split('\n').flatMap((line) => parseTaskLine(line)?.runId ?? []));
}
