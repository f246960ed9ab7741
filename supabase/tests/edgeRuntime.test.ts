/**
 * The edge functions under the real Deno runtime (the npm package @deno/linux-x64-glibc), as
 * Supabase serves them: each <name>/index.ts type-checked with its own deno.json, then served
 * with Deno.serve and called over HTTP. The Node tests (functions/_shared/*.test.ts) cover the
 * handlers' logic; this proves the entrypoints Node never compiles (tsconfig excludes them) and
 * that the access rules of docs/decisions/0018-hosted-functions.md hold where they run in
 * production: the anon key alone is refused, the secret is accepted, CORS names SITE_URL.
 *
 * A fake PostgREST on loopback stands in for the database; Resend is not configured, so a signed
 * lead reaches the mailer and stops there with 502 (Deno may reach 127.0.0.1 only).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const FUNCTIONS_DIR = fileURLToPath(new URL("../functions/", import.meta.url));
const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
const DENO = path.join(path.dirname(createRequire(import.meta.url).resolve("@deno/linux-x64-glibc/package.json")), "deno");
const ENTRYPOINTS = ["contact-form", "investor-signup", "property-valuation", "health", "test-email"];

const SECRET = "9d4f6b2a8c0e1f3a5b7c9d1e3f5a7b9c2d4e6f8a0b1c3d5e";
const SITE = "https://www.example-agency.ca";
const ANON_ONLY = { authorization: "Bearer anon-key-public", apikey: "anon-key-public" };
const SIGNED = { ...ANON_ONLY, "x-agency-function-secret": SECRET };
const LEAD = { name: "Ann", email: "ann@example.ca", message: "Hello" };

/**
 * The machine's environment (its certificate settings reach Deno's npm downloads too), with a Deno
 * cache kept between runs, the npm registry npm itself uses, and no colours.
 */
function denoEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DENO_DIR: path.join(REPO_ROOT, "node_modules/.cache/deno"),
    NO_COLOR: "1",
    ...(process.env.npm_config_registry ? { NPM_CONFIG_REGISTRY: process.env.npm_config_registry } : {}),
    ...extra,
  };
}

interface RecordedRest {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

/** PostgREST as the edge function uses it: an insert answers the row's id. */
async function fakeRest(): Promise<{ server: Server; url: string; requests: RecordedRest[] }> {
  const requests: RecordedRest[] = [];
  const server = createServer(
    (request, response) =>
      void (async () => {
        let body = "";
        for await (const chunk of request) body += String(chunk);
        requests.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body });
        response
          .writeHead(201, { "content-type": "application/json" })
          .end(JSON.stringify([{ id: "5b1d1e8e-0000-4000-8000-000000000001" }]));
      })(),
  );
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Serves one function as Supabase does (Deno.serve), on a loopback port; resolves once it listens. */
async function serve(name: string, env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(DENO, ["run", "--no-lock", "--allow-env", "--allow-net=127.0.0.1", "index.ts"], {
    cwd: path.join(FUNCTIONS_DIR, name),
    env: denoEnv({ ...env, DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}` }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const listening = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Listening on")) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`deno run ${name} exited with ${code}:\n${output}`)));
  });
  await listening;
  return { url: `http://127.0.0.1:${port}`, child };
}

function post(url: string, body: unknown, headers: Record<string, string>): Promise<Response> {
  return fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
}

describe("edge functions under Deno", () => {
  const children: ChildProcess[] = [];
  let rest: Awaited<ReturnType<typeof fakeRest>>;
  let contactForm: string;
  let testEmail: string;
  let health: string;

  beforeAll(async () => {
    rest = await fakeRest();
    const env = {
      FUNCTIONS_SECRET: SECRET,
      SITE_URL: `${SITE}/`,
      NOTIFY_TO: "team@example.ca",
      MAIL_FROM: "Site <no-reply@example.ca>",
      SUPABASE_URL: rest.url,
      SUPABASE_SERVICE_ROLE_KEY: "service-role-key",
    };
    const served = await Promise.all(["contact-form", "test-email", "health"].map((name) => serve(name, env)));
    children.push(...served.map((entry) => entry.child));
    [contactForm, testEmail, health] = served.map((entry) => entry.url) as [string, string, string];
  }, 180_000);

  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await once(child, "exit");
      }
    }
    await new Promise((resolve) => rest?.server.close(resolve));
  });

  it.each(ENTRYPOINTS)(
    "type-checks %s/index.ts with its own deno.json (deno check)",
    (name) => {
      const result = spawnSync(DENO, ["check", "--no-lock", "index.ts"], {
        cwd: path.join(FUNCTIONS_DIR, name),
        env: denoEnv(),
        encoding: "utf8",
      });
      expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
    },
    120_000,
  );

  it("test-email refuses the anon key alone and a wrong secret (401): no open relay", async () => {
    for (const headers of [ANON_ONLY, { ...ANON_ONLY, "x-agency-function-secret": "a-guess-a-guess-a-guess-a-guess-a-guess" }]) {
      const response = await post(testEmail, { email: "victim@example.com" }, headers);
      expect(response.status).toBe(401);
      expect(response.headers.get("access-control-allow-origin")).toBe(SITE);
      expect(await response.json()).toMatchObject({ success: false, error: expect.stringContaining("x-agency-function-secret") });
    }
    // Signed, the call reaches the mailer, which has no Resend key here.
    const signed = await post(testEmail, { email: "owner@example.ca" }, SIGNED);
    expect(signed.status).toBe(502);
    expect(await signed.json()).toEqual({ success: false, error: "Test email failed", details: "RESEND_API_KEY is not set" });
  });

  it("contact-form refuses an unsigned call, skip_db or not, before the database sees anything; signed, it stores with the service role", async () => {
    for (const body of [LEAD, { ...LEAD, skip_db: true }]) {
      const response = await post(contactForm, body, ANON_ONLY);
      expect(response.status).toBe(401);
    }
    expect(rest.requests).toEqual([]);

    const signed = await post(contactForm, LEAD, SIGNED);
    expect(signed.status).toBe(502);
    expect(await signed.json()).toMatchObject({ error: "Notification failed", id: "5b1d1e8e-0000-4000-8000-000000000001" });
    expect(rest.requests.map((request) => `${request.method} ${request.url}`)).toEqual(["POST /rest/v1/contact_forms?select=id"]);
    expect(rest.requests[0]?.headers.authorization).toBe("Bearer service-role-key");
  });

  it("health answers an unsigned probe with states only, and the preflight with SITE_URL's origin", async () => {
    const unsigned = await fetch(health, { headers: ANON_ONLY });
    expect(await unsigned.json()).toMatchObject({ status: "error", database: "ok", mail: "error", auth: "ok" });

    const signed = await fetch(health, { headers: SIGNED });
    expect(await signed.json()).toMatchObject({ mail: "error: RESEND_API_KEY is not set" });

    const preflight = await fetch(health, {
      method: "OPTIONS",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(SITE);
    expect(preflight.headers.get("access-control-allow-methods")).toBe("GET, POST, HEAD, OPTIONS");
  });
});
