/**
 * Room for uploads on the disk under DATA_DIR (issue 41). In embedded mode the deal room's files and
 * the database share one disk: a buyer looping 25 MB proofs of funds could fill it, and a full disk
 * stops lead storage site-wide. So while the free space is below a floor (UPLOAD_DISK_FLOOR_BYTES,
 * 1 GiB by default) every upload is refused (507) and /api/health says so; leads, a few kilobytes
 * each, keep being stored. Hosted storage (Supabase) has no such shared disk: no check there.
 */
import { statfs } from "node:fs/promises";
import path from "node:path";

export const DEFAULT_UPLOAD_DISK_FLOOR_BYTES = 1024 ** 3;

export interface UploadSpace {
  /** Bytes an unprivileged process may still write on the disk under DATA_DIR. */
  freeBytes: number;
  floorBytes: number;
  /** Whether uploads are accepted (free space at or above the floor). */
  ok: boolean;
}

/** What `fs.statfs` answers that is read here (injected by the tests). */
export type StatFs = (path: string) => Promise<{ bavail: number | bigint; bsize: number | bigint }>;

/** A check of the disk holding `dataDir`, against `floorBytes`. */
export function uploadSpaceCheck(dataDir: string, floorBytes: number, stat: StatFs = statfs): () => Promise<UploadSpace> {
  // DATA_DIR may not exist yet (nothing written so far): its nearest existing parent is on the same disk.
  const statNearest = async (folder: string): Promise<Awaited<ReturnType<StatFs>>> => {
    try {
      return await stat(folder);
    } catch (error) {
      const parent = path.dirname(folder);
      if ((error as NodeJS.ErrnoException).code !== "ENOENT" || parent === folder) throw error;
      return statNearest(parent);
    }
  };
  return async () => {
    const stats = await statNearest(path.resolve(dataDir));
    const freeBytes = Number(stats.bavail) * Number(stats.bsize);
    return { freeBytes, floorBytes, ok: freeBytes >= floorBytes };
  };
}

const gib = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GiB`;

/** The operator's line (health report, the refused upload's log): how much is free, and the floor. */
export function uploadSpaceProblem(space: UploadSpace): string {
  return `Uploads are refused: ${gib(space.freeBytes)} free on the disk under DATA_DIR, below the ${gib(space.floorBytes)} floor (UPLOAD_DISK_FLOOR_BYTES). Free space or move DATA_DIR; leads are still stored.`;
}

/** What the buyer reads when their proof of funds is refused for want of space. */
export const NO_ROOM_FOR_PROOF_MESSAGE =
  "We cannot receive files right now, so your offer was not sent and nothing was stored. The team has been told. Send the offer again without the proof of funds (you can e-mail it to us), or try again later.";

/** What the operator reads when a document upload is refused for want of space. */
export const NO_ROOM_FOR_DOCUMENT_MESSAGE =
  "The server's disk is nearly full, so uploads are refused until space is freed (see Health on the operator page). Nothing was stored.";
