/**
 * Every category page of both sidebars links to each item of its category: a doc, or the page
 * of a sub-category. Reads `sidebars.ts`, `sidebars-r.ts` and the pages' MDX sources (links are
 * relative file links, as CONTRIBUTING asks), so it needs no build.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import {test} from 'node:test';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import pythonSidebars from '../../sidebars';
import rSidebars from '../../sidebars-r';

const root = join(__dirname, '..', '..');

interface Category {
  readonly label: string;
  readonly page: string;
  readonly children: readonly string[];
}

type Entry = {type?: string; id?: string; label?: string; link?: {type?: string; id?: string}; items?: unknown[]};

/** The doc id an item opens: a doc's id, or a category's own page; null for other items. */
function docIdOfItem(item: unknown): string | null {
  if (typeof item === 'string') return item;
  const entry = item as Entry;
  if (entry.type === 'doc') return entry.id ?? null;
  if (entry.type === 'category' && entry.link?.type === 'doc') return entry.link.id ?? null;
  return null;
}

/** Every category with its own page in `items`, depth first. */
function categories(items: readonly unknown[]): Category[] {
  return items.flatMap((item) => {
    const entry = item as Entry;
    if (typeof item === 'string' || entry.type !== 'category') return [];
    const nested = categories(entry.items ?? []);
    if (entry.link?.type !== 'doc' || !entry.link.id) return nested;
    const children = (entry.items ?? []).map(docIdOfItem).filter((id): id is string => id !== null);
    return [{label: entry.label ?? '', page: entry.link.id, children}, ...nested];
  });
}

function sourceOf(docsDir: string, id: string): string {
  const file = [`${id}.mdx`, `${id}.md`].map((name) => join(docsDir, name)).find(existsSync);
  if (!file) throw new Error(`no source file for doc ${id} in ${docsDir}`);
  return file;
}

/** The doc ids that the relative `.md`/`.mdx` links of `file` (`./a.mdx`, `a.mdx`, `../b/c.mdx#x`) point to. */
function linkedDocIds(docsDir: string, file: string): Set<string> {
  const links = readFileSync(file, 'utf8').matchAll(/\]\(((?![\w+.-]+:|\/)[^)#\s]+?\.mdx?)(?:#[^)\s]*)?\)/g);
  return new Set([...links].map((link) => relative(docsDir, resolve(dirname(file), link[1])).replace(/\.mdx?$/, '')));
}

const sets: [string, SidebarsConfig, string][] = [
  ['python', pythonSidebars, join(root, 'docs', 'python')],
  ['r', rSidebars, join(root, 'docs', 'r')],
];

for (const [name, config, docsDir] of sets) {
  for (const category of categories((config[name] as unknown[]) ?? [])) {
    test(`${name}: the page of "${category.label}" links to each of its items`, () => {
      const linked = linkedDocIds(docsDir, sourceOf(docsDir, category.page));
      const missing = category.children.filter((id) => !linked.has(id));
      assert.deepEqual(missing, [], `${category.page} does not link to these items of its category`);
    });
  }
}
