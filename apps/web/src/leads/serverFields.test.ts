import { describe, expect, it } from "vitest";
import { ATTRIBUTION_FIELD } from "@agency/supabase/attribution";
import { withServerFields } from "./serverFields";

const TOKEN = "eyJwIjoiZGVhbC1yb29tIn0.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ";
const now = Date.parse("2026-11-25T12:00:00Z");
const room = `/self-storage/listings/gta-portfolio/deal-room/?t=${TOKEN}`;

describe("the attribution a lead is stored with (issue 31)", () => {
  it("holds no token and no private route, whatever the browser and the Referer sent", () => {
    const sent = JSON.stringify({
      first: { referrer: "mail.example.com", landing: room, at: "2026-11-25T11:00:00Z" },
      last: { source: "ads", landing: `/sell/?utm_source=ads&t=${TOKEN}`, at: "2026-11-25T11:30:00Z" },
      page: room,
    });
    const fields = withServerFields("contact", { [ATTRIBUTION_FIELD]: sent }, { referer: `https://www.example-agency.ca${room}` }, now);
    expect(JSON.stringify(fields)).not.toContain(TOKEN);
    expect(JSON.stringify(fields)).not.toContain("deal-room");
    expect(fields[ATTRIBUTION_FIELD]).toEqual({
      first: { referrer: "mail.example.com", at: "2026-11-25T11:00:00Z" },
      last: { source: "ads", landing: "/sell/?utm_source=ads", at: "2026-11-25T11:30:00Z" },
    });
  });

  it("keeps a public sending page with its campaign tags", () => {
    const fields = withServerFields("contact", {}, { referer: "https://www.example-agency.ca/contact/?utm_source=flyer&ref=abc" }, now);
    expect(fields[ATTRIBUTION_FIELD]).toMatchObject({ page: "/contact/?utm_source=flyer", first: { source: "flyer" } });
  });
});
