/**
 * The Content-Security-Policy of every page (docs/decisions/0011-content-security-policy.md).
 *
 * Public pages are prerendered, so a per-request nonce cannot reach their inline scripts: those
 * pages are allowed exactly the inline scripts of the HTML file served (src/security/
 * inlineScripts.ts, read by proxy.ts). Pages rendered per request (the operator's page, draft
 * previews) get a fresh nonce, which Next.js applies to its own scripts. Nothing else runs: no
 * 'unsafe-inline' or 'unsafe-eval' for scripts.
 */

export interface PolicyInput {
  /** `sha256-…` sources of the inline scripts of a prerendered page (without quotes). */
  scriptHashes: readonly string[];
  /** A fresh nonce for pages rendered per request, or null for prerendered ones. */
  nonce: string | null;
  /** Draft previews inside the Studio's Presentation tool (hosted mode only). */
  draftPreview: boolean;
  /**
   * The one Studio allowed to frame draft previews (SANITY_STUDIO_ORIGIN), or null: then only the
   * site itself may. Never a wildcard such as *.sanity.studio (anyone can host a Studio there) and
   * never localhost in production (any local page could frame the preview).
   */
  studioOrigin?: string | null;
  /**
   * The Supabase project's origin on the operator's page in hosted mode, which the browser PUTs
   * deal room documents to (docs/decisions/0050-direct-uploads.md); null everywhere else.
   */
  uploadOrigin?: string | null;
}

/**
 * The origin the operator's pages upload to: the Supabase project's, on the pages that upload only
 * (the workspace's listing pages: a path ending in "/" covers the pages below it), when the leads
 * (and so the deal room's files) are Supabase's. No other page talks to Storage.
 */
export function directUploadOrigin(pathname: string, supabaseUrl: string | undefined, uploadPaths: readonly string[]): string | null {
  const uploads = (path: string) => (path.endsWith("/") ? pathname.startsWith(path) : pathname === path || pathname === `${path}/`);
  if (!supabaseUrl || !uploadPaths.some(uploads)) return null;
  return new URL(supabaseUrl).origin;
}
/** Visual Editing talks to the Content Lake from the browser, in draft previews only. */
const SANITY_API_ORIGINS = ["https://*.api.sanity.io", "wss://*.api.sanity.io"];

export function buildContentSecurityPolicy({
  scriptHashes,
  nonce,
  draftPreview,
  studioOrigin = null,
  uploadOrigin = null,
}: PolicyInput): string {
  const studio = studioOrigin ? [studioOrigin] : [];
  const scripts = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...(nonce ? [`'nonce-${nonce}'`] : [])];
  const directives: [string, string[]][] = [
    ["default-src", ["'none'"]],
    ["script-src", scripts],
    // React writes style attributes (next/image's placeholder colour, the chart's bar widths): they
    // cannot carry a nonce or hash, and CSS cannot run script.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", "https://cdn.sanity.io"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...(draftPreview ? SANITY_API_ORIGINS : []), ...(uploadOrigin ? [uploadOrigin] : [])]],
    ["manifest-src", ["'self'"]],
    ["form-action", ["'self'"]],
    ["base-uri", ["'none'"]],
    ["object-src", ["'none'"]],
    ["frame-src", draftPreview ? ["'self'", ...studio] : ["'none'"]],
    // The Presentation tool shows draft previews in a frame; every other page refuses framing.
    ["frame-ancestors", draftPreview ? ["'self'", ...studio] : ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}
