/**
 * The operator's tests with the backend replaced at its edges: which message of docs/product.md#operator-page each
 * outcome shows, and that invoke falls back to the direct POST before a test is called failed.
 */
import { describe, expect, it } from "vitest";
import type { FunctionResponse } from "@/src/server/backend.server";
import { createFakeRepository } from "@/src/leads/testDoubles";
import { runDiagnosticTest, type DiagnosticsDeps } from "./diagnostics";
import { runNetworkStep } from "./networkDiagnostics";

const json = (status: number, body: unknown): FunctionResponse => ({ status, text: JSON.stringify(body) });

function depsWith(options: {
  invoke?: (name: string) => FunctionResponse;
  direct?: (url: string, init?: RequestInit) => Response;
  failDatabase?: boolean;
}) {
  const repository = createFakeRepository();
  const posted: string[] = [];
  const deps: DiagnosticsDeps = {
    callFunction: async (name) => {
      if (!options.invoke) throw new Error("fetch failed");
      return options.invoke(name);
    },
    // A database that cannot open fails every repository call, as PGlite on an unusable DATA_DIR does.
    repository: async () => {
      if (options.failDatabase) throw new Error("database unreachable");
      return repository;
    },
    functions: {
      root: "https://fn.example/functions/v1",
      headers: { authorization: "Bearer anon", apikey: "anon" },
      origin: "https://www.example-agency.ca",
      fetch: async (input, init) => {
        const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
        posted.push(`${init?.method} ${url}`);
        if (!options.direct) throw new Error("connect ECONNREFUSED");
        return options.direct(url, init);
      },
    },
    signature: async () => [],
    now: () => new Date("2026-11-22T15:00:00Z"),
  };
  return { deps, repository, posted };
}

describe("health test", () => {
  it("is OK when invoke answers, without a direct POST", async () => {
    const { deps, posted } = depsWith({ invoke: () => json(200, { status: "ok" }) });
    const result = await runDiagnosticTest("health", deps);
    expect(result).toMatchObject({
      test: "Health check",
      success: true,
      message: "Health check OK",
      timestamp: "2026-11-22T15:00:00.000Z",
    });
    expect(result.details).toContain("Functions are reachable");
    expect(posted).toEqual([]);
  });

  it("falls back to a direct POST with the bearer and api-key headers when invoke fails", async () => {
    let headers: Headers | undefined;
    const { deps, posted } = depsWith({
      direct: (_url, init) => {
        headers = new Headers(init?.headers);
        return Response.json({ status: "ok" });
      },
    });
    const result = await runDiagnosticTest("health", deps);
    expect(result).toMatchObject({ success: true, message: "Health check OK" });
    expect(result.details).toContain("invoke failed: fetch failed");
    expect(posted).toEqual(["POST https://fn.example/functions/v1/health"]);
    expect(headers?.get("authorization")).toBe("Bearer anon");
    expect(headers?.get("apikey")).toBe("anon");
  });

  it("fails with 'Both invoke and direct fetch failed' and the direct answer as 'HTTP {status}: {error or Unknown error}'", async () => {
    const { deps } = depsWith({
      invoke: () => json(503, { error: "Database down" }),
      direct: () => Response.json({ status: "error" }, { status: 503 }),
    });
    const result = await runDiagnosticTest("health", deps);
    expect(result).toMatchObject({ success: false, message: "Health check failed" });
    expect(result.details).toMatch(
      /^Both invoke and direct fetch failed\ninvoke: HTTP 503: Database down\ndirect POST: HTTP 503: Unknown error/,
    );
  });
});

describe("contact function test", () => {
  it("sends skip_db so nothing is stored, and reports failure when both routes fail", async () => {
    const { deps, repository } = depsWith({ invoke: () => json(502, { error: "Notification failed", details: "SMTP 421" }) });
    const result = await runDiagnosticTest("contact-function", deps);
    expect(result).toMatchObject({ success: false, message: "Contact function failed" });
    expect(result.details).toContain("HTTP 502: Notification failed");
    expect(repository.rows).toEqual([]);
  });
});

