/**
 * The per-client and per-session state of a server process: the form rate limit, the operator
 * sign-in guard, the sessions signed out early and the secret cookies are signed with
 * (docs/decisions/0017-client-address.md). Where each lives depends on the database:
 *
 * | leads database                    | limits   | sign-outs           | generated secret        |
 * |-----------------------------------|----------|---------------------|-------------------------|
 * | PGlite under DATA_DIR (1 process) | memory   | PGlite (+ memory)   | DATA_DIR/session-secret |
 * | PostgreSQL (DATABASE_URL)         | database | database (+ memory) | database                |
 * | Supabase with service-role key    | database | database (+ memory) | database                |
 * | Supabase without it               | memory   | memory              | DATA_DIR/session-secret |
 *
 * SESSION_SECRET, when set, is the secret everywhere. SESSION_SECRET_PREVIOUS and LINK_SECRET_PREVIOUS
 * (a rotation, docs/operations.md) are accepted beside them, never signed with; the previous link
 * secret for some links only, until a date (src/server/linkSecrets.ts). A database that fails leaves the limits,
 * sign-outs and the secret to this process's memory meanwhile, rather than switching them off or
 * locking the operator out.
 */
import { randomBytes } from "node:crypto";
import { createBreaker } from "@/src/limits/attemptLimit";
import type { SharedStateStore } from "@/src/sharedState/store";
import { createRateLimiter, type RateLimiter } from "@/src/leads/rateLimit";
import { createViewLimiter } from "@/src/analytics/viewLimit";
import { createSignInGuard, type SignInGuard } from "@/src/operator/signInGuard";
import { createSignOutList, type SignOutList } from "@/src/operator/session";
import { INVESTOR_LINK_SECRET, loadSessionSecret } from "@/src/operator/sessionSecret";
import type { LinkSecrets } from "@/src/security/signedLink";
import { createLinkSecrets } from "./linkSecrets";

export type SharedStore = () => Promise<SharedStateStore | null>;

export interface ServerStateOptions {
  /** The database store the limits are shared through; null keeps them in memory. */
  limits: SharedStore | null;
  /** Where sign-outs outlive the process; null keeps them in memory. */
  signOuts: SharedStore | null;
  /** Where a generated session secret is kept; null: DATA_DIR/session-secret. */
  secrets: SharedStore | null;
  /** Where the first sightings of link secrets are kept (src/server/linkSecrets.ts); null: this process's start. */
  sightings?: SharedStore | null;
  /** Null in hosted mode, which keeps nothing on the server's disk. */
  dataDir: string | null;
  /** SESSION_SECRET. */
  configuredSecret?: string | undefined;
  /** LINK_SECRET. */
  configuredLinkSecret?: string | undefined;
  /** SESSION_SECRET_PREVIOUS: still accepted on cookies, never used to sign. */
  previousSecret?: string | undefined;
  /** LINK_SECRET_PREVIOUS: still accepted on unsubscribe and preference links until previousLinkSecretUntil, never used to sign. */
  previousLinkSecret?: string | undefined;
  /** LINK_SECRET_PREVIOUS_UNTIL (ISO); unset: 60 days after the previous secret was first seen. */
  previousLinkSecretUntil?: string | undefined;
  /** The clock of the link secrets' dates (tests inject it). */
  now?: () => Date;
  logError: (message: string, error: unknown) => void;
}

