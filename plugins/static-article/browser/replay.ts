/**
 * Taps made before React can answer them, answered once it can. Between the first paint and the
 * moment the client entry creates the React root (`window.docusaurusRoot`), the page's buttons
 * are server HTML without handlers: a tap on the Search button, on "Copy page" or on the navbar's
 * menu button did nothing. From the root's creation on, React answers a tap itself (it hydrates
 * what was tapped first), so only the taps before it are held.
 *
 * `holdEarlyTaps(selector)` listens, in the capture phase, for clicks on elements matching
 * `selector`; while there is no React root, it stops such a click and keeps its element (the
 * last one tapped wins) and marks it `data-held` (the site's stylesheet shows it as pressed and
 * waiting, so the reader sees the tap was taken); once the page has hydrated (`<html
 * data-has-hydrated="true">`, set by Docusaurus) it unmarks that element and clicks it again, if it
 * is still in the page. Returns nothing and raises nothing.
 */
/** Docusaurus's mark on `<html>` that the page has hydrated. */
const hasHydratedMark = () => document.documentElement.getAttribute('data-has-hydrated') === 'true';

export function holdEarlyTaps(selector: string): void {
  let held: HTMLElement | null = null;
  const replay = () => {
    const element = held;
    held = null;
    element?.removeAttribute('data-held');
    if (element?.isConnected) element.click();
  };
  const hydration = new MutationObserver(() => {
    if (!hasHydratedMark()) return;
    hydration.disconnect();
    replay();
  });
  const onClick = (event: MouseEvent) => {
    if (window.docusaurusRoot || hasHydratedMark()) {
      document.removeEventListener('click', onClick, true);
      return;
    }
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null;
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    if (held === null) hydration.observe(document.documentElement, {attributes: true, attributeFilter: ['data-has-hydrated']});
    held?.removeAttribute('data-held');
    held = target;
    held.setAttribute('data-held', '');
  };
  document.addEventListener('click', onClick, true);
}
