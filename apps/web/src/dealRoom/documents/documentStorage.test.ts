/**
 * The hosted document storage at its boundary: the requests Supabase Storage receives (paths,
 * headers, bodies) for an upload, a download and a removal, and how its answers are read. The
 * real service cannot be reached from here; these are its documented REST shapes (/storage/v1).
 */
import { describe, expect, it } from "vitest";
import { createSupabaseDocumentStorage, documentKey } from "./documentStorage";
import { checkUpload, cleanFileName } from "@/src/dealRoom/uploads/upload";
import { contentDisposition } from "./contentDisposition";

const ID = "3f2c1a9e-8b7d-4c6e-a5f4-1e2d3c4b5a69";
const KEY = documentKey("gta-portfolio", ID);

function fakeStorage(answer: (url: string, init: RequestInit) => Response) {
  const calls: { url: string; method: string; headers: Record<string, string>; body: unknown }[] = [];
  const storage = createSupabaseDocumentStorage({
    url: "https://abc.supabase.co/",
    serviceRoleKey: "service-role-key",
    bucket: "deal-room",
    fetch: async (url, init) => {
      calls.push({ url, method: init.method ?? "GET", headers: Object.fromEntries(new Headers(init.headers).entries()), body: init.body });
      return answer(url, init);
    },
  });
  return { storage, calls };
}

