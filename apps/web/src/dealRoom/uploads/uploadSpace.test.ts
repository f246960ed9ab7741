/**
 * Room for uploads on the disk under DATA_DIR (issue 41): free space as statfs reports it to an
 * unprivileged process, against the floor; a DATA_DIR not yet created is measured on its parent.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { uploadSpaceCheck } from "./uploadSpace";

describe("uploadSpaceCheck", () => {
  const folders: string[] = [];
  afterAll(async () => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

  it("counts the blocks available to the server, not the root-reserved ones, against the floor", async () => {
    const asked: string[] = [];
    const check = uploadSpaceCheck("/srv/data", 5_000, async (folder) => {
      asked.push(folder);
      return { bavail: 1n, bsize: 4096n };
    });
    expect(await check()).toEqual({ freeBytes: 4096, floorBytes: 5_000, ok: false });
    expect(asked).toEqual(["/srv/data"]);
    expect(await uploadSpaceCheck("/srv/data", 4096, async () => ({ bavail: 1, bsize: 4096 }))()).toMatchObject({ ok: true });
  });

  it("measures a DATA_DIR not created yet on its nearest existing parent, the real disk", async () => {
    const parent = await mkdtemp(path.join(tmpdir(), "upload-space-"));
    folders.push(parent);
    const space = await uploadSpaceCheck(path.join(parent, "not", "yet"), 0)();
    expect(space.ok).toBe(true);
    expect(space.freeBytes).toBeGreaterThan(0);
    expect((await uploadSpaceCheck(path.join(parent, "not", "yet"), Number.MAX_SAFE_INTEGER)()).ok).toBe(false);
  });
});
