/**
 * The production server protects itself (docs/decisions/0016-server-self-protection.md): slow
 * clients are closed, bodies are cut off at the limit, malformed bodies are 400 and never 500,
 * no response names a host a client chose, health details are the operator's, a signed webhook
 * works once and not when old. Each request here goes over its own raw socket, so what is asserted
 * is what a client receives: status, headers, and whether the connection was closed or reset.
 */
import { createHmac } from "node:crypto";
import { request as httpRequest } from "node:http";
import { connect, type Socket } from "node:net";
import { expect, test } from "../support/test";
import { createEmbeddedRepository } from "../../apps/web/src/server/stores/embedded.ts";
import { E2E_OPERATOR_PASSWORD } from "../support/operator";
import { freePort, startServer, type TestServer } from "../support/server";

interface RawExchange {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The server closed the connection after its answer. */
  closed: boolean;
  /** A connection error (ECONNRESET, EPIPE) the client saw, if any. */
  error: string | null;
}

/** Parses the first answer of `received`. */
function parse(received: string): Omit<RawExchange, "closed" | "error"> {
  const [head = "", ...rest] = received.split("\r\n\r\n");
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(" ")[1] ?? 0), headers, body: rest.join("\r\n\r\n") };
}

/**
 * Writes `head` then `body` in 16 KB pieces on a fresh connection (honouring back-pressure, and
 * stopping once the server has closed), and reads until the server closes or `waitMs` passes.
 */
function rawExchange(url: string, head: string, body: Buffer = Buffer.alloc(0), waitMs = 10_000): Promise<RawExchange> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let received = "";
    let closed = false;
    let error: string | null = null;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...parse(received), closed, error });
    };
    const timer = setTimeout(finish, waitMs);
    socket.on("data", (data) => (received += data.toString("latin1")));
    socket.on("end", () => {
      closed = true;
      finish();
    });
    socket.on("error", (failure: NodeJS.ErrnoException) => {
      error = failure.code ?? failure.message;
      finish();
    });
    socket.on(
      "connect",
      () =>
        void (async () => {
          socket.write(head);
          for (let offset = 0; offset < body.length && !socket.destroyed && !closed; offset += 16_384) {
            if (!socket.write(body.subarray(offset, offset + 16_384))) await new Promise((resolve) => socket.once("drain", resolve));
          }
        })(),
    );
  });
}

/** `size` bytes of body in HTTP/1.1 chunked framing, 16 KB a chunk. */
function chunked(size: number): Buffer {
  const chunk = Buffer.from(`4000\r\n${"z".repeat(0x4000)}\r\n`);
  return Buffer.concat([...Array.from({ length: Math.ceil(size / 0x4000) }, () => chunk), Buffer.from("0\r\n\r\n")]);
}

/** A POST on its own connection with a declared length; the answer as text. */
function post(
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; text: string; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      url,
      { method: "POST", agent: false, headers: { ...headers, "content-length": String(Buffer.byteLength(body)) } },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text, headers: response.headers }));
      },
    );
    sent.on("error", reject);
    sent.end(body);
  });
}

