import { describe, expect, it } from "vitest";
import { EnvironmentError, contentMode, parseEnv } from "./env";

describe("parseEnv", () => {
  it("runs embedded on 127.0.0.1:3000 with nothing configured", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: "127.0.0.1", SITE_URL: "http://127.0.0.1:3000", DATA_DIR: "./data" });
    expect(contentMode(env)).toBe("embedded");
  });

  it("switches content to hosted when a Sanity project is configured", () => {
    expect(contentMode(parseEnv({ NEXT_PUBLIC_SANITY_PROJECT_ID: "abc123" }))).toBe("hosted");
  });

  it("drops a trailing slash from SITE_URL and treats empty values as unset", () => {
    expect(parseEnv({ SITE_URL: "https://www.example.ca/", PORT: "" }).SITE_URL).toBe("https://www.example.ca");
  });

  it("keeps only the origin of SANITY_STUDIO_ORIGIN, and leaves it unset by default", () => {
    expect(parseEnv({ SANITY_STUDIO_ORIGIN: "https://agency.sanity.studio/desk" }).SANITY_STUDIO_ORIGIN).toBe("https://agency.sanity.studio");
    expect(parseEnv({}).SANITY_STUDIO_ORIGIN).toBeUndefined();
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ SITE_URL: "www.example.ca" }, "SITE_URL"],
    [{ NEXT_PUBLIC_SANITY_PROJECT_ID: "My Project" }, "NEXT_PUBLIC_SANITY_PROJECT_ID"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ NOTIFY_TO: "team@example.ca, nope" }, "NOTIFY_TO"],
    [{ OPERATOR_PASSWORD: "short" }, "OPERATOR_PASSWORD"],
    [{ OPERATOR_PASSWORD: "scrypt:15:8:1:truncated-by-a-shell" }, "OPERATOR_PASSWORD"],
    [{ NEXT_PUBLIC_SUPABASE_URL: "https://x.supabase.co" }, "NEXT_PUBLIC_SUPABASE_ANON_KEY"],
    [{ SANITY_STUDIO_ORIGIN: "https://*.sanity.studio" }, "SANITY_STUDIO_ORIGIN"],
    [{ SANITY_STUDIO_ORIGIN: "agency.sanity.studio" }, "SANITY_STUDIO_ORIGIN"],
  ])("rejects %j naming %s", (source, variable) => {
    expect(() => parseEnv(source)).toThrow(EnvironmentError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`${variable}:`));
  });
});
