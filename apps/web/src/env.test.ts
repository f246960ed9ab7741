import { describe, expect, it } from "vitest";
import { MIN_FUNCTION_SECRET_LENGTH } from "@agency/supabase/functions";
import { EnvironmentError, parseEnv } from "./env";
import { contentMode, hostedSupabase } from "@/src/platform/mode";

const HOSTED = {
  NEXT_PUBLIC_SUPABASE_URL: "https://abcd.supabase.co",
  NEXT_PUBLIC_SUPABASE_ANON_KEY: "anon-key-public",
  SUPABASE_SERVICE_ROLE_KEY: "service-role-key",
  FUNCTIONS_SECRET: "f".repeat(64),
};

describe("parseEnv", () => {
  it("runs embedded on 127.0.0.1:3000 with nothing configured", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: "127.0.0.1", SITE_URL: "http://127.0.0.1:3000", DATA_DIR: "./data" });
    expect(contentMode(env)).toBe("embedded");
  });

  it("builds embedded content from the seed unless CONTENT_DATASET names another export", () => {
    expect(parseEnv({}).CONTENT_DATASET).toBe("apps/studio/seed/production.ndjson");
    expect(parseEnv({ CONTENT_DATASET: "tests/fixtures/publishing.ndjson" }).CONTENT_DATASET).toBe("tests/fixtures/publishing.ndjson");
  });

  it("switches content to hosted when a Sanity project is configured", () => {
    expect(contentMode(parseEnv({ NEXT_PUBLIC_SANITY_PROJECT_ID: "abc123" }))).toBe("hosted");
  });

  it("trusts no proxy unless told how many append to X-Forwarded-For", () => {
    expect(parseEnv({}).TRUSTED_PROXY_HOPS).toBe(0);
    expect(parseEnv({ TRUSTED_PROXY_HOPS: "2" }).TRUSTED_PROXY_HOPS).toBe(2);
  });

  it("takes a SESSION_SECRET of 32 characters or more", () => {
    expect(parseEnv({ SESSION_SECRET: "k".repeat(32) }).SESSION_SECRET).toBe("k".repeat(32));
  });

  it("takes a LINK_SECRET of 32 characters or more, and names the deal room's bucket (default deal-room)", () => {
    expect(parseEnv({ LINK_SECRET: "l".repeat(32) }).LINK_SECRET).toBe("l".repeat(32));
    expect(() => parseEnv({ LINK_SECRET: "short" })).toThrow("LINK_SECRET: must be at least 32 characters");
    expect(parseEnv({}).SUPABASE_DEAL_ROOM_BUCKET).toBe("deal-room");
    expect(parseEnv({ SUPABASE_DEAL_ROOM_BUCKET: "" }).SUPABASE_DEAL_ROOM_BUCKET).toBe("deal-room");
    expect(() => parseEnv({ SUPABASE_DEAL_ROOM_BUCKET: "Deal Room" })).toThrow(
      "SUPABASE_DEAL_ROOM_BUCKET: must be a Supabase Storage bucket id",
    );
  });

  it("drops a trailing slash from SITE_URL and treats empty values as unset", () => {
    expect(parseEnv({ SITE_URL: "https://www.example.ca/", PORT: "" }).SITE_URL).toBe("https://www.example.ca");
  });

  it("takes a Sanity write token in hosted mode, and none by default", () => {
    expect(parseEnv({ NEXT_PUBLIC_SANITY_PROJECT_ID: "abc123", SANITY_API_WRITE_TOKEN: "sk-write" }).SANITY_API_WRITE_TOKEN).toBe(
      "sk-write",
    );
    expect(parseEnv({}).SANITY_API_WRITE_TOKEN).toBeUndefined();
  });

  it("keeps only the origin of SANITY_STUDIO_ORIGIN, and leaves it unset by default", () => {
    expect(parseEnv({ SANITY_STUDIO_ORIGIN: "https://agency.sanity.studio/desk" }).SANITY_STUDIO_ORIGIN).toBe(
      "https://agency.sanity.studio",
    );
    expect(parseEnv({}).SANITY_STUDIO_ORIGIN).toBeUndefined();
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ SITE_URL: "www.example.ca" }, "SITE_URL"],
    [{ NEXT_PUBLIC_SANITY_PROJECT_ID: "My Project" }, "NEXT_PUBLIC_SANITY_PROJECT_ID"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ REDIS_URL: "http://cache:6379" }, "REDIS_URL"],
    [{ SANITY_API_HOST: "ftp://lake" }, "SANITY_API_HOST"],
    [{ NOTIFY_TO: "team@example.ca, nope" }, "NOTIFY_TO"],
    [{ OPERATOR_PASSWORD: "short" }, "OPERATOR_PASSWORD"],
    [{ OPERATOR_PASSWORD: "scrypt:15:8:1:truncated-by-a-shell" }, "OPERATOR_PASSWORD"],
    [{ NEXT_PUBLIC_SUPABASE_URL: "https://x.supabase.co" }, "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY"],
    [{ FUNCTIONS_SECRET: "x".repeat(MIN_FUNCTION_SECRET_LENGTH - 1) }, "FUNCTIONS_SECRET"],
    [{ TRUSTED_PROXY_HOPS: "-1" }, "TRUSTED_PROXY_HOPS"],
    [{ TRUSTED_PROXY_HOPS: "1.5" }, "TRUSTED_PROXY_HOPS"],
    [{ TRUSTED_PROXY_HOPS: "all" }, "TRUSTED_PROXY_HOPS"],
    [{ TRUSTED_PROXY_HOPS: "11" }, "TRUSTED_PROXY_HOPS"],
    [{ SESSION_SECRET: "too short to sign anything" }, "SESSION_SECRET"],
    [{ LINK_SECRET_PREVIOUS: "l".repeat(40) }, "LINK_SECRET_PREVIOUS"],
    [{ LINK_SECRET: "l".repeat(40), LINK_SECRET_PREVIOUS: "l".repeat(40) }, "LINK_SECRET_PREVIOUS"],
    [{ SESSION_SECRET: "s".repeat(40), SESSION_SECRET_PREVIOUS: "short" }, "SESSION_SECRET_PREVIOUS"],
    [
      { LINK_SECRET: "l".repeat(40), LINK_SECRET_PREVIOUS: "p".repeat(40), LINK_SECRET_PREVIOUS_UNTIL: "31/01/2027" },
      "LINK_SECRET_PREVIOUS_UNTIL",
    ],
    [
      { LINK_SECRET: "l".repeat(40), LINK_SECRET_PREVIOUS: "p".repeat(40), LINK_SECRET_PREVIOUS_UNTIL: "2027-02-30" },
      "LINK_SECRET_PREVIOUS_UNTIL",
    ],
    [
      { LINK_SECRET: "l".repeat(40), LINK_SECRET_PREVIOUS: "p".repeat(40), LINK_SECRET_PREVIOUS_UNTIL: "2027-01-31T17:00" },
      "LINK_SECRET_PREVIOUS_UNTIL",
    ],
    [{ LINK_SECRET: "l".repeat(40), LINK_SECRET_PREVIOUS_UNTIL: "2027-01-31" }, "LINK_SECRET_PREVIOUS_UNTIL"],
    [{ LEAD_WEBHOOK_SECRET_PREVIOUS: "w".repeat(40) }, "LEAD_WEBHOOK_SECRET_PREVIOUS"],
    [{ DELIVERY_ALERT_MINUTES: "0" }, "DELIVERY_ALERT_MINUTES"],
    [{ DELIVERY_ALERT_MINUTES: "a quarter hour" }, "DELIVERY_ALERT_MINUTES"],
    [{ CONTENT_DATASET: "tests/fixtures/publishing.json" }, "CONTENT_DATASET"],
    [{ NEXT_DIST_DIR: "../elsewhere" }, "NEXT_DIST_DIR"],
    [{ SANITY_STUDIO_ORIGIN: "https://*.sanity.studio" }, "SANITY_STUDIO_ORIGIN"],
    [{ SANITY_STUDIO_ORIGIN: "agency.sanity.studio" }, "SANITY_STUDIO_ORIGIN"],
    [{ NEXT_PUBLIC_SANITY_PROJECT_ID: "abc123", SANITY_API_WRITE_TOKEN: "sk one" }, "SANITY_API_WRITE_TOKEN"],
    [
      { NEXT_PUBLIC_SANITY_PROJECT_ID: "abc123", SANITY_API_READ_TOKEN: "sk-same", SANITY_API_WRITE_TOKEN: "sk-same" },
      "SANITY_API_WRITE_TOKEN",
    ],
    [{ LEAD_WEBHOOK_URL: "ftp://crm.example.com/leads", LEAD_WEBHOOK_SECRET: "s".repeat(32) }, "LEAD_WEBHOOK_URL"],
    [{ LEAD_WEBHOOK_URL: "https://crm.example.com/leads" }, "LEAD_WEBHOOK_SECRET"],
    [{ LEAD_WEBHOOK_URL: "https://crm.example.com/leads", LEAD_WEBHOOK_SECRET: "s".repeat(31) }, "LEAD_WEBHOOK_SECRET"],
  ])("rejects %j naming %s", (source, variable) => {
    expect(() => parseEnv(source)).toThrow(EnvironmentError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`${variable}:`));
  });
});