function expectNoInternals(text: string) {
  expect(text).not.toMatch(/\bat [\w$.<>]+ \(|\/work\/|\/node_modules\/|node:internal|TypeError|Failed to parse|\bstack\b/i);
}

const MULTIPART = "multipart/form-data; boundary=zzz";
// The closing boundary is cut short: "--zz" instead of "--zzz--".
const TRUNCATED = '--zzz\r\nContent-Disposition: form-data; name="name"\r\n\r\nAnn\r\n--zz';
const WEBHOOK_SECRET = "e2e-webhook-secret-for-replay";

test.describe("one production server under hostile requests", () => {
  test.describe.configure({ mode: "serial" });
  let server: TestServer;
  let mailPort: number;

  test.beforeAll(async () => {
    // The server listens once its database is open: PGlite creating one takes seconds.
    test.setTimeout(120_000);
    // Mail is down (nothing listens on that port): the health check has an error text to keep.
    mailPort = await freePort();
    server = await startServer({
      OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD,
      SANITY_REVALIDATE_SECRET: WEBHOOK_SECRET,
      SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("a chunked 5 MB body is cut off at the limit: 413, connection closed, never reset", async () => {
    const { host } = new URL(server.url);
    for (const [path, limit] of [
      ["/api/leads/contact", "64 KB"],
      ["/contact/", "1024 KB"],
    ] as const) {
      const head = `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nX-Forwarded-For: 198.51.100.7\r\n\r\n`;
      const answer = await rawExchange(server.url, head, chunked(5 * 1024 * 1024));
      expect(answer.error, path).toBeNull();
      expect(answer.status, path).toBe(413);
      expect(answer.headers.connection, path).toBe("close");
      expect(JSON.parse(answer.body).message, path).toBe(`The submission is larger than ${limit}`);
      expect(answer.closed, path).toBe(true);
    }
    // Declared too: refused at once, the answer delivered while the client is still sending.
    const size = 5 * 1024 * 1024;
    const declared = await rawExchange(
      server.url,
      `POST /api/leads/contact HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
      Buffer.alloc(size, "x"),
    );
    expect(declared.error).toBeNull();
    expect(declared.status).toBe(413);
    expect(declared.closed).toBe(true);
  });

  test("a malformed multipart body is 400 with a message on a page, a Server Action and an unknown path", async () => {
    const html = await (await fetch(`${server.url}/contact/`)).text();
    const actionId = /&quot;id&quot;:&quot;([0-9a-f]{40,})&quot;/.exec(html)?.[1];
    expect(actionId, "the contact page carries its form's Server Action").toBeTruthy();
    const cases: [string, string, Record<string, string>][] = [
      ["a page", "/contact/", {}],
      ["a Server Action", "/contact/", { "next-action": actionId ?? "" }],
      ["an unknown path", "/api/leads", {}],
      ["an unknown page", "/no-such-page/", {}],
    ];
    for (const [what, path, headers] of cases) {
      const answer = await post(`${server.url}${path}`, { ...headers, "content-type": MULTIPART }, TRUNCATED);
      expect(answer.status, what).toBe(400);
      expect(JSON.parse(answer.text).message, what).toBe("The body is not valid multipart/form-data");
    }
    // A Server Action's other malformed bodies: not JSON, or not the reply React sends.
    const malformed: [string, string, string][] = [
      ["text that is not JSON", "text/plain;charset=UTF-8", "garbage{"],
      ["truncated JSON", "application/json", '{"a":'],
      ["an empty multipart body", MULTIPART, ""],
      ["a reference to a row that was not sent", "text/plain;charset=UTF-8", '["$1"]'],
      ["a Map built from nothing", "text/plain;charset=UTF-8", '["$Q0"]'],
    ];
    for (const [what, contentType, body] of malformed) {
      const answer = await post(`${server.url}/contact/`, { "next-action": actionId ?? "", "content-type": contentType }, body);
      expect(answer.status, what).toBe(400);
      expectNoInternals(answer.text);
    }
    // A form action (no JavaScript) whose bound arguments refer to nothing.
    const formAction = [
      ["$ACTION_REF_1", ""],
      ["$ACTION_1:0", JSON.stringify({ id: actionId, bound: "$@1" })],
      ["$ACTION_1:1", '["$Q2"]'],
    ].map(([name, value]) => `--zzz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    const bound = await post(`${server.url}/contact/`, { "content-type": MULTIPART }, `${formAction.join("")}--zzz--\r\n`);
    expect(bound.status).toBe(400);
    expect(JSON.parse(bound.text).message).toBe("The Server Action request is malformed");
    // Well-formed but empty arguments: the form says it could not be read (not a 500).
    const noForm = await post(
      `${server.url}/contact/`,
      { "next-action": actionId ?? "", "content-type": "text/plain;charset=UTF-8", origin: server.url },
      "[]",
    );
    expect(noForm.status).toBe(200);
    expect(noForm.text).toContain("The form could not be read");
    expect(server.stderr()).not.toMatch(/Failed to parse body|uncaughtException|unhandledRejection/);
  });

  test("no response builds a Location from a host the client chose", async () => {
    // A null target: any path of this site will do (Next.js itself collapses "//" in one hop).
    const redirects: [string, string, string | null][] = [
      ["the trailing slash", "/about", "/about/"],
      ["a redirect of the table", "/listings", "/self-storage/listings/"],
      ["repeated slashes", "//about//", "/about/"],
      ["the /diagnostics exception", "/diagnostics/", "/diagnostics"],
      ["a query string kept", "/contact?from=mail", "/contact/?from=mail"],
      // Never a protocol-relative target (an open redirect to another host).
      ["a path that looks like a host", "//evil.example", null],
      ["a backslash", "/\\evil.example", null],
    ];
    const { host } = new URL(server.url);
    for (const [what, path, target] of redirects) {
      for (const [how, requestLine, headers] of [
        ["Host", `GET ${path} HTTP/1.1`, "Host: evil.example"],
        ["X-Forwarded-Host", `GET ${path} HTTP/1.1`, `Host: ${host}\r\nX-Forwarded-Host: evil.example\r\nX-Forwarded-Proto: https`],
        ["an absolute-form target", `GET http://evil.example${path} HTTP/1.1`, "Host: evil.example"],
      ]) {
        const answer = await rawExchange(server.url, `${requestLine}\r\n${headers}\r\nConnection: close\r\n\r\n`);
        expect(answer.status, `${what} (${how})`).toBe(308);
        if (target === null) expect(answer.headers.location, `${what} (${how})`).toMatch(/^\/(?![/\\])/);
        else expect(answer.headers.location, `${what} (${how})`).toBe(target);
      }
    }
    const others: [string, string, string][] = [
      ["leaving draft mode", "GET /api/draft-mode/disable HTTP/1.1", ""],
      ["the 404 search", "GET /api/site-search?q=roi HTTP/1.1", ""],
      ["an RSC request without its cache key", "GET /about/ HTTP/1.1", "\r\nRSC: 1"],
    ];
    for (const [what, requestLine, extra] of others) {
      const answer = await rawExchange(server.url, `${requestLine}\r\nHost: evil.example${extra}\r\nConnection: close\r\n\r\n`);
      expect(answer.status, what).toBeGreaterThanOrEqual(300);
      expect(answer.status, what).toBeLessThan(400);
      expect(answer.headers.location, what).toMatch(/^\/(?![/\\])/);
    }
  });

  test("a malformed operator cookie is 401, and the operator page asks to sign in", async () => {
    for (const value of ["%E0", "%", "v1.%FF.x.y"]) {
      const api = await fetch(`${server.url}/api/operator/leads/contact?format=json`, { headers: { cookie: `operator_session=${value}` } });
      expect(api.status, value).toBe(401);
      const page = await fetch(`${server.url}/diagnostics`, { headers: { cookie: `operator_session=${value}` } });
      expect(page.status, value).toBe(200);
      expect(await page.text(), value).toContain("Sign in");
    }
  });

  test("anonymous health says the state and time only; the operator gets the details", async () => {
    const anonymous = await fetch(`${server.url}/api/health`);
    expect(anonymous.status).toBe(200);
    const text = await anonymous.text();
    expect(Object.keys(JSON.parse(text)).sort()).toEqual(["checkedAt", "status"]);
    expect(JSON.parse(text).status).toBe("degraded");
    expect(text).not.toMatch(new RegExp(`ECONNREFUSED|127\\.0\\.0\\.1|${mailPort}|error`, "i"));

    const signIn = await fetch(`${server.url}/api/operator/session`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.90" },
      body: JSON.stringify({ password: E2E_OPERATOR_PASSWORD }),
    });
    expect(signIn.ok).toBe(true);
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const operator = await fetch(`${server.url}/api/health`, { headers: { cookie } });
    expect(operator.status).toBe(200);
    expect(operator.headers.get("cache-control")).toBe("private, no-store");
    const report = await operator.json();
    expect(report).toMatchObject({ status: "degraded", mode: "embedded", database: { ok: true }, mail: { ok: false } });
    expect(report.mail.error).toMatch(/ECONNREFUSED|connect/i);
    const dashboard = await (await fetch(`${server.url}/diagnostics`, { headers: { cookie } })).text();
    expect(dashboard).toContain('data-health="degraded"');
    expect(dashboard).toMatch(/ECONNREFUSED|connect/i);
  });

  test("a flood of health requests runs one check per few seconds", async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => fetch(`${server.url}/api/health`).then((response) => response.json())),
    );
    // One check (or two, across a cache expiry) served all 200.
    expect(new Set(answers.map((answer: { checkedAt: string }) => answer.checkedAt)).size).toBeLessThanOrEqual(2);
  });

  test("a signed webhook is acted on once, and never when old", async () => {
    const sign = (body: string, signedAt: number) =>
      `t=${signedAt},v1=${createHmac("sha256", WEBHOOK_SECRET).update(`${signedAt}.${body}`).digest("base64url")}`;
    const send = (body: string, signature: string) =>
      post(`${server.url}/api/revalidate`, { "content-type": "application/json", "sanity-webhook-signature": signature }, body);
    const body = JSON.stringify({ _id: "siteSettings", _type: "siteSettings" });
    const signature = sign(body, Date.now());
    const fresh = await send(body, signature);
    expect(fresh.status).toBe(200);
    expect(JSON.parse(fresh.text)).toEqual({ revalidated: ["siteSettings"] });
    const replayed = await send(body, signature);
    expect(replayed.status).toBe(401);
    expect(JSON.parse(replayed.text).error).toBe("This signed request was already received");
    const old = await send(body, sign(body, Date.now() - 6 * 60_000));
    expect(old.status).toBe(401);
    expect(JSON.parse(old.text).error).toBe("The signature is more than 5 minutes old");
    const ahead = await send(body, sign(body, Date.now() + 5 * 60_000));
    expect(ahead.status).toBe(401);
  });

  test("the image optimizer resizes no other Sanity project's images", async () => {
    const foreign = encodeURIComponent("https://cdn.sanity.io/images/otherproject/production/abc-100x100.png");
    const response = await fetch(`${server.url}/_next/image?url=${foreign}&w=640&q=75`);
    expect(response.status).toBe(400);
  });

  test("none of the refused requests above stored a lead", async () => {
    await server.stop();
    const repository = await createEmbeddedRepository({ dataDir: server.dataDir });
    try {
      for (const kind of ["contact", "investor", "valuation"] as const) expect(await repository.count(kind), kind).toBe(0);
    } finally {
      await repository.close();
    }
  });
});

test("300 connections trickling their headers do not slow a page, and are closed within the header timeout", async () => {
  test.setTimeout(90_000);
  const server = await startServer();
  const { hostname, port } = new URL(server.url);
  const HEADER_TIMEOUT_MS = 10_000;
  const sockets: { socket: Socket; openedAt: number; closedAt: number | null; received: string }[] = [];
  const trickle = setInterval(() => {
    for (const entry of sockets) if (entry.closedAt === null) entry.socket.write(`X-Slow-${Math.floor(Math.random() * 1e6)}: 1\r\n`);
  }, 500);
  try {
    // The page is captured into the page cache first: what is measured is the trickle's effect.
    expect((await fetch(`${server.url}/about/`)).status).toBe(200);
    for (let index = 0; index < 300; index += 1) {
      const socket = connect(Number(port), hostname);
      const entry = { socket, openedAt: Date.now(), closedAt: null as number | null, received: "" };
      // Written now, so it is queued before any header line the trickle adds while connecting.
      socket.write(`GET / HTTP/1.1\r\nHost: ${hostname}\r\n`);
      socket.on("data", (data) => (entry.received += data.toString()));
      socket.on("close", () => (entry.closedAt = Date.now()));
      socket.on("error", () => undefined);
      sockets.push(entry);
    }
    const timings: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const started = performance.now();
      const page = await fetch(`${server.url}/about/`);
      await page.text();
      timings.push(performance.now() - started);
      expect(page.status).toBe(200);
    }
    expect(Math.max(...timings), `page times while trickled: ${timings.map((time) => time.toFixed(0)).join(", ")} ms`).toBeLessThan(1_000);

    await expect.poll(() => sockets.filter((entry) => entry.closedAt === null).length, { timeout: HEADER_TIMEOUT_MS + 10_000 }).toBe(0);
    for (const entry of sockets) {
      const openFor = (entry.closedAt ?? 0) - entry.openedAt;
      expect(entry.received).toMatch(/^HTTP\/1\.1 408 /);
      // Closed by the header timeout (checked every second), not before it.
      expect(openFor).toBeGreaterThanOrEqual(HEADER_TIMEOUT_MS - 500);
      expect(openFor).toBeLessThan(HEADER_TIMEOUT_MS + 2_500);
    }
  } finally {
    clearInterval(trickle);
    for (const entry of sockets) entry.socket.destroy();
    await server.stop();
  }
});
