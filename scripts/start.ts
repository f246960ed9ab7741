// `npm start`: builds the site and serves it. Pages are static and carry their canonical address,
// and the e-mails the server sends carry links to it, so a build without SITE_URL is made for the
// origin this very command will serve (HOST and PORT, as `npm run serve` reads them), never for a
// port nobody serves (issue 41).
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The origin `npm run serve` answers on for these HOST and PORT: a wildcard host is reached on loopback. */
export function servedOrigin(env: Record<string, string | undefined>): string {
  const host = env.HOST && env.HOST !== "0.0.0.0" && env.HOST !== "::" ? env.HOST : "127.0.0.1";
  const port = env.PORT && /^\d+$/.test(env.PORT) ? env.PORT : "3000";
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
}

/** SITE_URL when set, else the served origin. */
export function startSiteUrl(env: Record<string, string | undefined>): string {
  return env.SITE_URL || servedOrigin(env);
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn("npm", args, { stdio: "inherit", env });
    child.on("exit", (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const env = { ...process.env, SITE_URL: startSiteUrl(process.env) };
  console.log(`Building for ${env.SITE_URL}`);
  const built = await run(["run", "build"], env);
  if (built !== 0) process.exit(built);
  process.exit(await run(["run", "serve"], env));
}
