/**
 * The link secrets a server verifies with at an instant (security/signedLink.ts, LinkSecrets;
 * docs/decisions/0027-deal-room-documents.md, "Withdrawable links"; docs/operations.md, "Rotating
 * secrets"):
 *
 * - the current secret (LINK_SECRET or the generated one), for every purpose;
 * - LINK_SECRET_PREVIOUS, honoured for unsubscribe and preference links only, until
 *   LINK_SECRET_PREVIOUS_UNTIL, or else PREVIOUS_SECRET_DAYS after a server first saw that
 *   previous secret (its fingerprint, never the secret, recorded in the database so every server
 *   and every restart count from the same instant);
 * - the raw secrets of the links e-mailed before keys per purpose, for the same purposes, until
 *   PREVIOUS_SECRET_DAYS after this version first ran (recorded the same way).
 *
 * Without a shared database to record in (hosted mode without the service-role key), or while it
 * fails, the instant is this process's start: the window then restarts with the process, so such
 * a site sets LINK_SECRET_PREVIOUS_UNTIL.
 */
import { createHash } from "node:crypto";
import type { LinkSecrets } from "@/src/security/signedLink";
import type { SharedStateStore } from "@/src/sharedState/store";

/** How long the previous secret and the raw links verify by default (CASL: an unsubscribe link works 60 days). */
export const PREVIOUS_SECRET_DAYS = 60;
const DAY_MS = 86_400_000;
/** The sighting that dates the switch to keys per purpose (this version's first run). */
export const PER_PURPOSE_KEYS_SIGHTING = "link-keys-per-purpose";

/** The name a previous secret's first sighting is kept under: a hash, so the database never holds the secret. */
export function previousSecretSighting(previous: Buffer): string {
  return `previous-link-secret:${createHash("sha256").update("link-secret-fingerprint:").update(previous).digest("hex").slice(0, 32)}`;
}

export interface LinkSecretsOptions {
  current: () => Promise<Buffer>;
  /** LINK_SECRET_PREVIOUS. */
  previous: Buffer | null;
  /** LINK_SECRET_PREVIOUS_UNTIL (validated ISO time), or null for the default. */
  previousUntil: Date | null;
  /** Where first sightings are kept; null: this process's start. */
  sightings: (() => Promise<SharedStateStore | null>) | null;
  now: () => Date;
  logError: (message: string, error: unknown) => void;
}

/** The first sighting of `name`, read once per process (again after a failure, meanwhile the process's start). */
function sighting(options: LinkSecretsOptions, name: string, startedAt: Date): () => Promise<Date> {
  let known: Date | null = null;
  let lastFailure = 0;
  return async () => {
    if (known) return known;
    if (!options.sightings || options.now().getTime() - lastFailure < 60_000) return startedAt;
    try {
      const store = await options.sightings();
      if (!store) return startedAt;
      known = await store.firstSeen(name, options.now());
      return known;
    } catch (error) {
      lastFailure = options.now().getTime();
      options.logError(
        `The first sighting of ${name.split(":")[0]} could not be read; counting from this process's start meanwhile`,
        error,
      );
      return startedAt;
    }
  };
}

export function createLinkSecrets(options: LinkSecretsOptions): () => Promise<LinkSecrets> {
  const startedAt = options.now();
  const perPurposeSince = sighting(options, PER_PURPOSE_KEYS_SIGHTING, startedAt);
  const previous = options.previous;
  const previousSince = previous && !options.previousUntil ? sighting(options, previousSecretSighting(previous), startedAt) : null;
  const after60Days = (at: Date) => new Date(at.getTime() + PREVIOUS_SECRET_DAYS * DAY_MS);
  return async () => {
    const current = await options.current();
    const rawUntil = after60Days(await perPurposeSince());
    if (!previous) return { current, rawUntil };
    const until = options.previousUntil ?? after60Days(await (previousSince as () => Promise<Date>)());
    return { current, previous: { secret: previous, until }, rawUntil };
  };
}
