/**
 * Parses an MDX page into an mdast tree, as the docs' checks read pages (code blocks for the
 * examples harness, headings and API components for the API drift test). Throws the MDX
 * parser's error on a page that Docusaurus could not compile either.
 */
import type {Root} from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

export function parseMdx(source: string): Root {
  return unified().use(remarkParse).use(remarkMdx).parse(source);
}
