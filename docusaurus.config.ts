/**
 * Site configuration for Metaflow Docs.
 *
 * Environment switches are read once in `env.ts` (analytics, hosted search, URLs) and the
 * pinned Metaflow release in `constants.ts`; the redirect table lives in `redirects.ts`.
 */
import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as PwaOptions} from '@docusaurus/plugin-pwa';

import {ADMIN_DOCS_URL, DOCS_REPO_URL, METAFLOW_REPO_URL, SITE_TITLE, SLACK_URL, THEME_COLOR, describedRVersion, pinnedMetaflowVersion} from './constants';
import {describeEnv, readEnv} from './env';
import remarkAddedIn from './plugins/added-in';
import remarkApiFacts, {type ApiFactsOptions} from './plugins/api-facts';
import analyticsPlugin, {type AnalyticsOptions} from './plugins/analytics';
import remarkCliLinks, {type CliLinksOptions} from './plugins/cli-links';
import {PRISM_LANGUAGES, rehypeCodeHighlight, type CodeHighlightOptions} from './plugins/code-highlight';
import codeThemePlugin, {type CodeThemeOptions} from './plugins/code-theme';
import localSearchPlugin, {type LocalSearchOptions} from './plugins/local-search';
import buildNotes from './plugins/build-notes';
import markdownPagesPlugin, {type MarkdownPagesOptions} from './plugins/markdown-pages';
import {gitWorktreeOf} from './plugins/lib/git-worktree';
import nativeCssLayersPlugin from './plugins/native-css-layers';
import {precacheConfig} from './plugins/lib/precache';
import sourceMapsPlugin from './plugins/source-maps';
import staticArticlePlugin from './plugins/static-article';
import upstreamPatchesPlugin from './plugins/upstream-patches';
import {redirects} from './redirects';
import {APPLE_TOUCH_ICON, MANIFEST_PATH} from './plugins/lib/web-app-manifest';
import ssrTemplate from './ssr-template';
import {SEARCH_PAGE_PATH} from './plugins/local-search/engine/format';
import {darkCode, lightCode} from './plugins/code-theme/prism-theme';

const env = readEnv();
const metaflowVersion = pinnedMetaflowVersion();
const rVersion = describedRVersion();

/**
 * "Last updated" needs the git history; a source archive without `.git` builds without it
 * (`plugins/lib/git-worktree.ts`), and `plugins/build-notes` says so once in the log.
 */
const git = gitWorktreeOf(__dirname);

/**
 * The announcement bar's text for one docs set (HTML, as the theme takes it): the release the
 * docs describe and the way to the tutorials. Phones get the short form, so the bar keeps to one
 * line (the `announcement-long` / `announcement-short` classes of `src/css/custom.css`).
 */
function announcement(product: string, version: string, tutorialsPath: string): string {
  return (
    `<span class="announcement-long">These docs describe ${product} ${version}. New to Metaflow? Start with the </span>` +
    `<span class="announcement-short">${product} ${version} docs. New? See the </span>` +
    `<a href="${tutorialsPath}">tutorials</a>.`
  );
}

/** Analytics is built in only when a tracking id is set (DECISIONS 7). */
const analyticsPlugins: PluginConfig[] = env.gtagTrackingId
  ? [[analyticsPlugin, {trackingID: env.gtagTrackingId} satisfies AnalyticsOptions]]
  : [];

/**
 * Search (DECISIONS 6). With ALGOLIA_* set, `themeConfig.algolia` makes the classic preset add
 * `@docusaurus/theme-search-algolia`, untouched: the hosted DocSearch index, contextual search on, no
 * extra search parameters. Without, the offline search plugin (`plugins/local-search`) provides the
 * search bar and the /search page over its own index, and the preset adds no Algolia theme.
 */
const hostedSearch = env.algolia && ({...env.algolia, contextualSearch: true, searchPagePath: SEARCH_PAGE_PATH} satisfies Preset.ThemeConfig['algolia']);
const localSearchPlugins: PluginConfig[] = env.algolia
  ? []
  : [[localSearchPlugin, {sectionPrefixes: {r: 'R Docs'}} satisfies LocalSearchOptions]];

