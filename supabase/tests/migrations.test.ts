/**
 * supabase/migrations on PGlite (the embedded mode's database) and on a real PostgreSQL 15 where
 * Supabase's roles do not exist beforehand: the files apply unchanged, and the public anon key can
 * do nothing with leads (since 20261123000200_anon_no_insert.sql: every lead enters through the
 * server). Each file runs as the Supabase CLI runs it: the whole file, in name order.
 */
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase, readMigrationFiles, type ScratchDatabase } from "./support/database";

interface SqlTarget {
  query(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  exec(script: string): Promise<void>;
  close(): Promise<void>;
}

async function pgliteTarget(): Promise<SqlTarget> {
  const db = await PGlite.create();
  return {
    query: async (text, params = []) => (await db.query<Record<string, unknown>>(text, params)).rows,
    exec: async (script) => void (await db.exec(script)),
    close: () => db.close(),
  };
}

async function postgresTarget(): Promise<SqlTarget> {
  let scratch: ScratchDatabase | null = await createScratchDatabase("leads_migrations_test");
  const client = new pg.Client({ connectionString: scratch.url });
  try {
    await client.connect();
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  return {
    query: async (text, params = []) => (await client.query<Record<string, unknown>>(text, params)).rows,
    exec: async (script) => void (await client.query(script)),
    async close() {
      await client.end();
      await scratch?.drop();
      scratch = null;
    },
  };
}

/** Runs `work` as `role`, then returns to the migration owner whatever happened. */
async function as<T>(db: SqlTarget, role: string, work: () => Promise<T>): Promise<T> {
  await db.exec(`set role ${role}`);
  try {
    return await work();
  } finally {
    await db.exec("reset role");
  }
}

async function sqlErrorCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (typeof error === "object" && error !== null && "code" in error) return String(error.code);
    throw error;
  }
  throw new Error("expected the statement to fail, but it succeeded");
}

const PERMISSION_DENIED = "42501";
const CHECK_VIOLATION = "23514";

const validContact = { name: "Jordan Lee", email: "jordan@example.ca", message: "Interested in Barrie." };
const validInvestor = { ...validContact, investment_profile: "Self-storage, $2-5M, GTA", consent_deal_emails: true };
const validValuation = {
  ...validContact,
  phone: "(416) 555-0148",
  property_address: "12 Industrial Rd, Barrie ON",
  property_type: "self-storage",
};

const LEAD_TABLES = ["contact_forms", "investor_signups", "property_valuations"] as const;

/** INSERT without RETURNING. */
function insert(db: SqlTarget, table: string, row: Record<string, unknown>) {
  const columns = Object.keys(row);
  const placeholders = columns.map((_, index) => `$${index + 1}`);
  return db.query(`insert into public.${table} (${columns.join(", ")}) values (${placeholders.join(", ")})`, Object.values(row));
}

const TARGETS = [
  { name: "PGlite", open: pgliteTarget },
  { name: "PostgreSQL", open: postgresTarget },
];

