// After `next build` (npm's postbuild): a Brotli copy of every static script and stylesheet, which
// the production server sends to browsers that accept Brotli (src/http/staticBrotli.ts,
// docs/decisions/0032-phone-fast.md). Next.js alone only gzips them, on every request.
import path from "node:path";
import { fileURLToPath } from "node:url";

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { buildDirOf, hasBuild } = await import("../src/http/nextBuild.ts");
const { precompressStatic } = await import("../src/http/staticBrotli.ts");

// The same folder `next build` wrote: NEXT_DIST_DIR as next.config.ts reads it (.next by default).
const buildDir = buildDirOf(webDir, process.env.NEXT_DIST_DIR?.trim());
if (!hasBuild(buildDir)) {
  console.error(`No build in ${buildDir} to precompress.`);
  process.exit(1);
}
const started = Date.now();
const { files, rawBytes, brotliBytes } = precompressStatic(buildDir);
console.log(
  `Brotli: ${files} static files, ${(rawBytes / 1000).toFixed(0)} KB → ${(brotliBytes / 1000).toFixed(0)} KB in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
