/**
 * Builds the offline search index of a production build: reads the HTML of every doc page the
 * build wrote, extracts its records (`records.ts`) and packs them into the rows of
 * `../engine/format.ts`.
 *
 * `searchIndexOf(outDir, routePaths, options)` takes the build directory and the site's route
 * paths (`/`, `/scaling/failures`, ...), and returns the rows of both files, pages sorted by
 * path; `textFileOf(rows)` and `titlesFileOf(rows, textUrl)` make the two files of them. A section whose text links to a page below its own in the docs tree by that page's
 * title (`[GPU compute](./gpu-compute.mdx)` on the overview of its section) summarises that
 * page: its row lists it (`PlaceRow`'s `summarises`). Routes without an HTML file or that are not doc pages are skipped. Throws when a
 * route's HTML file cannot be read for another reason than being absent, or when a doc page has
 * no title (see `pageRecords`).
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

import {builtFileOf} from '../../lib/routes';
import {SEARCH_INDEX_VERSION, type PageRow, type PlaceRow, type SearchTextFile, type SearchTitlesFile, type TextRow} from '../engine/format';
import {buildTitleIndexes, shippedIndex} from '../engine/indexes';
import {decodePlaces} from '../engine/places';
import {pageRecords, type PageRecordsOptions} from './records';

/** The rows of both index files (`format.ts`), before they are written. */
export interface SearchIndexRows {
  readonly pages: PageRow[];
  readonly places: PlaceRow[];
  readonly texts: TextRow[];
}

export function searchIndexOf(outDir: string, routePaths: readonly string[], options: PageRecordsOptions = {}): SearchIndexRows {
  const pages: PageRow[] = [];
  const sections: PlaceRow[] = [];
  const contents: TextRow[] = [];
  const links: (readonly {path: string; text: string}[])[] = [];
  const ancestors: (readonly string[])[] = [];
  for (const routePath of [...new Set(routePaths)].sort()) {
    const file = join(outDir, builtFileOf(routePath));
    if (!existsSync(file)) {
      continue;
    }
    const records = pageRecords(readFileSync(file, 'utf8'), routePath, options);
    if (!records) {
      continue;
    }
    const {page} = records;
    const pageIndex = pages.push([page.url, page.tag, page.lvl0, page.lvl1, page.description]) - 1;
    ancestors.push(records.ancestors);
    const offset = sections.length;
    for (const section of records.sections) {
      sections.push([pageIndex, section.parent < 0 ? -1 : offset + section.parent, section.anchor, section.text]);
      links.push(section.links);
    }
    for (const content of records.contents) {
      contents.push([offset + content.section, content.text]);
    }
  }
  // A section of a page that links to a page below it in the docs tree by that page's title
  // summarises it.
  const pageOfTitle = new Map(pages.map(([url, , , title], page) => [`${url} ${title.toLowerCase()}`, page]));
  links.forEach((sectionLinks, section) => {
    const from = pages[sections[section][0]][0];
    const summarised = [...new Set(sectionLinks.map(({path, text}) => pageOfTitle.get(`${path} ${text.toLowerCase()}`)))].filter(
      (page): page is number => page !== undefined && ancestors[page].includes(from),
    );
    if (summarised.length > 0) {
      sections[section][4] = summarised;
    }
  });
  return {pages, places: sections, texts: contents};
}

/** The second index file of `rows` (`format.ts`): the pages' text. */
export function textFileOf(rows: SearchIndexRows): SearchTextFile {
  return {version: SEARCH_INDEX_VERSION, texts: rows.texts};
}

/**
 * The first index file of `rows` (`format.ts`): the pages and places with their prebuilt page and
 * place indexes (`indexes.ts`), naming `textUrl`, the URL the second is served at.
 */
export function titlesFileOf(rows: SearchIndexRows, textUrl: string): SearchTitlesFile {
  const {pages, places} = decodePlaces(rows.pages, rows.places);
  const indexes = buildTitleIndexes(pages, places);
  return {
    version: SEARCH_INDEX_VERSION,
    text: textUrl,
    pages: rows.pages,
    places: rows.places,
    index: {pages: shippedIndex(indexes.pages), places: shippedIndex(indexes.places)},
  };
}
