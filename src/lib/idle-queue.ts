/**
 * One queue of work that a page does not need for its first paint or its first click, run one
 * task per idle period of the browser's main thread (`requestIdleCallback`, or `setTimeout(0)`
 * where the browser lacks it), in the order queued. The link prefetches (a row of
 * `plugins/upstream-patches`) and the measuring of a page's code blocks for their word-wrap
 * buttons (`plugins/static-article/browser/hydration.ts`) share it, so that neither makes one long
 * task after hydration and neither starves the other.
 *
 * `runWhenIdle(task)` takes a function of no arguments and returns nothing; the task runs
 * later, alone in its idle callback. A task that throws is reported as an uncaught error and
 * the queue goes on with the next one. Browser only (it needs `window`).
 */
type Task = () => void;

const queue: Task[] = [];

function requestIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback);
  else window.setTimeout(callback, 0);
}

function runNext(): void {
  const task = queue.shift();
  if (queue.length > 0) requestIdle(runNext);
  task?.();
}

export function runWhenIdle(task: Task): void {
  queue.push(task);
  if (queue.length === 1) requestIdle(runNext);
}
