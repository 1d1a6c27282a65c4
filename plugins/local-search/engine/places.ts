/**
 * The rows of the first index file (`format.ts`) decoded into named objects, once per load:
 * `decodePlaces(pages, places)` returns the `SearchPage`s and `Place`s (`types.ts`'s `SearchPlace`
 * plus what the engine needs: the page's index, the pages the place summarises, its text blocks once
 * loaded). `ownName(place)` is the part of a place's name that is its own: a member or parameter
 * repeats its object's name (`FlowSpec.next`, `@batch(cpu)`), so the rest (`.next`, `(cpu)`) is
 * what it adds. Raise nothing.
 */
import {PATH_SEPARATOR, type PageRow, type PlaceRow} from './format';
import {sectionOfPath} from './sections';
import type {SearchPage, SearchPlace} from './types';

/** A place as the engine keeps it. */
export interface Place extends SearchPlace {
  readonly pageIndex: number;
  /** The pages this place's text summarises (`PlaceRow`'s `summarises`). */
  readonly summarises: readonly number[];
  /** Its text blocks, once the text has loaded. */
  readonly texts: string[];
  /** The index terms of each text block, computed when the place is a hit after the text loaded (for its excerpt). */
  textTerms?: ReadonlySet<string>[];
}

export function decodePlaces(pageRows: readonly PageRow[], placeRows: readonly PlaceRow[]): {pages: SearchPage[]; places: Place[]} {
  const pages: SearchPage[] = pageRows.map(([url, tag, path, title, description]) => ({
    url,
    tag,
    path: path.split(PATH_SEPARATOR),
    title,
    description,
    section: sectionOfPath(url),
  }));
  const places: Place[] = [];
  for (const [pageIndex, parent, anchor, name, summarises] of placeRows) {
    const page = pages[pageIndex];
    places.push({
      page,
      pageIndex,
      anchor,
      url: anchor ? `${page.url}#${anchor}` : page.url,
      headings: parent < 0 ? [] : [...places[parent].headings, name],
      name: parent < 0 ? page.title : name,
      summarises: summarises ?? [],
      texts: [],
    });
  }
  return {pages, places};
}

export function ownName(place: SearchPlace): string {
  const parentName = place.headings.at(-2) ?? '';
  return parentName && place.name.startsWith(parentName) ? place.name.slice(parentName.length) : place.name;
}
