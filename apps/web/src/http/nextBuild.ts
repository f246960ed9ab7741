/**
 * Everything the site reads from Next.js's build output (`$NEXT_DIST_DIR`, `.next` by default),
 * and the names of Next's own cookies, in one module: they are Next's, not ours, so an upgrade
 * that moves a file or renames a cookie touches this file only. Read by proxy.ts (the HTML of prerendered pages, for their inline-script hashes) and
 * by the page cache (the prerender manifest).
 *
 * Loaded by scripts/serve.mjs through Node's type stripping: node: imports only, no TS-only syntax.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** The build folder of the app in `webDir`: NEXT_DIST_DIR, next.config.ts's distDir. */
export function buildDirOf(webDir: string, distDir: string | undefined): string {
  // Not traced into the standalone build: the folder is the build itself (turbopackIgnore).
  return path.join(/* turbopackIgnore: true */ webDir, distDir || ".next");
}

/** The cookie Next.js sets while draft mode is on (a Studio preview). */
export const DRAFT_MODE_COOKIE = "__prerender_bypass";
/** The Pages Router's preview-mode cookie: a request carrying it is a preview too. */
export const PREVIEW_DATA_COOKIE = "__next_preview_data";

/** Whether `next build` finished into this folder. */
export function hasBuild(buildDir: string): boolean {
  return existsSync(path.join(buildDir, "BUILD_ID"));
}

/** Where `next build` writes the prerendered HTML of the App Router's pages. */
function prerenderedHtmlDir(buildDir: string): string {
  return path.join(buildDir, "server", "app");
}

/** The prerendered HTML file a path is served from (trailingSlash is on): `/about/` → `about.html`. */
export function prerenderedFileOf(pathname: string): string | null {
  if (pathname === "/") return "index.html";
  if (!pathname.endsWith("/") || pathname.includes("..") || pathname.includes("//")) return null;
  return `${pathname.slice(1, -1)}.html`;
}

/** The 404 page's prerendered HTML. */
export const NOT_FOUND_FILE = "_not-found.html";

/** When a prerendered HTML file was last written (regenerated, in hosted mode), or null when the build has none. */
export function prerenderedHtmlModified(buildDir: string, file: string): number | null {
  try {
    return statSync(path.join(prerenderedHtmlDir(buildDir), file)).mtimeMs;
  } catch {
    return null;
  }
}

export function readPrerenderedHtml(buildDir: string, file: string): string {
  return readFileSync(path.join(prerenderedHtmlDir(buildDir), file), "utf8");
}

/**
 * The routes `next build` prerendered for good (no revalidation period), as the prerender manifest
 * names them: "/", "/about", "/_not-found".
 */
export function staticRoutes(buildDir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(buildDir, "prerender-manifest.json"), "utf8")) as {
    routes?: Record<string, { initialRevalidateSeconds?: number | false }>;
  };
  return Object.entries(manifest.routes ?? {})
    .filter(([, entry]) => entry.initialRevalidateSeconds === false)
    .map(([route]) => route);
}