describe("Supabase Storage documents", () => {
  it("uploads with the service-role key into the private bucket, never overwriting", async () => {
    const { storage, calls } = fakeStorage(() => Response.json({ Key: `deal-room/${KEY}` }));
    const bytes = new Uint8Array([37, 80, 68, 70]);
    await storage.put(KEY, bytes, "application/pdf");
    expect(calls).toEqual([
      {
        url: `https://abc.supabase.co/storage/v1/object/deal-room/gta-portfolio/${ID}`,
        method: "POST",
        headers: {
          apikey: "service-role-key",
          authorization: "Bearer service-role-key",
          "content-type": "application/pdf",
          "x-upsert": "false",
          "cache-control": "no-store",
        },
        body: bytes,
      },
    ]);
  });

  it("with a current secret key (sb_secret_…), sends it in apikey alone", async () => {
    const secretKey = "sb_secret_N7q2Xc4Vb8Lm0Pz6Rt3Ws5Yk_AbCdEf";
    const calls: { headers: Record<string, string> }[] = [];
    const storage = createSupabaseDocumentStorage({
      url: "https://abc.supabase.co",
      serviceRoleKey: secretKey,
      bucket: "deal-room",
      fetch: async (_url, init) => {
        calls.push({ headers: Object.fromEntries(new Headers(init.headers).entries()) });
        return Response.json({ Key: `deal-room/${KEY}` });
      },
    });
    await storage.put(KEY, new Uint8Array([37, 80, 68, 70]), "application/pdf");
    expect(calls[0]?.headers.apikey).toBe(secretKey);
    expect(calls[0]?.headers).not.toHaveProperty("authorization");
  });

  it("downloads through the authenticated endpoint and streams the bytes; a missing object is null", async () => {
    const { storage, calls } = fakeStorage((url) =>
      url.endsWith(ID)
        ? new Response(new Uint8Array([1, 2, 3]))
        : Response.json({ error: "not_found", message: "Object not found" }, { status: 400 }),
    );
    const stream = await storage.get(KEY);
    expect(new Uint8Array(await new Response(stream).arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(calls[0]).toMatchObject({
      url: `https://abc.supabase.co/storage/v1/object/authenticated/deal-room/gta-portfolio/${ID}`,
      method: "GET",
    });
    expect(calls[0]?.headers.authorization).toBe("Bearer service-role-key");
    const other = documentKey("gta-portfolio", "00000000-0000-4000-8000-000000000000");
    expect(await storage.get(other.replace("00000000-0000-4000-8000-000000000000", "00000000-0000-4000-8000-000000000001"))).toBeNull();
  });

  it("removes by prefix, and reports the service's error", async () => {
    const { storage, calls } = fakeStorage(() => Response.json([{ name: KEY }]));
    await storage.remove(KEY);
    expect(calls[0]).toMatchObject({
      url: "https://abc.supabase.co/storage/v1/object/deal-room",
      method: "DELETE",
      body: JSON.stringify({ prefixes: [KEY] }),
    });
    const failing = fakeStorage(() => new Response("Bucket not found", { status: 404 })).storage;
    await expect(failing.put(KEY, new Uint8Array([1]), "application/pdf")).rejects.toThrow(
      "Supabase Storage upload: HTTP 404 Bucket not found",
    );
  });

  it("asks for a signed upload URL with the service-role key, never allowing an overwrite, and answers it whole", async () => {
    const token = "eyJhbGciOiJIUzI1NiJ9.eyJ1cmwiOiJkZWFsLXJvb20ifQ.c2ln";
    const { storage, calls } = fakeStorage(() =>
      Response.json({ url: `/object/upload/sign/deal-room/gta-portfolio/${ID}?token=${token}` }),
    );
    expect(await storage.signUpload(KEY)).toBe(
      `https://abc.supabase.co/storage/v1/object/upload/sign/deal-room/gta-portfolio/${ID}?token=${token}`,
    );
    expect(calls).toEqual([
      {
        url: `https://abc.supabase.co/storage/v1/object/upload/sign/deal-room/gta-portfolio/${ID}`,
        method: "POST",
        headers: { apikey: "service-role-key", authorization: "Bearer service-role-key", "content-type": "application/json" },
        body: "{}",
      },
    ]);
  });

  it("refuses a signed upload URL for another object, one without a token, or Storage's error", async () => {
    const other = "00000000-0000-4000-8000-000000000000";
    const elsewhere = fakeStorage(() => Response.json({ url: `/object/upload/sign/deal-room/gta-portfolio/${other}?token=t` })).storage;
    await expect(elsewhere.signUpload(KEY)).rejects.toThrow("unexpected answer");
    const tokenless = fakeStorage(() => Response.json({ url: `/object/upload/sign/deal-room/gta-portfolio/${ID}?token=` })).storage;
    await expect(tokenless.signUpload(KEY)).rejects.toThrow("unexpected answer");
    const failing = fakeStorage(() => Response.json({ statusCode: "404", error: "Bucket not found" }, { status: 400 })).storage;
    await expect(failing.signUpload(KEY)).rejects.toThrow("Supabase Storage signed upload URL: HTTP 400");
  });

  it("reads an object's size and type with a HEAD through the authenticated endpoint; a missing one is null", async () => {
    const { storage, calls } = fakeStorage((url) =>
      url.endsWith(ID)
        ? new Response(null, { headers: { "content-length": "2048", "content-type": "application/pdf; charset=binary" } })
        : new Response(null, { status: 400 }),
    );
    expect(await storage.describe(KEY)).toEqual({ sizeBytes: 2048, contentType: "application/pdf" });
    expect(calls[0]).toEqual({
      url: `https://abc.supabase.co/storage/v1/object/authenticated/deal-room/gta-portfolio/${ID}`,
      method: "HEAD",
      headers: { apikey: "service-role-key", authorization: "Bearer service-role-key" },
      body: undefined,
    });
    expect(await storage.describe(documentKey("gta-portfolio", "00000000-0000-4000-8000-000000000000"))).toBeNull();
  });

  it("refuses any key that is not <listing>/<uuid> before it reaches a URL", async () => {
    const { storage, calls } = fakeStorage(() => new Response("x"));
    await expect(storage.get("../secrets/x")).rejects.toThrow("Not a deal room document key");
    expect(() => documentKey("gta-portfolio", "../../x")).toThrow();
    expect(calls).toEqual([]);
  });
});

describe("uploads", () => {
  it.each([
    [
      { name: "Offering Memorandum – Q3.pdf", size: 10 },
      { ok: true, fileName: "Offering Memorandum – Q3.pdf", contentType: "application/pdf" },
    ],
    [
      { name: "C:\\Users\\li\\Rent roll.XLSX", size: 10 },
      { ok: true, fileName: "Rent roll.XLSX", contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
    ],
    [
      { name: "setup.exe", size: 10 },
      { ok: false, status: 400 },
    ],
    [
      { name: ".pdf", size: 10 },
      { ok: false, status: 400 },
    ],
    [
      { name: "empty.pdf", size: 0 },
      { ok: false, status: 400, error: "The file is empty." },
    ],
    [
      { name: "huge.pdf", size: 25 * 1024 * 1024 + 1 },
      { ok: false, status: 413 },
    ],
  ])("%j → %j", (file, expected) => {
    expect(checkUpload(file)).toMatchObject(expected);
  });

  it("keeps a long name's extension and drops control characters", () => {
    expect(cleanFileName(`${"a".repeat(300)}.pdf`)).toBe(`${"a".repeat(196)}.pdf`);
    expect(cleanFileName("Rent\r\nroll.pdf")).toBe("Rentroll.pdf");
  });

  it("names the download in ASCII and exactly in UTF-8 (RFC 6266)", () => {
    expect(contentDisposition('Étude "A".pdf')).toBe(`attachment; filename="_tude _A_.pdf"; filename*=UTF-8''%C3%89tude%20%22A%22.pdf`);
    expect(contentDisposition("Rent roll (2026)'s*.pdf")).toBe(
      `attachment; filename="Rent roll (2026)'s*.pdf"; filename*=UTF-8''Rent%20roll%20%282026%29%27s%2A.pdf`,
    );
  });
});
