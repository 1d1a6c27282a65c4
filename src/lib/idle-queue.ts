/**
 * One queue of work that a page does not need for its first paint or its first click, run one
 * task per idle period of the browser's main thread (`requestIdleCallback`, or `setTimeout(0)`
 * where the browser lacks it), in the order queued. The link prefetches (a row of
 * `plugins/upstream-patches`) and the measuring of a page's code blocks for their word-wrap
 * buttons (`plugins/static-article/browser/hydration.ts`) share it, so that neither makes one long
 * task after hydration and neither starves the other.
 *
 * The queue starts at the reader's first interaction with the page (`FIRST_INTERACTION`: a
 * pointer moved or pressed, a touch, a key, a wheel or a scroll), not at load: a reader who only
 * reads the page they opened has no use for either, and a phone's idle time is still battery
 * (issue 35). Once started, it stays so for the life of the page, client-side navigations
 * included.
 *
 * `runWhenIdle(task)` takes a function of no arguments and returns nothing; the task runs
 * later, alone in its idle callback. A task that throws is reported as an uncaught error and
 * the queue goes on with the next one. Browser only (it needs `window`).
 */
type Task = () => void;

/** The events that tell the reader is using the page, listened to on `window` in the capture phase. */
const FIRST_INTERACTION = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

const queue: Task[] = [];

let interacted = false;
let listening = false;

function requestIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback);
  else window.setTimeout(callback, 0);
}

function runNext(): void {
  const task = queue.shift();
  if (queue.length > 0) requestIdle(runNext);
  task?.();
}

function onFirstInteraction(): void {
  interacted = true;
  FIRST_INTERACTION.forEach((type) => window.removeEventListener(type, onFirstInteraction, true));
  if (queue.length > 0) requestIdle(runNext);
}

export function runWhenIdle(task: Task): void {
  queue.push(task);
  if (interacted) {
    if (queue.length === 1) requestIdle(runNext);
  } else if (!listening) {
    listening = true;
    FIRST_INTERACTION.forEach((type) => window.addEventListener(type, onFirstInteraction, {capture: true, passive: true}));
  }
}
