import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { MailMessage } from "./mail.ts";
import { parseEml, readOutbox } from "../../tests/support/outbox.ts";
import { createMailerFromEnv, createOutboxMailer, createSmtpMailer } from "./mailers.node.ts";
import { startSmtpServer, tempDir, type TestSmtpServer } from "./testSupport.node.ts";

const MESSAGE: MailMessage = {
  from: "Ontario Storage website <no-reply@example.ca>",
  to: ["team@example.ca", "deals@example.ca"],
  replyTo: "li@example.ca",
  subject: "New investor signup: Québec Holdings Inc. 李 — a subject long enough to be folded over several header lines",
  text: "Name: Québec Holdings Inc. 李\nMessage: line one\nline two with a very long line ".padEnd(300, "é") + "\n.\n..leading dots",
  html: "<p>Québec Holdings Inc. 李<br>\n&lt;b&gt;</p>",
};

let outbox: Awaited<ReturnType<typeof tempDir>>;
beforeEach(async () => {
  outbox = await tempDir();
});
afterEach(async () => {
  await outbox.cleanup();
});

describe("createOutboxMailer", () => {
  it("writes an RFC 5322 .eml per message, named by time and message id, read back intact", async () => {
    const dir = path.join(outbox.dir, "nested", "outbox");
    const mailer = createOutboxMailer(dir);
    await mailer.verify();
    const { messageId } = await mailer.send(MESSAGE);
    await mailer.send({ ...MESSAGE, replyTo: undefined, subject: "Second" });

    const files = await readdir(dir);
    expect(files).toHaveLength(2);
    expect(files.every((name) => /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[\w.@-]+\.eml$/.test(name))).toBe(true);
    expect(files.some((name) => name.includes(messageId.replace(/[<>]/g, "")))).toBe(true);

    const raw = await readFile(path.join(dir, files.sort()[0] ?? ""), "latin1");
    expect(raw).toMatch(/^From: Ontario Storage website <no-reply@example\.ca>\r\n/);
    expect(raw).toContain("\r\nSubject: =?UTF-8?");
    expect(raw).toContain("\r\nMIME-Version: 1.0\r\n");
    expect(raw).toMatch(/\r\nContent-Transfer-Encoding: (quoted-printable|base64)\r\n/);
    expect(raw).not.toMatch(/[^\r]\n/); // CRLF line endings only
    expect(raw.split("\r\n").every((line) => line.length <= 998)).toBe(true);
    // the raw file must be 7-bit ASCII
    expect(/^[\x00-\x7f]*$/.test(raw)).toBe(true);

    const [first, second] = await readOutbox(dir);
    expect(first?.file).toBe(path.join(dir, files.sort()[0] ?? ""));
    expect(first?.headers).toMatchObject({
      from: MESSAGE.from,
      to: "team@example.ca, deals@example.ca",
      "reply-to": "li@example.ca",
      subject: MESSAGE.subject,
      "message-id": messageId,
    });
    expect(first?.text).toBe(MESSAGE.text);
    expect(first?.html).toBe(MESSAGE.html);
    expect(second?.headers.subject).toBe("Second");
    expect(second?.headers["reply-to"]).toBeUndefined();
  });

  it("strips CR/LF from the subject so no header can be injected", async () => {
    const mailer = createOutboxMailer(outbox.dir);
    await mailer.send({ ...MESSAGE, subject: "Hello\r\nBcc: victim@example.com" });
    const [mail] = await readOutbox(outbox.dir);
    expect(mail?.headers.subject).toBe("Hello Bcc: victim@example.com");
    expect(mail?.headers.bcc).toBeUndefined();
  });

  it("writes the allowed list headers (RFC 8058) and drops any other extra header", async () => {
    const mailer = createOutboxMailer(outbox.dir);
    await mailer.send({
      ...MESSAGE,
      headers: {
        "List-Unsubscribe": "<https://www.example.ca/unsubscribe/?t=abc>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        Bcc: "victim@example.com",
      },
    });
    const [mail] = await readOutbox(outbox.dir);
    expect(mail?.headers["list-unsubscribe"]).toBe("<https://www.example.ca/unsubscribe/?t=abc>");
    expect(mail?.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail?.headers.bcc).toBeUndefined();
  });

  it("ignores temporary files and a missing directory", async () => {
    expect(await readOutbox(path.join(outbox.dir, "missing"))).toEqual([]);
    await writeFile(path.join(outbox.dir, ".partial.eml.tmp"), "From: x\r\n\r\nbroken");
    await writeFile(path.join(outbox.dir, "notes.txt"), "x");
    expect(await readOutbox(outbox.dir)).toEqual([]);
  });

  it("fails verify() and send() when the outbox cannot be created", async () => {
    const file = path.join(outbox.dir, "a-file");
    await writeFile(file, "");
    const mailer = createOutboxMailer(path.join(file, "outbox"));
    await expect(mailer.verify()).rejects.toThrow();
    await expect(mailer.send(MESSAGE)).rejects.toThrow();
  });

  it("leaves no temporary file behind", async () => {
    const mailer = createOutboxMailer(outbox.dir);
    await Promise.all(Array.from({ length: 5 }, (_, i) => mailer.send({ ...MESSAGE, subject: `n${i}` })));
    await mailer.verify();
    const names = await readdir(outbox.dir);
    expect(names).toHaveLength(5);
    expect(names.every((name) => name.endsWith(".eml") && !name.startsWith("."))).toBe(true);
  });
});

describe("createSmtpMailer", () => {
  let server: TestSmtpServer;
  beforeEach(async () => {
    server = await startSmtpServer();
  });
  afterEach(async () => {
    await server.close();
  });

  it("delivers the message to an SMTP server", async () => {
    const mailer = createSmtpMailer(server.url);
    await mailer.verify();
    const { messageId } = await mailer.send(MESSAGE);
    expect(server.received).toHaveLength(1);
    const [delivered] = server.received;
    expect(delivered?.from).toBe("no-reply@example.ca");
    expect(delivered?.to).toEqual(["team@example.ca", "deals@example.ca"]);
    const parsed = await parseEml(new TextEncoder().encode(delivered?.data ?? ""));
    expect(parsed.headers).toMatchObject({ subject: MESSAGE.subject, "reply-to": "li@example.ca", "message-id": messageId });
    expect(parsed.text).toBe(MESSAGE.text);
    expect(parsed.html).toBe(MESSAGE.html);
    expect(server.commands.some((line) => /^EHLO /i.test(line))).toBe(true);
  });

  it("is chosen by createMailerFromEnv when SMTP_URL is set; the outbox otherwise", async () => {
    await createMailerFromEnv({ smtpUrl: server.url, outboxDir: outbox.dir }).send(MESSAGE);
    expect(server.received).toHaveLength(1);
    expect(await readOutbox(outbox.dir)).toEqual([]);

    await createMailerFromEnv({ smtpUrl: " ", outboxDir: outbox.dir }).send(MESSAGE);
    await createMailerFromEnv({ outboxDir: outbox.dir }).send(MESSAGE);
    expect(await readOutbox(outbox.dir)).toHaveLength(2);
  });

  it("fails verify() and send() when the server is unreachable", async () => {
    const url = server.url;
    await server.close();
    const mailer = createSmtpMailer(url);
    await expect(mailer.verify()).rejects.toThrow();
    await expect(mailer.send(MESSAGE)).rejects.toThrow();
  });
});
