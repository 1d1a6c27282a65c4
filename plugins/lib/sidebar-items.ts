/**
 * Building blocks shared by `sidebars.ts` and `sidebars-r.ts`.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

type Item = Extract<SidebarsConfig[string], unknown[]>[number];

export const SEASON_1 = 'getting-started/tutorials/season-1-the-local-experience';
export const SEASON_2 = 'getting-started/tutorials/season-2-scaling-out-and-up';

/**
 * A category whose own page is the doc `linkId` (by default `<dir>/index`). String items are
 * doc ids relative to `dir`; other items are used as they are.
 */
export function categoryWithPage(
  label: string,
  dir: string,
  items: readonly (string | Item)[],
  linkId = `${dir}/index`,
): Item {
  return {
    type: 'category',
    label,
    link: {type: 'doc', id: linkId},
    items: items.map((item) => (typeof item === 'string' ? `${dir}/${item}` : item)),
  };
}
