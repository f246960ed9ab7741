/**
 * Where a deal room's files live (docs/decisions/0027-deal-room-documents.md): never at a public
 * or guessable address, never in Sanity's CDN. Embedded: files under DATA_DIR/deal-room, written
 * atomically, mode 0600. Hosted: a private Supabase Storage bucket, read and written only with the
 * service-role key by the web server, which streams each file to a visitor after checking the link.
 * A file's key is `<listing>/<document id>`, both checked before they reach a path or a URL.
 * Hosted storage also takes the operator's upload straight from the browser, with a signed upload
 * URL (docs/decisions/0050-direct-uploads.md): the bytes never pass through a Vercel function.
 */
import { supabaseKeyHeaders } from "@agency/supabase/api-keys";
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { UUID_PATTERN } from "@/src/http/uuid";

interface StoredDocuments {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes as a stream, or null when it is not there. */
  get(key: string): Promise<ReadableStream<Uint8Array> | null>;
  remove(key: string): Promise<void>;
}

export interface FileDocumentStorage extends StoredDocuments {
  readonly kind: "files";
}

/** What Storage says of an object it holds: its size and the content type it was uploaded with. */
export interface StoredObject {
  sizeBytes: number;
  contentType: string;
}

export interface SupabaseDocumentStorage extends StoredDocuments {
  readonly kind: "supabase";
  /**
   * A URL the browser PUTs the file to, once, without any key of ours: valid for 2 hours and never
   * overwriting (the object must not exist yet).
   */
  signUpload(key: string): Promise<string>;
  /** The object's size and type, or null when it is not there. */
  describe(key: string): Promise<StoredObject | null>;
}

export type DocumentStorage = FileDocumentStorage | SupabaseDocumentStorage;

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
export function createFileDocumentStorage(root: string): FileDocumentStorage {
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

/** Storage answers a missing object with 400 or 404 and an error body naming it. */
const isMissing = (response: Response) => response.status === 404 || response.status === 400;

/**
 * Supabase Storage's REST API (/storage/v1): upload POST /object/{bucket}/{key} (x-upsert false),
 * download GET /object/authenticated/{bucket}/{key}, delete DELETE /object/{bucket} {prefixes},
 * a signed upload URL POST /object/upload/sign/{bucket}/{key} (answers `{url}` under /storage/v1,
 * `?token=` included; the browser PUTs the file there), an object's size and type HEAD
 * /object/authenticated/{bucket}/{key}.
 */
export function createSupabaseDocumentStorage(options: SupabaseStorageOptions): SupabaseDocumentStorage {
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
      if (isMissing(response)) {
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
    async signUpload(key) {
      const path = `/object/upload/sign/${bucket}/${checked(key)}`;
      const response = await doFetch(`${base}${path}`, {
        method: "POST",
        // No x-upsert: the URL then refuses to replace an object, so a document's bytes never change.
        headers: { ...auth, "content-type": "application/json" },
        body: "{}",
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw await storageError(response, "signed upload URL");
      const { url } = (await response.json().catch(() => ({}))) as { url?: unknown };
      // The URL must be this very object's, with a token: anything else is not Storage's answer.
      if (typeof url !== "string" || !url.startsWith(`${path}?token=`) || url.length === `${path}?token=`.length) {
        throw new Error(`Supabase Storage signed upload URL: unexpected answer for ${key}`);
      }
      return `${base}${url}`;
    },
    async describe(key) {
      const response = await doFetch(`${base}/object/authenticated/${bucket}/${checked(key)}`, {
        method: "HEAD",
        headers: auth,
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (isMissing(response)) return null;
      if (!response.ok) throw await storageError(response, "object info");
      const sizeBytes = Number(response.headers.get("content-length"));
      const contentType = response.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
      if (!Number.isSafeInteger(sizeBytes) || sizeBytes < 0) throw new Error(`Supabase Storage object info: no size for ${key}`);
      return { sizeBytes, contentType };
    },
  };
}
