// Serves the last production build. Validates the environment first, so a bad value stops
// start-up with a message naming the variable instead of a half-working server.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// @next/env is CommonJS: its named export sits on the default export under ESM.
const nextEnv = await import("@next/env");
const loadEnvConfig = nextEnv.loadEnvConfig ?? nextEnv.default.loadEnvConfig;
// The repository root's .env, as next.config.ts reads it (the server itself reads it again).
loadEnvConfig(path.resolve(webDir, "../.."), false);
const { parseEnv, contentMode } = await import("../src/env.ts");

let env;
try {
  env = parseEnv(process.env);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

if (!existsSync(path.join(webDir, ".next", "BUILD_ID"))) {
  console.error("No production build found. Run `npm run build` (or `npm start`, which builds first).");
  process.exit(1);
}

console.log(
  `Serving on http://${env.HOST}:${env.PORT} (content: ${contentMode(env)}; canonical origin ${env.SITE_URL})`,
);
const nextBin = path.join(path.dirname(fileURLToPath(import.meta.resolve("next/package.json"))), "dist/bin/next");
const child = spawn(process.execPath, [nextBin, "start", "--hostname", env.HOST, "--port", String(env.PORT)], {
  cwd: webDir,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