describe("LINK_SECRET_PREVIOUS_UNTIL", () => {
  const rotation = { LINK_SECRET: "l".repeat(40), LINK_SECRET_PREVIOUS: "p".repeat(40) };
  it("is unset by default, and reads a date as 00:00 UTC of that day or a date and time with its zone", () => {
    expect(parseEnv(rotation).LINK_SECRET_PREVIOUS_UNTIL).toBeUndefined();
    expect(parseEnv({ ...rotation, LINK_SECRET_PREVIOUS_UNTIL: "2027-01-31" }).LINK_SECRET_PREVIOUS_UNTIL).toBe("2027-01-31T00:00:00.000Z");
    expect(parseEnv({ ...rotation, LINK_SECRET_PREVIOUS_UNTIL: "2027-01-31T17:00:00-05:00" }).LINK_SECRET_PREVIOUS_UNTIL).toBe(
      "2027-01-31T22:00:00.000Z",
    );
  });
});

describe("CRM webhook", () => {
  it("is off by default, and takes a URL with its signing secret", () => {
    expect(parseEnv({}).LEAD_WEBHOOK_URL).toBeUndefined();
    const env = parseEnv({ LEAD_WEBHOOK_URL: "https://crm.example.com/hooks/leads?token=abc", LEAD_WEBHOOK_SECRET: "s".repeat(32) });
    expect(env).toMatchObject({ LEAD_WEBHOOK_URL: "https://crm.example.com/hooks/leads?token=abc", LEAD_WEBHOOK_SECRET: "s".repeat(32) });
  });

  it("refuses a URL without a secret, saying why", () => {
    expect(() => parseEnv({ LEAD_WEBHOOK_URL: "https://crm.example.com/leads" })).toThrow(
      /LEAD_WEBHOOK_SECRET: LEAD_WEBHOOK_URL needs a signing secret/,
    );
  });
});

