/**
 * Test helpers (Node only): a throw-away outbox directory and a minimal SMTP server on
 * 127.0.0.1 that accepts every message and keeps it in memory.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Socket } from "node:net";
import os from "node:os";
import path from "node:path";

export async function tempDir(prefix = "outbox-"): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The DATA section, dot-unstuffed, CRLF line breaks. */
  data: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Every command line the server read, for assertions on the dialogue. */
  commands: string[];
  close(): Promise<void>;
}

/** RFC 5321 in its smallest useful form: EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT. */
/** Listens on `port` (0: any free port), so a test can bring "the mail server" up on a known address later. */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const commands: string[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    let buffer = "";
    let inData = false;
    let dataLines: string[] = [];
    let envelope: { from: string; to: string[] } = { from: "", to: [] };
    const reply = (line: string) => socket.write(`${line}\r\n`);

    const handleLine = (line: string) => {
      if (inData) {
        if (line === ".") {
          inData = false;
          received.push({ ...envelope, data: dataLines.join("\r\n") });
          envelope = { from: "", to: [] };
          reply(`250 2.0.0 OK queued as ${received.length}`);
        } else {
          dataLines.push(line.startsWith("..") ? line.slice(1) : line);
        }
        return;
      }
      commands.push(line);
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === "EHLO") reply("250-localhost greets you\r\n250-8BITMIME\r\n250 SMTPUTF8");
      else if (verb === "HELO") reply("250 localhost");
      else if (verb === "MAIL") {
        envelope = { from: /<([^>]*)>/.exec(line)?.[1] ?? "", to: [] };
        reply("250 2.1.0 OK");
      } else if (verb === "RCPT") {
        envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
        reply("250 2.1.5 OK");
      } else if (verb === "DATA") {
        inData = true;
        dataLines = [];
        reply("354 End data with <CR><LF>.<CR><LF>");
      } else if (verb === "RSET") {
        envelope = { from: "", to: [] };
        reply("250 OK");
      } else if (verb === "NOOP") reply("250 OK");
      else if (verb === "QUIT") {
        reply("221 Bye");
        socket.end();
      } else reply("502 5.5.2 Command not implemented");
    };

    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      let newline = buffer.indexOf("\r\n");
      while (newline !== -1) {
        handleLine(buffer.slice(0, newline));
        buffer = buffer.slice(newline + 2);
        newline = buffer.indexOf("\r\n");
      }
    });
    reply("220 localhost ESMTP test server");
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("SMTP test server has no port");
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    commands,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
