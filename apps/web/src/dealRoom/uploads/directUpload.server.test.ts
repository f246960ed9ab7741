/**
 * The upload straight to Supabase Storage (decision 0050) at its boundary: the requests Storage
 * receives when the site signs an upload and registers it, against an in-memory stand-in that
 * answers as Storage's REST API does, and every refusal's status with nothing recorded.
 */
import { createHash } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { createFileDocumentStorage, createSupabaseDocumentStorage } from "@/src/dealRoom/documents/documentStorage";
import {
  ALREADY_RECORDED_MESSAGE,
  MISSING_OBJECT_MESSAGE,
  NOT_HOSTED_MESSAGE,
  registerUploadedDocument,
  signDocumentUpload,
  type DirectUploadDeps,
} from "./directUpload.server";
import type { DealRoomDocument } from "@/src/dealRoom/store";
import { UNREADABLE_PDF_MESSAGE } from "@/src/dealRoom/documents/watermark";

const LISTING = "gta-portfolio";
const BASE = "https://abc.supabase.co/storage/v1";
const CSV = "text/csv";
const RENT_ROLL = new TextEncoder().encode("unit,rent\n101,250\n102,275\n");

interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
}

/** Storage's signed upload, HEAD and GET on one private bucket, in memory. */
function storageStandIn() {
  const objects = new Map<string, { bytes: Uint8Array<ArrayBuffer>; contentType: string }>();
  const calls: Call[] = [];
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    const method = init.method ?? "GET";
    calls.push({ method, url, headers: Object.fromEntries(new Headers(init.headers).entries()) });
    const signed = /\/object\/upload\/sign\/deal-room\/([^?]+)$/.exec(url);
    if (method === "POST" && signed) return Response.json({ url: `/object/upload/sign/deal-room/${signed[1]}?token=signed-${signed[1]}` });
    const object = /\/object\/authenticated\/deal-room\/(.+)$/.exec(url)?.[1];
    const stored = object ? objects.get(object) : undefined;
    if (!stored) return Response.json({ statusCode: "404", error: "not_found", message: "Object not found" }, { status: 400 });
    const headers = { "content-length": String(stored.bytes.byteLength), "content-type": stored.contentType };
    return new Response(method === "HEAD" ? null : stored.bytes, { headers });
  };
  const storage = createSupabaseDocumentStorage({
    url: "https://abc.supabase.co",
    serviceRoleKey: "service-role-key",
    bucket: "deal-room",
    fetch,
  });
  /** What the browser's PUT to the signed URL leaves in the bucket. */
  const put = (uploadUrl: string, bytes: Uint8Array<ArrayBuffer>, contentType: string) => {
    const key = /\/object\/upload\/sign\/deal-room\/(.+)\?token=/.exec(uploadUrl)?.[1];
    if (!key) throw new Error(`not a signed upload URL: ${uploadUrl}`);
    objects.set(key, { bytes, contentType });
  };
  return { storage, calls, put };
}

let standIn: ReturnType<typeof storageStandIn>;
let recorded: Omit<DealRoomDocument, "uploadedAt">[];
let deps: DirectUploadDeps;

beforeEach(() => {
  standIn = storageStandIn();
  recorded = [];
  deps = {
    storage: standIn.storage,
    isListing: async (slug) => slug === LISTING,
    store: async () => ({
      documents: async (listing) =>
        recorded.filter((row) => row.listing === listing).map((row) => ({ ...row, uploadedAt: "2026-11-26T12:00:00Z" })),
      addDocument: async (row) => {
        if (recorded.some((other) => other.id === row.id)) throw Object.assign(new Error("duplicate key value"), { code: "23505" });
        recorded.push(row);
        return { ...row, uploadedAt: "2026-11-26T12:00:00Z" };
      },
    }),
  };
});

const declared = { fileName: "Rent roll.csv", size: RENT_ROLL.byteLength, contentType: CSV };

async function signed(file = declared): Promise<{ id: string; uploadUrl: string }> {
  const answer = await signDocumentUpload(deps, LISTING, file);
  expect(answer.status).toBe(201);
  return answer.body as { id: string; uploadUrl: string };
}

