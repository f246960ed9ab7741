import { describe, expect, it } from "vitest";
import { servedOrigin, startSiteUrl } from "../scripts/start.ts";

describe("npm start's SITE_URL", () => {
  it("is the origin npm run serve answers on when SITE_URL is not set", () => {
    expect(startSiteUrl({})).toBe("http://127.0.0.1:3000");
    expect(startSiteUrl({ PORT: "3917" })).toBe("http://127.0.0.1:3917");
    expect(startSiteUrl({ HOST: "localhost", PORT: "8080" })).toBe("http://localhost:8080");
    expect(startSiteUrl({ HOST: "::1", PORT: "8080" })).toBe("http://[::1]:8080");
  });

  it("reaches a wildcard host on loopback", () => {
    expect(servedOrigin({ HOST: "0.0.0.0", PORT: "4000" })).toBe("http://127.0.0.1:4000");
    expect(servedOrigin({ HOST: "::" })).toBe("http://127.0.0.1:3000");
  });

  it("is SITE_URL when it is set", () => {
    expect(startSiteUrl({ SITE_URL: "https://www.example-agency.ca", PORT: "3917" })).toBe("https://www.example-agency.ca");
  });
});
