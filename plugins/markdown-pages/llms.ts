/**
 * The Markdown files of the site, after the llms.txt proposal (llmstxt.org):
 *
 * - `pageFile(page, release)` — a page's `.md`: YAML front matter (`title`, `url`,
 *   `metaflow_version`, the Metaflow release the docs describe, and `last_updated`, the page's
 *   `YYYY-MM-DD` date when it has one), then `# <title>` and the content.
 *
 * - `llmsIndex(site, pages)` — `llms.txt`: the site's title as the `#` heading, its summary as a
 *   block quote, a paragraph on the Markdown files, then one `##` section per docs set (Python
 *   docs, API reference, R docs) listing its pages in sidebar order as
 *   `- [title](<page URL>.md): description`.
 * - `llmsFull(site, pages)` — `llms-full.txt`: front matter for the whole file (the site's title,
 *   the file's URL, `metaflow_version`), then every page in the same order, separated by rules,
 *   each as `# <title>`, a `URL:` line, a `Last updated:` line (when the page has a date) and
 *   its content. One front matter per file: in the middle of a file, YAML between rules would
 *   read as more rules and text, not as fields.
 *
 * `pages` come in `routes.json` order, which is sidebar order (`tests/build/routes.test.ts`).
 */
import {sectionOfPath, type SearchSection} from '../local-search/engine/sections';
import {frontMatter} from './front-matter';
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
  /** The Metaflow release the docs describe, e.g. `2.19.7` (the pin in `requirements.txt`). */
  readonly release: string;
}

/** The docs sets, in the order `llms.txt` lists them. */
export const SECTION_TITLES = ['Python docs', 'API reference', 'R docs'] as const;

/** The title `llms.txt` gives each section of the site (`plugins/local-search/engine/sections.ts`). */
const SECTION_TITLE: Record<SearchSection, (typeof SECTION_TITLES)[number]> = {python: 'Python docs', api: 'API reference', r: 'R docs'};

/** The docs set the page at `path` is listed under. */
export function sectionOf(path: string): (typeof SECTION_TITLES)[number] {
  return SECTION_TITLE[sectionOfPath(path)];
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

export function pageFile(page: PageMarkdown, release: string): string {
  const fields = {title: page.title, url: page.url, metaflow_version: release, last_updated: page.lastUpdated};
  return `${frontMatter(fields)}\n# ${page.title}\n\n${page.markdown}`;
}

export function llmsFull(site: LlmsSite, pages: readonly LlmsPage[]): string {
  const entries = pages.map((page) =>
    [`# ${page.title}`, `URL: ${page.url}`, ...(page.lastUpdated ? [`Last updated: ${page.lastUpdated}`] : []), page.markdown.trim()].join('\n\n'),
  );
  return `${frontMatter({title: site.title, url: site.fullTextUrl, metaflow_version: site.release})}\n${entries.join('\n\n---\n\n')}\n`;
}
