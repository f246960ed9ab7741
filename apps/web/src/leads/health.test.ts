import { describe, expect, it } from "vitest";
import { uploadSpaceCheck } from "@/src/dealRoom/uploads/uploadSpace";
import { checkHealth, createHealthCache, publicHealth } from "./health";

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

  it("counts the leads that need the operator; a notification that gave up makes the state degraded", async () => {
    const counted = await checkHealth({
      mode: "embedded",
      checkDatabase: ok,
      checkMail: ok,
      countAttention: async () => ({ failedNotifications: 2, quarantined: 7 }),
    });
    expect(counted.httpStatus).toBe(200);
    expect(counted.report).toMatchObject({ status: "degraded", leads: { failedNotifications: 2, quarantined: 7 } });
    expect(publicHealth(counted.report)).toEqual({ status: "degraded", checkedAt: counted.report.checkedAt });

    const calm = await checkHealth({
      mode: "embedded",
      checkDatabase: ok,
      checkMail: ok,
      countAttention: async () => ({ failedNotifications: 0, quarantined: 3 }),
    });
    expect(calm.report.status).toBe("ok");
    // A count that fails (or a database that is down) leaves the counts unknown, and nothing else.
    const unknown = await checkHealth({ mode: "embedded", checkDatabase: ok, checkMail: ok, countAttention: down });
    expect(unknown.report).toMatchObject({ status: "ok", leads: null });
    const noDatabase = await checkHealth({
      mode: "embedded",
      checkDatabase: down,
      checkMail: ok,
      countAttention: async () => ({ failedNotifications: 1, quarantined: 0 }),
    });
    expect(noDatabase.report).toMatchObject({ status: "error", leads: null });
  });

  it("counts CRM deliveries that gave up, when a webhook is configured: any makes the state degraded", async () => {
    const failed = await checkHealth({
      mode: "embedded",
      checkDatabase: ok,
      checkMail: ok,
      countAttention: async () => ({ failedNotifications: 0, quarantined: 0, failedWebhooks: 3 }),
    });
    expect(failed.report).toMatchObject({ status: "degraded", leads: { failedWebhooks: 3 } });
    const calm = await checkHealth({
      mode: "embedded",
      checkDatabase: ok,
      checkMail: ok,
      countAttention: async () => ({ failedNotifications: 0, quarantined: 0, failedWebhooks: 0 }),
    });
    expect(calm.report.status).toBe("ok");
  });

  it("counts deal room e-mails that gave up: any makes the state degraded", async () => {
    const failed = await checkHealth({
      mode: "embedded",
      checkDatabase: ok,
      checkMail: ok,
      countAttention: async () => ({ failedNotifications: 0, quarantined: 0, failedDealRoomMail: 1 }),
    });
    expect(failed.report).toMatchObject({ status: "degraded", leads: { failedDealRoomMail: 1 } });
  });

  it("reports the shared cache only when one is configured: down is degraded, never an error", async () => {
    const without = await checkHealth({ mode: "hosted", checkDatabase: ok, checkMail: ok });
    expect(without.report).not.toHaveProperty("sharedCache");
    const up = await checkHealth({ mode: "hosted", checkDatabase: ok, checkMail: ok, checkSharedCache: ok });
    expect([up.httpStatus, up.report.status, up.report.sharedCache]).toEqual([200, "ok", { ok: true }]);
    const cacheDown = await checkHealth({ mode: "hosted", checkDatabase: ok, checkMail: ok, checkSharedCache: down });
    expect([cacheDown.httpStatus, cacheDown.report.status]).toEqual([200, "degraded"]);
    expect(cacheDown.report.sharedCache).toEqual({ ok: false, error: "connection refused" });
  });

  it("names refused redirect documents and is degraded while they are published", async () => {
    const refused = async () => {
      throw new Error(
        "Redirect documents over a private route are refused and not applied; remove them in the Studio: r1 (from /unsubscribe/)",
      );
    };
    const { httpStatus, report } = await checkHealth({ mode: "embedded", checkDatabase: ok, checkMail: ok, checkRedirects: refused });
    expect([httpStatus, report.status]).toEqual([200, "degraded"]);
    expect(report.redirects?.error).toContain("r1 (from /unsubscribe/)");
    const clean = await checkHealth({ mode: "embedded", checkDatabase: ok, checkMail: ok, checkRedirects: ok });
    expect([clean.report.status, clean.report.redirects]).toEqual(["ok", { ok: true }]);
  });

  it("reports the room for uploads under DATA_DIR: below the floor is degraded, with the figures and what to do (issue 41)", async () => {
    // statfs as a disk with 4096-byte blocks: 262,144 blocks free is exactly 1 GiB.
    const disk = (blocks: number) => uploadSpaceCheck("/srv/data", 1024 ** 3, async () => ({ bavail: blocks, bsize: 4096 }));
    const roomy = await checkHealth({ mode: "embedded", checkDatabase: ok, checkMail: ok, checkUploadSpace: disk(262_144) });
    expect([roomy.httpStatus, roomy.report.status, roomy.report.uploads]).toEqual([
      200,
      "ok",
      { ok: true, freeBytes: 1024 ** 3, floorBytes: 1024 ** 3 },
    ]);
    const full = await checkHealth({ mode: "embedded", checkDatabase: ok, checkMail: ok, checkUploadSpace: disk(262_143) });
    expect([full.httpStatus, full.report.status, full.report.uploads?.ok]).toEqual([200, "degraded", false]);
    expect(full.report.uploads?.error).toBe(
      "Uploads are refused: 1.0 GiB free on the disk under DATA_DIR, below the 1.0 GiB floor (UPLOAD_DISK_FLOOR_BYTES). Free space or move DATA_DIR; leads are still stored.",
    );
    expect(publicHealth(full.report)).toEqual({ status: "degraded", checkedAt: full.report.checkedAt });
    const hosted = await checkHealth({ mode: "hosted", checkDatabase: ok, checkMail: ok });
    expect(hosted.report).not.toHaveProperty("uploads");
  });

  it("names the failure", async () => {
    const { report } = await checkHealth({ mode: "hosted", checkDatabase: down, checkMail: ok });
    expect(report.database).toEqual({ ok: false, error: "connection refused" });
  });
});

