/**
 * Test support: the migrations as files, and a scratch database on the machine's real PostgreSQL
 * per test run (created fresh, dropped afterwards).
 *
 * How the tests reach PostgreSQL:
 *   - TEST_DATABASE_URL, when set, is used as is (any database on the server; the role needs
 *     CREATEDB and the right to create roles, i.e. a superuser in practice).
 *   - Otherwise the Unix socket in /var/run/postgresql (Debian's default), as the operating-system
 *     user, with peer authentication: no password anywhere. When that user is root and has no
 *     database role yet, a superuser role "root" is created once through `runuser -u postgres`.
 *     root can already become postgres, so this grants nothing new.
 * A server that is not running fails the tests with the command that starts it; the integration
 * tests never skip, since skipping would hide the only proof that the migrations run on real
 * PostgreSQL.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

export const MIGRATIONS_DIR = fileURLToPath(new URL("../../migrations/", import.meta.url));

export interface MigrationFile {
  name: string;
  sql: string;
}

/** Every migration, in file-name order (the order the Supabase CLI applies them). */
export function readMigrationFiles(dir = MIGRATIONS_DIR): MigrationFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(dir, name), "utf8") }));
}

const SOCKET_DIR = "/var/run/postgresql";

/** Debian's installed PostgreSQL versions, to name the exact start command. */
function installedVersions(): string[] {
  try {
    return readdirSync("/usr/lib/postgresql").sort();
  } catch {
    return [];
  }
}

function startHint(): string {
  const version = installedVersions().at(-1);
  const start = version
    ? `Start PostgreSQL with \`pg_ctlcluster ${version} main start\` (see \`pg_lsclusters\`)`
    : "Install PostgreSQL with `apt-get install postgresql`, then start it with `pg_ctlcluster <version> main start`";
  return `${start}, or point TEST_DATABASE_URL at a server, e.g. postgres://user:password@127.0.0.1:5432/postgres.`;
}

function defaultAdminUrl(): string {
  const user = encodeURIComponent(os.userInfo().username);
  // The socket directory as a percent-encoded host: node-postgres reads it as a socket path, and
  // it stays a valid URL whose database name can be swapped.
  return `postgresql://${user}@${encodeURIComponent(SOCKET_DIR)}/postgres`;
}

function errorCode(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error ? String(error.code) : undefined;
}

/** Gives root a superuser role for peer authentication over the socket (idempotent). */
function bootstrapRootRole(): void {
  const sql =
    "do $$ begin if not exists (select 1 from pg_roles where rolname = 'root') then create role root login superuser; end if; end $$;";
  execFileSync(
    "runuser",
    ["-u", "postgres", "--", "psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-h", SOCKET_DIR, "-d", "postgres", "-c", sql],
    {
      stdio: "pipe",
    },
  );
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
}

/** A connection with the right to create databases, or an error that says how to get one. */
async function connectAdmin(): Promise<{ client: pg.Client; url: string }> {
  const configured = process.env.TEST_DATABASE_URL;
  const url = configured ?? defaultAdminUrl();
  const where = configured ? "TEST_DATABASE_URL" : `the socket in ${SOCKET_DIR} as ${os.userInfo().username}`;
  try {
    return { client: await connect(url), url };
  } catch (error) {
    const code = errorCode(error);
    if (!configured && code === "28000" && process.getuid?.() === 0) {
      // Peer authentication refused root: no role "root" yet.
      bootstrapRootRole();
      return { client: await connect(url), url };
    }
    const notRunning = code === "ECONNREFUSED" || code === "ENOENT";
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${notRunning ? "PostgreSQL is not running" : "Cannot connect to PostgreSQL"} (${where}: ${message}). ${startHint()}`, {
      cause: error,
    });
  }
}

export interface ScratchDatabase {
  /** Connection string of the new, empty database. */
  url: string;
  name: string;
  /** Drops the database, closing any connection still open to it. */
  drop(): Promise<void>;
}

/** Creates an empty database named `<prefix>_<random>` on the test server. */
export async function createScratchDatabase(prefix = "leads_test"): Promise<ScratchDatabase> {
  const { client, url: adminUrl } = await connectAdmin();
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  try {
    await client.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const admin = await connectAdmin();
      try {
        await admin.client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
      } finally {
        await admin.client.end();
      }
    },
  };
}
