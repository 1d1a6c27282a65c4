/**
 * A rendered doc page as Markdown: `pageMarkdown(html, url)` takes the HTML of a built page and
 * its canonical URL and returns its title, description, last-update date and Markdown content.
 *
 * Only the doc's content (`.theme-doc-markdown`) is converted, so the navbar, sidebars,
 * breadcrumbs, table of contents, footer and edit link never appear. The conversion is
 * turndown's with its GFM plugin (tables), plus rules for what the site's components render:
 *
 * - code blocks: a fence with the language and `title="…"`, lines as written (no highlighting);
 * - API signatures: a `python` fence; the object's kind, "Added in …" and source link on one line; parameter
 *   tables as Markdown tables (a cell's paragraphs and list items become one line, items marked
 *   "•"); "Returns" / "Raises" in bold;
 * - tabs: each tab's content under a bold "Tab: <label>" line, every tab (not only the shown one);
 * - admonitions: a block quote that starts with its kind in bold (and its title, when it has one);
 * - diagrams (`svg` with `role="img"`): their alt text, "*Diagram: …*"; decorative icons are dropped;
 * - links and images: absolute URLs, so the text works wherever it is pasted;
 * - buttons and forms (a page's filter box) are controls, not content: left out.
 *
 * Throws when the page has no doc content or no `<h1>`.
 */
import {gfm} from '@joplin/turndown-plugin-gfm';
import {load} from 'cheerio';
import TurndownService from 'turndown';

/** A page's Markdown and what lists it. */
export interface PageMarkdown {
  /** The page's `<h1>` text. */
  readonly title: string;
  /** The page's canonical URL. */
  readonly url: string;
  /** The page's meta description (its front matter `description`), or "" when it has none. */
  readonly description: string;
  /**
   * The day the page's source last changed, `YYYY-MM-DD` in UTC, as its "Last updated" line shows
   * it (`<time itemprop="dateModified">`, from git at build time), or `undefined` when the page
   * shows none (a file git doesn't track).
   */
  readonly lastUpdated: string | undefined;
  /** The doc's content after its `<h1>` as Markdown; ends with one newline. */
  readonly markdown: string;
}

type Element = HTMLElement;

/** True when `node` has the class `name`, or a CSS-module class `name_<hash>` when `module` is set. */
function hasClass(node: Node, name: string, module = false): boolean {
  const classes = (node as Element).getAttribute?.('class')?.split(/\s+/) ?? [];
  return classes.some((value) => value === name || (module && value.startsWith(`${name}_`)));
}

function elementsOf(node: Node, selector: string): Element[] {
  return Array.from((node as Element).querySelectorAll(selector));
}

/** A fenced code block whose fence is longer than any backtick run in `code`. */
function fenced(code: string, info: string): string {
  const longest = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `\n\n${fence}${info}\n${code.replace(/\n+$/, '')}\n${fence}\n\n`;
}

