/**
 * Node-only mailers for the embedded mode: an .eml outbox directory (the default, so a fresh
 * checkout needs no mail server) and SMTP (SMTP_URL) through nodemailer. The Deno entrypoints
 * never import this file. Tests read the outbox back with supabase/tests/support/outbox.ts.
 */
import { randomUUID } from "node:crypto";
import { constants as fsConstants } from "node:fs";
import { access, mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Mailer, MailMessage } from "./mail.ts";
import { allowedHeaders, cacheSuccess, sanitizeHeaderValue } from "./mail.ts";

function toNodemailer(message: MailMessage) {
  const headers = allowedHeaders(message.headers);
  return {
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
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
  return messageId
    .replace(/^<|>$/g, "")
    .replace(/[^\w.@-]/g, "_")
    .slice(0, 200);
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
