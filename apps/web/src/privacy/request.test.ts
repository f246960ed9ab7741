/**
 * The operator's request about an address, as the route parses it: JSON or a form body, an
 * address that the laxest stored rule accepts, and an erasure only when the address is typed twice.
 */
import { describe, expect, it } from "vitest";
import { accessExportFileName, buildAccessExport, summariseFound } from "./accessExport";
import { ADDRESS_MESSAGE, CONFIRMATION_MESSAGE, parsePersonalInformationRequest } from "./request";

const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const form = (value: Record<string, string>) => new TextEncoder().encode(new URLSearchParams(value).toString());

describe("parsePersonalInformationRequest", () => {
  it("takes the address from JSON or a form body, trimmed", () => {
    expect(parsePersonalInformationRequest("find", json({ email: "  Jo@Example.ca " }), "application/json")).toEqual({
      ok: true,
      email: "Jo@Example.ca",
    });
    expect(parsePersonalInformationRequest("export", form({ email: "jo@example.ca" }), "application/x-www-form-urlencoded")).toEqual({
      ok: true,
      email: "jo@example.ca",
    });
  });

  it.each([[""], ["no-at-sign"], ["two@@example.ca"], ["line\nbreak@example.ca"], [`${"a".repeat(250)}@example.ca`], [42]])(
    "refuses %j with the address message",
    (email) => {
      expect(parsePersonalInformationRequest("find", json({ email }), "application/json")).toEqual({
        ok: false,
        error: ADDRESS_MESSAGE,
        fields: { email: ADDRESS_MESSAGE },
      });
    },
  );

  it("refuses a body that is neither JSON nor a form", () => {
    expect(parsePersonalInformationRequest("find", new Uint8Array([0xff, 0xfe]), "application/json")).toMatchObject({ ok: false });
    expect(parsePersonalInformationRequest("find", new TextEncoder().encode("{"), "application/json")).toMatchObject({ ok: false });
  });

  it("erases only when the address is typed again (case and spaces aside)", () => {
    expect(
      parsePersonalInformationRequest("erase", json({ email: "jo@example.ca", confirmation: " JO@example.ca" }), "application/json"),
    ).toEqual({
      ok: true,
      email: "jo@example.ca",
    });
    for (const confirmation of [undefined, "", "jo@example.com"]) {
      expect(parsePersonalInformationRequest("erase", json({ email: "jo@example.ca", confirmation }), "application/json")).toEqual({
        ok: false,
        error: CONFIRMATION_MESSAGE,
        fields: { confirmation: CONFIRMATION_MESSAGE },
      });
    }
  });
});

describe("the access export", () => {
  const parts = [
    {
      key: "leads",
      title: "Leads",
      tables: { contact_forms: "Contact messages", property_valuations: "Valuations" },
      onErasure: "Deleted.",
    },
  ];
  const found = [
    { part: "leads", source: "contact_forms", data: { id: "1", name: "Jo", brand_new_column: "kept whole" } },
    { part: "leads", source: "undeclared_table", data: { id: "2" } },
  ];

  it("lists every declared table (empty ones too), whole rows, and a table the declaration forgot", () => {
    const document = buildAccessExport("jo@example.ca", found, new Date("2026-11-26T06:30:00Z"), parts);
    expect(document.address).toBe("jo@example.ca");
    expect(document.generated_at).toBe("2026-11-26T06:30:00.000Z");
    expect(document.parts).toEqual([
      {
        part: "leads",
        title: "Leads",
        on_erasure: "Deleted.",
        tables: [
          { table: "contact_forms", description: "Contact messages", rows: [{ id: "1", name: "Jo", brand_new_column: "kept whole" }] },
          { table: "property_valuations", description: "Valuations", rows: [] },
          { table: "undeclared_table", description: "", rows: [{ id: "2" }] },
        ],
      },
    ]);
    expect(summariseFound(found, parts)[0]!.tables.map((table) => table.rows)).toEqual([1, 0, 1]);
    expect(accessExportFileName(new Date("2026-11-26T06:30:05Z"))).toBe("personal-information-2026-11-26-06-30-05.json");
  });
});
