import { describe, expect, it } from "vitest";
import { DEAL_ROOM_FILE_LIMIT } from "@/src/http/bodyLimits";
import { parseDirectionForm, torontoToday } from "./directionForm";

// 02:30 UTC on the 29th is still the 28th in Toronto.
const NOW = new Date("2026-11-29T02:30:00Z");
const PDF = () => new File([new TextEncoder().encode("%PDF-1.7 direction")], "Direction signed.pdf", { type: "application/pdf" });

function form(fields: [string, string | File][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

describe("the seller's direction form", () => {
  it("reads the day, the PDF and the shared terms in the summary's order; none shared is a valid direction", () => {
    expect(torontoToday(NOW)).toBe("2026-11-28");
    const read = parseDirectionForm(
      form([
        ["signed_on", "2026-11-28"],
        ["file", PDF()],
        ["shares", "conditions"],
        ["shares", "price"],
      ]),
      NOW,
    );
    expect(read).toMatchObject({ ok: true, signedOn: "2026-11-28", fileName: "Direction signed.pdf", shares: ["price", "conditions"] });
    expect(
      parseDirectionForm(
        form([
          ["signed_on", "2026-11-01"],
          ["file", PDF()],
        ]),
        NOW,
      ),
    ).toMatchObject({ ok: true, shares: [] });
  });

  it("names each bad field: a date after today in Toronto, not a date, no file, not a PDF, too large, an unknown term", () => {
    expect(
      parseDirectionForm(
        form([
          ["signed_on", "2026-11-29"],
          ["file", PDF()],
        ]),
        NOW,
      ),
    ).toEqual({
      ok: false,
      status: 400,
      errors: { signed_on: "The seller cannot have signed the direction after today: check the date." },
    });
    const bad = parseDirectionForm(
      form([
        ["signed_on", "2026-02-30"],
        ["file", new File(["a,b"], "offers.csv")],
        ["shares", "name"],
      ]),
      NOW,
    );
    expect(bad).toEqual({
      ok: false,
      status: 400,
      errors: {
        signed_on: "Give the date the seller signed it as a calendar date (YYYY-MM-DD).",
        file: "Attach the signed direction as a PDF (.pdf).",
        shares:
          "Choose what may be shared among: price, deposit, due_diligence_days, financing, closing_date, conditions; or none of them.",
      },
    });
    expect(parseDirectionForm(form([["signed_on", ""]]), NOW)).toMatchObject({
      ok: false,
      errors: { signed_on: "Give the date the seller signed the direction.", file: "Attach the direction the seller signed, as a PDF." },
    });
    const large = new File([new Uint8Array(DEAL_ROOM_FILE_LIMIT + 1)], "big.pdf");
    expect(
      parseDirectionForm(
        form([
          ["signed_on", "2026-11-28"],
          ["file", large],
        ]),
        NOW,
      ),
    ).toMatchObject({ ok: false, status: 413 });
  });
});
