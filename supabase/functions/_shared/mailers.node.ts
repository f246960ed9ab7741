/**
 * Node-only mailers for the embedded mode: an .eml outbox directory (the default, so a fresh
 * checkout needs no mail server) and SMTP (SMTP_URL) through nodemailer. The Deno entrypoints
 * never import this file. readOutbox() parses the outbox back for tests.
 */
import { randomUUID } from "node:crypto";
import { constants as fsConstants } from "node:fs";
import { access, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Mailer, MailMessage } from "./mail.ts";
import { cacheSuccess, sanitizeHeaderValue } from "./mail.ts";

function toNodemailer(message: MailMessage) {
  return {
    from: message.from,
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: sanitizeHeaderValue(message.subject),
    text: message.text,
    html: message.html,
  };
}

/** "<abc@host>" → "abc@host", safe as part of a file name. */
function fileSafeId(messageId: string): string {
  return messageId.replace(/^<|>$/g, "").replace(/[^\w.@-]/g, "_").slice(0, 200);
}

/**
 * Writes every message as an RFC 5322 .eml file (MIME multipart/alternative, UTF-8, RFC 2047
 * subject) into `dir`, named "<timestamp>-<message id>.eml" so names sort by time. The
 * timestamp is ISO 8601 UTC with ":" written as "-" (portable file names). Each file appears
 * atomically: written under a dot-name, then renamed.
 */
export function createOutboxMailer(dir: string): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    async send(message) {
      const info = await composer.sendMail(toNodemailer(message));
      const messageId = info.messageId;
      const stamp = new Date().toISOString().replace(/:/g, "-");
      const name = `${stamp}-${fileSafeId(messageId)}.eml`;
      await mkdir(dir, { recursive: true });
      const temp = path.join(dir, `.${name}.${randomUUID()}.tmp`);
      try {
        await writeFile(temp, info.message, { flag: "wx" });
        await rename(temp, path.join(dir, name));
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return { messageId };
    },
    async verify() {
      await mkdir(dir, { recursive: true });
      await access(dir, fsConstants.W_OK);
      // access() trusts permission bits; a real write also catches read-only mounts and full disks.
      const probe = path.join(dir, `.verify-${randomUUID()}.tmp`);
      await writeFile(probe, "");
      await rm(probe, { force: true });
    },
  };
}

export interface SmtpMailerOptions {
  /** How long a successful verify() is remembered; default 30 s. */
  verifyCacheMs?: number;
}

/** SMTP through nodemailer, e.g. smtp://user:pass@mail.example.ca:587 or smtps://…:465. */
export function createSmtpMailer(smtpUrl: string, options: SmtpMailerOptions = {}): Mailer {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const verify = cacheSuccess(async () => {
    await transporter.verify();
  }, options.verifyCacheMs ?? 30_000);
  return {
    async send(message) {
      const info = await transporter.sendMail(toNodemailer(message));
      return { messageId: info.messageId };
    },
    verify,
  };
}

/** SMTP when SMTP_URL is set, else the .eml outbox. */
export function createMailerFromEnv(env: { smtpUrl?: string; outboxDir: string }): Mailer {
  const smtpUrl = env.smtpUrl?.trim();
  return smtpUrl ? createSmtpMailer(smtpUrl) : createOutboxMailer(env.outboxDir);
}

// ---------------------------------------------------------------------------------------------
// Reading the outbox back: a small MIME parser, enough for what the mailers above write.

export interface OutboxMessage {
  /** Absolute path of the .eml file. */
  file: string;
  /** Header names in lower case; values unfolded and RFC 2047-decoded. */
  headers: Record<string, string>;
  /** Decoded text/plain part ("\n" line breaks); "" when absent. */
  text: string;
  /** Decoded text/html part ("\n" line breaks); "" when absent. */
  html: string;
}

interface MimeEntity {
  headers: Record<string, string>;
  body: Uint8Array;
}

