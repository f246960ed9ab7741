/**
 * The operator's e-mails on the wire (issue 43, decision 0053): the E-mail test and the Contact form
 * function test of /diagnostics, run through the signed in-process functions to an .eml outbox,
 * as the embedded server sends them. The message written carries the brokerage's registered name
 * and address and names the registrant with the title, like every template (emailTemplates.test.ts).
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createFunctionHandlers } from "@agency/supabase/functions";
import { createOutboxMailer } from "@agency/supabase/mailers";
import { readOutbox } from "@agency/supabase/tests/support/outbox";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { advertisingFaults, visibleText } from "@/src/advertising/advertisingCheck";
import { signatureLines } from "@/src/advertising/identity";
import { TEST_IDENTITY, TEST_RULES } from "@/src/advertising/testIdentity";
import { createFakeRepository } from "@/src/leads/testDoubles";
import { handlerCaller, signedHandlers } from "@/src/leads/functionCallers";
import { runDiagnosticTest, type DiagnosticsDeps } from "./diagnostics";

const SECRET = "operator-test-mail-secret-0053-0053-0053-0053";

let outbox: string;

beforeEach(async () => {
  outbox = await mkdtemp(path.join(os.tmpdir(), "operator-mail-"));
});

afterEach(async () => {
  await rm(outbox, { recursive: true, force: true });
});

function deps(signature: readonly string[]): DiagnosticsDeps {
  const handlers = createFunctionHandlers({
    functionSecret: SECRET,
    siteUrl: "https://www.example-agency.ca",
    mailer: createOutboxMailer(outbox),
    mailFrom: "Ontario Storage Advisors website <no-reply@example-agency.ca>",
    notifyTo: ["team@example.ca"],
  });
  const repository = createFakeRepository();
  return {
    callFunction: handlerCaller(signedHandlers(handlers, SECRET)),
    repository: async () => repository,
    signature: async () => signature,
    functions: {
      root: "http://127.0.0.1:9/api/operator/functions",
      headers: {},
      origin: "https://www.example-agency.ca",
      fetch: () => Promise.reject(new Error("no direct call in this test")),
    },
    now: () => new Date("2026-11-27T15:00:00Z"),
  };
}

describe("the operator's e-mails carry the advertising signature, as written to the outbox", () => {
  it("the E-mail test", async () => {
    const result = await runDiagnosticTest("email", deps(signatureLines(TEST_IDENTITY)), { email: "ops@example.ca" });
    expect(result).toMatchObject({ success: true, message: "Test email sent successfully! Check your inbox." });
    const [mail, ...others] = await readOutbox(outbox);
    expect(others).toEqual([]);
    expect(mail?.headers.to).toBe("ops@example.ca");
    expect(mail?.headers.subject).toBe("Test email from the website");
    expect(advertisingFaults(mail?.text ?? "", TEST_RULES)).toEqual([]);
    expect(advertisingFaults(visibleText(mail?.html ?? ""), TEST_RULES)).toEqual([]);
    expect(mail?.text).toContain(`-- \n${signatureLines(TEST_IDENTITY).join("\n")}`);
  });

  it("the Contact form function test (the team's notification of the test lead)", async () => {
    const result = await runDiagnosticTest("contact-function", deps(signatureLines(TEST_IDENTITY)));
    expect(result).toMatchObject({ success: true, message: "Contact function OK" });
    const [mail] = await readOutbox(outbox);
    expect(mail?.headers.to).toBe("team@example.ca");
    expect(advertisingFaults(mail?.text ?? "", TEST_RULES)).toEqual([]);
    expect(advertisingFaults(visibleText(mail?.html ?? ""), TEST_RULES)).toEqual([]);
  });

  it("without the server's signature the same e-mail would name no brokerage: the check above can fail", async () => {
    await runDiagnosticTest("email", deps([]), { email: "ops@example.ca" });
    const [mail] = await readOutbox(outbox);
    expect(advertisingFaults(mail?.text ?? "", TEST_RULES)).toEqual([
      `The brokerage's registered name "${TEST_RULES.brokerageName}" is missing.`,
      `The brokerage's address "${TEST_RULES.brokerageAddress}" is missing.`,
    ]);
  });
});
