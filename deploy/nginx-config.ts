/**
 * The nginx configuration that serves a built site the way DECISIONS 10 and 11 describe, written
 * by `deploy/postbuild.ts` to `build-deploy/nginx.conf`.
 *
 * `nginxConfig(site)` returns the text of a complete main configuration (`nginx -c`). Paths in it
 * are relative to nginx' prefix (`nginx -p`): the directory that holds the site directory
 * (`site.root`, e.g. `build`) and `build-deploy/`. It serves:
 *
 * - every page at its path (`/a/b` is the file `a/b.html`), every other file as it is;
 * - a page's Markdown (`a/b.md`) instead of its HTML to a client whose `Accept` header prefers
 *   `text/markdown` (`markdown-negotiation.mjs`, run by njs), and `Vary: Accept` on every
 *   response to a page path;
 * - every old path of `redirects.ts` as a 301 to its page, the query string kept;
 * - `.html` and `/index.html` suffixes as a 301 to the plain path, trailing slashes as 404
 *   (the rules of `deploy/serve.ts`), anything else as 404 with the not-found page;
 * - the `.gz` / `.br` copies written by `precompress.ts` to clients that accept them;
 * - the caching and security headers of `response-headers.ts`.
 *
 * Everything comes from its arguments; nothing is read from disk here.
 */
import type {Redirect} from '../redirects';
import {IMMUTABLE_CACHE_CONTROL, IMMUTABLE_PATH_PREFIX, REVALIDATE_CACHE_CONTROL, type Header} from './response-headers';

/** What the configuration is made from. */
export interface NginxSite {
  /** The site directory relative to nginx' prefix, e.g. `build`. */
  readonly root: string;
  /** Runtime directory relative to the prefix, for nginx' temporary files (must exist), e.g. `build-deploy/tmp`. */
  readonly runDir: string;
  /** The `listen` parameter: a port, or `address:port`. */
  readonly listen: string;
  /** Old paths and their pages (`redirects.ts`). */
  readonly redirects: readonly Redirect[];
  /** Headers added to every response, errors included (`securityHeaders`). */
  readonly headers: readonly Header[];
  /** Content type of each file extension the site has (without the dot), e.g. `{js: 'application/javascript'}`. */
  readonly types: Readonly<Record<string, string>>;
  /** Where the brotli_static module is (Debian's `libnginx-mod-http-brotli-static`). */
  readonly brotliModule: string;
  /** Where the njs module is (Debian's `libnginx-mod-http-js`). */
  readonly jsModule: string;
}

/** The port `build-deploy/nginx.conf` listens on. */
export const NGINX_PORT = 8080;
/** Where `npm run build` writes the configuration, relative to the repository root (nginx' prefix). */
export const DEPLOY_DIR = 'build-deploy';
/** Debian's path of the brotli_static module. */
export const DEBIAN_BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** Debian's path of the njs module. */
export const DEBIAN_JS_MODULE = '/usr/lib/nginx/modules/ngx_http_js_module.so';
/**
 * The njs script of the Markdown negotiation (`markdown-negotiation.mjs`), which the build
 * copies beside the configuration: nginx looks for it in the directory of the configuration
 * file it runs.
 */
export const NEGOTIATION_SCRIPT = 'markdown-negotiation.mjs';

/** Content types nginx adds `; charset=utf-8` to (besides text/html). */
const UTF8_TYPES = [
  'text/css',
  'text/plain',
  'text/markdown',
  'text/xml',
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'application/xml',
  'image/svg+xml',
];

/**
 * A string as an nginx quoted parameter. Throws on characters that would not stay literal in
 * one: control characters, `$` (a variable), `"` and `\\`.
 */
function quoted(value: string): string {
  if ([...value].some((c) => c < ' ' || c === '\x7f' || '$"\\'.includes(c))) {
    throw new Error(`Not a literal nginx parameter: ${JSON.stringify(value)}`);
  }
  return `"${value}"`;
}

/** An exact-match location path: an absolute path of letters, digits and `-_./` only. */
function exactPath(path: string): string {
  if (!/^\/[A-Za-z0-9\-_./]*$/.test(path)) {
    throw new Error(`Not a plain absolute path for an nginx location: ${JSON.stringify(path)}`);
  }
  return path;
}