describe.each(TARGETS)("migrations on $name", ({ open }) => {
  let db: SqlTarget;

  beforeAll(async () => {
    db = await open();
    for (const migration of readMigrationFiles()) {
      try {
        await db.exec(migration.sql);
      } catch (error) {
        throw new Error(`${migration.name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    }
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  }, 60_000);

  it("creates the three tables with the forms' columns, id and created_at", async () => {
    const rows = await db.query(
      "select table_name, column_name from information_schema.columns where table_schema = 'public' order by table_name, column_name",
    );
    const columns = (table: string) => rows.filter((row) => row.table_name === table).map((row) => row.column_name);
    expect(columns("contact_forms")).toEqual(expect.arrayContaining(["id", "created_at", "name", "email", "message"]));
    expect(columns("investor_signups")).toEqual(
      expect.arrayContaining(["id", "created_at", "name", "email", "message", "investment_profile", "consent_deal_emails", "consent_at"]),
    );
    expect(columns("property_valuations")).toEqual(
      expect.arrayContaining(["id", "created_at", "name", "email", "phone", "property_address", "property_type", "message"]),
    );
  });

  it("enables row level security on every lead table", async () => {
    const rows = await db.query(
      "select relname, relrowsecurity from pg_class where relname in ('contact_forms', 'investor_signups', 'property_valuations') order by relname",
    );
    expect(rows).toEqual([
      { relname: "contact_forms", relrowsecurity: true },
      { relname: "investor_signups", relrowsecurity: true },
      { relname: "property_valuations", relrowsecurity: true },
    ]);
  });

  describe("as anon (the public key every browser holds): nothing at all", () => {
    it.each([
      ["contact_forms", validContact],
      ["investor_signups", validInvestor],
      ["property_valuations", validValuation],
    ])("cannot insert even a valid lead into %s, with or without an id", async (table, lead) => {
      await as(db, "anon", async () => {
        expect(await sqlErrorCode(insert(db, table, lead))).toBe(PERMISSION_DENIED);
        expect(await sqlErrorCode(insert(db, table, { id: crypto.randomUUID(), ...lead }))).toBe(PERMISSION_DENIED);
        // What PostgREST runs for return=minimal reads no column: refused all the same.
        expect(await sqlErrorCode(db.query(`insert into public.${table} (name, email) values ('A', 'a@b.ca') returning 1`))).toBe(
          PERMISSION_DENIED,
        );
      });
      const stored = await db.query(`select count(*)::int as n from public.${table} where email = $1`, [lead.email]);
      expect(stored).toEqual([{ n: 0 }]);
    });

    it.each(LEAD_TABLES)("cannot read, count, change, delete or truncate %s", async (table) => {
      await as(db, "anon", async () => {
        expect(await sqlErrorCode(db.query(`select * from public.${table}`))).toBe(PERMISSION_DENIED);
        expect(await sqlErrorCode(db.query(`select count(*) from public.${table}`))).toBe(PERMISSION_DENIED);
        expect(await sqlErrorCode(db.query(`update public.${table} set name = 'x'`))).toBe(PERMISSION_DENIED);
        expect(await sqlErrorCode(db.query(`delete from public.${table}`))).toBe(PERMISSION_DENIED);
        expect(await sqlErrorCode(db.query(`truncate public.${table}`))).toBe(PERMISSION_DENIED);
      });
    });

    it("holds no privilege on any lead table or column, and no policy names it", async () => {
      const privileges = await db.query(
        `select t.table_name,
           has_table_privilege('anon', 'public.' || t.table_name, 'INSERT, SELECT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER') as on_table,
           has_any_column_privilege('anon', 'public.' || t.table_name, 'INSERT, SELECT, UPDATE, REFERENCES') as on_a_column
         from unnest($1::text[]) as t(table_name) order by 1`,
        [LEAD_TABLES],
      );
      expect(privileges).toEqual(LEAD_TABLES.map((table_name) => ({ table_name, on_table: false, on_a_column: false })));

      const policies = await db.query(
        `select c.relname, p.polname from pg_policy p join pg_class c on c.oid = p.polrelid
         where 'anon'::regrole = any (p.polroles) or 0::oid = any (p.polroles)`,
      );
      expect(policies).toEqual([]);
    });

    it("is refused by row level security too, should a later grant let it at a table again", async () => {
      const id = crypto.randomUUID();
      await db.exec("begin");
      try {
        await insert(db, "contact_forms", { id, ...validContact });
        await db.exec("grant all on public.contact_forms to anon; set local role anon");
        // No policy: no row to see, change or delete, and any insert violates row level security
        // (last, since the failed statement ends the transaction).
        expect(await db.query("select id from public.contact_forms where id = $1", [id])).toEqual([]);
        expect(await db.query("update public.contact_forms set name = 'x' returning id")).toEqual([]);
        expect(await db.query("delete from public.contact_forms returning id")).toEqual([]);
        expect(await sqlErrorCode(insert(db, "contact_forms", validContact))).toBe(PERMISSION_DENIED);
      } finally {
        await db.exec("rollback");
      }
    });

    it.each([
      "claim_due_notifications(10, 60)",
      "mark_notified('contact', gen_random_uuid(), now())",
      "mark_notification_failed('contact', gen_random_uuid(), 'x', now())",
      "mark_notification_failed('contact', gen_random_uuid(), 'x', now(), 5)",
      "release_quarantined_lead('contact', gen_random_uuid(), now())",
      "delete_quarantined_lead('contact', gen_random_uuid())",
      "purge_quarantined_leads(now())",
      "retry_failed_notification('contact', gen_random_uuid(), now())",
    ])("cannot call %s, which would read or change leads", async (call) => {
      const code = await as(db, "anon", () => sqlErrorCode(db.query(`select * from public.${call}`)));
      expect(code).toBe(PERMISSION_DENIED);
    });

    it("may execute no function of the public schema", async () => {
      const executable = await db.query(
        `select p.oid::regprocedure::text as function from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = 'public' and has_function_privilege('anon', p.oid, 'EXECUTE')`,
      );
      expect(executable).toEqual([]);
      const all = await db.query(
        `select count(*)::int as n from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'`,
      );
      expect(all[0]?.n).toBeGreaterThanOrEqual(3);
    });
  });

  describe("the deal room (20261124000100_deal_room.sql)", () => {
    const DEAL_ROOM_TABLES = ["confidentiality_agreements", "deal_room_signatures", "deal_room_documents", "deal_room_downloads"];
    const BODY = "Keep it confidential.";
    const sign = (sha256: string, body = BODY) =>
      db.query(
        `select * from public.record_deal_room_signature('gta-portfolio', 'Jordan Lee', 'jordan@example.ca', '416 555 0148', null,
           'principal', null, 'Jordan Lee', $1, $2, 'v1', '203.0.113.7', 'test', false)`,
        [sha256, body],
      );

    it("keeps row level security on every table, with no policy and no privilege for anon", async () => {
      const rows = await db.query("select relname, relrowsecurity from pg_class where relname = any($1) order by relname", [
        DEAL_ROOM_TABLES,
      ]);
      expect(rows.map((row) => row.relrowsecurity)).toEqual([true, true, true, true]);
      const privileges = await db.query(
        `select bool_or(has_table_privilege('anon', 'public.' || t, 'INSERT, SELECT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER')) as any
         from unnest($1::text[]) as t`,
        [DEAL_ROOM_TABLES],
      );
      expect(privileges).toEqual([{ any: false }]);
    });

    it.each(["confidentiality_agreements", "deal_room_signatures", "deal_room_documents", "deal_room_downloads"])(
      "anon can neither read nor insert into %s",
      async (table) => {
        await as(db, "anon", async () => {
          expect(await sqlErrorCode(db.query(`select * from public.${table}`))).toBe(PERMISSION_DENIED);
          expect(await sqlErrorCode(db.query(`insert into public.${table} default values`))).toBe(PERMISSION_DENIED);
        });
      },
    );

    it("anon cannot sign through the function either; service_role can, and the text's hash is checked", async () => {
      const [{ sha } = { sha: "" }] = (await db.query("select encode(sha256(convert_to($1, 'UTF8')), 'hex') as sha", [BODY])) as {
        sha: string;
      }[];
      expect(await as(db, "anon", () => sqlErrorCode(sign(sha)))).toBe(PERMISSION_DENIED);
      const stored = await as(db, "service_role", () => sign(sha));
      expect(stored).toHaveLength(1);
      // A hash that is not the text's: refused, and nothing stored.
      expect(await sqlErrorCode(sign("0".repeat(64), "Another text."))).toBe(CHECK_VIOLATION);
      expect(await db.query("select count(*)::int as n from public.confidentiality_agreements")).toEqual([{ n: 1 }]);
      // A broker must name a client; a principal must not.
      expect(
        await sqlErrorCode(
          db.query(
            `select * from public.record_deal_room_signature('gta-portfolio', 'A', 'a@b.ca', '416 555 0148', null, 'broker', null, 'A', $1, $2, 'v1', null, null, false)`,
            [sha, BODY],
          ),
        ),
      ).toBe(CHECK_VIOLATION);
    });
  });

  describe("the breach record (20261127005000_breach_record.sql)", () => {
    const RECORD = `record_breach('2026-01-02', null, '2026-01-05', '2026-01-06', 'A laptop was stolen.', 'Names', 3, 'Theft',
      'Low', 'Low', false, 'Encrypted.', null, null, null, 'Wiped.', 'Daniel Mercer', '2026-02-01T12:00:00Z')`;

    it.each(["anon", "authenticated"])("is closed to %s: no record read, written or listed", async (role) => {
      await as(db, role, async () => {
        expect(await sqlErrorCode(db.query("select * from public.breach_records"))).toBe(PERMISSION_DENIED);
        expect(await sqlErrorCode(db.query("insert into public.breach_records default values"))).toBe(PERMISSION_DENIED);
        expect(await sqlErrorCode(db.query(`select * from public.${RECORD}`))).toBe(PERMISSION_DENIED);
        expect(await sqlErrorCode(db.query("select * from public.breach_record_list()"))).toBe(PERMISSION_DENIED);
      });
    });

    it("keeps row level security on, and lets service_role record and list", async () => {
      expect(await db.query("select relrowsecurity from pg_class where relname = 'breach_records'")).toEqual([{ relrowsecurity: true }]);
      await as(db, "service_role", async () => {
        const [row] = await db.query(`select * from public.${RECORD}`);
        const listed = await db.query("select id, kept_until from public.breach_record_list()");
        expect(listed).toContainEqual({ id: row?.record_breach, kept_until: "2028-01-06" });
        await db.query("delete from public.breach_records");
      });
    });
  });

  describe("the deal room's access limits (20261126000200_deal_room_access_limits.sql)", () => {
    const CALLS = [
      "grant_deal_room_access(gen_random_uuid(), now())",
      "deal_room_access_states('gta-portfolio')",
      "deal_room_download(gen_random_uuid())",
      "log_deal_room_download(gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), null, null, 1, now())",
    ];

    it.each(["anon", "authenticated"])("is closed to %s: the barred addresses and every new function", async (role) => {
      await as(db, role, async () => {
        expect(await sqlErrorCode(db.query("select * from public.deal_room_revoked_addresses"))).toBe(PERMISSION_DENIED);
        for (const call of CALLS) expect(await sqlErrorCode(db.query(`select * from public.${call}`)), call).toBe(PERMISSION_DENIED);
      });
    });

    it("keeps row level security on the barred addresses", async () => {
      expect(await db.query("select relrowsecurity from pg_class where relname = 'deal_room_revoked_addresses'")).toEqual([
        { relrowsecurity: true },
      ]);
    });
  });

  describe("the deal room's offers and visits (20261126002000_deal_room_offers.sql)", () => {
    const TABLES = ["deal_room_offers", "deal_room_visits"];
    const CALLS = [
      "submit_deal_room_offer(gen_random_uuid(), 1, 0, 30, 'none', null, '2027-01-31', null, null, null, null, null, null, null, null, 'unidentified', null, now())",
      "deal_room_offer_allowance(gen_random_uuid(), 'unidentified', null, now())",
      "deal_room_offer_refusal(gen_random_uuid(), 'unidentified', now())",
      "deal_room_listing_offers('gta-portfolio')",
      "deal_room_signer_offers(gen_random_uuid())",
      "deal_room_offer_proof(gen_random_uuid())",
      "claim_due_deal_room_offer_mail(10, 60, now())",
      "mark_deal_room_offer_mail_sent(gen_random_uuid(), now())",
      "mark_deal_room_offer_mail_failed(gen_random_uuid(), 'x', now(), 3)",
      "record_deal_room_visit(gen_random_uuid(), now(), true, 30)",
      "deal_room_engagement('gta-portfolio')",
      "deal_room_offer_proofs_of('a@b.ca', now())",
    ];

    it.each(["anon", "authenticated"])("is closed to %s: no offer or visit read, written or reached by a function", async (role) => {
      await as(db, role, async () => {
        for (const table of TABLES) {
          expect(await sqlErrorCode(db.query(`select * from public.${table}`)), `${role} reads ${table}`).toBe(PERMISSION_DENIED);
          expect(await sqlErrorCode(db.query(`delete from public.${table}`)), `${role} deletes ${table}`).toBe(PERMISSION_DENIED);
        }
        for (const call of CALLS) expect(await sqlErrorCode(db.query(`select * from public.${call}`)), call).toBe(PERMISSION_DENIED);
      });
    });

    it("keeps row level security on both tables", async () => {
      expect(
        await db.query(
          "select relname, relrowsecurity from pg_class where relname in ('deal_room_offers', 'deal_room_visits') order by relname",
        ),
      ).toEqual([
        { relname: "deal_room_offers", relrowsecurity: true },
        { relname: "deal_room_visits", relrowsecurity: true },
      ]);
    });
  });

  describe("agreement openings per client (20261127003000_bounded_offers.sql)", () => {
    it.each(["anon", "authenticated"])("is closed to %s: no client digest read or counted", async (role) => {
      await as(db, role, async () => {
        expect(await sqlErrorCode(db.query("select * from public.deal_room_agreement_opening_clients"))).toBe(PERMISSION_DENIED);
        expect(
          await sqlErrorCode(
            db.query(`select * from public.count_deal_room_agreement_opening('gta-portfolio', current_date, '${"a".repeat(64)}')`),
          ),
        ).toBe(PERMISSION_DENIED);
      });
    });

    it("keeps row level security on the client digests", async () => {
      expect(await db.query("select relrowsecurity from pg_class where relname = 'deal_room_agreement_opening_clients'")).toEqual([
        { relrowsecurity: true },
      ]);
    });
  });

  describe("investor announcements (20261124000200_investor_matching.sql)", () => {
    const TABLES = ["listing_announcements", "investor_unsubscribes", "announced_listings"];
    const CALLS = [
      "announcement_candidates()",
      "announce_listing('a-listing', '[]'::jsonb)",
      "announced_listing_slugs(array['a-listing'])",
      "claim_due_listing_announcements(10, 60)",
      "mark_listing_announcement_sent(gen_random_uuid(), now())",
      "mark_listing_announcement_failed(gen_random_uuid(), 'x', now(), 3)",
      "retry_failed_listing_announcements('a-listing', now())",
      "unsubscribe_investor('a@b.ca')",
      "listing_announcement_stats(10)",
      "investor_subscriptions(10)",
      "count_failed_listing_announcements()",
    ];

    it.each(["anon", "authenticated"])(
      "is closed to %s: cannot read or insert announcements or unsubscribes, nor call a function",
      async (role) => {
        await as(db, role, async () => {
          for (const table of TABLES) {
            expect(await sqlErrorCode(db.query(`select * from public.${table}`)), `${role} reads ${table}`).toBe(PERMISSION_DENIED);
            expect(await sqlErrorCode(db.query(`delete from public.${table}`)), `${role} deletes ${table}`).toBe(PERMISSION_DENIED);
          }
          expect(await sqlErrorCode(db.query("insert into public.investor_unsubscribes (email) values ('a@b.ca')"))).toBe(
            PERMISSION_DENIED,
          );
          expect(await sqlErrorCode(db.query("insert into public.announced_listings (listing_slug) values ('a-listing')"))).toBe(
            PERMISSION_DENIED,
          );
          expect(
            await sqlErrorCode(
              db.query("insert into public.listing_announcements (listing_slug, email, message) values ('a-listing', 'a@b.ca', '{}')"),
            ),
          ).toBe(PERMISSION_DENIED);
          for (const call of CALLS) {
            expect(await sqlErrorCode(db.query(`select public.${call}`)), `${role} calls ${call}`).toBe(PERMISSION_DENIED);
          }
        });
      },
    );

    it("keeps row level security on, with no policy", async () => {
      const rows = await db.query(
        "select c.relname, c.relrowsecurity, (select count(*)::int from pg_policies p where p.tablename = c.relname) as policies " +
          "from pg_class c where c.relname = any($1) order by c.relname",
        [TABLES],
      );
      expect(rows).toEqual([...TABLES].sort().map((relname) => ({ relname, relrowsecurity: true, policies: 0 })));
    });

    it.each([
      ["an unknown asset class", { buy_asset_classes: '["office"]' }],
      ["an empty asset-class list", { buy_asset_classes: "[]" }],
      ["a region list that is not a list", { buy_regions: '"Barrie"' }],
      ["a region with a line feed", { buy_regions: '["Bar\\nrie"]' }],
      ["a region too long", { buy_regions: JSON.stringify(["x".repeat(61)]) }],
      ["a negative minimum price", { buy_price_min: -1 }],
      ["a fractional price", { buy_price_max: 1.5 }],
      ["a minimum above the maximum", { buy_price_min: 5, buy_price_max: 4 }],
      ["a cap rate above 30", { buy_cap_rate_min: 31 }],
    ])("refuses a buy box with %s", async (_name, box) => {
      expect(await sqlErrorCode(insert(db, "investor_signups", { ...validInvestor, ...box }))).toBe(CHECK_VIOLATION);
    });

    it("stores a full buy box, and a signup without one (the rows stored before it stay valid)", async () => {
      await insert(db, "investor_signups", {
        ...validInvestor,
        email: "buybox@example.ca",
        buy_asset_classes: '["self-storage","industrial"]',
        buy_regions: '["Barrie","Greater Toronto Area"]',
        buy_price_min: 1_000_000,
        buy_price_max: 10_000_000_000,
        buy_cap_rate_min: 6.5,
      });
      await insert(db, "investor_signups", { ...validInvestor, email: "nobox@example.ca" });
      const rows = await db.query(
        "select email, buy_regions, buy_price_max from public.investor_signups where email in ('buybox@example.ca', 'nobox@example.ca') order by email",
      );
      expect(rows).toEqual([
        { email: "buybox@example.ca", buy_regions: ["Barrie", "Greater Toronto Area"], buy_price_max: 10_000_000_000 },
        { email: "nobox@example.ca", buy_regions: null, buy_price_max: null },
      ]);
    });
  });

  describe("operations (20261126000500_pending_deliveries.sql, 20261126000510_applied_migrations.sql)", () => {
    it.each(["anon", "authenticated"])("is closed to %s", async (role) => {
      await as(db, role, async () => {
        expect(await sqlErrorCode(db.query("select * from public.pending_deliveries(true)"))).toBe(PERMISSION_DENIED);
        expect(await sqlErrorCode(db.query("select * from public.applied_migrations()"))).toBe(PERMISSION_DENIED);
      });
    });

    it("lists the versions the Supabase CLI recorded, as the service role", async () => {
      // Applied like the CLI: no table of the site's runner; the CLI's own table, as it makes it.
      expect(await as(db, "service_role", () => db.query("select * from public.applied_migrations()"))).toEqual([]);
      await db.exec(
        "create schema supabase_migrations; create table supabase_migrations.schema_migrations (version text primary key, statements text[], name text)",
      );
      const versions = readMigrationFiles().map((migration) => migration.name.split("_")[0]);
      for (const version of versions) await db.query("insert into supabase_migrations.schema_migrations (version) values ($1)", [version]);
      const rows = await as(db, "service_role", () => db.query("select version from public.applied_migrations() order by version"));
      expect(rows.map((row) => row.version)).toEqual(versions);
      await db.exec("drop schema supabase_migrations cascade");
    });

    it("counts, per channel, the deliveries still due and the oldest's time, as the service role", async () => {
      await insert(db, "contact_forms", { ...validContact, created_at: "2026-11-26T10:00:00Z" });
      await insert(db, "contact_forms", { ...validContact, is_test: true, created_at: "2026-11-26T09:00:00Z" });
      await insert(db, "contact_forms", { ...validContact, spam_reason: "honeypot", created_at: "2026-11-26T08:00:00Z" });
      const rows = await as(db, "service_role", () => db.query("select channel, pending, oldest from public.pending_deliveries(false)"));
      const email = rows.find((row) => row.channel === "email")!;
      expect(email.pending).toBeGreaterThanOrEqual(1);
      expect(new Date(email.oldest as string).getTime()).toBeLessThanOrEqual(Date.parse("2026-11-26T10:00:00Z"));
      expect(rows.find((row) => row.channel === "webhook")).toEqual({ channel: "webhook", pending: 0, oldest: null });
      expect(rows.map((row) => row.channel).sort()).toEqual(["announcement", "deal-room-mail", "email", "webhook"]);
    });
  });

  describe("the shared state (20261123000300_shared_limits.sql)", () => {
    const SHARED_TABLES = ["rate_limits", "signed_out_sessions", "server_secrets"];
    const SHARED_CALLS = [
      "limit_attempt('lead:contact:203.0.113.9', 5, 600)",
      "limit_reset('lead:contact:203.0.113.9')",
      "sign_out_session('nonce', now() + interval '1 hour')",
      "session_signed_out('nonce')",
      "server_secret('operator-session', repeat('a', 43))",
    ];

    it.each(["anon", "authenticated"])("is closed to %s: no table, no function", async (role) => {
      await as(db, role, async () => {
        for (const table of SHARED_TABLES) {
          expect(await sqlErrorCode(db.query(`select * from public.${table}`)), `${role} reads ${table}`).toBe(PERMISSION_DENIED);
          expect(await sqlErrorCode(db.query(`delete from public.${table}`)), `${role} deletes ${table}`).toBe(PERMISSION_DENIED);
        }
        for (const call of SHARED_CALLS) {
          expect(await sqlErrorCode(db.query(`select public.${call}`)), `${role} calls ${call}`).toBe(PERMISSION_DENIED);
        }
      });
    });

    it("keeps row level security on, with no policy, so only the functions reach the rows", async () => {
      const rows = await db.query(
        "select c.relname, c.relrowsecurity, (select count(*)::int from pg_policies p where p.tablename = c.relname) as policies " +
          "from pg_class c where c.relname in ('rate_limits', 'signed_out_sessions', 'server_secrets') order by c.relname",
      );
      expect(rows).toEqual([
        { relname: "rate_limits", relrowsecurity: true, policies: 0 },
        { relname: "server_secrets", relrowsecurity: true, policies: 0 },
        { relname: "signed_out_sessions", relrowsecurity: true, policies: 0 },
      ]);
    });

    it("lets service_role (the server) call every function", async () => {
      await as(db, "service_role", async () => {
        expect(await db.query("select public.limit_attempt('lead:contact:192.0.2.1', 5, 600) as retry_after")).toEqual([
          { retry_after: 0 },
        ]);
        await db.query("select public.limit_reset('lead:contact:192.0.2.1')");
        await db.query("select public.sign_out_session('service-nonce', now() + interval '1 hour')");
        expect(await db.query("select public.session_signed_out('service-nonce') as signed_out")).toEqual([{ signed_out: true }]);
        const [secret] = await db.query("select public.server_secret('migrations-test', repeat('s', 43)) as value");
        expect(secret).toEqual({ value: "s".repeat(43) });
      });
    });
  });

  it("gives authenticated nothing (no login exists)", async () => {
    await as(db, "authenticated", async () => {
      expect(await sqlErrorCode(insert(db, "contact_forms", validContact))).toBe(PERMISSION_DENIED);
      expect(await sqlErrorCode(db.query("select * from public.contact_forms"))).toBe(PERMISSION_DENIED);
    });
  });

  it("gives service_role (the server) full access, through RLS", async () => {
    const id = crypto.randomUUID();
    await as(db, "service_role", async () => {
      // What the hosted adapter sends: its own id, read back with the database's created_at.
      const [inserted] = await db.query(
        "insert into public.contact_forms (id, name, email, message) values ($1, 'A', 'a@b.ca', 'Hi') returning id, created_at",
        [crypto.randomUUID()],
      );
      expect(inserted?.created_at).toBeInstanceOf(Date);
      await db.query("delete from public.contact_forms where id = $1", [inserted?.id]);

      await insert(db, "contact_forms", { id, ...validContact, is_test: true });
      await db.query("update public.contact_forms set notified_at = now() where id = $1", [id]);
      const rows = await db.query("select is_test, notified_at is not null as notified from public.contact_forms where id = $1", [id]);
      expect(rows).toEqual([{ is_test: true, notified: true }]);
      const claimed = await db.query("select * from public.claim_due_notifications(1000, 60)");
      expect(claimed.map((row) => row.id)).not.toContain(id);
      await db.query("delete from public.contact_forms where id = $1", [id]);
    });
  });

  it("refuses a spam verdict it does not know, a negative fill time, and a release of a row that was never quarantined", async () => {
    await as(db, "service_role", async () => {
      expect(await sqlErrorCode(insert(db, "contact_forms", { ...validContact, spam_reason: "looked odd" }))).toBe(CHECK_VIOLATION);
      expect(await sqlErrorCode(insert(db, "contact_forms", { ...validContact, fill_ms: -1 }))).toBe(CHECK_VIOLATION);
      expect(await sqlErrorCode(insert(db, "contact_forms", { ...validContact, released_at: new Date().toISOString() }))).toBe(
        CHECK_VIOLATION,
      );
    });
  });

  describe("CHECK constraints mirror the zod limits", () => {
    it.each([
      ["an over-long name", "contact_forms", { ...validContact, name: "N".repeat(121) }],
      ["a blank name", "contact_forms", { ...validContact, name: "   " }],
      ["a line feed in a name", "contact_forms", { ...validContact, name: "Jordan\nBcc: victim@example.com" }],
      ["a carriage return in a name", "property_valuations", { ...validValuation, name: "Jordan\rLee" }],
      ["a line feed in an e-mail", "investor_signups", { ...validInvestor, email: "a@b.ca\nBcc: c@d.ca" }],
      ["a line feed in a phone", "property_valuations", { ...validValuation, phone: "416\n555" }],
      ["an e-mail without @", "contact_forms", { ...validContact, email: "jordan.example.ca" }],
      ["an over-long message", "contact_forms", { ...validContact, message: "m".repeat(5001) }],
      ["an over-long investment profile", "investor_signups", { ...validInvestor, investment_profile: "p".repeat(2001) }],
      ["an over-long phone", "property_valuations", { ...validValuation, phone: "4".repeat(31) }],
      ["an over-long property address", "property_valuations", { ...validValuation, property_address: "a".repeat(301) }],
      ["an unknown property type", "property_valuations", { ...validValuation, property_type: "residential" }],
      ["an empty property type (unselected is NULL)", "property_valuations", { ...validValuation, property_type: "" }],
      ["consent not given", "investor_signups", { ...validInvestor, consent_deal_emails: false }],
      ["a listing that is not a slug", "contact_forms", { ...validContact, listing: "Barrie Storage" }],
      ["a listing with markup", "contact_forms", { ...validContact, listing: "<b>x</b>" }],
      ["an empty listing (none is NULL)", "contact_forms", { ...validContact, listing: "" }],
      ["an over-long listing", "contact_forms", { ...validContact, listing: "l".repeat(97) }],
    ])("reject %s", async (_, table, row) => {
      const code = await as(db, "service_role", () => sqlErrorCode(insert(db, table, row)));
      expect(code).toBe(CHECK_VIOLATION);
    });

    it("accept values exactly at the limits, multi-line messages, and every property type", async () => {
      await as(db, "service_role", async () => {
        await insert(db, "contact_forms", {
          name: "N".repeat(120),
          email: `${"e".repeat(248)}@b.ca`,
          message: `${"m".repeat(4990)}\r\n\tbye`,
        });
        await insert(db, "investor_signups", { ...validInvestor, investment_profile: "p".repeat(2000), message: null });
        for (const type of ["self-storage", "industrial", "commercial", "retail", "office", "land", "other", null]) {
          await insert(db, "property_valuations", {
            ...validValuation,
            phone: "4".repeat(30),
            property_address: "a".repeat(300),
            property_type: type,
          });
        }
        await insert(db, "property_valuations", { name: "A", email: "a@b.ca" });
        await insert(db, "contact_forms", { ...validContact, listing: "l".repeat(96) });
        await insert(db, "contact_forms", { ...validContact, listing: "fixture-barrie-storage" });
      });
    });

    it("hands a contact lead's listing to the notifier's claim (20261123000500_listing_enquiry.sql)", async () => {
      await as(db, "service_role", () =>
        insert(db, "contact_forms", { ...validContact, email: "listing@example.ca", listing: "fixture-guelph-sold" }),
      );
      const claimed = await as(db, "service_role", () => db.query("select kind, lead from public.claim_due_notifications(100, 60)"));
      const lead = claimed
        .map((row) => (typeof row.lead === "string" ? JSON.parse(row.lead) : row.lead) as Record<string, unknown>)
        .find((row) => row.email === "listing@example.ca");
      expect(lead).toMatchObject({ listing: "fixture-guelph-sold" });
    });
  });
});
