/**
 * The operator's forms that work without JavaScript (src/operator/formPost.ts): a form's fields and
 * where it returns (a path of this site only), the script's JSON, and the page's notice chosen by
 * key, never text from the address.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_BACK, formAnswer, formNotice, readOperatorPost } from "./formPost";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("an operator form POST", () => {
  it("reads a form's fields and returns to the page it names, or to the operator page for anything else", () => {
    expect(readOperatorPost("application/x-www-form-urlencoded", bytes("names=1&days=14&back=%2Fteam%2Fdeal-rooms%2F"))).toEqual({
      form: true,
      fields: { names: "1", days: "14", back: "/team/deal-rooms/" },
      back: "/team/deal-rooms/",
    });
    for (const back of ["https://attacker.example/", "//attacker.example/", "/diagnostics/?x=1", "javascript:alert(1)"]) {
      expect(readOperatorPost("application/x-www-form-urlencoded", bytes(`back=${encodeURIComponent(back)}`))?.back).toBe(DEFAULT_BACK);
    }
  });

  it("reads the script's JSON object, an empty body as no fields, and refuses anything else", () => {
    expect(readOperatorPost("application/json", bytes('{"includeNames":true,"days":7}'))).toEqual({
      form: false,
      fields: { includeNames: true, days: 7 },
      back: DEFAULT_BACK,
    });
    expect(readOperatorPost(null, bytes(""))).toEqual({ form: false, fields: {}, back: DEFAULT_BACK });
    expect(readOperatorPost("application/json", bytes("[1,2]"))).toBeNull();
    expect(readOperatorPost("text/plain", bytes("names=1"))).toBeNull();
  });

  it("answers a form with a 303 to its page and anchor, the outcome as a key or a status", () => {
    const post = { form: true, fields: {}, back: "/diagnostics/" };
    const done = formAnswer(post, 201, "report-link-created", "owner-report-gta-storage", { "cache-control": "private, no-store" });
    expect([done.status, done.headers.get("location"), done.headers.get("cache-control")]).toEqual([
      303,
      "/diagnostics/?done=report-link-created#owner-report-gta-storage",
      "private, no-store",
    ]);
    expect(formAnswer(post, 404, "report-link-withdrawn", "owner-report-x", {}).headers.get("location")).toBe(
      "/diagnostics/?refused=404#owner-report-x",
    );
  });

  it("shows fixed sentences only: an unknown key or a crafted text shows nothing", () => {
    expect(formNotice("report-link-withdrawn", undefined)?.text).toBe("The link is withdrawn: the owner's report no longer opens from it.");
    expect(formNotice(undefined, "404")).toEqual({ refused: true, text: expect.stringContaining("HTTP 404") });
    expect(formNotice("Call 416-555-0100 for a better offer", undefined)).toBeNull();
    expect(formNotice(undefined, "<b>hi</b>")).toBeNull();
  });
});
