// After `next build`: records, for every prerendered page, the SHA-256 of each inline script the
// build wrote into its HTML, so the Content-Security-Policy can allow exactly those scripts
// (src/security/contentSecurityPolicy.ts; docs/decisions/0011-content-security-policy.md).
// Output: .next/csp-hashes.json, { "/about/": ["sha256-…", …], "404": […] }.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const appDir = path.join(webDir, ".next/server/app");

/** `about.html` → `/about/`, `index.html` → `/`, `_not-found.html` → `404` (trailingSlash is on). */
export function routeOfHtmlFile(relativePath) {
  const withoutExtension = relativePath.replace(/\\/g, "/").replace(/\.html$/, "");
  if (withoutExtension === "_not-found") return "404";
  if (withoutExtension === "index") return "/";
  return `/${withoutExtension}/`;
}

/** Inline, executable scripts: no src, and not a data block such as JSON-LD. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (/\bsrc=/i.test(attributes)) continue;
    const type = /\btype="([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !["text/javascript", "module", "application/javascript"].includes(type)) continue;
    hashes.push(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...new Set(hashes)];
}

function htmlFiles(dir, prefix = "") {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) return htmlFiles(path.join(dir, entry.name), relative);
    return entry.name.endsWith(".html") && !entry.name.startsWith("_global-error") ? [relative] : [];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = {};
  for (const file of htmlFiles(appDir)) {
    manifest[routeOfHtmlFile(file)] = inlineScriptHashes(readFileSync(path.join(appDir, file), "utf8"));
  }
  if (!manifest["/"] || !manifest["404"]) {
    console.error("csp-hashes: the build has no prerendered home or 404 page; is .next a production build?");
    process.exit(1);
  }
  writeFileSync(path.join(webDir, ".next/csp-hashes.json"), `${JSON.stringify(manifest)}\n`);
  console.log(`csp-hashes: ${Object.keys(manifest).length} prerendered pages, inline scripts allowed by hash`);
}