describe("signing an upload", () => {
  it("asks Storage for a signed upload URL of a fresh <listing>/<uuid> and answers it with the type to PUT", async () => {
    const answer = await signDocumentUpload(deps, LISTING, declared);
    const { id } = answer.body as { id: string };
    expect(answer).toEqual({
      status: 201,
      body: { id, uploadUrl: `${BASE}/object/upload/sign/deal-room/${LISTING}/${id}?token=signed-${LISTING}/${id}`, contentType: CSV },
    });
    expect(standIn.calls).toEqual([
      {
        method: "POST",
        url: `${BASE}/object/upload/sign/deal-room/${LISTING}/${id}`,
        headers: { apikey: "service-role-key", authorization: "Bearer service-role-key", "content-type": "application/json" },
      },
    ]);
  });

  it.each([
    [
      "an oversized file",
      { ...declared, fileName: "Memorandum.pdf", contentType: "application/pdf", size: 25 * 1024 * 1024 + 1 },
      413,
      /larger than 25 MB/,
    ],
    [
      "a kind not offered",
      { fileName: "setup.exe", size: 10, contentType: "application/octet-stream" },
      400,
      /^Upload a document of one of these kinds/,
    ],
    ["a type not the extension's", { ...declared, contentType: "application/pdf" }, 400, /uploaded as text\/csv, not application\/pdf/],
    ["an empty file", { ...declared, size: 0 }, 400, /empty/],
    ["no JSON fields", { name: "x.pdf" }, 400, /^Send the file's name, size/],
  ])("refuses %s before asking Storage", async (_case, body, status, error) => {
    const answer = await signDocumentUpload(deps, LISTING, body);
    expect(answer.status).toBe(status);
    expect(answer.body.error).toMatch(error);
    expect(standIn.calls).toEqual([]);
  });

  it("refuses a listing without a deal room (404) and a server that keeps files on its disk (409)", async () => {
    expect(await signDocumentUpload(deps, "no-such-listing", declared)).toMatchObject({ status: 404 });
    const onDisk = { ...deps, storage: createFileDocumentStorage("/nonexistent-deal-room") };
    expect(await signDocumentUpload(onDisk, LISTING, declared)).toEqual({ status: 409, body: { error: NOT_HOSTED_MESSAGE } });
    expect(standIn.calls).toEqual([]);
  });
});

describe("registering an upload", () => {
  it("finds the object with the declared size and type, reads it, and records the same row as the form's upload", async () => {
    const { id, uploadUrl } = await signed();
    standIn.put(uploadUrl, RENT_ROLL, CSV);
    const answer = await registerUploadedDocument(deps, LISTING, { id, ...declared });
    expect(answer).toEqual({ status: 201, body: { id, message: "Uploaded Rent roll.csv (26 bytes)." } });
    expect(recorded).toEqual([
      {
        id,
        listing: LISTING,
        fileName: "Rent roll.csv",
        contentType: CSV,
        sizeBytes: RENT_ROLL.byteLength,
        sha256: createHash("sha256").update(RENT_ROLL).digest("hex"),
      },
    ]);
    const object = `${BASE}/object/authenticated/deal-room/${LISTING}/${id}`;
    expect(standIn.calls.slice(1).map(({ method, url, headers }) => [method, url, headers.authorization])).toEqual([
      ["HEAD", object, "Bearer service-role-key"],
      ["GET", object, "Bearer service-role-key"],
    ]);
    // Registering twice records nothing more.
    expect(await registerUploadedDocument(deps, LISTING, { id, ...declared })).toEqual({
      status: 409,
      body: { error: ALREADY_RECORDED_MESSAGE },
    });
    expect(recorded).toHaveLength(1);
  });

  it("refuses an upload whose object is not in Storage, and records nothing", async () => {
    const { id } = await signed();
    expect(await registerUploadedDocument(deps, LISTING, { id, ...declared })).toEqual({
      status: 409,
      body: { error: MISSING_OBJECT_MESSAGE },
    });
    expect(recorded).toEqual([]);
  });

  it("refuses an object whose size or type differs from the declared one, and records nothing", async () => {
    const { id, uploadUrl } = await signed();
    standIn.put(uploadUrl, RENT_ROLL.slice(0, 10), CSV);
    const shorter = await registerUploadedDocument(deps, LISTING, { id, ...declared });
    expect(shorter.status).toBe(409);
    expect(shorter.body.error).toBe(
      "The file in storage (10 bytes, text/csv) is not the one declared (26 bytes, text/csv). Upload it again.",
    );
    const other = await signed();
    standIn.put(other.uploadUrl, RENT_ROLL, "text/plain");
    expect((await registerUploadedDocument(deps, LISTING, { id: other.id, ...declared })).status).toBe(409);
    expect(recorded).toEqual([]);
  });

  it("refuses a PDF that cannot be watermarked, as the form's upload does", async () => {
    const garbage = new TextEncoder().encode("%PDF-1.7 not really");
    const pdf = { fileName: "Memorandum.pdf", size: garbage.byteLength, contentType: "application/pdf" };
    const { id, uploadUrl } = await signed(pdf);
    standIn.put(uploadUrl, garbage, "application/pdf");
    expect(await registerUploadedDocument(deps, LISTING, { id, ...pdf })).toEqual({ status: 400, body: { error: UNREADABLE_PDF_MESSAGE } });
    expect(recorded).toEqual([]);
  });

  it("refuses a malformed id, an unknown listing and a declared size over the limit before asking Storage", async () => {
    const { id } = await signed();
    const before = standIn.calls.length;
    expect((await registerUploadedDocument(deps, LISTING, { ...declared, id: "../../x" })).status).toBe(400);
    expect((await registerUploadedDocument(deps, "no-such-listing", { id, ...declared })).status).toBe(404);
    expect((await registerUploadedDocument(deps, LISTING, { id, ...declared, size: 25 * 1024 * 1024 + 1 })).status).toBe(413);
    expect(standIn.calls).toHaveLength(before);
    expect(recorded).toEqual([]);
  });
});
