/**
 * The sections the `/search` page filters by: the Python guides, the Python API reference and
 * the R docs. Every page is in exactly one, decided by its path (base URL excluded): `/v/r` and
 * below is R, `/api` and below is the API reference, everything else is the Python guides.
 *
 * The engine gives each page its section (`SearchPage.section`) and filters by one
 * (`SearchOptions.section`); the id is also the value of the `/search` page's `section` URL
 * parameter (`/search?q=retry&section=api`).
 */
import {R_BASE, isUnder} from '../../../src/lib/paths';

export const SEARCH_SECTIONS = [
  {id: 'python', label: 'Python guide'},
  {id: 'api', label: 'API reference'},
  {id: 'r', label: 'R docs'},
] as const;

/** A section's id: `python`, `api` or `r`. */
export type SearchSection = (typeof SEARCH_SECTIONS)[number]['id'];

/** Name of the facet (and of the `/search` URL parameter) that holds a page's section. */
export const SECTION_FACET = 'section';

/** The section of the page at `path` (`/api/flowspec`, `/v/r/metaflow/basics`, `/`). */
export function sectionOfPath(path: string): SearchSection {
  if (isUnder(path, R_BASE)) {
    return 'r';
  }
  return isUnder(path, '/api') ? 'api' : 'python';
}

/**
 * The section a URL parameter names, or `undefined` (all sections) when it is missing, empty
 * or names no section: a stale or mistyped link still shows results.
 */
export function parseSection(value: string | null | undefined): SearchSection | undefined {
  return SEARCH_SECTIONS.find((section) => section.id === value)?.id;
}
