/**
 * The operator page's script for uploads straight to Supabase Storage (decision 0050): the three
 * requests it sends (the site's signed URL, Storage's PUT, the site's registration), exactly, and
 * what the operator is told when Storage or the site refuses.
 */
import { describe, expect, it } from "vitest";
import { uploadDirectly, type UploadFetch } from "./directUpload";

const ID = "3f2c1a9e-8b7d-4c6e-a5f4-1e2d3c4b5a69";
const UPLOAD_URL = `https://abc.supabase.co/storage/v1/object/upload/sign/deal-room/gta-portfolio/${ID}?token=t0k3n`;
const FILE = new File([new TextEncoder().encode("%PDF-1.7 memorandum")], "Offering memorandum.pdf", { type: "application/pdf" });

function browser(answers: Record<string, () => Response>) {
  const calls: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  const doFetch: UploadFetch = async (url, init) => {
    calls.push({ method: init.method ?? "GET", url, headers: Object.fromEntries(new Headers(init.headers).entries()), body: init.body });
    const answer = answers[`${init.method} ${url}`];
    if (!answer) throw new Error(`unexpected ${init.method} ${url}`);
    return answer();
  };
  return { calls, doFetch };
}

const SIGNED = () => Response.json({ id: ID, uploadUrl: UPLOAD_URL, contentType: "application/pdf" }, { status: 201 });
const declared = { fileName: "Offering memorandum.pdf", size: FILE.size, contentType: "application/pdf" };

describe("uploadDirectly", () => {
  it("asks the site for a signed URL, PUTs the file to Storage, then has the site record it", async () => {
    const { calls, doFetch } = browser({
      "POST /api/operator/deal-room/gta-portfolio/uploads": SIGNED,
      [`PUT ${UPLOAD_URL}`]: () => Response.json({ Key: `deal-room/gta-portfolio/${ID}` }),
      "POST /api/operator/deal-room/gta-portfolio/documents": () =>
        Response.json({ id: ID, message: "Uploaded Offering memorandum.pdf (19 bytes)." }, { status: 201 }),
    });
    expect(await uploadDirectly("gta-portfolio", FILE, doFetch)).toEqual({
      ok: true,
      message: "Uploaded Offering memorandum.pdf (19 bytes).",
    });
    expect(calls).toEqual([
      {
        method: "POST",
        url: "/api/operator/deal-room/gta-portfolio/uploads",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(declared),
      },
      {
        method: "PUT",
        url: UPLOAD_URL,
        headers: { "content-type": "application/pdf", "x-upsert": "false", "cache-control": "no-store" },
        body: FILE,
      },
      {
        method: "POST",
        url: "/api/operator/deal-room/gta-portfolio/documents",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ id: ID, ...declared }),
      },
    ]);
  });

  it("stops at the site's refusal, sending nothing to Storage", async () => {
    const { calls, doFetch } = browser({
      "POST /api/operator/deal-room/gta-portfolio/uploads": () =>
        Response.json({ error: "The file is larger than 25 MB. Compress it or split it in parts." }, { status: 413 }),
    });
    expect(await uploadDirectly("gta-portfolio", FILE, doFetch)).toEqual({
      ok: false,
      message: "The file is larger than 25 MB. Compress it or split it in parts.",
    });
    expect(calls).toHaveLength(1);
  });

  it("says why Storage refused the file, and registers nothing", async () => {
    const { calls, doFetch } = browser({
      "POST /api/operator/deal-room/gta-portfolio/uploads": SIGNED,
      [`PUT ${UPLOAD_URL}`]: () =>
        Response.json(
          { statusCode: "413", error: "Payload too large", message: "The object exceeded the maximum allowed size" },
          { status: 413 },
        ),
    });
    expect(await uploadDirectly("gta-portfolio", FILE, doFetch)).toEqual({
      ok: false,
      message: "Supabase Storage refused the file (HTTP 413: The object exceeded the maximum allowed size); nothing was recorded.",
    });
    expect(calls.map((call) => call.method)).toEqual(["POST", "PUT"]);
  });

  it("passes on the site's refusal to register", async () => {
    const { doFetch } = browser({
      "POST /api/operator/deal-room/gta-portfolio/uploads": SIGNED,
      [`PUT ${UPLOAD_URL}`]: () => Response.json({ Key: "k" }),
      "POST /api/operator/deal-room/gta-portfolio/documents": () =>
        Response.json({ error: "The file of this upload is not in storage" }, { status: 409 }),
    });
    expect(await uploadDirectly("gta-portfolio", FILE, doFetch)).toEqual({
      ok: false,
      message: "The file of this upload is not in storage",
    });
  });
});
