/**
 * Source maps for the client bundle, for analysing what the scripts contain
 * (`npm run bench:bundle`, which runs source-map-explorer over them). Docusaurus writes none in
 * a production build; this plugin, added by `docusaurus.config.ts` only when `SOURCE_MAPS=true`
 * (`env.ts`), sets the client compilation's `devtool` to `source-map`, so every
 * `assets/js/*.js` gets a `*.js.map` beside it and a `sourceMappingURL` comment. The scripts'
 * code is otherwise the same as without it. Takes no options; the server bundle is left alone.
 */
import type {Plugin} from '@docusaurus/types';

export default function sourceMapsPlugin(): Plugin {
  return {
    name: 'metaflow-docs-source-maps',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {devtool: 'source-map'};
    },
  };
}
