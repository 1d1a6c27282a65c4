/**
 * The offline search engine over the index a build wrote: `builtSearchEngine(build)` reads
 * `search-index.json` and the text file it names from the build directory and resolves to the engine
 * with both parts loaded (`complete`). Throws when the files are missing (run `npm run build` first)
 * or unreadable.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import {createSearchEngine} from '../../plugins/local-search/engine/engine';
import {SEARCH_INDEX_PATH, type SearchTextFile, type SearchTitlesFile} from '../../plugins/local-search/engine/format';
import type {SearchEngine} from '../../plugins/local-search/engine/types';

export async function builtSearchEngine(build: string): Promise<SearchEngine> {
  const titles = JSON.parse(readFileSync(join(build, SEARCH_INDEX_PATH), 'utf8')) as SearchTitlesFile;
  const engine = createSearchEngine(titles);
  await engine.addText(JSON.parse(readFileSync(join(build, titles.text.slice(1)), 'utf8')) as SearchTextFile);
  return engine;
}
