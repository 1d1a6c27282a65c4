/**
 * A remark plugin for the Python docs (the `remarkPlugins` option of the docs plugin): links
 * inline code that names one command-line option to the option's row of the command-line
 * reference, so `` `--max-workers` `` in a guide becomes a link to `/api/cli#run--max-workers`.
 *
 * Options: `siteDir` (string), the site's root, from which the notes of `data/metaflow-cli-notes/`
 * are read once (`loadCliNotes`); the facts come from `cli-facts.ts`. Which option and command a
 * piece of inline code names is decided by `cliMentions` (`mentions.ts`): the option alone
 * (`--tag prod`) or a command line with one option (`argo-workflows create --only-json`), whose
 * command is known (`linkable`). Inline code already inside a link or a heading, code blocks,
 * and options that are ambiguous, hidden without a note, or that the pinned CLI lacks are left
 * as they are; the reference page itself
 * is not changed. Docusaurus checks the links and anchors it adds like any other, so a row that
 * is not on the page fails the build. Throws when the notes can't be read.
 */
import {relative, sep} from 'node:path';

import type {InlineCode, Link, Nodes, Root} from 'mdast';

import {cliFacts, cliRowAnchor} from '../api-facts/cli-facts';
import {loadCliNotes} from '../lib/cli-notes';
import {cliMentions} from './mentions';

export interface CliLinksOptions {
  readonly siteDir: string;
}

/** The path of the reference page. */
export const CLI_PAGE = '/api/cli';
const PYTHON_DOCS = ['docs', 'python'].join(sep);

/** The site path of a Python doc source file (`docs/python/a/index.mdx` is `/a`), else undefined. */
export function pagePathOf(siteDir: string, file: string): string | undefined {
  const path = relative(siteDir, file);
  if (!path.startsWith(PYTHON_DOCS + sep)) return undefined;
  const page = relative(PYTHON_DOCS, path).split(sep).join('/').replace(/\.mdx?$/, '');
  return `/${page.replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1');
}

/** Replaces each inline code node of `targets` in `node`'s subtree with a link around it. */
function wrap(node: Nodes, targets: ReadonlyMap<InlineCode, string>): void {
  if (!('children' in node)) return;
  node.children.forEach((child, index) => {
    const url = child.type === 'inlineCode' ? targets.get(child) : undefined;
    if (url) {
      const link: Link = {type: 'link', url, children: [child as InlineCode]};
      (node.children as Nodes[])[index] = link;
    } else {
      wrap(child, targets);
    }
  });
}

export default function remarkCliLinks(options: CliLinksOptions) {
  const notes = loadCliNotes(options.siteDir).commands;
  return (tree: Root, file: {path?: string}): void => {
    const page = file.path ? pagePathOf(options.siteDir, file.path) : undefined;
    if (!page || page === CLI_PAGE) return;
    const targets = new Map<InlineCode, string>();
    for (const mention of cliMentions(tree, page, cliFacts, notes)) {
      if (mention.linkable && mention.command && mention.key) {
        targets.set(mention.node as InlineCode, `${CLI_PAGE}#${cliRowAnchor(mention.command, mention.key)}`);
      }
    }
    wrap(tree, targets);
  };
}
