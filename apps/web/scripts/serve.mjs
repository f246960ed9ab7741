// Serves the last production build. Validates the environment first, so a bad value stops
// start-up with a message naming the variable instead of a half-working server.
//
// Runs the same way in the repository (`npm start`) and in the standalone artifact
// (`node apps/web/scripts/serve.mjs` inside the folder `npm run build` writes,
// docs/decisions/0030-scale-out.md): both have the repository's layout around apps/web.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The addresses Next.js's NextURL calls "localhost" (next/dist/server/web/next-url.js). */
const LOOPBACK = /^(?:127(?:\.(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)){3}|\[?::1\]?|localhost)$/;

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The repository, or the artifact: where supabase/migrations, the seed dataset and a relative
// DATA_DIR are, whatever the working directory (src/process/repoRoot.ts).
const rootDir = path.resolve(webDir, "../..");
const { markServerRoot } = await import("../src/process/repoRoot.ts");
markServerRoot(rootDir);
// @next/env is CommonJS: its named export sits on the default export under ESM.
const nextEnv = await import("@next/env");
const loadEnvConfig = nextEnv.loadEnvConfig ?? nextEnv.default.loadEnvConfig;
// The root's .env, as next.config.ts reads it (the server itself reads it again).
loadEnvConfig(rootDir, false);
const { parseEnv } = await import("../src/env.ts");
// Every line the server writes is one JSON object (src/log.ts, docs/operations.md "Logs").
const { acceptableRequestId, jsonLinesOnly, logError, logger, withRequestId } = await import("../src/log.ts");
// Next.js's own messages too, wrapped as JSON lines and scrubbed.
jsonLinesOnly();
// The mode the runtime will choose inside Next.js (src/platform/mode.ts): asked once, here too.
const { selectMode } = await import("../src/platform/mode.ts");
const { buildDirOf, hasBuild } = await import("../src/http/nextBuild.ts");
// Work the app asks to finish before the process exits (the page views held for their batch).
const { runShutdownHooks } = await import("../src/process/shutdown.ts");

let env;
try {
  env = parseEnv(process.env);
} catch (error) {
  logger.error("Invalid environment: the server does not start", { problems: error.problems ?? [error.message] });
  process.exit(1);
}

const distDir = buildDirOf(webDir, env.NEXT_DIST_DIR);
if (!hasBuild(distDir)) {
  logger.error("No production build found. Run `npm run build` (or `npm start`, which builds first).");
  process.exit(1);
}

// Next.js reads NODE_ENV when it loads; the server runs the production build only. The site's own
// code finds the build relative to the working directory (proxy.ts, as under `next start`).
process.env.NODE_ENV = "production";
process.chdir(webDir);
// The artifact has no next.config.ts (nor the TypeScript to load it): Next.js reads the
// configuration the build recorded, as the standalone server.js Next writes does. The shared
// cache is chosen here, at start-up, as next.config.ts chooses it in the repository.
if (!existsSync(path.join(webDir, "next.config.ts"))) {
  const { config } = JSON.parse(readFileSync(path.join(distDir, "required-server-files.json"), "utf8"));
  if (env.REDIS_URL)
    Object.assign(config, { cacheHandler: path.relative(distDir, path.join(webDir, "cache-handler.mjs")), cacheMaxMemorySize: 0 });
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
}
const mode = selectMode(env);
const { default: next } = await import("next");
const { randomUUID } = await import("node:crypto");
const { captureThroughLoopback, createPageCache, prerenderedPaths, registerPageCache } = await import("../src/http/pageCache.ts");
const { createStaticBrotli } = await import("../src/http/staticBrotli.ts");
const { stampSocketAddress, trustSocketAddressHeader } = await import("../src/http/clientAddress.ts");
const { createProtectedServer } = await import("../src/http/serverGuard.ts");
const { isPageRequest, recomputePolicyFromBody } = await import("../src/http/policyFromBody.ts");
const { scriptsAfterFirstPaint } = await import("../src/http/afterPaintScripts.ts");
const { keepPrivate } = await import("../src/http/privateResponses.ts");
const { markBodyPolicyServer } = await import("../src/http/policyFromSentPage.ts");

// This server recomputes each page's policy from the bytes it sends (below): proxy.ts need not
// fetch the page a second time to do so, as it does under plain `next start` (decision 0040).
markBodyPolicyServer();

// Every request below carries its socket's address in a header the client cannot set, so the
// rate limits know who is asking (docs/decisions/0017-client-address.md).
trustSocketAddressHeader();

