/**
 * Google Analytics (gtag.js) for the site, on only when a tracking id is configured
 * (DECISIONS 7; `GTAG_TRACKING_ID`, read in `env.ts`).
 *
 * Replaces `@docusaurus/plugin-google-gtag` because its route-change event carries no
 * `page_title` / `page_location`, which the spec requires on every page view (Docusaurus 2.0.1
 * sent them). Options: `trackingID` (string, e.g. "G-XXXXXXX"). Injects the gtag loader and
 * its configuration with IP anonymisation into every page's <head>, and registers
 * `client.ts`, which sends a `page_view` on each client-side route change. Throws when the
 * tracking id is empty.
 */
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export interface AnalyticsOptions {
  readonly trackingID: string;
}

export default function analyticsPlugin(_context: LoadContext, options: unknown): Plugin {
  const trackingID = (options as Partial<AnalyticsOptions> | undefined)?.trackingID;
  if (typeof trackingID !== 'string' || !trackingID) {
    throw new Error('The analytics plugin needs a non-empty trackingID.');
  }
  const id = JSON.stringify(trackingID);
  return {
    name: 'metaflow-docs-analytics',
    getClientModules() {
      return [join(__dirname, 'client.ts')];
    },
    injectHtmlTags() {
      return {
        headTags: [
          {tagName: 'link', attributes: {rel: 'preconnect', href: 'https://www.google-analytics.com'}},
          {tagName: 'link', attributes: {rel: 'preconnect', href: 'https://www.googletagmanager.com'}},
          {
            tagName: 'script',
            attributes: {async: true, src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(trackingID)}`},
          },
          {
            tagName: 'script',
            innerHTML: [
              'window.dataLayer = window.dataLayer || [];',
              'function gtag(){dataLayer.push(arguments);}',
              "gtag('js', new Date());",
              `gtag('config', ${id}, {anonymize_ip: true});`,
            ].join('\n'),
          },
        ],
      };
    },
  };
}
