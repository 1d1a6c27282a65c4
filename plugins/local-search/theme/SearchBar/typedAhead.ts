/**
 * Keys typed between the search shortcut and the modal's search box, kept so none is lost.
 *
 * The modal's code arrives in a chunk of its own, so after Ctrl+K (or `/`, or a click) there is a
 * moment with no search box to type into. `startTypingAhead()` starts listening to the window's
 * key presses (in the capture phase, before the page sees them): each printable key without Ctrl,
 * Cmd or Alt is kept (and does nothing else), Backspace removes the last kept one.
 * `stopTypingAhead()` stops listening and returns the text kept, "" when nothing was; the modal
 * calls it as its search box appears, in the same task, so no key falls between the two. Calling
 * `startTypingAhead()` again while listening changes nothing. Browser only; raises nothing.
 */
let typed: string | undefined;

function keep(event: KeyboardEvent): void {
  if (typed === undefined || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) {
    return;
  }
  if (event.key === 'Backspace') {
    typed = typed.slice(0, -1);
  } else if ([...event.key].length === 1) {
    typed += event.key;
  } else {
    return;
  }
  event.preventDefault();
  event.stopPropagation();
}

export function startTypingAhead(): void {
  if (typed === undefined) {
    typed = '';
    window.addEventListener('keydown', keep, true);
  }
}

export function stopTypingAhead(): string {
  const text = typed ?? '';
  typed = undefined;
  window.removeEventListener('keydown', keep, true);
  return text;
}
