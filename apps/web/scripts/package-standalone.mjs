// Completes the standalone folder `next build` writes (`output: "standalone"`, next.config.ts) into
// an artifact that runs with Node alone, from any directory (docs/decisions/0030-scale-out.md):
//
//   <artifact>/apps/web/scripts/serve.mjs   the custom server (npm start), with the modules it loads
//   <artifact>/apps/web/cache-handler.mjs   the shared cache on Redis (REDIS_URL)
//   <artifact>/apps/web/.next, public       the build, its static files and the seed images
//   <artifact>/supabase/migrations          applied by the embedded and DATABASE_URL modes
//   <artifact>/apps/studio/seed/…ndjson     the embedded mode's content
//   <artifact>/node_modules                 what all of the above import
//
// The layout is the repository's, so every relative setting means the same in both. Start it with
// `node apps/web/scripts/serve.mjs` from the artifact (or any directory). Runs after every build.
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const rootDir = path.resolve(webDir, "../..");
const distName = process.env.NEXT_DIST_DIR || ".next";
const distDir = path.join(webDir, distName);
const artifact = path.join(distDir, "standalone");
if (!existsSync(path.join(artifact, "apps", "web", distName, "BUILD_ID"))) {
  console.error(`No standalone build in ${path.relative(rootDir, artifact)}: is output "standalone" set in next.config.ts?`);
  process.exit(1);
}
const inArtifact = (file) => path.join(artifact, path.relative(rootDir, file));

/** Copies a file or folder of the repository to the same place in the artifact. */
function copy(file) {
  mkdirSync(path.dirname(inArtifact(file)), { recursive: true });
  cpSync(file, inArtifact(file), { recursive: true, dereference: true });
}

// What Next.js leaves out on purpose (a CDN could serve them): the static files and public/.
copy(path.join(distDir, "static"));
copy(path.join(webDir, "public"));
copy(path.join(webDir, "package.json"));
copy(path.join(rootDir, "supabase", "migrations"));
copy(path.join(rootDir, "apps", "studio", "seed", "production.ndjson"));
// Next's own server.js would start Next without the server's protections: only serve.mjs starts it.
rmSync(path.join(artifact, "apps", "web", "server.js"), { force: true });

// The server and the cache handler run outside Next's bundles, so Next did not trace them. The
// server's TypeScript modules (loaded with Node's type stripping) are followed here, import by
// import; the packages they and the cache handler use are traced with the tracer Next.js itself
// uses (@vercel/nft, shipped inside next), which follows package exports and dynamic requires.
const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|^import\s+["']([^"']+)["']/gm;
const visitedFiles = new Set();
const packageImports = new Set();

function packageDirOf(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "node_modules", name);
    if (existsSync(path.join(candidate, "package.json"))) return candidate;
    if (dir === path.dirname(dir)) throw new Error(`Cannot find the package ${name} from ${fromDir}`);
  }
}

function packageName(specifier) {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/** A workspace package (@agency/*): the file its export names, at its own place, linked from node_modules as npm links it. */
function workspaceExport(specifier, dir) {
  const real = realpathSync(dir);
  copy(path.join(real, "package.json"));
  const link = inArtifact(dir);
  rmSync(link, { recursive: true, force: true });
  mkdirSync(path.dirname(link), { recursive: true });
  symlinkSync(path.relative(path.dirname(link), inArtifact(real)), link);
  const { exports } = JSON.parse(readFileSync(path.join(real, "package.json"), "utf8"));
  const target = exports[`.${specifier.slice(packageName(specifier).length)}`];
  const file = typeof target === "string" ? target : (target?.import ?? target?.default);
  if (!file) throw new Error(`${specifier}: no export for this path`);
  return path.join(real, file);
}

function follow(file) {
  if (visitedFiles.has(file)) return;
  visitedFiles.add(file);
  copy(file);
  const source = readFileSync(file, "utf8");
  for (const match of source.matchAll(IMPORT)) {
    // Type-only imports vanish under Node's type stripping: nothing to load, nothing to copy (and
    // they may use the @/ alias, which only TypeScript resolves: docs/decisions/0046-layout-and-imports.md).
    if (/^[\s;]*(?:import|export)\s+type\s/.test(match[0])) continue;
    const specifier = match[1] ?? match[2] ?? match[3];
    if (specifier.startsWith("node:")) continue;
    if (specifier.startsWith(".")) {
      const resolved = path.resolve(path.dirname(file), specifier);
      if (existsSync(resolved) && statSync(resolved).isFile()) follow(resolved);
      continue;
    }
    const dir = packageDirOf(packageName(specifier), path.dirname(file));
    // A package Next.js already placed in the artifact (next, zod, …) is there with what it needs.
    if (!realpathSync(dir).includes(`${path.sep}node_modules${path.sep}`)) follow(workspaceExport(specifier, dir));
    else if (!existsSync(inArtifact(dir))) packageImports.add(specifier);
  }
}

// Next's output tracing may copy the app's own configuration files in (a module it cannot analyse
// pulls in its whole folder). The artifact runs on the configuration the build recorded
// (required-server-files.json): serve.mjs reads that one only when next.config.ts is absent, and
// the rest are for tools, not for the server.
for (const name of ["next.config.ts", "eslint.config.mjs", "postcss.config.mjs", "tsconfig.json", "tsconfig.tsbuildinfo"]) {
  rmSync(path.join(artifact, "apps", "web", name), { force: true });
}

follow(path.join(webDir, "scripts", "serve.mjs"));
// The cache handler's own modules too (@agency/paths/private-routes, a workspace package).
follow(path.join(webDir, "cache-handler.mjs"));

// One entry importing every package the server's own modules name, traced with the cache handler.
const entry = path.join(webDir, "scripts", ".standalone-trace.mjs");
writeFileSync(entry, [...packageImports].map((specifier) => `import ${JSON.stringify(specifier)};`).join("\n"));
try {
  const { nodeFileTrace } = require("next/dist/compiled/@vercel/nft");
  const { fileList } = await nodeFileTrace([entry, path.join(webDir, "cache-handler.mjs")], {
    base: rootDir,
    processCwd: webDir,
    mixedModules: true,
  });
  for (const relative of fileList) {
    const file = path.join(rootDir, relative);
    if (file === entry || !relative.includes("node_modules") || existsSync(inArtifact(file))) continue;
    if (lstatSync(file).isSymbolicLink() || statSync(file).isDirectory()) continue;
    copy(file);
  }
} finally {
  rmSync(entry, { force: true });
}
console.log(`Standalone artifact: ${path.relative(process.cwd(), artifact) || "."} (start: node apps/web/scripts/serve.mjs)`);
