/**
 * Every doc page as Markdown, and the files for language-model tools (issue 17).
 *
 * After the build, for each doc page the build rendered (`doc-pages.ts`: sidebar order, then
 * the pages no sidebar lists), reads the rendered HTML page, converts its doc content to
 * Markdown (`to-markdown.ts`) and writes it with its front matter (`pageFile` in `llms.ts`) beside the page at its path plus `.md`
 * (`markdownPathOf` in `src/lib/paths.ts`: `/a/b` → `a/b.md`, `/` → `index.md`). Then writes
 * `llms.txt` and `llms-full.txt` at the site root (`llms.ts`) and prints their sizes. URLs in
 * them are absolute, from `siteConfig.url`; the release they name is the `metaflow` pin of
 * `requirements.txt` (`pinnedMetaflowVersion` in `constants.ts`); a page's date is the one its
 * "Last updated" line shows. Pages without a date (sources git doesn't track) get none, and the
 * build log names them, unless the build shows no dates at all (`dated: false`, a build without
 * git, which `docusaurus.config.ts` already reports).
 *
 * Search indexes and the sitemap list pages only, so neither picks up these files. Options:
 * `summary` (string, the paragraph `llms.txt` opens with), `dated` (boolean, whether pages show
 * "Last updated"). Throws from `postBuild`, failing the build, when a doc page has no doc
 * content with an `<h1>`.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {pinnedMetaflowVersion} from '../../constants';
import {builtFileOf} from '../lib/routes';
import {markdownPathOf} from '../../src/lib/paths';
import {docPagesInOrder} from './doc-pages';
import {llmsFull, llmsIndex, pageFile, type LlmsPage} from './llms';
import {pageMarkdown} from './to-markdown';

export interface MarkdownPagesOptions {
  readonly summary: string;
  /** Whether the pages show a "Last updated" date; when not, undated pages are expected and not listed. */
  readonly dated: boolean;
}

/** The files the plugin writes at the site root. */
export const LLMS_INDEX_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';

const kb = (text: string): string => `${(Buffer.byteLength(text) / 1024).toFixed(1)} KB`;

export default function markdownPagesPlugin(context: LoadContext, options: unknown): Plugin {
  const {summary, dated} = options as MarkdownPagesOptions;
  const siteUrl = context.siteConfig.url.replace(/\/+$/, '');
  return {
    name: 'metaflow-docs-markdown-pages',
    async postBuild({outDir, routes, plugins}) {
      const release = pinnedMetaflowVersion(context.siteDir);
      const pages: LlmsPage[] = docPagesInOrder(routes, plugins).map((path) => {
        const page = pageMarkdown(readFileSync(join(outDir, builtFileOf(path)), 'utf8'), `${siteUrl}${path}`);
        writeFileSync(join(outDir, markdownPathOf(path).slice(1)), pageFile(page, release));
        return {...page, path, markdownUrl: `${siteUrl}${markdownPathOf(path)}`};
      });
      const undated = pages.filter((page) => !page.lastUpdated).map((page) => page.path);
      if (dated && undated.length > 0) {
        console.warn(`[metaflow-docs] ${undated.length} pages have no last-update date (sources git does not track, or a checkout without history): ${undated.join(', ')}`);
      }
      const site = {title: context.siteConfig.title, summary, fullTextUrl: `${siteUrl}/${LLMS_FULL_FILE}`, release};
      const index = llmsIndex(site, pages);
      const full = llmsFull(site, pages);
      writeFileSync(join(outDir, LLMS_INDEX_FILE), index);
      writeFileSync(join(outDir, LLMS_FULL_FILE), full);
      console.log(`[metaflow-docs] ${pages.length} pages as Markdown; ${LLMS_INDEX_FILE} ${kb(index)}, ${LLMS_FULL_FILE} ${kb(full)}`);
    },
  };
}
