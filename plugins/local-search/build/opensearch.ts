/**
 * The OpenSearch description of the offline build, so that browsers offer the site as a search
 * engine (their site search opens `/search?q=<terms>`).
 *
 * `openSearchXml(site)` returns the description file's text, `OPENSEARCH_PATH` is where the
 * plugin writes it (relative to the site's base URL), and `openSearchLink(site)` is the `<link
 * rel="search">` head tag every page carries to point to it. `site` holds the site's `title`,
 * canonical `url` (`https://docs.metaflow.org`), `baseUrl` (`/`) and `favicon` (a path under the
 * base URL, or undefined). Values are escaped for XML. Raises nothing.
 */
import type {HtmlTagObject} from '@docusaurus/types';

import {SEARCH_PAGE_PATH} from '../engine/format';

export const OPENSEARCH_PATH = 'opensearch.xml';

export interface OpenSearchSite {
  readonly title: string;
  readonly url: string;
  readonly baseUrl: string;
  readonly favicon?: string;
}

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (char) => ({'<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;'})[char] ?? char);

const MIME_TYPES: Record<string, string> = {svg: 'image/svg+xml', png: 'image/png', ico: 'image/x-icon'};

export function openSearchXml({title, url, baseUrl, favicon}: OpenSearchSite): string {
  const siteUrl = `${url.replace(/\/$/, '')}${baseUrl}`;
  const image = favicon
    ? `  <Image width="16" height="16" type="${MIME_TYPES[favicon.split('.').pop() ?? ''] ?? 'image/x-icon'}">${escapeXml(siteUrl + favicon.replace(/^\//, ''))}</Image>\n`
    : '';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">\n' +
    `  <ShortName>${escapeXml(title)}</ShortName>\n` +
    `  <Description>Search ${escapeXml(title)}</Description>\n` +
    '  <InputEncoding>UTF-8</InputEncoding>\n' +
    image +
    `  <Url type="text/html" method="get" template="${escapeXml(siteUrl + SEARCH_PAGE_PATH)}?q={searchTerms}"/>\n` +
    `  <Url type="application/opensearchdescription+xml" rel="self" template="${escapeXml(siteUrl + OPENSEARCH_PATH)}"/>\n` +
    `  <moz:SearchForm>${escapeXml(siteUrl)}</moz:SearchForm>\n` +
    '</OpenSearchDescription>\n'
  );
}

export function openSearchLink({title, baseUrl}: OpenSearchSite): HtmlTagObject {
  return {
    tagName: 'link',
    attributes: {rel: 'search', type: 'application/opensearchdescription+xml', title, href: `${baseUrl}${OPENSEARCH_PATH}`},
  };
}
