/**
 * Content negotiation between a page's HTML and its Markdown (`/a/b` is `a/b.html` or
 * `a/b.md`), shared by nginx, which runs this file with njs (`js_set` in the configuration of
 * `nginx-config.ts`), and by `deploy/serve.ts`, so that both servers decide alike.
 *
 * - `prefersMarkdown(accept)` takes the value of an HTTP `Accept` header (a string; empty or
 *   undefined when the request has none) and returns true when it lists `text/markdown` with a
 *   quality above 0 and `text/html` does not rank above it. The quality of `text/html` is that
 *   of the most specific range in the header that matches it (`text/html`, else `text/*`, else
 *   the range of any type; RFC 9110, section 12.5.1), 0 when none does. A range listed twice counts with
 *   its highest quality. Malformed parts are skipped; nothing throws.
 * - `pageExtension(r)` is the njs variable handler: `md` or `html` for the request `r`.
 *
 * Written in the JavaScript of njs 0.7 (Debian bookworm's `libnginx-mod-http-js`): one default
 * export, no imports.
 */

/** The quality of each media range of `accept`, keyed by the range in lower case. */
function qualities(accept) {
  var result = {};
  accept.split(',').forEach(function (part) {
    var params = part.split(';');
    var range = params[0].trim().toLowerCase();
    if (!/^[^\s/]+\/[^\s/]+$/.test(range)) {
      return;
    }
    var quality = 1;
    for (var i = 1; i < params.length; i++) {
      var match = /^\s*q\s*=\s*(\d+(?:\.\d*)?|\.\d+)\s*$/i.exec(params[i]);
      if (match) {
        quality = Math.min(1, Number(match[1]));
      }
    }
    if (!(range in result) || quality > result[range]) {
      result[range] = quality;
    }
  });
  return result;
}

function prefersMarkdown(accept) {
  var quality = qualities(accept || '');
  var markdown = quality['text/markdown'];
  if (!(markdown > 0)) {
    return false;
  }
  var ranges = ['text/html', 'text/*', '*/*'].filter(function (range) {
    return range in quality;
  });
  var html = ranges.length > 0 ? quality[ranges[0]] : 0;
  return html <= markdown;
}

function pageExtension(r) {
  return prefersMarkdown(r.headersIn.Accept) ? 'md' : 'html';
}

export default {prefersMarkdown: prefersMarkdown, pageExtension: pageExtension};
