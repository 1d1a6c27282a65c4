/**
 * Serves Preact (through `preact/compat`) to the browser in place of React, to keep the
 * JavaScript a first visit downloads small: React DOM alone is about 55 KB gzip, Preact with
 * its compatibility layer about 5 KB (see BENCHMARKS.md for the measured first-load sizes).
 *
 * Only the client bundle is aliased; server-side rendering keeps React, and the client
 * hydrates React's HTML. The client module `scroll-to-hash` restores scrolling to an anchor
 * after a client-side navigation, which Docusaurus attempts too early under Preact. Takes no options, raises nothing. The end-to-end suite exercises
 * every interactive part of the theme (navigation, drawer, colour mode, announcement bar,
 * tabs storage, analytics) on this bundle.
 */
import {join} from 'node:path';

import type {Plugin} from '@docusaurus/types';

export default function preactPlugin(): Plugin {
  return {
    name: 'metaflow-docs-preact',
    getClientModules() {
      return [join(__dirname, 'scroll-to-hash')];
    },
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      return {
        resolve: {
          alias: {
            'react/jsx-runtime': 'preact/jsx-runtime',
            'react/jsx-dev-runtime': 'preact/jsx-runtime',
            'react-dom/client': 'preact/compat/client',
            'react-dom': 'preact/compat',
            react: 'preact/compat',
          },
        },
      };
    },
  };
}
