import { describe, expect, it } from "vitest";
import { checkHealth } from "./health";

const ok = async () => {};
const down = async () => {
  throw new Error("connection refused");
};

describe("checkHealth", () => {
  it.each([
    [ok, ok, 200, "ok"],
    [ok, down, 200, "degraded"],
    [down, ok, 503, "error"],
  ] as const)("reports database/mail as %#", async (database, mail, httpStatus, status) => {
    const result = await checkHealth({ mode: "embedded", checkDatabase: database, checkMail: mail, now: new Date(0) });
    expect(result.httpStatus).toBe(httpStatus);
    expect(result.report.status).toBe(status);
    expect(result.report.checkedAt).toBe("1970-01-01T00:00:00.000Z");
  });

  it("names the failure", async () => {
    const { report } = await checkHealth({ mode: "hosted", checkDatabase: down, checkMail: ok });
    expect(report.database).toEqual({ ok: false, error: "connection refused" });
  });
});
