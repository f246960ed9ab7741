/**
 * The server's one logger: one JSON object per line (level, time, event, requestId, then fields),
 * so a log platform can search and alert on it (docs/operations.md, "Logs"). Every string that
 * reaches a line is scrubbed first: e-mail addresses, the values of secret variables, credentials
 * in URLs and the tokens of investors' links never leave the process, whatever an error message
 * happens to quote (an SMTP refusal names the recipient, a driver error the connection string).
 *
 * Kept free of project imports so scripts/serve.mjs can load it with Node's own TypeScript support,
 * and its request context lives on globalThis: serve.mjs and each Next.js bundle load their own
 * copy of this module, and all of them must see the request being served.
 */
import { AsyncLocalStorage } from "node:async_hooks";

export type LogLevel = "debug" | "info" | "warn" | "error";
export type LogFields = Record<string, unknown>;

interface RequestContext {
  requestId: string;
}

const contextKey = Symbol.for("agency.log.requestContext");
const store = globalThis as typeof globalThis & { [contextKey]?: AsyncLocalStorage<RequestContext> };
const requestContext = (store[contextKey] ??= new AsyncLocalStorage<RequestContext>());

/** Runs `work` with `requestId` on every line logged while it runs, awaited work included. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return requestContext.run({ requestId }, work);
}

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

/** A request id a proxy may pass on (nginx's $request_id, a load balancer's); anything else is replaced. */
export function acceptableRequestId(value: unknown): value is string {
  return typeof value === "string" && /^[\w.:-]{8,128}$/.test(value);
}

const EMAIL = /[^\s@<>"'(),;:/\\[\]]+@[^\s@<>"'(),;:/\\[\]]+\.[a-z]{2,}/gi;
const URL_CREDENTIALS = /\b([a-z][\w+.-]*:\/\/)[^\s/@]+@/gi;
const LINK_TOKEN = /([?&]t=)[\w.%-]+/g;
/** Variables whose values are secrets: every such value is cut out of every line. */
const SECRET_NAME = /SECRET|PASSWORD|TOKEN|_KEY$|^SMTP_URL$|^DATABASE_URL$|^REDIS_URL$|^LEAD_WEBHOOK_URL$/;

function secretValues(env: Record<string, string | undefined>): string[] {
  const values = new Set<string>();
  for (const [name, value] of Object.entries(env)) {
    if (!value || !SECRET_NAME.test(name)) continue;
    if (value.length >= 8) values.add(value);
    // A URL's password alone, as an error message may quote it.
    const password = /^[a-z][\w+.-]*:\/\/[^:/@]*:([^@]+)@/i.exec(value)?.[1];
    if (password && password.length >= 4) values.add(decodeURIComponent(password));
  }
  // Longest first, so a secret that contains another is cut whole.
  return [...values].sort((a, b) => b.length - a.length);
}

/** The text with personal data and secrets replaced by what they are. */
export function scrub(text: string, env: Record<string, string | undefined> = process.env): string {
  let result = text;
  for (const secret of secretValues(env)) result = result.split(secret).join("[secret]");
  return result.replace(URL_CREDENTIALS, "$1[credentials]@").replace(LINK_TOKEN, "$1[token]").replace(EMAIL, "[email]");
}

/** An error as the fields a reader needs: its kind, its message and a code, never the objects it holds. */
function describeError(error: unknown): LogFields {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = (error as { code?: unknown }).code;
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return {
    name: error.name,
    message: error.message,
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
    ...(cause ? { cause } : {}),
  };
}

function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrub(value);
  if (value instanceof Error) return scrubValue(describeError(value), depth);
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubValue(item, depth + 1)]));
}

/** Where lines go: errors and warnings to standard error, the rest to standard output. */
export interface LogSink {
  out(line: string): void;
  err(line: string): void;
}

const processSink: LogSink = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/** The line `log` writes, without writing it (tests; the sink below). */
export function formatLine(level: LogLevel, event: string, fields: LogFields = {}, now: Date = new Date()): string {
  const requestId = currentRequestId();
  const { error, ...rest } = fields;
  const entry = {
    level,
    time: now.toISOString(),
    event: scrub(event),
    ...(requestId ? { requestId } : {}),
    ...(scrubValue(rest) as LogFields),
    ...(error === undefined ? {} : { error: scrubValue(error instanceof Error ? error : describeError(error)) }),
  };
  return JSON.stringify(entry);
}

export function log(level: LogLevel, event: string, fields?: LogFields, sink: LogSink = processSink): void {
  const line = formatLine(level, event, fields);
  if (level === "error" || level === "warn") sink.err(line);
  else sink.out(line);
}

/**
 * Makes every line the process writes one JSON object: a line that is not one already (Next.js's
 * own "✓ Running next.config.ts", a library's console.warn) is wrapped as
 * `{level, time, event: <the text>, source: "console"}`, scrubbed like the rest. Called once by
 * scripts/serve.mjs before Next.js loads.
 */
export function jsonLinesOnly(streams: { stdout: NodeJS.WriteStream; stderr: NodeJS.WriteStream } = process): void {
  for (const [stream, level] of [
    [streams.stdout, "info"],
    [streams.stderr, "warn"],
  ] as const) {
    const write = stream.write.bind(stream) as (chunk: string | Uint8Array, ...rest: unknown[]) => boolean;
    stream.write = (chunk: string | Uint8Array, ...rest: unknown[]) => {
      const text = typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
      const lines = text.split("\n").filter((line) => line.trim() !== "");
      if (lines.every((line) => line.startsWith("{") && line.endsWith("}"))) return write(chunk, ...rest);
      const wrapped = lines
        .map((line) =>
          line.startsWith("{") && line.endsWith("}") ? line : formatLine(level, stripAnsi(line).trim(), { source: "console" }),
        )
        .join("\n");
      return write(`${wrapped}\n`, ...rest);
    };
  }
}

// Terminal colours (ESC [ … m) that Next.js and others add; meaningless in a log line.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");
const stripAnsi = (text: string) => text.replace(ANSI, "");

export const logger = {
  debug: (event: string, fields?: LogFields) => log("debug", event, fields),
  info: (event: string, fields?: LogFields) => log("info", event, fields),
  warn: (event: string, fields?: LogFields) => log("warn", event, fields),
  error: (event: string, fields?: LogFields) => log("error", event, fields),
};

/**
 * The error port the server's modules are given (`logError?: (message, error) => void`): an
 * "error" line whose event is the message, with the error's kind, message and code.
 */
export function logError(event: string, error: unknown): void {
  log("error", event, { error });
}
