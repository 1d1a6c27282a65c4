/**
 * The web app manifest of the site and the icons it names: what a browser needs to offer
 * "Install" and to show the installed docs as an app of their own (README, "Installing the docs
 * as an app").
 *
 * `webAppManifest()` returns the manifest as a JSON-ready object; `npm run pwa:assets`
 * (`scripts/pwa-assets.ts`) writes it to `static/manifest.webmanifest` and renders each icon of
 * `APP_ICONS` from the logo mark `static/img/favicon.svg`. The name comes from `SITE_TITLE`, the
 * colour from `THEME_COLOR` (`constants.ts`). Nothing here reads or writes files.
 */
import {SITE_TITLE, THEME_COLOR} from '../../constants';

/** One icon: a square PNG under `static/`, its side in CSS pixels and its purpose. */
export interface AppIcon {
  /** URL path of the PNG, e.g. `/img/app/icon-192.png`; the file is `static/<path>`. */
  readonly src: string;
  /** Width and height in pixels. */
  readonly size: number;
  /**
   * `any`: the rounded logo as it is; `maskable`: the logo mark inside the safe zone of a
   * full-bleed square of the theme colour, for platforms that cut icons into their own shape.
   */
  readonly purpose: 'any' | 'maskable';
}

/**
 * The icons: 192 and 512 pixels (the sizes Chromium requires to offer installation), a
 * maskable 512, and the 180-pixel `apple-touch-icon` iOS puts on the home screen.
 */
export const APP_ICONS: readonly AppIcon[] = [
  {src: '/img/app/icon-192.png', size: 192, purpose: 'any'},
  {src: '/img/app/icon-512.png', size: 512, purpose: 'any'},
  {src: '/img/app/maskable-512.png', size: 512, purpose: 'maskable'},
];

/** The icon iOS takes from `<link rel="apple-touch-icon">` (not listed in the manifest). */
export const APPLE_TOUCH_ICON: AppIcon = {src: '/img/app/apple-touch-icon.png', size: 180, purpose: 'any'};

/** URL path of the manifest; the file is `static/manifest.webmanifest`. */
export const MANIFEST_PATH = '/manifest.webmanifest';
/** URL path of the service worker, where `@docusaurus/plugin-pwa` writes it (`build/sw.js`). */
export const SERVICE_WORKER_PATH = '/sw.js';

/** Background of the splash screen while the app starts: the page background of the light mode. */
const BACKGROUND_COLOR = '#ffffff';

/** The manifest's members (W3C Web Application Manifest). */
export function webAppManifest(): Record<string, unknown> {
  return {
    name: SITE_TITLE,
    short_name: 'Metaflow',
    description: 'The Metaflow documentation, readable offline.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: APP_ICONS.map(({src, size, purpose}) => ({src, sizes: `${size}x${size}`, type: 'image/png', purpose})),
  };
}
