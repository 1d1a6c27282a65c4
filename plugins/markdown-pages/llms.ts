/**
 * The two files for language-model tools, after the llms.txt proposal (llmstxt.org):
 *
 * - `llmsIndex(site, pages)` — `llms.txt`: the site's title as the `#` heading, its summary as a
 *   block quote, a paragraph on the Markdown files, then one `##` section per docs set (Python
 *   docs, API reference, R docs) listing its pages in sidebar order as
 *   `- [title](<page URL>.md): description`.
 * - `llmsFull(pages)` — `llms-full.txt`: every page's Markdown (which starts with its title and
 *   canonical URL) in the same order, separated by rules.
 *
 * `pages` come in `routes.json` order, which is sidebar order (`tests/unit/routes.test.ts`).
 */
import {R_BASE, isUnder} from '../../scripts/lib/routes';
import type {PageMarkdown} from './to-markdown';

/** A page with its Markdown and where both are served. */
export interface LlmsPage extends PageMarkdown {
  /** The page's path, e.g. `/metaflow/basics`. */
  readonly path: string;
  /** Absolute URL of the page's Markdown, e.g. `https://docs.metaflow.org/metaflow/basics.md`. */
  readonly markdownUrl: string;
}

/** The site as `llms.txt` introduces it. */
export interface LlmsSite {
  readonly title: string;
  /** One paragraph: what the site documents. */
  readonly summary: string;
  /** Absolute URL of `llms-full.txt`. */
  readonly fullTextUrl: string;
}

/** The docs sets, in the order `llms.txt` lists them. */
export const SECTION_TITLES = ['Python docs', 'API reference', 'R docs'] as const;

/** The docs set the page at `path` is listed under. */
export function sectionOf(path: string): (typeof SECTION_TITLES)[number] {
  if (isUnder(path, '/api')) return 'API reference';
  return isUnder(path, R_BASE) ? 'R docs' : 'Python docs';
}

/** A one-line description: Markdown link text can't hold a line break. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

export function llmsIndex(site: LlmsSite, pages: readonly LlmsPage[]): string {
  const sections = SECTION_TITLES.map((title) => {
    const lines = pages
      .filter((page) => sectionOf(page.path) === title)
      .map((page) => `- [${oneLine(page.title)}](${page.markdownUrl})${page.description ? `: ${oneLine(page.description)}` : ''}`);
    return `## ${title}\n\n${lines.join('\n')}`;
  });
  return [
    `# ${site.title}`,
    `> ${oneLine(site.summary)}`,
    `Every page below is plain Markdown at its URL plus \`.md\`, made from the rendered page (code blocks, API tables, tabs and notes included). All of them in one file: ${site.fullTextUrl}`,
    ...sections,
  ].join('\n\n') + '\n';
}

export function llmsFull(pages: readonly LlmsPage[]): string {
  return pages.map((page) => page.markdown.trim()).join('\n\n---\n\n') + '\n';
}
