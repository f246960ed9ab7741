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
import { cpSync, existsSync, mkdirSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

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

// The server and the cache handler run outside Next's bundles, so Next did not trace them. Their
// relative imports are followed file by file; a package is copied whole, with its dependencies.
const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|^import\s+["']([^"']+)["']/gm;
const visitedFiles = new Set();
const copiedPackages = new Set();

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

function copyPackage(name, fromDir) {
  const dir = packageDirOf(name, fromDir);
  const real = realpathSync(dir);
  if (copiedPackages.has(dir)) return;
  copiedPackages.add(dir);
  const manifest = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
  if (!real.includes(`${path.sep}node_modules${path.sep}`)) {
    // A workspace package (@agency/*): only the files imported from it, found through its exports,
    // at its own place, linked from node_modules as npm links it in the repository.
    copy(path.join(real, "package.json"));
    const link = inArtifact(dir);
    rmSync(link, { recursive: true, force: true });
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(path.relative(path.dirname(link), inArtifact(real)), link);
    return;
  }
  // Already there: Next.js traced the files of it that the server needs (next, zod, …).
  if (existsSync(inArtifact(dir))) return;
  copy(dir);
  // Optional dependencies are left out: here they are platform builds of tools nothing runs.
  const needs = { ...manifest.dependencies, ...manifest.peerDependencies };
  for (const dependency of Object.keys(needs)) {
    try {
      copyPackage(dependency, dir);
    } catch (error) {
      // An optional or peer dependency that is not installed is not needed either.
      if (!(manifest.dependencies && dependency in manifest.dependencies)) continue;
      throw error;
    }
  }
}

/** The file a workspace package's export names (`@agency/supabase/limits` → supabase/functions/_shared/limits.ts). */
function workspaceExport(specifier, fromDir) {
  const name = packageName(specifier);
  const dir = realpathSync(packageDirOf(name, fromDir));
  const { exports } = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
  const target = exports[`.${specifier.slice(name.length)}`];
  const file = typeof target === "string" ? target : (target?.import ?? target?.default);
  if (!file) throw new Error(`${specifier}: no export for this path`);
  return path.join(dir, file);
}

function follow(file) {
  if (visitedFiles.has(file)) return;
  visitedFiles.add(file);
  copy(file);
  const source = readFileSync(file, "utf8");
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (specifier.startsWith("node:")) continue;
    if (specifier.startsWith(".")) {
      const resolved = path.resolve(path.dirname(file), specifier);
      if (existsSync(resolved) && statSync(resolved).isFile()) follow(resolved);
      continue;
    }
    const name = packageName(specifier);
    copyPackage(name, path.dirname(file));
    if (!realpathSync(packageDirOf(name, path.dirname(file))).includes(`${path.sep}node_modules${path.sep}`)) {
      follow(workspaceExport(specifier, path.dirname(file)));
    }
  }
}

follow(path.join(webDir, "scripts", "serve.mjs"));
follow(path.join(webDir, "cache-handler.mjs"));
console.log(`Standalone artifact: ${path.relative(process.cwd(), artifact) || "."} (start: node apps/web/scripts/serve.mjs)`);
