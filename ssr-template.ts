/**
 * The HTML template of every page (Docusaurus's `ssrTemplate`): Docusaurus's own template, with
 * one change, so that a page's text is painted before its JavaScript runs.
 *
 * Docusaurus loads the entry scripts (`runtime~main.js`, `main.js`) with `<script defer>`. A
 * deferred script runs as soon as the HTML is parsed, and when it has arrived by then, as on a
 * fast connection or a warm cache, the browser runs it first and paints the page only after
 * `main.js` (React DOM, the theme and the route table) has been evaluated: on a phone, the
 * text waits a few hundred milliseconds for code it doesn't need. Lighthouse counts exactly
 * that: a script evaluated before the largest paint is part of what the paint waited for
 * (BENCHMARKS.md, issue 24).
 *
 * Here the entry scripts are downloaded from the start, with `<link rel="preload">` in the head
 * (at low priority, so that they don't compete with the stylesheet), and a small inline script
 * at the end of the body adds them to the page (in order, `async = false`) once the page's
 * largest element has been painted (`LOAD_AFTER_PAINT`). The page then hydrates as before. Without JavaScript nothing
 * changes: the HTML holds the whole page. The inline script is the same on every page; the
 * nginx configuration allows it by hash like Docusaurus's own inline scripts
 * (`plugins/lib/inline-scripts.ts`).
 *
 * Raises at build time, when Docusaurus's template no longer contains the script block this
 * replaces: the change must then be checked against the new release.
 */
import defaultTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';

/** Docusaurus 3.10's script block of the template, replaced below. */
const DEFER_SCRIPTS = `
    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;

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

const BODY_END = '    <%~ it.postBodyTags %>\n  </body>';

function ssrTemplate(): string {
  if (!defaultTemplate.includes(DEFER_SCRIPTS) || !defaultTemplate.includes(BODY_END)) {
    throw new Error('ssr-template.ts: the Docusaurus HTML template changed; check the script loading against the new release');
  }
  return defaultTemplate.replace(DEFER_SCRIPTS, PRELOAD_SCRIPTS).replace(BODY_END, `    <%~ it.postBodyTags %>\n    ${LOAD_AFTER_PAINT}\n  </body>`);
}

export default ssrTemplate();
