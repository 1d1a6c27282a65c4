/**
 * Keeps the service worker of `@docusaurus/plugin-pwa` away from readers who never turned
 * offline mode on. The plugin's registration module
 * (`@docusaurus/plugin-pwa/lib/registerSw.js`, 3.10) registers a worker for every visitor: with
 * offline mode off, that worker precaches nothing, but every first visit still downloads
 * `workbox-window` (2.3 KB gzip) and `sw.js` (12 KB gzip, the precache list inlined), and every
 * later page load starts the worker to pass its requests through.
 *
 * The edit: when no activation strategy holds (the site's are `appInstalled`, `standalone` and
 * `queryString`, `docusaurus.config.ts`) and the page has no worker registered yet, the module
 * stops before importing `workbox-window`. A reader who had offline mode on and now has it off
 * still has a registration, so the plugin's own path runs and its worker without a precache
 * replaces the old one, which empties the cache, as before.
 *
 * How: `string-replace-loader` (`../lib/string-replace.ts`) edits the module in the client and
 * server bundles (only the browser runs it). Takes no options. Strict mode: when a Docusaurus
 * release changes the edited statement, the build fails with "Replace failed", and the edit
 * must be checked against the new release. `tests/e2e/offline.spec.ts` checks that a visit
 * without offline mode registers no worker and makes no request for `sw.js`.
 */
import type {Plugin} from '@docusaurus/types';

import {stringReplacePlugin, stringReplaceRule} from '../lib/string-replace';

export default function pwaOptInPlugin(): Plugin {
  return stringReplacePlugin('metaflow-docs-pwa-opt-in', [
    stringReplaceRule(/[\\/]@docusaurus[\\/]plugin-pwa[\\/]lib[\\/]registerSw\.js$/, [
      {
        search:
          'async function registerSW() {\n' +
          '    const [{ Workbox }, offlineMode] = await Promise.all([\n' +
          "        import('workbox-window'),\n" +
          '        getIsOfflineModeEnabled(),\n' +
          '    ]);\n',
        replace:
          'async function registerSW() {\n' +
          '    const offlineMode = await getIsOfflineModeEnabled();\n' +
          '    if (!offlineMode && !(await navigator.serviceWorker.getRegistration())) {\n' +
          '        return;\n' +
          '    }\n' +
          "    const { Workbox } = await import('workbox-window');\n",
      },
    ]),
  ]);
}