function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  outer: for (let i = from; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

const latin1 = new TextDecoder("latin1");
const encoder = new TextEncoder();

function decodeCharset(bytes: Uint8Array, charset: string): string {
  try {
    return new TextDecoder(charset || "utf-8").decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

function decodeQuotedPrintable(input: string): Uint8Array {
  const soft = input.replace(/=\r?\n/g, "");
  const out: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const character = soft[i] ?? "";
    const hex = soft.slice(i + 1, i + 3);
    if (character === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      out.push(parseInt(hex, 16));
      i += 2;
    } else {
      out.push(character.charCodeAt(0) & 0xff);
    }
  }
  return Uint8Array.from(out);
}

function decodeBase64(input: string): Uint8Array {
  return Uint8Array.from(Buffer.from(input.replace(/\s+/g, ""), "base64"));
}

/** RFC 2047: =?charset?B|Q?text?=, adjacent encoded words joined without the space between them. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset: string, encoding: string, text: string) => {
      const bytes = encoding.toUpperCase() === "B" ? decodeBase64(text) : decodeQuotedPrintable(text.replace(/_/g, " "));
      return decodeCharset(bytes, charset.replace(/\*.*$/, ""));
    });
}

function parseEntity(raw: Uint8Array): MimeEntity {
  let split = indexOfBytes(raw, encoder.encode("\r\n\r\n"));
  let separator = 4;
  const lf = indexOfBytes(raw, encoder.encode("\n\n"));
  if (split === -1 || (lf !== -1 && lf < split)) {
    split = lf;
    separator = 2;
  }
  const headerText = latin1.decode(split === -1 ? raw : raw.subarray(0, split));
  const body = split === -1 ? new Uint8Array() : raw.subarray(split + separator);

  const headers: Record<string, string> = {};
  for (const line of headerText.replace(/\r?\n(?=[ \t])/g, "").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    // Header bytes are UTF-8 at most (RFC 6532); RFC 2047 words decode to their own charset.
    const value = decodeEncodedWords(decodeCharset(Uint8Array.from(line.slice(colon + 1).trim(), (c) => c.charCodeAt(0)), "utf-8"));
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return { headers, body };
}

function headerParam(value: string, param: string): string | undefined {
  const match = new RegExp(`;\\s*${param}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, "i").exec(value);
  return match ? (match[1] ?? match[2]) : undefined;
}

function decodeBody(entity: MimeEntity): string {
  const transfer = (entity.headers["content-transfer-encoding"] ?? "7bit").trim().toLowerCase();
  const charset = headerParam(entity.headers["content-type"] ?? "", "charset") ?? "utf-8";
  let bytes = entity.body;
  if (transfer === "base64") bytes = decodeBase64(latin1.decode(bytes));
  else if (transfer === "quoted-printable") bytes = decodeQuotedPrintable(latin1.decode(bytes));
  return decodeCharset(bytes, charset).replace(/\r\n/g, "\n");
}

function collectParts(entity: MimeEntity, found: { text?: string; html?: string }): void {
  const contentType = entity.headers["content-type"] ?? "text/plain";
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "text/plain";
  if (mediaType.startsWith("multipart/")) {
    const boundary = headerParam(contentType, "boundary");
    if (!boundary) return;
    const delimiter = encoder.encode(`--${boundary}`);
    let position = indexOfBytes(entity.body, delimiter);
    while (position !== -1) {
      let start = position + delimiter.length;
      if (entity.body[start] === 0x2d && entity.body[start + 1] === 0x2d) return; // closing "--"
      while (entity.body[start] !== undefined && entity.body[start] !== 0x0a) start++;
      start++;
      const next = indexOfBytes(entity.body, delimiter, start);
      if (next === -1) return;
      let end = next;
      if (entity.body[end - 1] === 0x0a) end--;
      if (entity.body[end - 1] === 0x0d) end--;
      collectParts(parseEntity(entity.body.subarray(start, end)), found);
      position = next;
    }
    return;
  }
  if (mediaType === "text/plain") found.text ??= decodeBody(entity);
  else if (mediaType === "text/html") found.html ??= decodeBody(entity);
}

/** Parses one .eml file's content. */
export function parseEml(raw: Uint8Array, file = ""): OutboxMessage {
  const entity = parseEntity(raw);
  const found: { text?: string; html?: string } = {};
  collectParts(entity, found);
  return { file, headers: entity.headers, text: found.text ?? "", html: found.html ?? "" };
}

/** Every message in the outbox, oldest first; [] when the directory does not exist. */
export async function readOutbox(dir: string): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith(".eml") && !name.startsWith(".")).sort();
  return Promise.all(
    files.map(async (name) => {
      const file = path.resolve(dir, name);
      return parseEml(new Uint8Array(await readFile(file)), file);
    }),
  );
}
