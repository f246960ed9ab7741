import { describe, expect, it } from "vitest";
import { looksLikePdf, parseRequestForm } from "./requestForm";

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}
const pdf = (name: string, size = 20) => new File([new Uint8Array(size).fill(37)], name, { type: "application/pdf" });

describe("the due-diligence request form", () => {
  it("accepts a financing choice with an optional note and a PDF", () => {
    const parsed = parseRequestForm(
      form({ financing: "mortgage", financing_note: "  First  Ontario Bank ", proof_of_funds: pdf("Funds.pdf") }),
    );
    expect(parsed).toMatchObject({
      ok: true,
      financing: "mortgage",
      financingNote: "First Ontario Bank",
      proof: { fileName: "Funds.pdf" },
    });
    expect(parseRequestForm(form({ financing: "cash", proof_of_funds: new File([], "") }))).toMatchObject({
      ok: true,
      proof: null,
      financingNote: null,
    });
  });

  it("refuses each bad field with what to fix", () => {
    expect(parseRequestForm(form({}))).toMatchObject({ ok: false, status: 400, errors: { financing: expect.stringContaining("cash") } });
    expect(parseRequestForm(form({ financing: "other" }))).toMatchObject({ ok: false, errors: { financing_note: expect.any(String) } });
    expect(parseRequestForm(form({ financing: "cash", financing_note: "x".repeat(301) }))).toMatchObject({
      ok: false,
      errors: { financing_note: "Keep the financing note to 300 characters." },
    });
    expect(parseRequestForm(form({ financing: "cash", proof_of_funds: pdf("Funds.docx") }))).toMatchObject({
      ok: false,
      status: 400,
      errors: { proof_of_funds: "Attach the proof of funds as a PDF (.pdf)." },
    });
    expect(parseRequestForm(form({ financing: "cash", proof_of_funds: pdf("Big.pdf", 25 * 1024 * 1024 + 1) }))).toMatchObject({
      ok: false,
      status: 413,
    });
  });

  it("knows a PDF by its first bytes", () => {
    expect(looksLikePdf(new TextEncoder().encode("%PDF-1.7\n"))).toBe(true);
    expect(looksLikePdf(new TextEncoder().encode("<html>"))).toBe(false);
  });
});