export interface ServerState {
  rateLimiter: RateLimiter;
  /** Page views counted per client (src/analytics/viewLimit.ts), shared where the form limit is. */
  viewLimiter: RateLimiter;
  signInGuard: SignInGuard;
  signedOutSessions: SignOutList;
  /**
   * The secrets session cookies may be signed with, the one to sign new ones with first: the
   * durable secret (SESSION_SECRET, the shared database's or DATA_DIR's), and, if it could not be
   * had at some point, this process's own random one (see sessionSecrets below).
   */
  sessionSecrets: () => Promise<Buffer[]>;
  /**
   * The secret investors' links are signed with (INVESTOR_LINK_SECRET): kept where the session
   * secret is kept, read once. Throws while it cannot be had, never falls back to a temporary one:
   * a link signed with a secret nobody keeps would stop working, so its e-mail waits and retries.
   */
  linkSecret: () => Promise<Buffer>;
  /**
   * What a link is verified with (src/server/linkSecrets.ts): linkSecret's, and LINK_SECRET_PREVIOUS
   * and the raw secret with their dates, which verifyLink honours for some purposes only.
   */
  linkSecrets: () => Promise<LinkSecrets>;
}

/** One line per kind of failure a minute at most: a database outage must not flood the log. */
function throttled(logError: ServerStateOptions["logError"], message: string) {
  let last = 0;
  return (error: unknown) => {
    const now = Date.now();
    if (now - last < 60_000) return;
    last = now;
    logError(message, error);
  };
}

/**
 * The durable secret is read (or made) once and kept. While it cannot be had (the shared database
 * is down on a process's first sign-in, DATA_DIR is not writable) the operator can still sign in,
 * which is when the diagnostics matter most: this process signs with a random secret of its own,
 * kept in memory only, so those sessions work on this process until it stops; once the durable
 * secret is back new sessions use it, and the process still accepts the ones it signed meanwhile.
 */
function sessionSecrets(options: ServerStateOptions): () => Promise<Buffer[]> {
  const breaker = createBreaker();
  const onError = throttled(options.logError, "The session secret could not be read; this process signs with a temporary one meanwhile");
  let durable: Buffer | null = null;
  let temporary: Buffer | null = null;
  const previous = options.previousSecret ? [Buffer.from(options.previousSecret, "utf8")] : [];
  return async () => {
    if (!durable && breaker.open()) {
      try {
        durable = await loadSessionSecret({ configured: options.configuredSecret, store: options.secrets, dataDir: options.dataDir });
      } catch (error) {
        breaker.failed();
        onError(error);
      }
    }
    if (durable) return temporary ? [durable, temporary, ...previous] : [durable, ...previous];
    temporary ??= randomBytes(32);
    return [temporary, ...previous];
  };
}

function linkSecret(options: ServerStateOptions): () => Promise<Buffer> {
  let secret: Promise<Buffer> | null = null;
  return () => {
    secret ??= loadSessionSecret(
      { configured: options.configuredLinkSecret, store: options.secrets, dataDir: options.dataDir },
      INVESTOR_LINK_SECRET,
    ).catch((error: unknown) => {
      secret = null;
      throw error;
    });
    return secret;
  };
}

function linkSecrets(options: ServerStateOptions): Pick<ServerState, "linkSecret" | "linkSecrets"> {
  const current = linkSecret(options);
  return {
    linkSecret: current,
    linkSecrets: createLinkSecrets({
      current,
      previous: options.previousLinkSecret ? Buffer.from(options.previousLinkSecret, "utf8") : null,
      previousUntil: options.previousLinkSecretUntil ? new Date(options.previousLinkSecretUntil) : null,
      sightings: options.sightings ?? null,
      now: options.now ?? (() => new Date()),
      logError: options.logError,
    }),
  };
}

export function createServerState(options: ServerStateOptions): ServerState {
  const onLimitError = throttled(options.logError, "The shared rate limits are unavailable; this process's memory decides meanwhile");
  return {
    rateLimiter: createRateLimiter({ shared: options.limits, onSharedError: onLimitError }),
    viewLimiter: createViewLimiter({ shared: options.limits, onSharedError: onLimitError }),
    signInGuard: createSignInGuard({ shared: options.limits, onSharedError: onLimitError }),
    signedOutSessions: createSignOutList({
      store: options.signOuts,
      onStoreError: throttled(options.logError, "The stored sign-outs are unavailable; only this process's are checked meanwhile"),
    }),
    sessionSecrets: sessionSecrets(options),
    ...linkSecrets(options),
  };
}
