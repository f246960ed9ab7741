/**
 * The framework's scripts are requested once the page has painted (docs/decisions/0032-phone-fast.md).
 *
 * Next.js writes its chunks as `<script src async>` in the head. An async script runs as soon as it
 * arrives, between two steps of the parser: whenever the chunks arrive before the page has painted
 * (a fast network, a slow phone; every load on the test host), their evaluation, most of a second on
 * a mid-range phone, comes before the first paint of text that was already in the HTML. This moves
 * them after it: the tags (and Next's preload of its bootstrap chunk) are taken out of the HTML and
 * one inline script requests the same files, async as before, once the browser reports the first
 * contentful paint. The page is readable at once; it is interactive once they have run, as before.
 * Links are plain links and every form posts without JavaScript.
 *
 * Where paint timing is not reported, the chunks are requested after the second animation frame.
 * If no paint is reported within 3 seconds, they are requested anyway: a page that never paints
 * must still work. A hidden page (a background tab, a prerender) paints nothing: it requests them
 * at once. Pages rendered per request (operator pages, draft previews) carry a nonce and are sent
 * as Next.js wrote them; this runs on prerendered pages, whose policy lists the hashes of the
 * inline scripts actually sent (src/http/policyFromBody.ts), this one's included.
 *
 * Loaded by scripts/serve.mjs through Node's type stripping: no imports, no TS-only syntax.
 */

/** An external script with exactly `src` and `async`, as Next.js writes its chunks; nothing else is moved. */
const ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
/** Next's preload of its bootstrap chunk, as it writes it. */
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"<>]+\.js)"\/>/g;

const LOADER_START =
  "<script>(function(s){var done=false;function go(){if(done)return;done=true;" +
  "s.forEach(function(src){var e=document.createElement('script');e.src=src;e.async=true;document.head.appendChild(e)})}" +
  "if(document.visibilityState==='hidden')return go();setTimeout(go,3000);" +
  "var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){" +
  "new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true})}" +
  "else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})})(";
const LOADER_END = ")</script>";

/** The inline script that requests `sources` after the first paint. */
export function afterPaintLoader(sources: readonly string[]): string {
  return LOADER_START + JSON.stringify(sources).replace(/</g, "\\u003c") + LOADER_END;
}

/**
 * The scripts a page's loader requests, in order (none when it has no loader): what a browser
 * downloads after the first paint, for the budget's first-load JavaScript and the tests.
 */
export function afterPaintSources(html: string): string[] {
  const start = html.indexOf(LOADER_START);
  if (start === -1) return [];
  const end = html.indexOf(LOADER_END, start + LOADER_START.length);
  if (end === -1) return [];
  const list: unknown = JSON.parse(html.slice(start + LOADER_START.length, end));
  return Array.isArray(list) ? list.filter((src): src is string => typeof src === "string") : [];
}

/**
 * The page with its framework scripts requested after the first paint. HTML without them, or
 * without a body to put the loader in, comes back unchanged.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const bodyEnd = html.lastIndexOf("</body>");
  if (bodyEnd === -1) return html;
  const sources: string[] = [];
  const withoutScripts = html.slice(0, bodyEnd).replace(ASYNC_SCRIPT, (_tag, src: string) => {
    if (!sources.includes(src)) sources.push(src);
    return "";
  });
  if (sources.length === 0) return html;
  // A preload would start the download before the paint all the same.
  const without = withoutScripts.replace(SCRIPT_PRELOAD, (tag, href: string) => (sources.includes(href) ? "" : tag));
  return without + afterPaintLoader(sources) + html.slice(bodyEnd);
}
