/**
 * Our service-worker registration module, given to `@docusaurus/plugin-pwa` as its `swRegister`
 * option (a client module, run once in the browser): it loads the plugin's own registration
 * (`lib/registerSw.js`, which downloads `workbox-window` and registers `sw.js`) only when offline
 * mode may be on or a worker is already registered. Any other visitor gets no worker and
 * downloads neither (README, "Installing the docs as an app").
 *
 * "May be on" mirrors the plugin's activation strategies (`registerSw.js`, 3.10.2) for the
 * names `docusaurus.config.ts` sets, conservatively: `appInstalled` (the plugin's storage flag
 * set by an `appinstalled` event, or `navigator.getInstalledRelatedApps()` listing a web app),
 * `standalone` (the `display-mode: standalone` media query), `queryString` (`offlineMode=true`
 * in the URL); any other strategy name counts as on and leaves the decision to the plugin. So
 * this check never says "no" where the plugin would say "yes". A reader who had offline mode
 * and turned it off still has a registration: the plugin then replaces the worker with one
 * that precaches nothing, as it always did.
 *
 * The plugin exports no registration function, so its module is imported by path; importing it
 * runs it. When the check says no, an `appinstalled` event sets the plugin's flag, as the
 * plugin's own listener would, and loads the registration then.
 * `tests/e2e/offline.spec.ts` checks both sides.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {createStorageSlot} from '@docusaurus/theme-common';

/** The plugin's strategy names, from `offlineModeActivationStrategies` (its DefinePlugin value). */
const STRATEGIES = process.env.PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES as unknown as readonly string[];

/** The flag the plugin sets when the browser fires `appinstalled` (same key, same helper). */
const appInstalledFired = createStorageSlot('docusaurus.pwa.event.appInstalled.fired');

async function hasInstalledRelatedWebApp(): Promise<boolean> {
  const nav = navigator as Navigator & {getInstalledRelatedApps?: () => Promise<{platform: string}[]>};
  if (!nav.getInstalledRelatedApps) return false;
  try {
    return (await nav.getInstalledRelatedApps()).some((app) => app.platform === 'webapp');
  } catch {
    return false;
  }
}

async function strategyMayHold(name: string): Promise<boolean> {
  switch (name) {
    case 'appInstalled':
      return appInstalledFired.get() === 'true' || (await hasInstalledRelatedWebApp());
    case 'standalone':
      return window.matchMedia('(display-mode: standalone)').matches;
    case 'queryString':
      return new URLSearchParams(window.location.search).get('offlineMode') === 'true';
    default:
      return true;
  }
}

function loadPluginRegistration(): void {
  import('@docusaurus/plugin-pwa/lib/registerSw.js').catch((error: unknown) => console.error('registerSW failed', error));
}

async function registerIfWanted(): Promise<void> {
  const held = await Promise.all(STRATEGIES.map(strategyMayHold));
  if (held.some(Boolean) || (await navigator.serviceWorker.getRegistration())) {
    loadPluginRegistration();
    return;
  }
  window.addEventListener(
    'appinstalled',
    () => {
      appInstalledFired.set('true');
      loadPluginRegistration();
    },
    {once: true},
  );
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  registerIfWanted().catch((error: unknown) => console.error('registerSW failed', error));
}
