/**
 * The headers the production server adds to its responses: the security headers (every
 * response) with the Content-Security-Policy among them, and the two caching policies and which
 * paths get which (`cacheControlOf`), for nginx and the local preview alike.
 *
 * The policy allows the site's own origin, the sha256 hashes of the inline scripts the build
 * wrote (`inline-scripts.ts`), and the hosts of Google Analytics and hosted DocSearch only when
 * the build has them on (`env.ts`). Styles may be inline: Docusaurus writes `style`
 * attributes into its HTML, and the policy is about scripts.
 */
import type {SiteEnv} from '../env';

/** One response header: its name and its value. */
export interface Header {
  readonly name: string;
  readonly value: string;
}

/** Hosts gtag.js loads from and reports to (Google's documented list for Google Analytics 4). */
const ANALYTICS_SOURCES = {
  script: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
} as const;

/** Hosts the DocSearch client queries: `<app id>-dsn.algolia.net` and its `algolianet.com` fallbacks. */
const HOSTED_SEARCH_CONNECT = ['https://*.algolia.net', 'https://*.algolianet.com'] as const;

/**
 * The Content-Security-Policy of a build made with `env`, whose inline scripts have the source
 * expressions `scriptHashes` (`'sha256-…'`). Returns the header value, directives separated by
 * `; `. Throws when a hash is not a CSP sha256 source expression.
 */
export function contentSecurityPolicy(env: SiteEnv, scriptHashes: readonly string[]): string {
  const malformed = scriptHashes.find((hash) => !/^'sha256-[A-Za-z0-9+/]{43}='$/.test(hash));
  if (malformed) {
    throw new Error(`Not a CSP sha256 source expression: ${malformed}`);
  }
  const analytics = env.gtagTrackingId ? ANALYTICS_SOURCES : {script: [], connect: [], img: []};
  const search = env.algolia ? HOSTED_SEARCH_CONNECT : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes, ...analytics.script],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...analytics.img],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...analytics.connect, ...search],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Browser features no page of the site uses, each turned off for the page and any frame. */
const DISABLED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
] as const;

/**
 * Every security header the server sends, in order, given the site's Content-Security-Policy
 * (`contentSecurityPolicy`). What each one does is in the README ("Hosting").
 */
export function securityHeaders(csp: string): readonly Header[] {
  return [
    {name: 'Content-Security-Policy', value: csp},
    {name: 'Strict-Transport-Security', value: 'max-age=31536000'},
    {name: 'X-Content-Type-Options', value: 'nosniff'},
    {name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin'},
    {name: 'X-Frame-Options', value: 'DENY'},
    {name: 'Permissions-Policy', value: DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', ')},
  ];
}

/** Where the content-hashed files are: every URL path under it names one version of a file. */
export const IMMUTABLE_PATH_PREFIX = '/assets/';
/** `Cache-Control` of the content-hashed files under `/assets/`: a year, never revalidated. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * `Cache-Control` of everything else (pages, manifests, the service worker `sw.js`, the web app
 * manifest, redirects): revalidate on every use.
 */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/**
 * The `Cache-Control` of a response to the URL path `path` (e.g. `/assets/js/main.1a2b.js`,
 * `/sw.js`), whatever its status, as both servers send it: `deploy/serve.ts` calls this, and
 * the nginx configuration maps the same prefix to the same values.
 */
export function cacheControlOf(path: string): string {
  return path.startsWith(IMMUTABLE_PATH_PREFIX) ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL;
}