function typesBlock(types: Readonly<Record<string, string>>): string[] {
  const byType = new Map<string, string[]>();
  for (const [extension, type] of Object.entries(types).sort(([a], [b]) => a.localeCompare(b))) {
    byType.set(type, [...(byType.get(type) ?? []), extension]);
  }
  return [...byType].sort(([a], [b]) => a.localeCompare(b)).map(([type, extensions]) => `    ${type} ${extensions.join(' ')};`);
}

/** The text of the nginx main configuration for `site`. Throws on a redirect path nginx can't match exactly. */
export function nginxConfig(site: NginxSite): string {
  const headers = site.headers.map(({name, value}) => `    add_header ${name} ${quoted(value)} always;`);
  const redirects = site.redirects.map(
    ({from, to}) => `    location = ${exactPath(from)} { return 301 ${exactPath(to)}$is_args$args; }`,
  );
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${site.runDir}/${kind};`);
  return `# Generated by \`npm run build\` (deploy/postbuild.ts) from redirects.ts and the build. Do not edit.
# Serve with the directory that holds ${site.root}/ and build-deploy/ as the prefix, e.g.:
#   nginx -p "$PWD/" -c build-deploy/nginx.conf -e stderr -g 'daemon off; pid build-deploy/nginx.pid;'

load_module ${site.brotliModule};
load_module ${site.jsModule};

worker_processes auto;
error_log stderr;

events {
  worker_connections 1024;
}

http {
${temp.join('\n')}
  access_log off;
  server_tokens off;
  sendfile on;
  tcp_nopush on;

  types {
${typesBlock(site.types).join('\n')}
  }
  default_type application/octet-stream;
  charset utf-8;
  charset_types ${UTF8_TYPES.join(' ')};

  # "md" when the Accept header prefers a page's Markdown to its HTML, else "html".
  js_import negotiation from ${NEGOTIATION_SCRIPT};
  js_set $page_extension negotiation.pageExtension;
  # A page path (no dot in its last segment) is answered by HTML or Markdown as Accept says.
  map $request_uri $page_vary {
    default "";
    "~^[^?]*/[^/.?]*(?:\\?|$)" "Accept";
  }

  # Content-hashed files never change under their name; everything else is revalidated
  # (ETag / Last-Modified) on every use, so a deploy shows at once.
  map $uri $site_cache_control {
    default ${quoted(REVALIDATE_CACHE_CONTROL)};
    ~^${IMMUTABLE_PATH_PREFIX} ${quoted(IMMUTABLE_CACHE_CONTROL)};
  }

  server {
    listen ${site.listen};
    root ${site.root};
    # Location headers stay paths ("/scaling/data"), as behind a proxy the host is not ours to know.
    absolute_redirect off;

    # The .gz and .br copies written beside each text file at build time.
    gzip_static on;
    brotli_static on;
    gzip_vary on;

    add_header Cache-Control $site_cache_control always;
    add_header Vary $page_vary always;
${headers.join('\n')}

    error_page 404 /404.html;
    location = /404.html {
      internal;
    }
    # The files of "/" and of the not-found page are not pages of their own.
    location = /index {
      return 404;
    }
    location = /404 {
      return 404;
    }

    location = / {
      try_files /index.$page_extension /index.html =404;
    }
    location = /index.html {
      return 301 /$is_args$args;
    }

    # Old paths (redirects.ts).
${redirects.join('\n')}

    # A trailing slash is never a page (DECISIONS 11).
    location ~ ./$ {
      return 404;
    }

    # "/a/b.html" and "/a/b/index.html" move to "/a/b". The target is cut from the raw request
    # line, never from the decoded $uri, so no decoded byte (CR, LF) reaches the Location header;
    # a path that could read as another host ("//host", "/\\host") is not found instead.
    location ~ \\.html$ {
      if ($request_uri ~ "^(/[^/\\x5c?][^?]*?)(?:/index)?\\.html(\\?.*)?$") {
        return 301 $1$2;
      }
      return 404;
    }

    # A page "/a/b" is the file a/b.html, or a/b.md by negotiation; any other file is served as it is.
    location / {
      try_files $uri $uri.$page_extension $uri.html =404;
    }
  }
}
`;
}