/**
 * Code blocks: the Prism themes of both colour modes (turned into a stylesheet by
 * `plugins/code-theme`); magic comments and the default language are Docusaurus's defaults.
 * The build-time highlighter reads the same object, so it parses blocks as the theme does.
 */
const prism = {theme: lightCode.theme, darkTheme: darkCode.theme} satisfies Preset.ThemeConfig['prism'];

/** Options shared by the Python and R docs plugins; code fences are highlighted at build time. */
const docsDefaults = {
  rehypePlugins: [[rehypeCodeHighlight, {languages: PRISM_LANGUAGES, prism} satisfies CodeHighlightOptions]],
  editUrl: env.editUrlBase,
  // "Last updated <date>" under each doc, from the last commit that changed its source; no author.
  showLastUpdateTime: git.inside,
  showLastUpdateAuthor: false,
  lastVersion: 'current',
  versions: {current: {label: 'Next'}},
} satisfies DocsOptions;

const config: Config = {
  title: SITE_TITLE,
  tagline: 'Build and run data-science and ML workflows in Python and R',
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  organizationName: 'Netflix',
  projectName: 'metaflow-docs',

  // Our page template: the page's text is painted before its scripts run, and a page whose
  // scripts or styles fail to load shows its own banner in place of Docusaurus's (ssr-template.ts).
  ssrTemplate,
  baseUrlIssueBanner: false,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory'}},
  },

  future: {
    faster: env.faster,
    // Every v4 flag (the object form, because `v4: true` cannot leave one out) but storage
    // namespacing, which would rename the storage keys the spec fixes (`theme`,
    // `docusaurus.announcement.*`, `docusaurus.tab.*`). The CSS layers reach the browser as they
    // are (plugins/native-css-layers), so the site's own CSS wins over Infima's.
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    // The pages' last-update dates: `true` reads the git history once, eagerly, when
    // `faster.gitEagerVcs` is on (it follows `faster`), instead of one `git log` per page.
    // `false` (no git) reads nothing.
    experimental_vcs: git.inside,
  },

  presets: [
    [
      'classic',
      {
        docs: {
          ...docsDefaults,
          path: 'docs/python',
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          remarkPlugins: [
            // "Added in 2.x.y" beside the reference entries: each component gets its own versions.
            remarkAddedIn,
            // The facts each reference component shows, so no client script imports the facts files.
            [remarkApiFacts, {siteDir: __dirname} satisfies ApiFactsOptions],
            // Inline code naming a command-line option links to its row of /api/cli.
            [remarkCliLinks, {siteDir: __dirname} satisfies CliLinksOptions],
          ],
        },
        blog: false,
        pages: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: null, changefreq: null, priority: null},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      {
        ...docsDefaults,
        id: 'r',
        path: 'docs/r',
        routeBasePath: 'v/r',
        sidebarPath: './sidebars-r.ts',
      } satisfies DocsOptions,
    ],
    // Every edit of third-party code but DocSearch's: one checked table (its README is index.ts).
    upstreamPatchesPlugin,
    // The CSS layers of `future.v4.useCssCascadeLayers`, shipped natively rather than polyfilled.
    nativeCssLayersPlugin,
    [codeThemePlugin, {light: lightCode, dark: darkCode} satisfies CodeThemeOptions],
    // A first visit's article is not hydrated; its tabs and code block buttons work without React.
    staticArticlePlugin,
    [
      markdownPagesPlugin,
      {
        dated: git.inside,
        summary:
          `Metaflow is an open-source framework for building and running data-science and ML workflows in Python and R: ` +
          `you write a workflow as steps in plain code, run it on a laptop, scale steps out to the cloud and deploy the ` +
          `workflow to a production scheduler. These docs describe Metaflow ${metaflowVersion}: guides, tutorials, the ` +
          `Python API reference, and Metaflow for R.`,
      } satisfies MarkdownPagesOptions,
    ],
    ...analyticsPlugins,
    ...localSearchPlugins,
    ...(env.sourceMaps ? [sourceMapsPlugin] : []),
    // The environment's notes and the no-git warning, printed once per build.
    buildNotes({env: describeEnv(env), git}),
    [
      '@docusaurus/plugin-client-redirects',
      {redirects: redirects.map(({from, to}) => ({from, to}))} satisfies ClientRedirectsOptions,
    ],
    // The docs as an installable app (README, "Installing the docs as an app"): the whole site is
    // precached only for readers who installed it or opened a page with `?offlineMode=true`.
    [
      '@docusaurus/plugin-pwa',
      {
        offlineModeActivationStrategies: ['appInstalled', 'standalone', 'queryString'],
        // Loads the plugin's registration only when offline mode may be on or a worker exists.
        swRegister: require.resolve('./src/lib/register-sw.ts'),
        injectManifestConfig: precacheConfig(),
        pwaHead: [
          {tagName: 'link', rel: 'manifest', href: MANIFEST_PATH},
          {tagName: 'meta', name: 'theme-color', content: THEME_COLOR},
          {tagName: 'link', rel: 'apple-touch-icon', href: APPLE_TOUCH_ICON.src},
        ],
      } satisfies PwaOptions,
    ],
  ],

  customFields: {
    /** Where the search modal's "Let us know." and the pages' "Report a problem" links open a new issue. */
    docsIssuesUrl: env.newIssueUrl,
    /** The announcement bar's text on the R docs' pages (`src/theme/AnnouncementBar/Content`); the Python one is `themeConfig.announcementBar.content`. */
    rAnnouncement: announcement('Metaflow for R', rVersion, '/v/r/getting-started/tutorials'),
  },

  themeConfig: {
    image: 'img/social-card.png',
    ...(hostedSearch && {algolia: hostedSearch}),
    metadata: [{name: 'keywords', content: 'Metaflow, data science, machine learning, workflows, MLOps, Python, R'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: `metaflow-${metaflowVersion.replaceAll('.', '-')}`,
      content: announcement('Metaflow', metaflowVersion, '/getting-started/tutorials'),
      backgroundColor: '#0f2f5c',
      textColor: '#ffffff',
      isCloseable: true,
    },
    docs: {
      sidebar: {autoCollapseCategories: true, hideable: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: '',
      hideOnScroll: true,
      logo: {
        alt: 'Metaflow Docs',
        src: 'img/logo-light.svg',
        srcDark: 'img/logo-dark.svg',
        height: 30,
        width: 172,
      },
      items: [
        {type: 'doc', docId: 'index', label: 'Python Docs', position: 'left'},
        // Active on every R page, the 13 outside the R sidebar included (a `doc` item is active only
        // on the pages of its sidebar).
        {to: '/v/r', label: 'R Docs', position: 'left', activeBaseRegex: '^/v/r(/|$)'},
        {href: ADMIN_DOCS_URL, label: 'Admin Docs', position: 'left'},
        {href: METAFLOW_REPO_URL, label: 'GitHub', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Learn',
          items: [
            {label: 'What is Metaflow', to: '/introduction/what-is-metaflow'},
            {label: 'Installing Metaflow', to: '/getting-started/install'},
            {label: 'Tutorials', to: '/getting-started/tutorials'},
            {label: 'R Docs', to: '/v/r'},
          ],
        },
        {
          title: 'Build',
          items: [
            {label: 'Developing with Metaflow', to: '/metaflow/introduction'},
            {label: 'Scalable Flows', to: '/scaling/introduction'},
            {label: 'Production Deployments', to: '/production/introduction'},
            {label: 'API Reference', to: '/api'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Metaflow resources', to: '/introduction/metaflow-resources'},
            {label: 'Slack community', href: SLACK_URL},
            {label: 'Admin Docs', href: ADMIN_DOCS_URL},
          ],
        },
        {
          title: 'Source',
          items: [
            {label: 'Metaflow on GitHub', href: METAFLOW_REPO_URL},
            {label: 'These docs on GitHub', href: DOCS_REPO_URL},
            {label: 'Release notes', to: '/internals/release-notes'},
          ],
        },
      ],
      copyright: `Metaflow is open-source software under the Apache License 2.0. Docs for Metaflow ${metaflowVersion}.`,
    },
    prism,
  } satisfies Preset.ThemeConfig,
};

export default config;
