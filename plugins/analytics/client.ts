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
    // The document title is updated on the next tick, after this hook runs.
    setTimeout(() => {
      window.gtag('event', 'page_view', {
        page_title: document.title,
        page_location: window.location.href,
        page_path: path,
      });
    });
  },
};

export default clientModule;
