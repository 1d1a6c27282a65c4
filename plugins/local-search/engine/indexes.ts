/**
 * The MiniSearch indexes of the offline search, the same at build time and in the browser.
 *
 * - The page index: one document per page, its title, description, breadcrumb path (without the
 *   title) and the own names of all its places (`ownName`). The place index: one document per place,
 *   its own name (none for a page top, whose name is the page title) and the headings above it. Both
 *   are built at build time (`buildTitleIndexes`) and shipped in the first file as MiniSearch's JSON
 *   (`SearchTitlesFile.index`, `ShippedIndex`), so the browser loads them (`loadTitleIndexes`, MiniSearch's `loadJS`)
 *   instead of tokenizing and stemming every name.
 * - The text index (`buildTextIndex`): one document per place with text, its text blocks as one
 *   field, built in the browser from the second file in short tasks (`addAllAsync`).
 *
 * Words are read by `tokens` (MiniSearch's tokenizer plus every command-line option as written,
 * `--max-workers`) and indexed by `termsOfToken` (`terms.ts`'s forms of a word; an option as written).
 * Field weights (`PAGE_BOOSTS`, `PLACE_BOOSTS`) are part of each index's search options. Raise nothing.
 */
import MiniSearch, {type AsPlainObject, type Options} from 'minisearch';

import {ownName, type Place} from './places';
import {termsOf, tokenize} from './terms';
import type {SearchPage} from './types';

/** Weights of the page index's fields. */
export const PAGE_BOOSTS = {title: 3, description: 2, path: 1, headings: 1} as const;
/** Weights of the place index's fields and of the text index's one. */
export const PLACE_BOOSTS = {name: 3, above: 1, text: 1} as const;

/** A command-line option as written (`--max-workers`, `--with`): indexed and searched as one term. */
export const OPTION = /(?<![\w-])--[a-z][\w-]*/giu;

/** The words of a text as the index reads them, plus each command-line option it names. */
export function tokens(text: string): string[] {
  const words = tokenize(text);
  const options = text.match(OPTION);
  return options ? [...words, ...options] : words;
}

/** The index terms of a token: an option as written, a word by `termsOf`. */
export function termsOfToken(token: string): readonly string[] {
  return token.startsWith('--') ? [token.toLowerCase()] : termsOf(token);
}

function optionsOf(fields: readonly string[], boost: Readonly<Record<string, number>>): Options<number> {
  return {
    fields: [...fields],
    tokenize: tokens,
    processTerm: (term) => termsOfToken(term) as string[],
    // Queries are built term by term (`engine.ts`): MiniSearch neither splits nor changes them.
    searchOptions: {boost, processTerm: (term) => term, tokenize: (text) => [text]},
  };
}

const PAGE_OPTIONS = optionsOf(Object.keys(PAGE_BOOSTS), PAGE_BOOSTS);
const PLACE_OPTIONS = optionsOf(['name', 'above'], PLACE_BOOSTS);

export interface TitleIndexes {
  readonly pages: MiniSearch<number>;
  readonly places: MiniSearch<number>;
}

/** The page and place indexes of decoded rows (`places.ts`); document ids are row indexes. */
export function buildTitleIndexes(pages: readonly SearchPage[], places: readonly Place[]): TitleIndexes {
  const headings = pages.map(() => [] as string[]);
  for (const place of places) {
    if (place.headings.length > 0) {
      headings[place.pageIndex].push(ownName(place));
    }
  }
  const pageFields = (id: number): Record<keyof typeof PAGE_BOOSTS, string> => ({
    title: pages[id].title,
    description: pages[id].description,
    path: pages[id].path.slice(0, -1).join(' '),
    headings: headings[id].join(' '),
  });
  const pageIndex = new MiniSearch<number>({...PAGE_OPTIONS, extractField: (id, field) => (field === 'id' ? id : pageFields(id)[field as keyof typeof PAGE_BOOSTS])});
  pageIndex.addAll(pages.map((_, id) => id));
  const placeFields = (id: number): Record<'name' | 'above', string> => ({
    name: places[id].headings.length === 0 ? '' : ownName(places[id]),
    above: places[id].headings.slice(0, -1).join(' '),
  });
  const placeIndex = new MiniSearch<number>({...PLACE_OPTIONS, extractField: (id, field) => (field === 'id' ? id : placeFields(id)[field as 'name' | 'above'])});
  placeIndex.addAll(places.map((_, id) => id));
  return {pages: pageIndex, places: placeIndex};
}

/**
 * An index as shipped: MiniSearch's JSON (`toJSON()`) without its `documentIds`, the map from
 * MiniSearch's own numbering to the document ids. Both are the row indexes 0, 1, 2... (every row is
 * added, in order, and none removed), so the map says nothing the row count does not, and it was a
 * tenth of the first file.
 */
export type ShippedIndex = Omit<AsPlainObject, 'documentIds'>;

/** `index` as shipped (`ShippedIndex`). */
export function shippedIndex(index: MiniSearch<number>): ShippedIndex {
  const {documentIds, ...rest} = index.toJSON();
  if (Object.entries(documentIds).some(([shortId, id]) => Number(shortId) !== id)) {
    throw new Error('A search index whose document ids are not its row indexes cannot be shipped without them.');
  }
  return rest;
}

function loadShipped(json: ShippedIndex, options: Options<number>): MiniSearch<number> {
  const documentIds = Object.fromEntries(Array.from({length: json.nextId}, (_, id) => [id, id]));
  return MiniSearch.loadJS({...json, documentIds}, options);
}

/** The page and place indexes from their JSON (`SearchTitlesFile.index`). */
export function loadTitleIndexes(json: {readonly pages: ShippedIndex; readonly places: ShippedIndex}): TitleIndexes {
  return {pages: loadShipped(json.pages, PAGE_OPTIONS), places: loadShipped(json.places, PLACE_OPTIONS)};
}

/** The text index of the places that have text, in tasks of `chunkSize` places. */
export async function buildTextIndex(places: readonly Place[], chunkSize: number): Promise<MiniSearch<number>> {
  const index = new MiniSearch<number>({...optionsOf(['text'], PLACE_BOOSTS), extractField: (id, field) => (field === 'id' ? id : places[id].texts.join('\n'))});
  await index.addAllAsync(
    places.flatMap((place, id) => (place.texts.length > 0 ? [id] : [])),
    {chunkSize},
  );
  return index;
}
