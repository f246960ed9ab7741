import { describe, expect, it } from "vitest";
import { formatLine, jsonLinesOnly, scrub, withRequestId } from "./log";

const ENV = {
  LINK_SECRET: "link-secret-value-that-must-not-leak-0001",
  SMTP_URL: "smtp://mailer:smtp-pass-0002@mail.example.ca:587",
  LEAD_WEBHOOK_URL: "https://crm.example.com/hooks/leads?token=crm-token-0003",
  SITE_URL: "https://www.example-agency.ca",
};

describe("log lines", () => {
  it("are one JSON object with level, time, event and the request id of the request being served", async () => {
    const line = await withRequestId("req-12345678", async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return formatLine("error", "Notification round failed", { error: new Error("boom"), attempts: 3 }, new Date("2026-11-26T10:00:00Z"));
    });
    expect(line).not.toContain("\n");
    expect(JSON.parse(line)).toEqual({
      level: "error",
      time: "2026-11-26T10:00:00.000Z",
      event: "Notification round failed",
      requestId: "req-12345678",
      attempts: 3,
      error: { name: "Error", message: "boom" },
    });
    expect(JSON.parse(formatLine("info", "started"))).not.toHaveProperty("requestId");
  });

  it("never carry an e-mail address, a secret's value, URL credentials or a link's token", () => {
    const text = [
      "550 5.1.1 <jordan.lee+deals@example.ca>: Recipient address rejected",
      `connect failed for ${ENV.SMTP_URL}`,
      "auth failed with smtp-pass-0002",
      `POST ${ENV.LEAD_WEBHOOK_URL} failed`,
      `signed with ${ENV.LINK_SECRET}`,
      "GET /unsubscribe/?t=eyJwIjoidW5zdWJzY3JpYmUiLCJlIjoiYUBiLmNhIn0.abcDEF123",
      "postgres://app:db-password@db.internal:5432/leads",
    ].join("\n");
    const scrubbed = scrub(text, ENV);
    expect(scrubbed).not.toMatch(/@example\.ca|smtp-pass-0002|crm-token-0003|link-secret-value|eyJwIjoi|db-password/);
    expect(scrubbed).toContain("[email]");
    expect(scrubbed).toContain("[secret]");
    expect(scrubbed).toContain("/unsubscribe/?t=[token]");
    expect(scrubbed).toContain("postgres://[credentials]@db.internal:5432/leads");
    // What an operator needs stays: the SMTP status and the site's own address.
    expect(scrubbed).toContain("550 5.1.1");
    expect(scrub(`see ${ENV.SITE_URL}/contact/`, ENV)).toBe("see https://www.example-agency.ca/contact/");
  });

  it("scrub fields and nested errors too", () => {
    const line = formatLine("warn", "Sending failed for sam@example.ca", {
      detail: { to: ["sam@example.ca"] },
      error: new Error("rejected sam@example.ca", { cause: new Error("mailbox sam@example.ca full") }),
    });
    expect(line).not.toContain("sam@example.ca");
    expect(JSON.parse(line).error).toEqual({ name: "Error", message: "rejected [email]", cause: "mailbox [email] full" });
  });

  it("wrap what others write (Next.js's own messages) as JSON lines, scrubbed; JSON lines pass unchanged", () => {
    const written: { out: string[]; err: string[] } = { out: [], err: [] };
    const stream = (into: string[]) => ({ write: (chunk: string) => into.push(chunk) > 0 }) as unknown as NodeJS.WriteStream;
    const streams = { stdout: stream(written.out), stderr: stream(written.err) };
    jsonLinesOnly(streams);
    const serving = formatLine("info", "Serving");
    streams.stdout.write(`${serving}\n`);
    streams.stdout.write("\u001b[32m✓\u001b[39m Running next.config.ts took 1011ms\n");
    streams.stderr.write("Error: could not deliver to sam@example.ca\n    at send (mail.js:1:1)\n");
    expect(written.out[0]).toBe(`${serving}\n`);
    const lines = [...written.out, ...written.err]
      .join("")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines[1]).toMatchObject({ level: "info", event: "✓ Running next.config.ts took 1011ms", source: "console" });
    expect(lines[2]).toMatchObject({ level: "warn", event: "Error: could not deliver to [email]", source: "console" });
    expect(lines[3]).toMatchObject({ level: "warn", event: "at send (mail.js:1:1)" });
  });
});
