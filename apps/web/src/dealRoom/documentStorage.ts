/**
 * Where a deal room's files live (docs/decisions/0027-deal-room-documents.md): never at a public
 * or guessable address, never in Sanity's CDN. Embedded: files under DATA_DIR/deal-room, written
 * atomically, mode 0600. Hosted: a private Supabase Storage bucket, read and written only with the
 * service-role key by the web server, which streams each file to a visitor after checking the link.
 * A file's key is `<listing>/<document id>`, both checked before they reach a path or a URL.
 */
import { supabaseKeyHeaders } from "@agency/supabase/api-keys";
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { UUID_PATTERN } from "@/src/http/uuid";

export interface DocumentStorage {
  readonly kind: "files" | "supabase";
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes as a stream, or null when it is not there. */
  get(key: string): Promise<ReadableStream<Uint8Array> | null>;
  remove(key: string): Promise<void>;
}

const KEY = new RegExp(`^[a-z0-9]+(-[a-z0-9]+)*/${UUID_PATTERN}$`);

export function documentKey(listing: string, documentId: string): string {
  const key = `${listing}/${documentId}`;
  if (!KEY.test(key) || listing.length > 96) throw new Error("Not a deal room document key");
  return key;
}

function checked(key: string): string {
  if (!KEY.test(key)) throw new Error("Not a deal room document key");
  return key;
}

/** DATA_DIR/deal-room/<listing>/<id>. */
export function createFileDocumentStorage(root: string): DocumentStorage {
  const fileOf = (key: string) => path.join(root, ...checked(key).split("/"));
  return {
    kind: "files",
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, bytes, { mode: 0o600, flag: "wx" });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = fileOf(key);
      try {
        if (!(await stat(file)).isFile()) return null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      return Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

export type StorageFetch = (input: string, init: RequestInit) => Promise<Response>;

export interface SupabaseStorageOptions {
  url: string;
  serviceRoleKey: string;
  /** The private bucket (20261124000100_deal_room.sql creates "deal-room"). */
  bucket: string;
  fetch?: StorageFetch;
  timeoutMs?: number;
}

async function storageError(response: Response, action: string): Promise<Error> {
  const text = (await response.text().catch(() => "")).slice(0, 300);
  return new Error(`Supabase Storage ${action}: HTTP ${response.status}${text ? ` ${text}` : ""}`);
}

/**
 * Supabase Storage's REST API (/storage/v1): upload POST /object/{bucket}/{key} (x-upsert false),
 * download GET /object/authenticated/{bucket}/{key}, delete DELETE /object/{bucket} {prefixes}.
 */
export function createSupabaseDocumentStorage(options: SupabaseStorageOptions): DocumentStorage {
  const base = `${options.url.replace(/\/+$/, "")}/storage/v1`;
  const doFetch: StorageFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 60_000;
  // A secret key (sb_secret_…) in `apikey` alone; the legacy service-role JWT as bearer too.
  const auth = supabaseKeyHeaders(options.serviceRoleKey);
  const bucket = encodeURIComponent(options.bucket);
  return {
    kind: "supabase",
    async put(key, bytes, contentType) {
      const response = await doFetch(`${base}/object/${bucket}/${checked(key)}`, {
        method: "POST",
        headers: { ...auth, "content-type": contentType, "x-upsert": "false", "cache-control": "no-store" },
        body: bytes as unknown as BodyInit,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw await storageError(response, "upload");
      await response.body?.cancel();
    },
    async get(key) {
      const response = await doFetch(`${base}/object/authenticated/${bucket}/${checked(key)}`, {
        method: "GET",
        headers: auth,
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Storage answers a missing object with 400 or 404 and an error body naming it.
      if (response.status === 404 || response.status === 400) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) throw await storageError(response, "download");
      return response.body;
    },
    async remove(key) {
      const response = await doFetch(`${base}/object/${bucket}`, {
        method: "DELETE",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ prefixes: [checked(key)] }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw await storageError(response, "delete");
      await response.body?.cancel();
    },
  };
}