describe("hosted leads (Supabase)", () => {
  it("needs the service-role key and the functions' secret, saying why", () => {
    expect(() => parseEnv({ ...HOSTED, SUPABASE_SERVICE_ROLE_KEY: undefined })).toThrow(
      /SUPABASE_SECRET_KEY: hosted Supabase needs a secret key, SUPABASE_SECRET_KEY \(or the legacy SUPABASE_SERVICE_ROLE_KEY\): the server stores leads with it/,
    );
    expect(() => parseEnv({ ...HOSTED, FUNCTIONS_SECRET: undefined })).toThrow(
      /FUNCTIONS_SECRET: hosted Supabase needs the functions' shared secret/,
    );
    expect(() => parseEnv({ ...HOSTED, SUPABASE_SERVICE_ROLE_KEY: "", FUNCTIONS_SECRET: "" })).toThrow(
      /SUPABASE_SECRET_KEY:[\s\S]*FUNCTIONS_SECRET:/,
    );
  });

  it("takes the keys by the dashboard's current names, publishable and secret, as the legacy ones", () => {
    const publishable = "sb_publishable_3kDq0x9LmNp2RtVw7YzA1b_CdEfGh";
    const secret = "sb_secret_N7q2Xc4Vb8Lm0Pz6Rt3Ws5Yk_AbCdEf";
    const env = parseEnv({
      ...HOSTED,
      NEXT_PUBLIC_SUPABASE_ANON_KEY: undefined,
      SUPABASE_SERVICE_ROLE_KEY: undefined,
      NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: publishable,
      SUPABASE_SECRET_KEY: secret,
    });
    expect(hostedSupabase(env)).toMatchObject({ anonKey: publishable, serviceRoleKey: secret });
  });

  it("refuses a secret key where the browser could read it, a publishable key where leads are stored, and two different keys for one role", () => {
    expect(() => parseEnv({ ...HOSTED, NEXT_PUBLIC_SUPABASE_ANON_KEY: "sb_secret_N7q2Xc4Vb8Lm0Pz6Rt3Ws5Yk" })).toThrow(
      /NEXT_PUBLIC_SUPABASE_ANON_KEY: holds a secret key \(sb_secret_…\), which must never be public/,
    );
    expect(() =>
      parseEnv({ ...HOSTED, SUPABASE_SERVICE_ROLE_KEY: undefined, SUPABASE_SECRET_KEY: "sb_publishable_3kDq0x9LmNp2RtVw7YzA1b" }),
    ).toThrow(/SUPABASE_SECRET_KEY: holds the publishable key \(sb_publishable_…\), which may not store leads/);
    expect(() => parseEnv({ ...HOSTED, SUPABASE_SECRET_KEY: "sb_secret_other" })).toThrow(
      /SUPABASE_SECRET_KEY: set one of SUPABASE_SECRET_KEY and SUPABASE_SERVICE_ROLE_KEY, not two different keys/,
    );
  });

  it("accepts a secret of exactly the functions' minimum length, and answers the project's settings", () => {
    const env = parseEnv({ ...HOSTED, FUNCTIONS_SECRET: "x".repeat(MIN_FUNCTION_SECRET_LENGTH) });
    expect(hostedSupabase(env)).toEqual({
      url: HOSTED.NEXT_PUBLIC_SUPABASE_URL,
      anonKey: HOSTED.NEXT_PUBLIC_SUPABASE_ANON_KEY,
      serviceRoleKey: HOSTED.SUPABASE_SERVICE_ROLE_KEY,
      functionsSecret: "x".repeat(MIN_FUNCTION_SECRET_LENGTH),
    });
  });

  it("is off without the project settings, whatever else is set (embedded mode needs no secret)", () => {
    expect(hostedSupabase(parseEnv({}))).toBeNull();
    expect(hostedSupabase(parseEnv({ SUPABASE_SERVICE_ROLE_KEY: "service-role-key" }))).toBeNull();
  });
});
