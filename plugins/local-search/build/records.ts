/**
 * Turns one rendered doc page (the HTML the build wrote) into search records, the way the
 * DocSearch crawler reads a Docusaurus page, for the offline search index.
 *
 * `pageRecords(html, url, options)` takes the page's HTML and its path (`/scaling/failures`)
 * and returns `undefined` for pages that are not docs (no docs tag in the `docsearch:docusaurus_tag`
 * meta tag, or no doc article: the not-found page, the search page, redirect pages), else a `PageRecords`:
 *
 * - `page`: the URL, the docs tag and language from the page's DocSearch meta tags, `lvl0`
 *   (the section path from the breadcrumbs, e.g. "Scalable Flows › Dealing with Failures",
 *   prefixed for docs sets listed in `options.sectionPrefixes`), `lvl1` (the `<h1>`) and
 *   `description` (the `<meta name="description">`).
 * - `sections`: one per anchor a result can land on: the page itself (index 0, anchor ""),
 *   every `h2`–`h4` with an id (the text of one without is text of its section), and every
 *   reference row (`tr[data-param]`: the parameters of an `[data-api-object]`, the configuration
 *   variables). Each names its `parent` section
 *   (the enclosing heading; -1 for the page itself), so a section's heading levels are the
 *   texts on the way up. An API member's heading is named by its object (`FlowSpec.next`, not
 *   `next`), and a parameter row is a level below its object, named `FlowSpec.next(dsts)` or
 *   `@batch(cpu)`; a configuration variable's row is named by the variable.
 * - `contents`: the text of every paragraph, list item, table cell, definition and caption,
 *   each with the index of the section it belongs to (a parameter row's text belongs to the
 *   row). Code blocks, SVG text, tab labels and heading anchor links are left out, and so are
 *   the sections that point the reader on to other pages (`ONWARD_SECTIONS`), heading and text.
 *   Each section also lists the other pages its text links to as a whole (`links`: path and link
 *   text), and `ancestors` lists the pages above this one in the docs tree (its breadcrumbs'
 *   links), from which `index-file.ts` tells which sections summarise a page.
 *
 * Throws when a doc page has no `<h1>`, since every doc must have a title.
 */
