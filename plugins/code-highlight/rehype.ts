/**
 * The rehype plugin that highlights every Markdown code fence of a page when its MDX is
 * compiled, so that the browser gets the HTML and needs no highlighter.
 *
 * For each `<pre><code>` element that a fence became (JSX written in MDX is left alone), it reads
 * what the theme's `CodeBlock` will receive (the code, the `language-*` class, the metastring that
 * Docusaurus's `codeCompatPlugin` stores), computes the block's metadata with Docusaurus's own
 * `createCodeBlockMetadata` (`metadata.ts`) and the site's magic comments and default language,
 * and adds the highlighted lines (`highlight.ts`) as the `highlightedHtml` property. MDX passes it
 * to the swizzled `CodeBlock`, which hands it to `CodeBlock/Content`; the title, copy button
 * and line numbers still come from the metadata the theme computes in the browser from the same
 * inputs, so both agree.
 *
 * Options (`CodeHighlightOptions`): `languages`, the Prism grammars to load, and `prism`, the
 * site's `themeConfig.prism` (its `magicComments` and `defaultLanguage`; unset ones take
 * Docusaurus's defaults, as the theme does). Rejects, failing the build, when a fence's `<code>`
 * holds anything but text or when Docusaurus's metadata parser cannot be built (`metadata.ts`).
 */
import type {Element, Root} from 'hast';
import type {ThemeConfig} from '@docusaurus/theme-common';
import * as themeClassic from '@docusaurus/theme-classic';
import type {PluginModule} from '@docusaurus/types';
import {normalizeThemeConfig} from '@docusaurus/utils-validation';
import {visit} from 'unist-util-visit';

import {createHighlighter} from './highlight';
import {loadCreateCodeBlockMetadata} from './metadata';

export interface CodeHighlightOptions {
  /** Prism component names of the grammars to load (`prismjs/components/prism-<name>`). */
  readonly languages: readonly string[];
  /** The site's `themeConfig.prism`, of which its `magicComments` and `defaultLanguage` are read. */
  readonly prism: Partial<ThemeConfig['prism']>;
}

/** The code of a fence's `<code>` element, which holds only text. */
function codeOf(code: Element): string {
  return code.children
    .map((child) => {
      if (child.type !== 'text') throw new Error(`A code fence holds a ${child.type} node where only its code was expected.`);
      return child.value;
    })
    .join('');
}

/** The `<code>` element of a fence's `<pre>`, if `node` is one. */
function fenceCode(node: Element): Element | undefined {
  if (node.tagName !== 'pre') return undefined;
  return node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
}

/**
 * The site's `prism` options with theme-classic's defaults filled in, through the theme's own
 * `validateThemeConfig` (a plugin module's public export, which its type declarations leave out),
 * as Docusaurus validates the site's `themeConfig`. Throws Joi's error for invalid options.
 */
function prismWithDefaults(prism: CodeHighlightOptions['prism']): ThemeConfig['prism'] {
  const {validateThemeConfig} = themeClassic as unknown as Required<Pick<PluginModule, 'validateThemeConfig'>>;
  return validateThemeConfig<Partial<ThemeConfig>>({validate: normalizeThemeConfig, themeConfig: {prism: prism as ThemeConfig['prism']}}).prism!;
}

export default function rehypeCodeHighlight({languages, prism}: CodeHighlightOptions) {
  const highlightToHtml = createHighlighter(languages);
  const {magicComments} = prismWithDefaults(prism);
  return async (tree: Root): Promise<void> => {
    const createCodeBlockMetadata = await loadCreateCodeBlockMetadata();
    visit(tree, 'element', (node: Element) => {
      const code = fenceCode(node);
      if (!code) return;
      const {className, metastring} = code.properties;
      const metadata = createCodeBlockMetadata({
        code: codeOf(code),
        className: Array.isArray(className) ? className.join(' ') : undefined,
        metastring: typeof metastring === 'string' ? metastring : undefined,
        magicComments,
        defaultLanguage: prism.defaultLanguage,
        language: undefined,
        title: undefined,
        showLineNumbers: undefined,
      });
      code.properties.highlightedHtml = highlightToHtml({
        code: metadata.code,
        language: metadata.language,
        lineClassNames: metadata.lineClassNames,
        lineNumbers: metadata.lineNumbersStart !== undefined,
      });
    });
  };
}
