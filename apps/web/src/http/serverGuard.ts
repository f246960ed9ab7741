/**
 * The production server protects itself before Next.js sees a request
 * (docs/decisions/0016-server-self-protection.md):
 *
 * - Timeouts on the raw connection: headers, the whole request, kept-alive idle, silence
 *   mid-exchange; and a cap on open connections. Node's defaults (60 s for headers, 300 s per
 *   request, checked every 30 s, no cap) let a few hundred slow clients hold the server.
 * - Request bodies held back until they have fully arrived and cut off at the limit, whether or
 *   not `Content-Length` was declared: 413, and the connection closed. Next.js only ever reads a
 *   complete body within the limit (it would otherwise read a chunked body to its end).
 * - A body Next.js could not parse (multipart with a broken boundary, a Server Action reply that
 *   is not JSON) answers 400 with a message; Next.js itself would answer 500.
 * - The request target in origin form: an absolute-form target (`GET http://evil.example/about`)
 *   is reduced to its path, so no part of a response can be built from a host the client chose.
 *
 * Loaded by scripts/serve.mjs through Node's type stripping: node: and .ts imports only, no
 * TS-only syntax beyond types.
 */
import { createServer, IncomingMessage, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { BASE_SECURITY_HEADERS } from "../security/baseHeaders.ts";
import { requestBodyLimit, tooLargeMessage } from "./bodyLimits.ts";
import { referencesResolve } from "./serverActionReply.ts";

export interface ServerLimits {
  /** From the first byte of a request to the end of its headers (slow-header clients). */
  headersTimeoutMs: number;
  /** From the first byte of a request to the end of its body. */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A connection silent this long mid-exchange (not sending, not reading its answer) is closed. */
  idleTimeoutMs: number;
  /** How often the header and request timeouts are enforced (Node's default: every 30 s). */
  checkIntervalMs: number;
  /** Open connections at once; further ones are closed as they are accepted. */
  maxConnections: number;
  /** After refusing a body, how long the rest of it is read and dropped before the socket closes. */
  lingerMs: number;
}

/** The numbers and why: docs/decisions/0016-server-self-protection.md. */
export const SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 60_000,
  checkIntervalMs: 1_000,
  maxConnections: 1_000,
  lingerMs: 2_000,
};

export type BodyOutcome = { kind: "complete"; body: Buffer } | { kind: "too-large" } | { kind: "aborted" };

/**
 * The server's request class (`createServer({ IncomingMessage })`). Node's HTTP parser hands
 * every body chunk to `push`; once `holdBody` is called, chunks are kept here instead of being
 * offered to readers, so the body can be counted to its end (or to the limit) before anything
 * reads it, and replayed unchanged for Next.js when it is complete.
 */
export class GuardedRequest extends IncomingMessage {
  #held: Buffer[] | null = null;
  #size = 0;
  #limit = Number.POSITIVE_INFINITY;
  #dropping = false;
  #settle: ((outcome: BodyOutcome) => void) | null = null;