import {load, type Cheerio, type CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';

/** One page of the index. */
export interface SearchPageEntry {
  /** Path of the page, such as `/scaling/failures`. */
  readonly url: string;
  /** Docusaurus search tag of the page's docs set, such as `docs-default-current`. */
  readonly tag: string;
  /** Language of the page, such as `en`. */
  readonly language: string;
  /** Section path shown as the result group, such as "Scalable Flows › Dealing with Failures". */
  readonly lvl0: string;
  /** The page title (its `<h1>`). */
  readonly lvl1: string;
  /** The page's meta description (its front matter `description`), or "" when it has none. */
  readonly description: string;
}

/** One place a result can land on: the page itself, a heading, or an API parameter row. */
export interface SearchSectionEntry {
  /** The element id to scroll to, or "" for the top of the page. */
  readonly anchor: string;
  /** Index of the enclosing section in the page's `sections`, or -1 for the page itself. */
  readonly parent: number;
  /** The heading text (lvl2 and deeper), or "" for the page itself. */
  readonly text: string;
  /**
   * The other pages its text links to as a whole (no anchor), with the link text: where a
   * link's text is the page's title, the section summarises that page (`index-file.ts`).
   */
  readonly links: readonly {readonly path: string; readonly text: string}[];
}

/** The records of one page; `contents[i].section` indexes `sections`. */
export interface PageRecords {
  readonly page: SearchPageEntry;
  readonly sections: readonly SearchSectionEntry[];
  readonly contents: readonly {readonly section: number; readonly text: string}[];
  /** The paths of the pages above it in the docs tree: the links of its breadcrumbs. */
  readonly ancestors: readonly string[];
}

export interface PageRecordsOptions {
  /**
   * Text put before the breadcrumb path of a docs set's pages, keyed by docs plugin id, such
   * as `{r: 'R Docs'}`, so that R results are not grouped with the Python page of the same name.
   */
  readonly sectionPrefixes?: Readonly<Record<string, string>>;
}

/** The separator between the parts of a section path. */
export const PATH_SEPARATOR = ' › ';

const TEXT_BLOCKS = 'p, li, td, dt, dd, figcaption';
/**
 * Ids of the `h2` sections that point the reader on ("Next steps", the tutorials' "What's
 * next"): their text describes other pages, so they are left out, heading and text.
 */
export const ONWARD_SECTIONS: ReadonlySet<string> = new Set(['next-steps', 'whats-next']);
/** Parts of a block that are never indexed as its text. */
const NOT_TEXT = 'pre, svg, .hash-link, ul, ol, table, p, [role="tablist"]';

function clean(text: string): string {
  return text.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
}

/** The text of `element` without nested blocks (which are records of their own) or code blocks. */
function ownText($: CheerioAPI, element: Element): string {
  const copy = $(element).clone();
  copy.find(NOT_TEXT).remove();
  return clean(copy.text());
}

/**
 * The links of a text block (not of the blocks nested in it) to another page as a whole: a
 * site path without an anchor, other than the page's own.
 */
function pageLinks($: CheerioAPI, element: Element, url: string): {path: string; text: string}[] {
  return $(element)
    .find('a[href]')
    .filter((_, link) => $(link).parent().closest(TEXT_BLOCKS)[0] === element)
    .map((_, link) => ({path: ($(link).attr('href') ?? '').replace(/(.)\/$/, '$1'), text: clean($(link).text())}))
    .get()
    .filter(({path}) => path.startsWith('/') && !/[#?]/.test(path) && path !== url);
}

function headingLevel(element: Element): number {
  return Number(element.tagName.slice(1));
}

/** The API object a heading introduces (`FlowSpec.next`), when an `ApiObject` follows it. */
function apiObjectOf(heading: Cheerio<Element>): string | undefined {
  return heading.next('[data-api-object]').attr('data-api-object');
}

function pluginIdOf(tag: string): string {
  // Docusaurus docs tags read `docs-<pluginId>-<versionName>`.
  return tag.replace(/^docs-/, '').replace(/-[^-]+$/, '');
}

export function pageRecords(html: string, url: string, options: PageRecordsOptions = {}): PageRecords | undefined {
  const $ = load(html);
  const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content');
  const root = $('article .theme-doc-markdown').first();
  if (!tag?.startsWith('docs-') || root.length === 0) {
    return undefined;
  }
  const language = $('meta[name="docsearch:language"]').attr('content') ?? 'en';
  const description = clean($('meta[name="description"]').attr('content') ?? '');
  const title = clean(root.find('h1').first().text());
  if (!title) {
    throw new Error(`${url} is a doc page without an <h1>.`);
  }
  const ancestors = $('nav.theme-doc-breadcrumbs a[href]')
    .map((_, link) => $(link).attr('href') ?? '')
    .get()
    .filter((path) => path.startsWith('/') && path !== url);
  const crumbs = $('nav.theme-doc-breadcrumbs .breadcrumbs__item')
    .map((_, item) => clean($(item).text()))
    .get()
    .filter(Boolean);
  const prefix = options.sectionPrefixes?.[pluginIdOf(tag)];
  const path = crumbs.length > 0 ? crumbs : [title];
  const lvl0 = (prefix && path[0] !== prefix ? [prefix, ...path] : path).join(PATH_SEPARATOR);

  const sections: (SearchSectionEntry & {links: {path: string; text: string}[]})[] = [{anchor: '', parent: -1, text: '', links: []}];
  const contents: {section: number; text: string}[] = [];
  // open[i] is the section of the enclosing heading at lvl(i + 2); `current` is the section
  // that text belongs to.
  let open: number[] = [];
  let current = 0;
  let onward = false;
  const add = (anchor: string, parent: number, text: string): number => sections.push({anchor, parent, text, links: []}) - 1;

  root.find(`h2, h3, h4, ${TEXT_BLOCKS}, tr[data-param]`).each((_, element) => {
    const node = $(element);
    if (node.closest('pre, svg, [role="tablist"]').length > 0 || node.parents('tr[data-param]').length > 0) {
      return;
    }
    if (element.tagName === 'h2') {
      onward = ONWARD_SECTIONS.has(node.attr('id') ?? '');
    }
    if (onward) {
      return;
    }
    if (/^h[2-4]$/.test(element.tagName) && !node.attr('id')) {
      // A heading without an id (a component's title, such as the API index's groups) is no place to
      // land on: its text belongs to the section it is in.
      const text = ownText($, element);
      if (text) {
        contents.push({section: current, text});
      }
      return;
    }
    if (/^h[2-4]$/.test(element.tagName)) {
      const depth = headingLevel(element) - 2;
      open = open.slice(0, depth);
      current = add(node.attr('id') ?? '', open.at(-1) ?? 0, apiObjectOf(node) ?? ownText($, element));
      open.push(current);
      return;
    }
    if (element.tagName === 'tr') {
      const object = node.closest('[data-api-object]').attr('data-api-object');
      const param = node.attr('data-param') ?? '';
      const row = add(node.attr('id') ?? '', current, object ? `${object}(${param})` : param);
      const description = clean(node.children('td').last().text());
      if (description) {
        contents.push({section: row, text: description});
      }
      return;
    }
    const text = ownText($, element);
    if (text) {
      contents.push({section: current, text});
      sections[current].links.push(...pageLinks($, element, url));
    }
  });

  return {page: {url, tag, language, lvl0, lvl1: title, description}, sections, contents, ancestors};
}
