/**
 * First visits without hydrating the article (issue 35): a theme plugin.
 *
 * A first visit's article stays the server's HTML, which React never walks
 * (`browser/StaticHtml.tsx`, used by the site's `DocItem/Content`; its `LastUpdated` keeps the
 * "Last updated" line so too). What reacts to the reader inside it works without React, from the
 * first paint, and the same way on pages React renders after a client-side navigation:
 * - `theme/`: `Tabs`, `TabItem` and `CodeBlock/Buttons`, which render plain markup (tab groups
 *   with their values, buttons with their actions) into the server's HTML;
 * - `browser/early.ts`: the script this plugin inlines into every page's `<head>`
 *   (`injectHtmlTags`), bundled and minified with esbuild when the plugin loads: it applies the
 *   reader's tab choices before the first paint, handles the tabs and code block buttons by event
 *   delegation, and holds taps that come before React starts (`browser/replay.ts`).
 * `browser/hydration.ts`, a client module, tells `StaticHtml` when the hydration is over.
 * The nginx configuration allows the inline script by its hash, as it does the others
 * (`plugins/lib/inline-scripts.ts`). Takes no options; throws, failing the build, when esbuild
 * cannot bundle the script.
 */
import {join} from 'node:path';

import {buildSync} from 'esbuild';
import type {Plugin} from '@docusaurus/types';

/** The head script, bundled into one function expression that runs at once. */
function earlyScript(): string {
  const {outputFiles} = buildSync({
    entryPoints: [join(__dirname, 'browser', 'early.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2019',
    write: false,
    legalComments: 'none',
  });
  return outputFiles[0].text.trim();
}

export default function staticArticlePlugin(): Plugin {
  const script = earlyScript();
  return {
    name: 'metaflow-docs-static-article',
    getClientModules() {
      return [join(__dirname, 'browser', 'hydration.ts')];
    },
    getThemePath() {
      return join(__dirname, 'theme');
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
