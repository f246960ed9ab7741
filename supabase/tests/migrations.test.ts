/**
 * supabase/migrations on PGlite (the embedded mode's database) and on a real PostgreSQL 15 where
 * Supabase's roles do not exist beforehand: the files apply unchanged, and the rights they give
 * the public anon key are exactly "insert a visitor's lead". Each file runs as the Supabase CLI
 * runs it: the whole file, in name order.
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

/** INSERT without RETURNING (anon cannot read back what it wrote). */
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

  it("creates the three tables with SPEC.md's columns, id and created_at", async () => {
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

  describe("as anon (the public key every browser holds)", () => {
    it.each([
      ["contact_forms", validContact],
      ["investor_signups", validInvestor],
      ["property_valuations", validValuation],
    ])("inserts a valid lead into %s, with a client-supplied id", async (table, lead) => {
      const id = crypto.randomUUID();
      await as(db, "anon", () => insert(db, table, { id, ...lead }));
      const stored = await db.query(`select name, is_test, notified_at, notify_attempts from public.${table} where id = $1`, [id]);
      expect(stored).toEqual([{ name: "Jordan Lee", is_test: false, notified_at: null, notify_attempts: 0 }]);
    });

    it.each(["contact_forms", "investor_signups", "property_valuations"])("cannot read, change or delete %s", async (table) => {
      await as(db, "anon", async () => {
        expect(await sqlErrorCode(db.query(`select * from public.${table}`))).toBe(PERMISSION_DENIED);
        expect(await sqlErrorCode(db.query(`select count(*) from public.${table}`))).toBe(PERMISSION_DENIED);
        expect(await sqlErrorCode(db.query(`update public.${table} set name = 'x'`))).toBe(PERMISSION_DENIED);
        expect(await sqlErrorCode(db.query(`delete from public.${table}`))).toBe(PERMISSION_DENIED);
      });
    });

    it("cannot read back what it inserted (so the hosted adapter inserts with return=minimal)", async () => {
      await as(db, "anon", async () => {
        const insertReturning = (returning: string) =>
          db.query(`insert into public.contact_forms (name, email, message) values ('A', 'a@b.ca', 'Hi') returning ${returning}`);
        expect(await sqlErrorCode(insertReturning("id"))).toBe(PERMISSION_DENIED);
        // What PostgREST runs for return=minimal reads no column, so it is allowed.
        expect(await insertReturning("1")).toEqual([{ "?column?": 1 }]);
      });
    });

    it.each([
      ["is_test", true],
      ["notified_at", new Date().toISOString()],
      ["notify_attempts", 0],
      ["notify_lease_until", new Date().toISOString()],
      ["created_at", new Date().toISOString()],
    ])("cannot set the server-owned column %s", async (column, value) => {
      const code = await as(db, "anon", () => sqlErrorCode(insert(db, "contact_forms", { ...validContact, [column]: value })));
      expect(code).toBe(PERMISSION_DENIED);
    });

    it("is stopped by the policy too, should a wider grant ever let it name is_test or notified_at", async () => {
      await db.exec("begin; grant insert on public.contact_forms to anon;");
      try {
        await db.exec("set local role anon");
        const testRow = await sqlErrorCode(insert(db, "contact_forms", { ...validContact, is_test: true }));
        expect(testRow).toBe(PERMISSION_DENIED);
      } finally {
        await db.exec("rollback");
      }
      await db.exec("begin; grant insert on public.contact_forms to anon;");
      try {
        await db.exec("set local role anon");
        const notified = await sqlErrorCode(insert(db, "contact_forms", { ...validContact, notified_at: new Date().toISOString() }));
        expect(notified).toBe(PERMISSION_DENIED);
      } finally {
        await db.exec("rollback");
      }
    });

    it.each(["claim_due_notifications(10, 60)", "mark_notified('contact', gen_random_uuid(), now())"])(
      "cannot call %s, which would read leads",
      async (call) => {
        const code = await as(db, "anon", () => sqlErrorCode(db.query(`select * from public.${call}`)));
        expect(code).toBe(PERMISSION_DENIED);
      },
    );
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
        expect(await db.query("select public.limit_attempt('lead:contact:192.0.2.1', 5, 600) as retry_after")).toEqual([{ retry_after: 0 }]);
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
      await insert(db, "contact_forms", { id, ...validContact, is_test: true });
      await db.query("update public.contact_forms set notified_at = now() where id = $1", [id]);
      const rows = await db.query("select is_test, notified_at is not null as notified from public.contact_forms where id = $1", [id]);
      expect(rows).toEqual([{ is_test: true, notified: true }]);
      const claimed = await db.query("select * from public.claim_due_notifications(1000, 60)");
      expect(claimed.map((row) => row.id)).not.toContain(id);
      await db.query("delete from public.contact_forms where id = $1", [id]);
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
    ])("reject %s", async (_, table, row) => {
      const code = await as(db, "anon", () => sqlErrorCode(insert(db, table, row)));
      expect(code).toBe(CHECK_VIOLATION);
    });

    it("accept values exactly at the limits, multi-line messages, and every property type", async () => {
      await as(db, "anon", async () => {
        await insert(db, "contact_forms", {
          name: "N".repeat(120),
          email: `${"e".repeat(248)}@b.ca`,
          message: `${"m".repeat(4990)}\r\n\tbye`,
        });
        await insert(db, "investor_signups", { ...validInvestor, investment_profile: "p".repeat(2000), message: null });
        for (const type of ["self-storage", "industrial", "commercial", "retail", "office", "land", "other", null]) {
          await insert(db, "property_valuations", { ...validValuation, phone: "4".repeat(30), property_address: "a".repeat(300), property_type: type });
        }
        await insert(db, "property_valuations", { name: "A", email: "a@b.ca" });
      });
    });
  });
});
