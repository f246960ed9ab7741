import { describe, expect, it } from "vitest";
import { errorSummary } from "./ErrorMessage";

describe("errorSummary", () => {
  it("shows a status, a digest reference or the message, never the stack", () => {
    const withStatus = Object.assign(new Error("Not allowed"), { status: 403 });
    expect(errorSummary(withStatus)).toBe("403");
    const serverError = Object.assign(new Error("An error occurred in the Server Components render."), { digest: "12345" });
    expect(errorSummary(serverError)).toBe("Something went wrong on our side (reference 12345).");
    const clientError = new Error("Failed to load chunk");
    expect(errorSummary(clientError)).toBe("Failed to load chunk");
    expect(errorSummary(clientError)).not.toContain("at ");
  });
});
