import { describe, expect, it } from "vitest";
import { ATTRIBUTION_STORAGE_KEY, attributionForForm, recordVisit, remembered } from "./attributionClient";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const day = 86_400_000;
const t0 = Date.parse("2026-11-01T12:00:00Z");

describe("the browser's attribution", () => {
  it("remembers the first touch, moves the last one, and ignores the site's own pages", () => {
    const storage = memoryStorage();
    recordVisit(
      "https://www.example-agency.ca/self-storage/ontario/hamilton/?utm_source=newsletter&utm_campaign=fall",
      "https://mail.example.com/inbox",
      storage,
      t0,
    );
    recordVisit("https://www.example-agency.ca/contact/", "https://www.example-agency.ca/self-storage/", storage, t0 + 1000);
    const first = {
      source: "newsletter",
      campaign: "fall",
      referrer: "mail.example.com",
      landing: "/self-storage/ontario/hamilton/?utm_source=newsletter&utm_campaign=fall",
      at: new Date(t0).toISOString(),
    };
    expect(remembered(storage, t0 + 2000)).toEqual({ first, last: first });

    recordVisit("https://www.example-agency.ca/sell/", "https://www.google.com/", storage, t0 + day);
    const last = { referrer: "www.google.com", landing: "/sell/", at: new Date(t0 + day).toISOString() };
    expect(JSON.parse(attributionForForm("https://www.example-agency.ca/sell/?x=1", storage, t0 + day))).toEqual({
      first,
      last,
      // Not a campaign parameter: dropped (issue 31).
      page: "/sell/",
    });
  });

  it("records a direct first visit, and forgets everything after 90 days", () => {
    const storage = memoryStorage();
    recordVisit("https://www.example-agency.ca/", "", storage, t0);
    expect(remembered(storage, t0).first).toEqual({ landing: "/", at: new Date(t0).toISOString() });
    expect(remembered(storage, t0 + 91 * day)).toEqual({ first: undefined, last: undefined });
    expect(storage.getItem(ATTRIBUTION_STORAGE_KEY)).toBeNull();
  });

  it("survives damaged storage and storage that refuses writes", () => {
    const storage = memoryStorage();
    storage.setItem(ATTRIBUTION_STORAGE_KEY, "{not json");
    expect(JSON.parse(attributionForForm("https://x.ca/contact/", storage, t0))).toEqual({ page: "/contact/" });
    const refusing = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    } as Storage;
    expect(() => recordVisit("https://x.ca/?utm_source=a", "", refusing, t0)).not.toThrow();
  });
});

describe("what the tracker may remember (issue 31)", () => {
  const token = "eyJwIjoiZGVhbC1yb29tIn0.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ";

  it("records no touch for a deal room opened from webmail, and remembers no token", () => {
    const storage = memoryStorage();
    recordVisit(`https://www.example-agency.ca/self-storage/listings/x/deal-room/?t=${token}`, "https://mail.example.com/", storage, t0);
    recordVisit(`https://www.example-agency.ca/unsubscribe/?t=${token}`, "https://mail.example.com/", storage, t0);
    expect(storage.getItem(ATTRIBUTION_STORAGE_KEY)).toBeNull();
  });

  it("keeps only campaign parameters of a landing page, in the link's order", () => {
    const storage = memoryStorage();
    recordVisit(
      `https://www.example-agency.ca/sell/?email=a%40b.ca&utm_campaign=fall&gclid=G1&t=${token}&utm_source=ads`,
      "https://www.google.com/",
      storage,
      t0,
    );
    expect(remembered(storage, t0).last?.landing).toBe("/sell/?utm_campaign=fall&gclid=G1&utm_source=ads");
  });

  it("sends no private page as the form's page, and a public one without other parameters", () => {
    const storage = memoryStorage();
    expect(
      JSON.parse(attributionForForm(`https://www.example-agency.ca/self-storage/listings/x/agreement/?t=${token}`, storage, t0)),
    ).toEqual({});
    expect(JSON.parse(attributionForForm("https://www.example-agency.ca/contact/?listing=x&utm_medium=email", storage, t0)).page).toBe(
      "/contact/?utm_medium=email",
    );
  });
});
