/**
 * Docusaurus's own parser of a code block's metadata, `createCodeBlockMetadata` of
 * `@docusaurus/theme-common/internal`, in Node. It takes what a code fence gives the theme's
 * `CodeBlock` (the code, its `language-*` class, its metastring) with the site's magic comments
 * and default language, and returns the code as shown (magic comments removed), the language,
 * the title (`title="…"`), the highlighted lines (`{1,3}` ranges and `highlight-*` comments) and
 * the first line number (`showLineNumbers`): what the theme's `CodeBlock/Content/String`
 * computes in the browser for the same block.
 *
 * theme-common ships that function as browser ESM, next to JSX and CSS modules, which Node
 * cannot load. So `loadCreateCodeBlockMetadata()` has esbuild bundle just that export (tree-shaken
 * to the function, `clsx` and `parse-numeric-range`; `react` stays a `require`) into CommonJS on
 * its first call, evaluates it and resolves to the function (later calls reuse it). Rejects when
 * esbuild cannot build it, e.g. after a Docusaurus release that renamed or moved the export.
 */
import {createRequire} from 'node:module';

import {build} from 'esbuild';

// Internal: theme-common exports the parser nowhere else (tests/unit/deep-imports.test.ts).
type CreateCodeBlockMetadata = (typeof import('@docusaurus/theme-common/internal'))['createCodeBlockMetadata'];

/**
 * Modules left out of the bundle: Docusaurus's other packages and the aliases only its bundler
 * resolves (`@docusaurus/router`, `@generated/routes`, `@theme/…`), which other modules of
 * theme-common import.
 */
function leftOut(path: string): boolean {
  return /^@(?:docusaurus|generated|theme)/.test(path) && !path.startsWith('@docusaurus/theme-common/');
}

/** The CommonJS source of theme-common's `createCodeBlockMetadata` and what it imports. */
async function bundledSource(): Promise<string> {
  const {outputFiles} = await build({
    stdin: {contents: "export {createCodeBlockMetadata} from '@docusaurus/theme-common/internal';", resolveDir: __dirname},
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    // theme-common's modules are JSX in `.js` files; their CSS modules are not needed here.
    loader: {'.js': 'jsx', '.css': 'empty', '.module.css': 'empty'},
    jsx: 'automatic',
    external: ['react'],
    plugins: [
      {name: 'left-out', setup: (esbuild) => esbuild.onResolve({filter: /^@/}, ({path}) => (leftOut(path) ? {path, external: true} : undefined))},
    ],
    logLevel: 'silent',
  });
  return outputFiles[0]!.text;
}

async function load(): Promise<CreateCodeBlockMetadata> {
  const module = {exports: {} as {createCodeBlockMetadata?: CreateCodeBlockMetadata}};
  new Function('module', 'exports', 'require', await bundledSource())(module, module.exports, createRequire(__filename));
  const {createCodeBlockMetadata} = module.exports;
  if (typeof createCodeBlockMetadata !== 'function') {
    throw new Error('@docusaurus/theme-common/internal no longer exports createCodeBlockMetadata: update plugins/code-highlight.');
  }
  return createCodeBlockMetadata;
}

let loading: Promise<CreateCodeBlockMetadata> | undefined;

/** Docusaurus's `createCodeBlockMetadata`, built on the first call. */
export function loadCreateCodeBlockMetadata(): Promise<CreateCodeBlockMetadata> {
  loading ??= load();
  return loading;
}