  /**
   * Resolves when the body has arrived in full, or as soon as it passes `limit` bytes (the rest is
   * then dropped as it arrives), or when the client goes away first. Called from the 'request'
   * event: Node emits it once the headers are parsed, before any body chunk.
   */
  holdBody(limit: number): Promise<BodyOutcome> {
    this.#limit = limit;
    this.#held = [];
    return new Promise((resolve) => {
      this.#settle = (outcome) => {
        this.#settle = null;
        resolve(outcome);
      };
      this.once("close", () => this.#settle?.({ kind: "aborted" }));
      this.on("error", () => this.#settle?.({ kind: "aborted" }));
    });
  }

  /** Drops the body as it arrives: the request has been answered without it. */
  dropBody(): void {
    this.#dropping = true;
    this.#held = null;
  }

  override push(chunk: Buffer | null, encoding?: BufferEncoding): boolean {
    if (this.#dropping) return chunk === null ? super.push(null) : true;
    if (this.#held === null) return super.push(chunk, encoding);
    if (chunk === null) {
      const body = Buffer.concat(this.#held);
      this.#held = null;
      // Resolved now, continued later: the body is back in the stream before anyone reads it.
      this.#settle?.({ kind: "complete", body });
      if (body.length > 0) super.push(body);
      return super.push(null);
    }
    this.#size += chunk.length;
    if (this.#size > this.#limit) {
      this.dropBody();
      this.#settle?.({ kind: "too-large" });
      return true;
    }
    this.#held.push(chunk);
    // Always true: the parser keeps reading, so the body reaches its end or the limit.
    return true;
  }
}

/**
 * The request target in origin form ("/path?query"), or null when it has none. An absolute-form
 * target (RFC 9112 3.2.2, which servers must accept) keeps only its path and query: the site's
 * origin is SITE_URL, never one a client names.
 */
export function originFormTarget(target: string): string | null {
  if (target.startsWith("/")) return target;
  if (!/^https?:\/\//i.test(target)) return null;
  try {
    const url = new URL(target);
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/** A form post or a Server Action call: Next.js parses its body, present or not. */
function expectsBody(headers: IncomingHttpHeaders): boolean {
  return headers["next-action"] !== undefined || /^\s*multipart\/form-data\b/i.test(headers["content-type"] ?? "");
}

function hasBody(headers: IncomingHttpHeaders): boolean {
  return headers["transfer-encoding"] !== undefined || Number(headers["content-length"] ?? 0) > 0;
}

export const MESSAGES = {
  badTarget: "The request target must be a path, such as /contact/",
  multipart: "The body is not valid multipart/form-data",
  action: "The Server Action request is malformed",
} as const;

/**
 * What is wrong with a complete body that Next.js would fail on with a 500, or null. Next.js
 * parses multipart bodies (any POST to a page may be a form action) and decodes Server Action
 * replies itself, and answers any failure there as a server error. The same parsers' first steps
 * run here: the multipart framing (undici's, which Next.js uses for form actions); the rows of a
 * Server Action reply (every text row JSON, the root row "0" an array of arguments, every `$`
 * reference resolving); and the same for a form action's `$ACTION_<n>:<m>` fields.
 */
export async function bodyProblem(headers: IncomingHttpHeaders, body: Buffer): Promise<string | null> {
  const contentType = headers["content-type"] ?? "";
  const isAction = headers["next-action"] !== undefined;
  let form: FormData | null = null;
  if (/^\s*multipart\/form-data\b/i.test(contentType)) {
    try {
      form = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
    } catch {
      return MESSAGES.multipart;
    }
  }
  if (isAction) {
    // The reply's rows: a text body is row "0" alone; a multipart one has a field per row.
    const texts = new Map<string, unknown>();
    if (form === null) {
      try {
        texts.set("0", new TextDecoder("utf-8", { fatal: true }).decode(body));
      } catch {
        return MESSAGES.action;
      }
    } else {
      for (const [name, value] of form) if (/^\d+$/.test(name)) texts.set(name, value);
    }
    const rows = new Map<string, unknown>();
    for (const [name, text] of texts) {
      if (typeof text !== "string") return MESSAGES.action;
      try {
        rows.set(name, JSON.parse(text));
      } catch {
        return MESSAGES.action;
      }
    }
    const reading = { inOrder: form !== null, temporaryReferences: true };
    if (!Array.isArray(rows.get("0")) || !referencesResolve(rows, reading)) return MESSAGES.action;
    return null;
  }
  if (form !== null) {
    // A form action (no JavaScript): `$ACTION_<n>:<m>` is row m of action n's bound arguments.
    const actions = new Map<string, Map<string, unknown>>();
    for (const [name, value] of form) {
      const [, action, row] = /^\$ACTION_(\d+):(\d+)$/.exec(name) ?? [];
      if (action === undefined || row === undefined) continue;
      if (typeof value !== "string") return MESSAGES.action;
      try {
        actions.set(action, (actions.get(action) ?? new Map<string, unknown>()).set(row, JSON.parse(value)));
      } catch {
        return MESSAGES.action;
      }
    }
    const reading = { inOrder: false, temporaryReferences: false };
    for (const rows of actions.values()) if (!referencesResolve(rows, reading)) return MESSAGES.action;
  }
  return null;
}

/**
 * Closes a connection the way nginx's lingering close does. Node closes a `Connection: close`
 * socket as soon as the answer is written (`destroySoon`). If the client is still sending a body
 * the server never read, the kernel answers that unread data with a TCP reset, and a reset makes
 * the client's kernel discard what it had received but not yet read: the client sees ECONNRESET
 * instead of the answer. So the server half-closes (FIN after the answer), keeps reading and
 * dropping what still comes for up to `lingerMs`, and closes once the client has closed its side.
 */
export function lingerBeforeClosing(socket: Socket, lingerMs: number): void {
  socket.destroySoon = () => {
    if (socket.writable) socket.end();
    const timer = setTimeout(() => socket.destroy(), lingerMs);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
  };
}

function answer(response: ServerResponse, status: number, message: string, close: { lingerMs: number } | null): void {
  const body = JSON.stringify({ status: "invalid", message, fieldErrors: {} });
  const headers: Record<string, string | number> = {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
  };
  for (const { key, value } of BASE_SECURITY_HEADERS) headers[key.toLowerCase()] = value;
  if (close) {
    headers.connection = "close";
    lingerBeforeClosing(response.socket as Socket, close.lingerMs);
  }
  response.writeHead(status, headers);
  response.end(body);
}

/**
 * Admits a request to Next.js (true), or answers it here (false): a target that is not a path
 * (400), a body over the limit (413, connection closed), a body Next.js would fail to parse (400).
 * A body within the limit is complete and unread when this returns true.
 */
export async function admitRequest(
  request: GuardedRequest,
  response: ServerResponse,
  limits: Pick<ServerLimits, "lingerMs"> = SERVER_LIMITS,
): Promise<boolean> {
  const withBody = hasBody(request.headers);
  const target = originFormTarget(request.url ?? "");
  if (target === null) {
    if (withBody) request.dropBody();
    answer(response, 400, MESSAGES.badTarget, withBody ? limits : null);
    return false;
  }
  request.url = target;
  if (!withBody) {
    // An empty body can be malformed too (multipart without even a closing boundary).
    const problem = expectsBody(request.headers) ? await bodyProblem(request.headers, Buffer.alloc(0)) : null;
    if (problem === null) return true;
    answer(response, 400, problem, null);
    return false;
  }

  const limit = requestBodyLimit(target.split("?", 1)[0] ?? "/");
  if (Number(request.headers["content-length"] ?? 0) > limit) {
    request.dropBody();
    answer(response, 413, tooLargeMessage(limit), limits);
    return false;
  }
  const outcome = await request.holdBody(limit);
  if (outcome.kind === "aborted") return false;
  if (outcome.kind === "too-large") {
    answer(response, 413, tooLargeMessage(limit), limits);
    return false;
  }
  const problem = await bodyProblem(request.headers, outcome.body);
  if (problem !== null) {
    // The body was read to its end: the connection can stay open.
    answer(response, 400, problem, null);
    return false;
  }
  return true;
}

/** A request target's path, without its query or fragment: what a log line may name. */
export function pathWithoutQuery(target: string | undefined): string {
  return (target ?? "").split(/[?#]/, 1)[0] ?? "";
}

/**
 * An HTTP server with the limits above, which admits each request (admitRequest) before handing it
 * to `listener`.
 */
export function createProtectedServer(
  listener: (request: GuardedRequest, response: ServerResponse) => Promise<void>,
  options: { limits?: Partial<ServerLimits>; onError?: (message: string, error: unknown) => void } = {},
): Server<typeof GuardedRequest> {
  const limits = { ...SERVER_LIMITS, ...options.limits };
  const server = createServer(
    {
      IncomingMessage: GuardedRequest,
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    (request, response) => {
      admitRequest(request, response, limits)
        .then((admitted) => (admitted ? listener(request, response) : undefined))
        .catch((error: unknown) => {
          // The path only: a query may carry a signed token (a deal room link, an unsubscribe
          // link) or what a visitor typed, and a log line is read by more people than the page.
          options.onError?.(`${request.method} ${pathWithoutQuery(request.url)} failed`, error);
          if (!response.headersSent) {
            response.writeHead(500, { "content-type": "text/plain; charset=utf-8", connection: "close" });
            response.end("Internal Server Error");
          } else {
            response.destroy();
          }
        });
    },
  );
  server.maxConnections = limits.maxConnections;
  server.setTimeout(limits.idleTimeoutMs);
  return server;
}
