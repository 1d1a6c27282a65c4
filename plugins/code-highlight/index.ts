/**
 * Code blocks are highlighted at build time, so the browser bundle carries no highlighter and no
 * grammar (issue 24): `rehypeCodeHighlight` (`rehype.ts`), given to both docs plugins in
 * `docusaurus.config.ts`, writes each code fence's highlighted lines into the page when its MDX
 * is compiled, with Prism's core and the grammars of `PRISM_LANGUAGES` from `prismjs`.
 * Theme-classic's client module `prism-include-languages`, which would otherwise bundle
 * prism-react-renderer's Prism and load grammars in every browser, is emptied by a row of
 * `plugins/upstream-patches/table.ts` (`no-prism-in-browser`).
 */
export {default as rehypeCodeHighlight, type CodeHighlightOptions} from './rehype';

/** Languages highlighted on this site (Prism component names of `prismjs`). */
export const PRISM_LANGUAGES = ['python', 'bash', 'r', 'json', 'yaml', 'toml', 'ini'];
