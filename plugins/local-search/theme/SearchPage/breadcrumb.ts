/**
 * The breadcrumb of a `/search` result. `withoutRepeats(crumbs, name)` returns `crumbs` (titles from the top of the docs tree down to a place) with each entry
 * once and without the place's own `name` at the end, since the result's title shows it. A page's
 * path usually ends with its title, and a page's first heading often repeats it. Raises nothing.
 *
 * `breadcrumbOf(hit)` is the breadcrumb: the page's path and the headings above the
 * place (`['Scalable Flows', 'Dealing with Failures']` for the heading "Retrying tasks with @retry",
 * `['Scalable Flows']` for the top of the page "Dealing with Failures").
 */
import type {SearchHit} from '../../engine/types';

export function withoutRepeats(crumbs: readonly string[], name: string): string[] {
  const kept = [...new Set(crumbs)];
  while (kept.at(-1) === name) {
    kept.pop();
  }
  return kept;
}

export function breadcrumbOf(hit: SearchHit): string[] {
  const {page, headings, name} = hit.place;
  return withoutRepeats([...page.path, ...headings.slice(0, -1)], name);
}
