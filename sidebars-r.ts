/**
 * The `r` sidebar of the `r` docs plugin (content in `docs/r`, served from `/v/r`). Pages of
 * the R set that are in no sidebar (basics, client, SUMMARY...) are simply not listed here.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {SEASON_1, SEASON_2, categoryWithPage} from './plugins/lib/sidebar-items';

const sidebars: SidebarsConfig = {
  r: [
    {type: 'doc', id: 'index', label: 'R Home'},
    {
      type: 'category',
      label: 'Introduction',
      items: ['why-metaflow', 'what-is-metaflow', 'release-notes', 'contributing-to-metaflow', 'getting-in-touch'].map(
        (id) => `introduction/${id}`,
      ),
    },
    {
      type: 'category',
      label: 'Getting Started',
      items: [
        'getting-started/install',
        'getting-started/development-environment',
        categoryWithPage('Tutorials', 'getting-started/tutorials', [
          categoryWithPage('Season 1: The Local Experience', SEASON_1, ['episode00', 'episode01', 'episode02', 'episode03']),
          categoryWithPage('Season 2: Scaling Out and Up', SEASON_2, ['episode04', 'episode05', 'episode06']),
        ]),
      ],
    },
  ],
};

export default sidebars;
