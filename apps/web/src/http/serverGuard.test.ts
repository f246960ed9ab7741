import type { Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { LEAD_API_BODY_LIMIT } from "./bodyLimits";
import { bodyProblem, createProtectedServer, MESSAGES, originFormTarget } from "./serverGuard";

interface Seen {
  method: string;
  url: string;
  body: Buffer;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A protected server in front of a listener that reads each body and answers its size. */
async function start(limits = {}) {
  const seen: Seen[] = [];
  const server = createProtectedServer(
    async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      seen.push({ method: request.method ?? "", url: request.url ?? "", body });
      response.end(`read ${body.length}`);
    },
    { limits: { lingerMs: 500, headersTimeoutMs: 500, requestTimeoutMs: 2_000, checkIntervalMs: 100, ...limits } },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return { port: (server.address() as AddressInfo).port, seen, server };
}

interface Exchange {
  /** Everything the server sent, as text. */
  received: string;
  /** The server closed the connection (FIN), or it was reset. */
  ended: boolean;
  error: string | null;
  /** How many body bytes the client managed to write. */
  written: number;
}

/**
 * Sends `head` and then `body` (in 16 KB pieces, honouring back-pressure, stopping if the
 * connection goes), and collects the answer until the server closes or `waitMs` passes.
 */
function exchange(port: number, head: string, body: Buffer = Buffer.alloc(0), waitMs = 3_000): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const result: Exchange = { received: "", ended: false, error: null, written: 0 };
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(done, waitMs);
    socket.on("data", (data) => (result.received += data.toString("latin1")));
    socket.on("end", () => {
      result.ended = true;
      done();
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      result.error = error.code ?? error.message;
      done();
    });
    socket.on(
      "connect",
      () =>
        void (async () => {
          socket.write(head);
          for (let offset = 0; offset < body.length && !socket.destroyed && !result.ended; offset += 16_384) {
            const piece = body.subarray(offset, offset + 16_384);
            result.written += piece.length;
            if (!socket.write(piece)) await new Promise((resolve) => socket.once("drain", resolve));
          }
        })(),
    );
  });
}

function chunked(size: number, chunkSize = 16_000): Buffer {
  const parts: Buffer[] = [];
  for (let sent = 0; sent < size; sent += chunkSize) {
    const length = Math.min(chunkSize, size - sent);
    parts.push(Buffer.from(`${length.toString(16)}\r\n${"z".repeat(length)}\r\n`));
  }
  parts.push(Buffer.from("0\r\n\r\n"));
  return Buffer.concat(parts);
}

const MULTIPART = "multipart/form-data; boundary=zzz";
const TRUNCATED = '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nhello\r\n--zz';
const WELL_FORMED = '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nhello\r\n--zzz--\r\n';

describe("originFormTarget", () => {
  it("keeps a path, reduces an absolute-form target to its path and query, refuses anything else", () => {
    expect(originFormTarget("/about?x=1")).toBe("/about?x=1");
    expect(originFormTarget("http://evil.example/about?x=1")).toBe("/about?x=1");
    expect(originFormTarget("HTTPS://evil.example")).toBe("/");
    expect(originFormTarget("*")).toBeNull();
    expect(originFormTarget("evil.example:443")).toBeNull();
    expect(originFormTarget("ftp://evil.example/")).toBeNull();
  });
});