// Next.js compares a rewrite from proxy.ts with the request's own URL, which it builds from this
// hostname; but proxy.ts sees every loopback address as "localhost" (NextURL renames it). Told
// 127.0.0.1, Next.js took each rewrite (the deal room's link exchange, /sell/ with figures) for one
// to another host and proxied it to itself over HTTP: a second request per visit, and a reset
// when the proxy reused a keep-alive socket this server had just closed (a 500 under load).
const nextHostname = LOOPBACK.test(env.HOST) ? "localhost" : env.HOST;
const app = next({ dev: false, dir: webDir, hostname: nextHostname, port: env.PORT });
const handle = app.getRequestHandler();
await app.prepare();
await warmUp();

/**
 * In production Next.js prepares its server, and runs instrumentation.ts's register() (which opens
 * the leads database), on the first request rather than in app.prepare(). That first request is
 * made here, on a loopback port of its own, so the public port opens only once the process is
 * ready: opening PGlite freezes the event loop for seconds, and connections accepted meanwhile
 * wait, time out or are reset (instrumentation.ts, docs/decisions/0016-server-self-protection.md).
 */
async function warmUp() {
  const { createServer } = await import("node:http");
  const warm = createServer((request, response) => void handle(request, response));
  await new Promise((resolve) => warm.listen(0, "127.0.0.1", resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${warm.address().port}/robots.txt`, { signal: AbortSignal.timeout(120_000) });
    await response.arrayBuffer();
  } catch (error) {
    logError("The warm-up request failed; serving anyway", error);
  } finally {
    warm.closeAllConnections();
    warm.close();
  }
}

// Embedded content only changes with a new build, so its prerendered pages are served from memory
// (docs/decisions/0015-page-cache.md). Hosted pages are regenerated on publish and left to a CDN.
const bypassHeader = { name: "x-agency-page-capture", value: randomUUID() };
const loopbackHost = ["0.0.0.0", "::", ""].includes(env.HOST) ? "127.0.0.1" : env.HOST;
const pageCache = mode.pageCache
  ? createPageCache({
      paths: prerenderedPaths(distDir),
      capture: captureThroughLoopback({ host: loopbackHost, port: env.PORT }, bypassHeader),
      bypassHeader,
      onError: logError,
    })
  : null;
if (pageCache) registerPageCache(pageCache);

// The build's scripts and stylesheets in Brotli, compressed once after `next build`, for browsers
// that accept it; Next.js gzips them otherwise (docs/decisions/0032-phone-fast.md).
const staticBrotli = createStaticBrotli(distDir);

// Timeouts, a connection cap, body limits and malformed bodies are dealt with before Next.js sees
// a request (src/http/serverGuard.ts, docs/decisions/0016-server-self-protection.md).
const server = createProtectedServer(
  // A request id on every log line written while a request is served (a proxy's own, when it sends
  // one), and on the response, so a visitor's report can be matched to the lines.
  (request, response) => {
    const forwarded = request.headers["x-request-id"];
    const requestId = acceptableRequestId(forwarded) ? forwarded : randomUUID();
    request.headers["x-request-id"] = requestId;
    response.setHeader("x-request-id", requestId);
    return withRequestId(requestId, () => serve(request, response));
  },
  { onError: logError },
);

async function serve(request, response) {
  stampSocketAddress(request);
  // A private route (the deal room, agreements, signed links, operator pages) has its private
  // headers pinned, whatever sets them later (src/http/privateResponses.ts); the page cache never
  // holds one (isCacheableRequest).
  keepPrivate(request, response);
  if (staticBrotli.handle(request, response)) return;
  try {
    if (pageCache && (await pageCache.handle(request, response))) return;
  } catch (error) {
    logError("The page cache failed; Next.js answers instead", error);
    if (response.headersSent) return void response.destroy();
  }
  // A prerendered page is sent with its framework scripts requested after the first paint
  // (src/http/afterPaintScripts.ts) and its policy's script hashes taken from the bytes sent,
  // which, with the shared cache, may also be another instance's render (src/http/policyFromBody.ts).
  if (isPageRequest(request))
    recomputePolicyFromBody(request, response, (error) => logError("Sending a page failed", error), scriptsAfterFirstPaint);
  await handle(request, response);
}
server.listen(env.PORT, env.HOST, () => {
  logger.info("Serving", {
    address: `http://${env.HOST}:${env.PORT}`,
    content: mode.content,
    leads: mode.leads.kind,
    canonicalOrigin: env.SITE_URL,
    pageCache: Boolean(pageCache),
    brotliFiles: staticBrotli.size,
    sharedCache: Boolean(env.REDIS_URL),
  });
});
server.on("error", (error) => {
  logger.error("The server could not listen", { address: `${env.HOST}:${env.PORT}`, error });
  process.exit(1);
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    // Once no request is running: the page views still held for their batch are written.
    server.close(() => void runShutdownHooks(logError).finally(() => process.exit(0)));
    server.closeAllConnections();
    // Requests still running get a moment to finish; then the process goes regardless.
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
