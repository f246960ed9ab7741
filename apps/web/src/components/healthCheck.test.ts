import { describe, expect, it } from "vitest";
import { checkHealth } from "./healthCheck";

/** A health answer whose body reports whether it was released. */
function answer(status: number) {
  const body = { cancelled: false };
  const stream = new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"status":"ok"}'));
      // Never closed: a body nobody releases stays open, as the badge's used to.
    },
    cancel() {
      body.cancelled = true;
    },
  });
  return { body, fetchHealth: (async () => new Response(stream, { status })) as typeof fetch };
}

describe("checkHealth", () => {
  it("is online on a 2xx answer and releases the body instead of leaving the request open", async () => {
    const { body, fetchHealth } = answer(200);
    expect(await checkHealth(fetchHealth)).toBe("online");
    expect(body.cancelled).toBe(true);
  });

  it("is offline on a 503, and releases that body too", async () => {
    const { body, fetchHealth } = answer(503);
    expect(await checkHealth(fetchHealth)).toBe("offline");
    expect(body.cancelled).toBe(true);
  });

  it("is offline when the request fails", async () => {
    const failing = (async () => Promise.reject(new TypeError("Failed to fetch"))) as typeof fetch;
    expect(await checkHealth(failing)).toBe("offline");
  });
});