describe("bodyProblem", () => {
  const body = (text: string) => Buffer.from(text);

  it("refuses multipart that undici cannot read, and lets well-formed multipart through", async () => {
    expect(await bodyProblem({ "content-type": MULTIPART }, body(TRUNCATED))).toBe(MESSAGES.multipart);
    expect(await bodyProblem({ "content-type": "multipart/form-data" }, body(WELL_FORMED))).toBe(MESSAGES.multipart);
    expect(await bodyProblem({ "content-type": MULTIPART }, body(""))).toBe(MESSAGES.multipart);
    expect(await bodyProblem({ "content-type": MULTIPART }, body(WELL_FORMED))).toBeNull();
    expect(await bodyProblem({ "content-type": "multipart/form-data; boundary=x" }, body("--x--"))).toBeNull();
  });

  it("refuses a Server Action reply that is not a JSON array of arguments, or holds a row that is not JSON", async () => {
    const action = { "next-action": "a".repeat(42), "content-type": "text/plain;charset=UTF-8" };
    expect(await bodyProblem(action, body("garbage{"))).toBe(MESSAGES.action);
    expect(await bodyProblem(action, body('{"a":1}'))).toBe(MESSAGES.action);
    expect(await bodyProblem(action, Buffer.from([0x5b, 0xff, 0x5d]))).toBe(MESSAGES.action);
    expect(await bodyProblem(action, body("[]"))).toBeNull();
    expect(await bodyProblem(action, body('["$K1",{"status":"idle"}]'))).toBeNull();

    // Every reference React would follow must lead somewhere (a dangling one fails inside React).
    for (const dangling of [
      '["$1"]',
      '["$Q1"]',
      '["$Q0"]',
      '[{"a":1},"$i0:0"]',
      '["$K1","$W0:0"]',
      '[7,"$0:0"]',
      '["$W2"]',
      '["$i1"]',
      '["$Y"]',
      '["$nxyz"]',
      '[{"a":{"b":"$0:1:c"}}]',
    ]) {
      expect(await bodyProblem(action, body(dangling)), dangling).toBe(MESSAGES.action);
    }
    const deep = `${"[".repeat(200_000)}${"]".repeat(200_000)}`;
    for (const refused of ['["$h1"]', '["$B1"]', '["$R1"]', '["$o1"]', deep]) {
      expect(await bodyProblem(action, body(refused)), refused.slice(0, 20)).toBe(MESSAGES.action);
    }
    for (const fine of ['["$$1"]', '["$u","$D2026-11-23","$n42","$I","$-0","$N","$@1","$K2"]', '[{"a":"$0:0"}]', '[[["x"]],"$0:0:0"]']) {
      expect(await bodyProblem(action, body(fine)), fine).toBeNull();
    }

    const multipartAction = { "next-action": "a".repeat(42), "content-type": MULTIPART };
    // Fields in the order given (an object would put "0" before "10" whatever was written).
    const form = (...fields: [string, string][]) =>
      body(
        `${fields.map(([name, value]) => `--zzz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join("")}--zzz--\r\n`,
      );
    expect(await bodyProblem(multipartAction, form(["0", '["$K1"]'], ["1_name", "Ann"]))).toBeNull();
    expect(await bodyProblem(multipartAction, form(["1_name", "Ann"]))).toBe(MESSAGES.action);
    expect(await bodyProblem(multipartAction, form(["0", '["$@1"]'], ["1", "{broken"]))).toBe(MESSAGES.action);
    // Rows are decoded as they stream in: the root comes last, after the rows it refers to.
    expect(await bodyProblem(multipartAction, form(["10", '{"x":[]}'], ["0", '["$a","$Qa:x"]']))).toBeNull();
    expect(await bodyProblem(multipartAction, form(["0", '["$a"]'], ["10", "{}"]))).toBe(MESSAGES.action);
    expect(await bodyProblem(multipartAction, form(["10", "{}"], ["0", '["$b"]']))).toBe(MESSAGES.action);
  });

  it("refuses a form action whose $ACTION fields are not JSON; other posts are the routes' business", async () => {
    const form = (name: string, value: string) =>
      body(`--zzz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n--zzz--\r\n`);
    expect(await bodyProblem({ "content-type": MULTIPART }, form("$ACTION_1:1", "[{garbage"))).toBe(MESSAGES.action);
    expect(await bodyProblem({ "content-type": MULTIPART }, form("$ACTION_1:1", '[{"status":"idle"}]'))).toBeNull();
    for (const bound of ['["$Q2"]', '["$B1"]', '[7,"$0:0"]', '["$nxyz"]', '["$Ta"]']) {
      expect(await bodyProblem({ "content-type": MULTIPART }, form("$ACTION_1:1", bound)), bound).toBe(MESSAGES.action);
    }
    expect(await bodyProblem({ "content-type": "application/json" }, body("{not json"))).toBeNull();
  });
});

describe("createProtectedServer", () => {
  it("cuts a chunked body off at the limit: 413, the connection closed, the client never reset", async () => {
    const { port, seen } = await start();
    const head = "POST /api/leads/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n";
    const result = await exchange(port, head, chunked(5 * 1024 * 1024));
    expect(result.error).toBeNull();
    expect(result.received).toMatch(/^HTTP\/1\.1 413 /);
    expect(result.received).toMatch(/\r\nconnection: close\r\n/i);
    expect(result.received).toContain(`"message":"The submission is larger than ${LEAD_API_BODY_LIMIT / 1024} KB"`);
    expect(result.received).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
    expect(result.ended).toBe(true);
    expect(seen).toEqual([]);
  });

  it("refuses a declared oversize body at once, and still delivers the answer while the client sends it", async () => {
    const { port, seen } = await start();
    const size = 5 * 1024 * 1024;
    const head = `POST /contact/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${size}\r\n\r\n`;
    const result = await exchange(port, head, Buffer.alloc(size, "a"));
    expect(result.error).toBeNull();
    expect(result.received).toMatch(/^HTTP\/1\.1 413 /);
    expect(result.received).toContain("The submission is larger than 1024 KB");
    expect(result.ended).toBe(true);
    expect(seen).toEqual([]);
  });

  it("hands a body within the limit to the listener, complete and unread, however it was sent", async () => {
    const { port, seen } = await start();
    const head = "POST /api/leads/contact HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n";
    const result = await exchange(port, head, chunked(LEAD_API_BODY_LIMIT, 1000));
    expect(result.received).toMatch(/^HTTP\/1\.1 200 /);
    expect(result.received).toContain(`read ${LEAD_API_BODY_LIMIT}`);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.body.equals(Buffer.alloc(LEAD_API_BODY_LIMIT, "z"))).toBe(true);
  });

  it("answers malformed multipart with 400 and a message, keeping the connection for the next request", async () => {
    const { port, seen } = await start();
    const bad = `POST /contact/ HTTP/1.1\r\nHost: x\r\nContent-Type: ${MULTIPART}\r\nContent-Length: ${TRUNCATED.length}\r\n\r\n${TRUNCATED}`;
    const next = "GET /about/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
    const result = await exchange(port, bad + next);
    expect(result.received).toMatch(/^HTTP\/1\.1 400 /);
    expect(result.received).toContain(`"message":"${MESSAGES.multipart}"`);
    expect(result.received).toMatch(/HTTP\/1\.1 200 [\s\S]*read 0$/);
    expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual(["GET /about/"]);
  });

  it("answers an empty multipart body or Server Action call with 400 too", async () => {
    const { port, seen } = await start();
    for (const headers of [`Content-Type: ${MULTIPART}\r\nContent-Length: 0`, "Next-Action: abc\r\nContent-Type: text/plain"]) {
      const result = await exchange(port, `POST /contact/ HTTP/1.1\r\nHost: x\r\n${headers}\r\nConnection: close\r\n\r\n`);
      expect(result.received, headers).toMatch(/^HTTP\/1\.1 400 /);
    }
    expect(seen).toEqual([]);
  });

  it("gives the listener the path of an absolute-form target, and refuses a target that is not a path", async () => {
    const { port, seen } = await start();
    const absolute = await exchange(port, "GET http://evil.example/about?x=1 HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n");
    expect(absolute.received).toMatch(/^HTTP\/1\.1 200 /);
    expect(seen.map(({ url }) => url)).toEqual(["/about?x=1"]);
    const star = await exchange(port, "OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(star.received).toMatch(/^HTTP\/1\.1 400 /);
    expect(star.received).toContain(MESSAGES.badTarget);
    expect(seen).toHaveLength(1);
  });

  it("closes a connection whose headers trickle in, within the header timeout", async () => {
    const { port } = await start({ headersTimeoutMs: 500, checkIntervalMs: 100 });
    const started = Date.now();
    const result = await new Promise<{ received: string; closedAfterMs: number }>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      let received = "";
      const trickle = setInterval(() => socket.write("X-Slow: 1\r\n"), 50);
      socket.on("connect", () => socket.write("GET / HTTP/1.1\r\nHost: x\r\n"));
      socket.on("data", (data) => (received += data.toString()));
      socket.on("close", () => {
        clearInterval(trickle);
        resolve({ received, closedAfterMs: Date.now() - started });
      });
      socket.on("error", () => undefined);
    });
    expect(result.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(450);
    expect(result.closedAfterMs).toBeLessThan(1_500);
  });

  it("never calls the listener for a client that leaves mid-body", async () => {
    const { port, seen } = await start();
    await new Promise<void>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.write("POST /contact/ HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\nhalf");
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 100);
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toEqual([]);
  });

  it("applies the configured caps to the server", async () => {
    const { server } = await start({ maxConnections: 7, keepAliveTimeoutMs: 1234, idleTimeoutMs: 4321 });
    expect(server.maxConnections).toBe(7);
    expect(server.keepAliveTimeout).toBe(1234);
    expect(server.timeout).toBe(4321);
    expect(server.headersTimeout).toBe(500);
  });
});

describe("an unexpected error", () => {
  it("is logged with the request's path and never its query, where a signed token may be", async () => {
    const logged: string[] = [];
    const server = createProtectedServer(
      async () => {
        throw new Error("the listener failed");
      },
      { onError: (message) => logged.push(message) },
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    servers.push(server);
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/self-storage/listings/a/deal-room/?t=secret-token.abc`);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("Internal Server Error");
    expect(logged).toEqual(["GET /self-storage/listings/a/deal-room/ failed"]);
  });
});
