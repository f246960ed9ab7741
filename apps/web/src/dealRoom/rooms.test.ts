/**
 * The deal room in rooms (issue 42): src/dealRoom/ is split by idea (access and signing,
 * documents, uploads, offers, reports and engagement, mail), and no sub-folder holds more than 15
 * files, counting its tests and any folder inside it. A room that grows past that splits again.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const MAX_FILES = 15;
const dealRoomDir = import.meta.dirname;

/** Every file under a folder, its sub-folders' included. */
const filesUnder = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;

const rooms = readdirSync(dealRoomDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({ room: entry.name, files: filesUnder(path.join(dealRoomDir, entry.name)) }));

describe("the deal room's rooms", () => {
  it("finds the rooms (the test itself works)", () => {
    expect(rooms.map(({ room }) => room)).toEqual(expect.arrayContaining(["access", "documents", "offers", "reports", "mail"]));
    expect(rooms.every(({ files }) => files > 0)).toBe(true);
  });

  it(`keeps every sub-folder at ${MAX_FILES} files or fewer`, () => {
    expect(rooms.filter(({ files }) => files > MAX_FILES)).toEqual([]);
  });

  it(`keeps the room's own files (what every part shares) at ${MAX_FILES} or fewer`, () => {
    const own = readdirSync(dealRoomDir, { withFileTypes: true }).filter((entry) => entry.isFile());
    expect(own.length).toBeLessThanOrEqual(MAX_FILES);
  });
});
