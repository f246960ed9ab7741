/**
 * The small state server processes share through the leads database: rate-limit and sign-in
 * attempts, operator sessions signed out early, the generated session secret
 * (supabase/migrations/20261123000300_shared_limits.sql), and when each previous link secret was
 * first seen (20261127002000_owner_report_links.sql, src/server/linkSecrets.ts). The SQL adapters (PostgreSQL, PGlite)
 * call its functions with SELECT; the hosted database calls the same functions as RPCs.
 */
import type { SqlSession } from "@/src/database/session";
import type { HostedRpc } from "@/src/database/hosted";

export interface SharedStateStore {
  /** 0 when the attempt was allowed and recorded; otherwise the seconds until one would be. */
  limitAttempt(bucket: string, limit: number, windowSeconds: number, now: Date): Promise<number>;
  /** Forgets a bucket's attempts. */
  limitReset(bucket: string): Promise<void>;
  /** Remembers a session signed out early, until it would have expired. */
  signOut(nonce: string, expiresAt: Date, now: Date): Promise<void>;
  isSignedOut(nonce: string, now: Date): Promise<boolean>;
  /** The secret stored under `name`; `candidate` becomes it if there is none yet. */
  secret(name: string, candidate: string): Promise<string>;
  /** When `name` was first seen by any server; `at` when this call is the first. */
  firstSeen(name: string, at: Date): Promise<Date>;
}

export const LIMIT_ATTEMPT_SQL = "select public.limit_attempt($1::text, $2::integer, $3::integer, $4::timestamptz) as retry_after";
export const LIMIT_RESET_SQL = "select public.limit_reset($1::text)";
export const SIGN_OUT_SQL = "select public.sign_out_session($1::text, $2::timestamptz, $3::timestamptz)";
export const SIGNED_OUT_SQL = "select public.session_signed_out($1::text, $2::timestamptz) as signed_out";
export const SERVER_SECRET_SQL = "select public.server_secret($1::text, $2::text) as value";
export const FIRST_SEEN_SQL = "select first_seen_at from public.link_secret_first_seen($1::text, $2::timestamptz)";

function seenAt(value: unknown, name: string): Date {
  const at = value instanceof Date ? value : typeof value === "string" ? new Date(value) : null;
  if (!at || Number.isNaN(at.getTime())) throw new Error(`The database returned no first sighting of ${name}`);
  return at;
}

export function createSqlSharedState(db: SqlSession): SharedStateStore {
  return {
    async limitAttempt(bucket, limit, windowSeconds, now) {
      const rows = await db.query<{ retry_after: number }>(LIMIT_ATTEMPT_SQL, [bucket, limit, windowSeconds, now.toISOString()]);
      return Number(rows[0]?.retry_after ?? 0);
    },
    async limitReset(bucket) {
      await db.query(LIMIT_RESET_SQL, [bucket]);
    },
    async signOut(nonce, expiresAt, now) {
      await db.query(SIGN_OUT_SQL, [nonce, expiresAt.toISOString(), now.toISOString()]);
    },
    async isSignedOut(nonce, now) {
      const rows = await db.query<{ signed_out: boolean }>(SIGNED_OUT_SQL, [nonce, now.toISOString()]);
      return rows[0]?.signed_out === true;
    },
    async secret(name, candidate) {
      const rows = await db.query<{ value: string }>(SERVER_SECRET_SQL, [name, candidate]);
      const value = rows[0]?.value;
      if (!value) throw new Error(`The database returned no ${name} secret`);
      return value;
    },
    async firstSeen(name, at) {
      const rows = await db.query<{ first_seen_at: unknown }>(FIRST_SEEN_SQL, [name, at.toISOString()]);
      return seenAt(rows[0]?.first_seen_at, name);
    },
  };
}

/**
 * The same functions as RPCs on the hosted database (only the service role may call them): the
 * server opens this store only with that key.
 */
export function createRpcSharedState(rpc: HostedRpc): SharedStateStore {
  return {
    async limitAttempt(bucket, limit, windowSeconds, now) {
      const args = { p_bucket: bucket, p_limit: limit, p_window_seconds: windowSeconds, p_now: now.toISOString() };
      return Number((await rpc("limit_attempt", args, "Checking a rate limit failed")) ?? 0);
    },
    async limitReset(bucket) {
      await rpc("limit_reset", { p_bucket: bucket }, "Resetting a rate limit failed");
    },
    async signOut(nonce, expiresAt, now) {
      const args = { p_nonce: nonce, p_expires_at: expiresAt.toISOString(), p_now: now.toISOString() };
      await rpc("sign_out_session", args, "Recording a sign-out failed");
    },
    async isSignedOut(nonce, now) {
      return (await rpc("session_signed_out", { p_nonce: nonce, p_now: now.toISOString() }, "Reading the sign-outs failed")) === true;
    },
    async secret(name, candidate) {
      const data = await rpc("server_secret", { p_name: name, p_candidate: candidate }, "Reading the session secret failed");
      if (typeof data !== "string" || data === "") throw new Error(`The database returned no ${name} secret`);
      return data;
    },
    async firstSeen(name, at) {
      const data = await rpc(
        "link_secret_first_seen",
        { p_name: name, p_at: at.toISOString() },
        "Reading a link secret's first sighting failed",
      );
      const row = Array.isArray(data) ? (data[0] as { first_seen_at?: unknown } | undefined) : undefined;
      return seenAt(row?.first_seen_at, name);
    },
  };
}