describe("database tests", () => {
  it("counts contact_forms and inserts a row marked as a test", async () => {
    const { deps, repository } = depsWith({});
    expect(await runDiagnosticTest("database", deps)).toMatchObject({
      success: true,
      message: "REST API OK",
      details: "contact_forms answered an exact count: 0 rows",
    });
    expect(await runDiagnosticTest("live-insert", deps)).toMatchObject({ success: true, message: "Live Insert OK" });
    expect(repository.rows.map((row) => row.isTest)).toEqual([true]);
    expect(await repository.listLeads("contact")).toEqual([]);
  });

  it("show the database's message when it fails", async () => {
    const { deps } = depsWith({ failDatabase: true });
    expect(await runDiagnosticTest("database", deps)).toMatchObject({
      success: false,
      message: "REST API failed",
      details: "database unreachable",
    });
    expect(await runDiagnosticTest("live-insert", deps)).toMatchObject({
      success: false,
      message: "Live Insert failed",
      details: "database unreachable",
    });
  });
});

describe("e-mail test", () => {
  it("refuses an empty address without calling the function", async () => {
    const { deps } = depsWith({ invoke: () => json(200, { success: true }) });
    expect(await runDiagnosticTest("email", deps, { email: "  " })).toMatchObject({
      success: false,
      details: "Please enter an email address",
    });
  });

  it("reports success, and failure with the error details", async () => {
    const sent = depsWith({ invoke: () => json(200, { success: true, messageId: "<m1@x>" }) });
    expect(await runDiagnosticTest("email", sent.deps, { email: "ops@example.ca" })).toMatchObject({
      success: true,
      message: "Test email sent successfully! Check your inbox.",
      details: "Sent to ops@example.ca (message id <m1@x>)",
    });
    const failed = depsWith({
      invoke: () => json(502, { success: false, error: "Test email failed", details: "connect ECONNREFUSED 127.0.0.1:2525" }),
    });
    expect(await runDiagnosticTest("email", failed.deps, { email: "ops@example.ca" })).toMatchObject({
      success: false,
      message: "Test email failed",
      details: "Test email failed: connect ECONNREFUSED 127.0.0.1:2525",
    });
  });
});

describe("network tests", () => {
  it("sends a CORS preflight asking for POST with authorization and content-type, and checks the answer", async () => {
    let sent: Headers | undefined;
    const { deps } = depsWith({
      direct: (_url, init) => {
        sent = new Headers(init?.headers);
        return new Response(null, {
          status: 204,
          headers: {
            "access-control-allow-methods": "POST, OPTIONS",
            "access-control-allow-headers": "authorization, apikey, content-type",
          },
        });
      },
    });
    expect(await runNetworkStep("cors-preflight", deps)).toMatchObject({ success: true, message: "CORS preflight OK" });
    expect(sent?.get("access-control-request-method")).toBe("POST");
    expect(sent?.get("access-control-request-headers")).toBe("authorization, content-type");
    expect(sent?.get("origin")).toBe("https://www.example-agency.ca");
  });

  it("counts HEAD answers below 500 as reachable and anything else as a failure", async () => {
    const reachable = depsWith({ direct: (url) => new Response(null, { status: url.endsWith("contact-form") ? 405 : 200 }) });
    const result = await runNetworkStep("head-probes", reachable.deps);
    expect(result.success).toBe(true);
    expect(reachable.posted).toEqual([
      "HEAD https://fn.example/functions/v1",
      "HEAD https://fn.example/functions/v1/health",
      "HEAD https://fn.example/functions/v1/contact-form",
    ]);
    expect((await runNetworkStep("head-probes", depsWith({}).deps)).success).toBe(false);
  });
});
