/**
 * Client module of the analytics plugin: after each client-side route change, sends a gtag
 * `page_view` event with `page_title`, `page_location` and `page_path`. The first page view
 * is sent by gtag's own `config` call when the page loads.
 */
import type {ClientModule} from '@docusaurus/types';

declare global {
  interface Window {
    gtag: (...args: unknown[]) => void;
  }
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation) {
      return;
    }
    const path = location.pathname + location.search + location.hash;
    const previous = previousLocation.pathname + previousLocation.search + previousLocation.hash;
    if (path === previous) {
      return;
    }
    // react-helmet-async writes the new document title in an animation frame it schedules while
    // the new page commits, which can run after a plain next-tick timeout (then the event carried
    // the previous page's title). Wait for that frame, then for the next tick.
    requestAnimationFrame(() => {
      setTimeout(() => {
        window.gtag('event', 'page_view', {
          page_title: document.title,
          page_location: window.location.href,
          page_path: path,
        });
      });
    });
  },
};

export default clientModule;
