/**
 * The build's environment switches, read in one place.
 *
 * Every variable is optional. A missing or blank one falls back to the default documented
 * here and in the README, and `describeEnv()` prints a one-line note per switch at build
 * time so the log says which optional features are on.
 *
 * | variable            | default                                             | effect                          |
 * | ------------------- | --------------------------------------------------- | ------------------------------- |
 * | SITE_URL            | https://docs.metaflow.org                           | canonical URL, sitemap, OG tags |
 * | EDIT_URL_BASE       | https://github.com/Netflix/metaflow-docs/blob/master/ | "Edit this page" link base; its repository's issues get the "Report a problem" reports |
 * | GTAG_TRACKING_ID    | (unset: no analytics code at all)                   | Google gtag with IP anonymising |
 * | ALGOLIA_APP_ID, ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME | (unset: no hosted search) | hosted DocSearch     |
 * | DOCUSAURUS_FASTER   | true                                                | Rspack bundler (`false` to compare) |
 * | SOURCE_MAPS         | false                                               | `true`: client source maps, for bundle analysis only |
 */

/** The environment the site was built with, after defaults were applied. */
export interface SiteEnv {
  /** Absolute origin of the deployed site, without a trailing slash. */
  readonly siteUrl: string;
  /** Prefix of "Edit this page" links; the doc's source path (e.g. `docs/python/index.mdx`) is appended. Ends with `/`. */
  readonly editUrlBase: string;
  /** The new-issue form of the repository `editUrlBase` points into, e.g. `https://github.com/Netflix/metaflow-docs/issues/new`. */
  readonly newIssueUrl: string;
  /** Google Analytics tracking id, or `undefined` when analytics is off. */
  readonly gtagTrackingId: string | undefined;
  /** Hosted DocSearch credentials, or `undefined` unless all three variables are set. */
  readonly algolia: {readonly appId: string; readonly apiKey: string; readonly indexName: string} | undefined;
  /** Whether the Rspack-based faster bundler is on; `DOCUSAURUS_FASTER=false` turns it off for benchmarks. */
  readonly faster: boolean;
  /** Whether the client bundle gets source maps (`SOURCE_MAPS=true`), for `npm run bench:bundle`; never in a deployed build. */
  readonly sourceMaps: boolean;
}

export const ENV_DEFAULTS = {
  SITE_URL: 'https://docs.metaflow.org',
  EDIT_URL_BASE: 'https://github.com/Netflix/metaflow-docs/blob/master/',
} as const;

type Source = Readonly<Record<string, string | undefined>>;

/**
 * The new-issue form of the repository that `editUrlBase` (an absolute URL such as
 * `https://github.com/<owner>/<repo>/blob/<branch>/`) points into: `<origin>/<owner>/<repo>/issues/new`.
 * Throws an `Error` when the URL's path has no owner and repository.
 */
export function newIssueUrlOf(editUrlBase: string): string {
  const url = new URL(editUrlBase);
  const [owner, repo] = url.pathname.split('/').filter(Boolean);
  if (!owner || !repo) {
    throw new Error(`EDIT_URL_BASE must point into a repository, as https://github.com/<owner>/<repo>/blob/<branch>/; got "${editUrlBase}".`);
  }
  return `${url.origin}/${owner}/${repo}/issues/new`;
}

function read(source: Source, name: string): string | undefined {
  const value = source[name]?.trim();
  return value ? value : undefined;
}

/**
 * Reads the site's switches from `source` (normally `process.env`).
 *
 * Throws an `Error` when a set value is unusable (a URL that does not parse), or when only
 * some of the three hosted-search variables are set, since a half-configured hosted search
 * would ship a broken search box.
 */
export function readEnv(source: Source = process.env): SiteEnv {
  const siteUrl = (read(source, 'SITE_URL') ?? ENV_DEFAULTS.SITE_URL).replace(/\/+$/, '');
  const editUrlBase = (read(source, 'EDIT_URL_BASE') ?? ENV_DEFAULTS.EDIT_URL_BASE).replace(/\/*$/, '/');
  for (const [name, value] of [['SITE_URL', siteUrl], ['EDIT_URL_BASE', editUrlBase]]) {
    if (!URL.canParse(value)) {
      throw new Error(`${name} must be an absolute URL, got "${value}".`);
    }
  }
  const algoliaNames = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;
  const [appId, apiKey, indexName] = algoliaNames.map((name) => read(source, name));
  const setCount = [appId, apiKey, indexName].filter(Boolean).length;
  if (setCount > 0 && setCount < algoliaNames.length) {
    throw new Error(`Hosted search needs all of ${algoliaNames.join(', ')}; only ${setCount} of them are set.`);
  }
  return {
    siteUrl,
    editUrlBase,
    newIssueUrl: newIssueUrlOf(editUrlBase),
    gtagTrackingId: read(source, 'GTAG_TRACKING_ID'),
    algolia: appId && apiKey && indexName ? {appId, apiKey, indexName} : undefined,
    faster: read(source, 'DOCUSAURUS_FASTER') !== 'false',
    sourceMaps: read(source, 'SOURCE_MAPS') === 'true',
  };
}

/** One line per switch, saying what the build does with it. Printed once per build. */
export function describeEnv(env: SiteEnv, source: Source = process.env): string[] {
  const origin = (name: keyof typeof ENV_DEFAULTS) => (read(source, name) ? 'from the environment' : 'default');
  return [
    `SITE_URL: ${env.siteUrl} (${origin('SITE_URL')})`,
    `EDIT_URL_BASE: ${env.editUrlBase} (${origin('EDIT_URL_BASE')}); "Report a problem" opens ${env.newIssueUrl}`,
    env.gtagTrackingId
      ? `GTAG_TRACKING_ID is set: analytics on, with IP anonymisation`
      : 'GTAG_TRACKING_ID is not set: analytics off, no analytics code is shipped',
    env.algolia
      ? `ALGOLIA_* are set: hosted DocSearch on (index "${env.algolia.indexName}")`
      : 'ALGOLIA_* are not set: hosted search off',
    `DOCUSAURUS_FASTER: ${env.faster ? 'on (Rspack bundler)' : 'off (webpack bundler)'}`,
    env.sourceMaps
      ? 'SOURCE_MAPS=true: client source maps written beside the scripts (for analysis, not for deploying)'
      : 'SOURCE_MAPS is not true: no source maps',
  ];
}