/** `markdown` as a block quote. */
function blockQuote(markdown: string): string {
  return markdown
    .trim()
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

function absolute(href: string, pageUrl: string): string {
  try {
    return new URL(href, pageUrl).href;
  } catch {
    return href;
  }
}

/** The turndown service with the site's rules, for pages at `pageUrl`. */
function converter(pageUrl: string): TurndownService {
  const service = new TurndownService({headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', emDelimiter: '*'});
  service.use(gfm);
  const convert = (node: Node): string => service.turndown(node as Element).trim();

  service.remove(['button', 'form', 'script', 'style', 'noscript']);
  service.addRule('heading anchor', {filter: (node) => node.nodeName === 'A' && hasClass(node, 'hash-link'), replacement: () => ''});
  service.addRule('code block', {
    filter: (node) => hasClass(node, 'theme-code-block'),
    replacement: (_content, node) => {
      const language = /(?:^|\s)language-(\S+)/.exec((node as Element).getAttribute('class') ?? '')?.[1] ?? '';
      const title = elementsOf(node, '*').find((child) => hasClass(child, 'codeBlockTitle', true))?.textContent?.trim();
      return fenced(elementsOf(node, 'pre')[0]?.textContent ?? '', `${language}${title ? ` title="${title}"` : ''}`);
    },
  });
  service.addRule('preformatted', {
    filter: 'pre',
    replacement: (_content, node) => fenced(node.textContent ?? '', hasClass(node, 'signature', true) ? 'python' : ''),
  });
  service.addRule('api object header', {
    filter: (node) => hasClass(node, 'header', true) && Boolean((node.parentNode as Element | null)?.getAttribute?.('data-api-object')),
    replacement: (_content, node) => {
      const kind = elementsOf(node, 'span').find((span) => hasClass(span, 'kind', true))?.textContent?.trim() ?? '';
      const added = elementsOf(node, 'span').find((span) => hasClass(span, 'addedIn', true))?.textContent?.trim();
      const source = elementsOf(node, 'a')[0]?.getAttribute('href');
      return `\n\n*${kind}*${added ? ` · ${added}` : ''}${source ? ` ([source](${absolute(source, pageUrl)}))` : ''}\n\n`;
    },
  });
  service.addRule('api outcome label', {
    filter: (node) => hasClass(node, 'outcomeLabel', true),
    replacement: (content) => `**${content.trim()}:** `,
  });
  service.addRule('admonition', {
    filter: (node) => hasClass(node, 'theme-admonition'),
    replacement: (_content, node) => {
      const kind = /theme-admonition-(\w+)/.exec((node as Element).getAttribute('class') ?? '')?.[1] ?? 'note';
      const label = kind.charAt(0).toUpperCase() + kind.slice(1);
      const heading = elementsOf(node, 'div').find((child) => hasClass(child, 'admonitionHeading', true))?.textContent?.trim() ?? '';
      const body = elementsOf(node, 'div').find((child) => hasClass(child, 'admonitionContent', true));
      const title = heading && heading.toLowerCase() !== kind ? `${label}: ${heading}` : label;
      return `\n\n${blockQuote(`**${title}**\n\n${body ? convert(body) : ''}`)}\n\n`;
    },
  });
  service.addRule('tabs', {
    filter: (node) => hasClass(node, 'tabs-container'),
    replacement: (_content, node) => {
      const labels = elementsOf(node, '[role="tab"]').map((tab) => tab.textContent?.trim() ?? '');
      const panels = elementsOf(node, '[role="tabpanel"]');
      return `\n\n${panels.map((panel, index) => `**Tab: ${labels[index] ?? index + 1}**\n\n${convert(panel)}`).join('\n\n')}\n\n`;
    },
  });
  service.addRule('diagram', {
    filter: (node) => node.nodeName.toLowerCase() === 'svg',
    replacement: (_content, node) => {
      const label = (node as Element).getAttribute('role') === 'img' ? (node as Element).getAttribute('aria-label')?.trim() : undefined;
      return label ? `\n\n*Diagram: ${label}*\n\n` : '';
    },
  });
  service.addRule('link', {
    filter: (node) => node.nodeName === 'A' && Boolean((node as Element).getAttribute('href')) && !hasClass(node, 'hash-link'),
    replacement: (content, node) => (content.trim() ? `[${content}](${absolute((node as Element).getAttribute('href')!, pageUrl)})` : ''),
  });
  service.addRule('image', {
    filter: 'img',
    replacement: (_content, node) => {
      const src = (node as Element).getAttribute('src');
      return src ? `![${(node as Element).getAttribute('alt') ?? ''}](${absolute(src, pageUrl)})` : '';
    },
  });
  return service;
}

export function pageMarkdown(html: string, pageUrl: string): PageMarkdown {
  const $ = load(html);
  const content = $('.theme-doc-markdown').first();
  const title = content.find('h1').first().text().trim();
  if (content.length === 0 || !title) {
    throw new Error(`${pageUrl} has no doc content with an <h1> to convert to Markdown.`);
  }
  // A Markdown table cell holds one line: its paragraphs and list items become inline text.
  // Innermost first, so the items of a nested list are flattened before the list holding them.
  for (const cell of content.find('td, th').toArray()) {
    for (const item of $(cell).find('li').toArray().reverse()) $(item).replaceWith(` • ${$(item).html() ?? ''}`);
    for (const block of $(cell).find('p, ul, ol').toArray().reverse()) $(block).replaceWith(` ${$(block).html() ?? ''} `);
  }
  content.find('h1').first().remove();
  const body = converter(pageUrl)
    .turndown(content.html() ?? '')
    .trim();
  return {
    title,
    url: pageUrl,
    description: $('meta[name="description"]').attr('content')?.trim() ?? '',
    lastUpdated: $('time[itemprop="dateModified"]').attr('datetime')?.slice(0, 'YYYY-MM-DD'.length),
    markdown: `${body}\n`,
  };
}
