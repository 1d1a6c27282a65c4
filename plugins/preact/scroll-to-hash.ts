/**
 * Client module of the Preact plugin: after a client-side navigation to `/page#anchor`, scrolls
 * to the anchor once the new page is in the document. Docusaurus scrolls in a layout effect that,
 * under Preact, runs before the new page's content has been committed, so it finds no element
 * and the window stays where the previous page was. Takes the route change from Docusaurus's
 * `onRouteDidUpdate` lifecycle; raises nothing; gives up after `MAX_FRAMES` animation frames
 * (about half a second) when the anchor never appears.
 */
import type {ClientModule} from '@docusaurus/types';

const MAX_FRAMES = 30;

function scrollWhenPresent(id: string, framesLeft: number): void {
  const element = document.getElementById(id);
  if (element) {
    element.scrollIntoView();
  } else if (framesLeft > 0) {
    requestAnimationFrame(() => scrollWhenPresent(id, framesLeft - 1));
  }
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation || !location.hash || location.pathname === previousLocation.pathname) return;
    scrollWhenPresent(decodeURIComponent(location.hash.slice(1)), MAX_FRAMES);
  },
};

export default clientModule;
