/**
 * Writes what the browser needs to install the docs as an app (`npm run pwa:assets`): the web
 * app manifest `static/manifest.webmanifest` (`lib/web-app-manifest.ts`) and the PNG icons it
 * and the `apple-touch-icon` link name, rendered by Chromium from the logo mark
 * `static/img/favicon.svg`. An `any` icon is the rounded logo on a transparent background; a
 * maskable one is the logo at 80 % on a full-bleed square of the theme colour, so a platform's
 * circle or squircle cut stays inside the logo's own background.
 *
 * The outputs are committed; run the script again after changing the logo, the theme colour or
 * the icon list. Throws when Chromium cannot be launched or the logo cannot be read.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {chromium} from '@playwright/test';

import {THEME_COLOR} from '../constants';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './lib/chromium';
import {APPLE_TOUCH_ICON, APP_ICONS, MANIFEST_PATH, webAppManifest, type AppIcon} from '../plugins/lib/web-app-manifest';

const STATIC_DIR = join(__dirname, '..', 'static');
/** Share of a maskable icon's side the logo takes: its corners stay inside the 80 % safe circle. */
const MASKABLE_LOGO_SCALE = 0.8;

/** A page of exactly the icon's size showing the logo as the icon's purpose wants it. */
function iconHtml(icon: AppIcon, logoSvg: string): string {
  const scale = icon.purpose === 'maskable' ? MASKABLE_LOGO_SCALE : 1;
  const background = icon.purpose === 'maskable' ? THEME_COLOR : 'transparent';
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`;
  const side = Math.round(icon.size * scale);
  return `<!doctype html><html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;background:${background};display:grid;place-items:center">
<img src="${logo}" width="${side}" height="${side}" alt=""></body></html>`;
}

async function main(): Promise<void> {
  const logoSvg = readFileSync(join(STATIC_DIR, 'img', 'favicon.svg'), 'utf8');
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS]});
  try {
    for (const icon of [...APP_ICONS, APPLE_TOUCH_ICON]) {
      const page = await browser.newPage({viewport: {width: icon.size, height: icon.size}, deviceScaleFactor: 1});
      await page.setContent(iconHtml(icon, logoSvg));
      await page.locator('img').evaluate((image: HTMLImageElement) => image.decode());
      const file = join(STATIC_DIR, icon.src);
      mkdirSync(dirname(file), {recursive: true});
      await page.screenshot({path: file, omitBackground: icon.purpose === 'any'});
      await page.close();
      console.log(`wrote static${icon.src} (${icon.size}×${icon.size}, ${icon.purpose})`);
    }
  } finally {
    await browser.close();
  }
  writeFileSync(join(STATIC_DIR, MANIFEST_PATH), `${JSON.stringify(webAppManifest(), null, 2)}\n`);
  console.log(`wrote static${MANIFEST_PATH}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