describe("publicHealth", () => {
  it("keeps the state and its time, and drops mode and every error text", async () => {
    const { report } = await checkHealth({ mode: "hosted", checkDatabase: ok, checkMail: down, now: new Date(0) });
    expect(publicHealth(report)).toEqual({ status: "degraded", checkedAt: "1970-01-01T00:00:00.000Z" });
    expect(JSON.stringify(publicHealth(report))).not.toContain("connection refused");
  });
});

describe("createHealthCache", () => {
  const result = (status: "ok" | "error") => checkHealth({ mode: "embedded", checkDatabase: status === "ok" ? ok : down, checkMail: ok });

  it("runs one check for a flood of callers, and reuses it for the cache time", async () => {
    let now = 0;
    let checks = 0;
    let release: () => void = () => undefined;
    const cache = createHealthCache(
      async () => {
        checks += 1;
        await new Promise<void>((resolve) => (release = resolve));
        return result("ok");
      },
      { ttlMs: 5000, now: () => now },
    );
    const flood = Array.from({ length: 500 }, () => cache.get());
    release();
    const answers = await Promise.all(flood);
    expect(checks).toBe(1);
    expect(new Set(answers).size).toBe(1);
    now = 4999;
    await cache.get();
    expect(checks).toBe(1);
    now = 5000;
    const again = cache.get();
    release();
    await again;
    expect(checks).toBe(2);
  });

  it("does not keep a check that threw: the next caller runs a new one", async () => {
    let checks = 0;
    const cache = createHealthCache(async () => {
      checks += 1;
      if (checks === 1) throw new Error("boom");
      return result("error");
    });
    await expect(cache.get()).rejects.toThrow("boom");
    expect((await cache.get()).httpStatus).toBe(503);
    expect(checks).toBe(2);
  });
});
