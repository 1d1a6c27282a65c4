// Ejected from @docusaurus/theme-classic 3.10 (safe to eject) to map only the item types the navbar uses: the other seven (dropdowns, versions, locales, HTML, sidebar links) were 7 KB of every page's main.js.
/**
 * The navbar item components by `type` in `themeConfig.navbar.items`: `doc` (the Python and R
 * Docs links), `default` (links with `href`) and `search` (the search button the theme adds).
 * An item of another type makes the theme's `NavbarItem` throw "No NavbarItem component found
 * for type": add its component here.
 */
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';

const ComponentTypes = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
  doc: DocNavbarItem,
};

export default ComponentTypes;
