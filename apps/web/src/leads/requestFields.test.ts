import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fieldsFromEntries, mediaType, parseFormEncoded, parseLeadBody } from "./requestFields";

const bytes = (text: string) => new TextEncoder().encode(text);
const JSON_TYPE = "application/json";
const FORM_TYPE = "application/x-www-form-urlencoded";

describe("parseLeadBody", () => {
  it("reads JSON and URL-encoded UTF-8, whatever the parameters' case", () => {
    expect(parseLeadBody("Application/JSON; charset=UTF-8", bytes('{"name":"Québec Holdings Inc."}'))).toEqual({
      ok: true,
      fields: { name: "Québec Holdings Inc." },
    });
    expect(parseLeadBody(FORM_TYPE, bytes("name=%E6%9D%8E&message=a+b%26c"))).toEqual({
      ok: true,
      fields: { name: "李", message: "a b&c" },
    });
  });

  it.each([
    ["no content type", null, "{}", 415, "Send the form as application/json or application/x-www-form-urlencoded"],
    ["plain text", "text/plain", "name=a", 415, "Send the form as application/json or application/x-www-form-urlencoded"],
    ["a look-alike type", "application/jsonp", "{}", 415, "Send the form as application/json or application/x-www-form-urlencoded"],
    ["another charset", "application/json; charset=latin1", "{}", 415, "Send the form in UTF-8, not latin1"],
    ["broken JSON", JSON_TYPE, '{"name":', 400, "The body is not valid JSON"],
    ["a JSON array", JSON_TYPE, "[1,2]", 400, "The body must be a JSON object of form fields"],
    ["JSON null", JSON_TYPE, "null", 400, "The body must be a JSON object of form fields"],
    [
      "a bad percent-escape",
      FORM_TYPE,
      "name=%zz",
      400,
      "The form data is not correctly encoded (a % must be followed by two hexadecimal digits of UTF-8)",
    ],
    [
      "an escape that is not UTF-8",
      FORM_TYPE,
      "name=%C3%28",
      400,
      "The form data is not correctly encoded (a % must be followed by two hexadecimal digits of UTF-8)",
    ],
    ["a duplicated field", FORM_TYPE, "name=a&email=x%40y.ca&name=b", 400, "Each field may be sent only once (sent more than once: name)"],
  ])("refuses %s", (_name, type, body, status, message) => {
    expect(parseLeadBody(type, bytes(body))).toMatchObject({ ok: false, httpStatus: status, message });
  });

  it("refuses bytes that are not UTF-8", () => {
    const invalid = new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
    expect(parseLeadBody(JSON_TYPE, invalid)).toMatchObject({ ok: false, httpStatus: 400, message: "The body is not valid UTF-8" });
  });

  it("never throws, whatever the bytes and the type (fuzzed)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(JSON_TYPE, FORM_TYPE, "text/plain", null, "multipart/form-data"),
        fc.uint8Array({ maxLength: 300 }),
        (type, body) => {
          const result = parseLeadBody(type, body);
          expect(result.ok || [400, 415].includes(result.httpStatus)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("fieldsFromEntries", () => {
  it("leaves out the fields Next.js adds to a Server Action", () => {
    expect(
      fieldsFromEntries([
        ["$ACTION_ID_abc", ""],
        ["name", "Ann"],
      ]),
    ).toEqual({ ok: true, fields: { name: "Ann" } });
  });
  it("names every field sent twice, on the field", () => {
    const result = fieldsFromEntries([
      ["name", "a"],
      ["email", "b"],
      ["name", "c"],
      ["email", "d"],
    ]);
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { name: "This field was sent more than once", email: "This field was sent more than once" },
    });
  });
  it("does not let a field named like an Object property poison the record", () => {
    expect(parseFormEncoded("__proto__=x&constructor=y")).toEqual({ ok: true, fields: { ["__proto__"]: "x", constructor: "y" } });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe("mediaType", () => {
  it("drops parameters and case", () => {
    expect(mediaType("Application/X-WWW-Form-Urlencoded ; charset=utf-8")).toBe("application/x-www-form-urlencoded");
    expect(mediaType(null)).toBe("");
  });
});
