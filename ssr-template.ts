/**
 * The HTML template of every page, passed to Docusaurus as `ssrTemplate` (an Eta template; Docusaurus
 * fills in `it.*` at build time: the page's HTML, head tags, stylesheets and entry scripts). It is
 * our own complete template, not an edit of Docusaurus's, and does two things Docusaurus's doesn't:
 *
 * 1. **The page's text is painted before its JavaScript runs.** Docusaurus's template loads the
 *    entry scripts (`runtime~main.js`, `main.js`) with `<script defer>`. A deferred script runs as
 *    soon as the HTML is parsed, and when it has arrived by then, as on a fast connection or a warm
 *    cache, the browser runs it first and paints the page only after `main.js` (React DOM, the theme
 *    and the route table) has been evaluated: on a phone, the text waits a few hundred milliseconds
 *    for code it doesn't need. Lighthouse counts exactly that: a script evaluated before the largest
 *    paint is part of what the paint waited for (BENCHMARKS.md, issue 24). Here the entry scripts
 *    are downloaded from the start, with `<link rel="preload">` in the head (at low priority, so
 *    that they don't compete with the stylesheet), and `LOAD_AFTER_PAINT` at the end of the body
 *    adds them to the page (in order, `async = false`) once the page's largest element has been
 *    painted. The page then hydrates as before. Without JavaScript nothing changes: the HTML holds
 *    the whole page.
 * 2. **A page whose scripts or styles fail to load says so** (`ASSET_CHECK`), in place of
 *    Docusaurus's base-URL banner (`baseUrlIssueBanner: false` in the configuration): that check
 *    looks for `window.docusaurus` at `DOMContentLoaded`, which comes before the entry scripts now,
 *    so it put its banner into every normal load of the home page.
 *
 * Both inline scripts are the same on every page; the nginx configuration allows them by hash like
 * Docusaurus's own inline scripts (`plugins/lib/inline-scripts.ts`). Eta is compiled with
 * `rmWhitespace`, and the HTML minifier rewrites the scripts, so the layout here is for reading.
 */

/** The entry scripts, fetched at low priority from the start; `LOAD_AFTER_PAINT` runs them. */
const PRELOAD_SCRIPTS = `
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" href="<%= it.baseUrl %><%= script %>" as="script" fetchpriority="low">
    <% }); %>`;

/**
 * Adds the entry scripts after the page's largest paint, in the task after the next frame.
 * Where the browser reports largest contentful paints: once it has reported one for a paint
 * after this script ran (the whole page is parsed by then), or, when the page was painted
 * earlier, once the `load` event has fired and a paint has been reported (a background tab
 * waits until it is shown and painted). Elsewhere: after the `load` event.
 */
const LOAD_AFTER_PAINT = `<script>(function(){
var sources=<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>,start=performance.now(),painted=false,complete=false,done=false;
function load(){if(done)return;done=true;requestAnimationFrame(function(){setTimeout(function(){sources.forEach(function(src){var script=document.createElement("script");script.src=src;script.async=false;document.body.appendChild(script)})})})}
var measured=(PerformanceObserver.supportedEntryTypes||[]).indexOf("largest-contentful-paint")>=0;
if(measured)new PerformanceObserver(function(list,observer){painted=true;if(complete||list.getEntries().some(function(entry){return entry.startTime>=start})){observer.disconnect();load()}}).observe({type:"largest-contentful-paint",buffered:true});
function onLoad(){complete=true;if(painted||!measured)load()}
if(document.readyState==="complete")onLoad();else addEventListener("load",onLoad)})()</script>`;

/**
 * Shows a banner (`#site-load-error`, `role="alert"`) at the top of the page when one of the
 * page's stylesheets or entry scripts fails to load, or when the last entry script has run and
 * the site's client (`window.docusaurus`, set by `main.js`) is still missing. It listens on the
 * document, in the capture phase, for the `error` and `load` events of those elements (a
 * resource's `load` event never reaches `window`), so it stands before the stylesheets; once the
 * last entry script has loaded it stops listening. The banner names the
 * file that failed and the base URL the site was built for, the usual cause being a site served
 * under another path than its `baseUrl`. Its look is inline styles with fixed colours, because
 * the site's stylesheet may be what failed. Nothing is added on a normal load.
 */
const ASSET_CHECK = `<script>(function(){
var baseUrl=<%~ JSON.stringify(it.baseUrl) %>,entries=<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>,shown=false;
function element(tag,style,children){var node=document.createElement(tag);node.style.cssText=style;children.forEach(function(child){node.appendChild(typeof child==="string"?document.createTextNode(child):child)});return node}
function code(text){return element("code","font-family:monospace;font-size:inherit;color:#8a1c00;background:none;padding:0",[text])}
function show(problem){if(shown)return;shown=true;
var banner=element("div","margin:16px;padding:16px;border:4px solid #b3261e;background:#fff4e5;color:#1c1e21;font:16px/1.5 system-ui,sans-serif;text-align:left;overflow-wrap:anywhere",[
element("p","margin:0 0 8px;font-size:20px;font-weight:bold;color:#1c1e21",["This page could not load the site's scripts or styles."]),
element("p","margin:0 0 8px",problem),
element("p","margin:0",["If you maintain this site: it was built for the base URL ",code(baseUrl)," (",code("baseUrl")," in docusaurus.config.ts) and looks for its files under that path. If the site is served from another path, set ",code("baseUrl")," to that path and build it again."])]);
banner.id="site-load-error";banner.setAttribute("role","alert");
function insert(){document.body.insertBefore(banner,document.body.firstChild)}
if(document.body)insert();else document.addEventListener("DOMContentLoaded",insert)}
function onError(event){var target=event.target;
if(target instanceof HTMLLinkElement&&target.rel==="stylesheet")show(["The stylesheet ",code(target.getAttribute("href")||"")," did not load."]);
else if(target instanceof HTMLScriptElement&&entries.indexOf(target.getAttribute("src"))>=0)show(["The script ",code(target.getAttribute("src")||"")," did not load."])}
function onLoad(event){var target=event.target;if(!(target instanceof HTMLScriptElement)||target.getAttribute("src")!==entries[entries.length-1])return;
document.removeEventListener("error",onError,true);document.removeEventListener("load",onLoad,true);
if(typeof window.docusaurus==="undefined")show(["The scripts loaded, but the site's client did not start (",code("window.docusaurus")," is not set)."])}
document.addEventListener("error",onError,true);document.addEventListener("load",onLoad,true)})()</script>`;

/** The template: Docusaurus 3.10's page structure, with the two scripts above. */
export default `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    ${ASSET_CHECK}
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>${PRELOAD_SCRIPTS}
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    ${LOAD_AFTER_PAINT}
  </body>
</html>
`;
