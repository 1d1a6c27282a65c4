/**
 * The breadcrumb of a `/search` result: `breadcrumbOf(hit)` returns the page's path and the
 * headings above the place, in order, each entry once (a page's path usually ends with its
 * title, which is also the first heading of its top), and without the place's own name at the
 * end, since the result's title shows it: `['Scalable Flows', 'Dealing with Failures']` for the
 * heading "Retrying tasks with @retry", `['Scalable Flows']` for the top of the page "Dealing with
 * Failures". Raises nothing.
 */
import type {SearchHit} from '../../engine/types';

export function breadcrumbOf(hit: SearchHit): string[] {
  const {page, headings, name} = hit.place;
  const crumbs: string[] = [];
  for (const crumb of [...page.path, ...headings.slice(0, -1)]) {
    if (!crumbs.includes(crumb)) {
      crumbs.push(crumb);
    }
  }
  while (crumbs.at(-1) === name) {
    crumbs.pop();
  }
  return crumbs;
}
