/**
 * How large a request body may be (docs/decisions/0012-hostile-input.md, 0016). One table for
 * the production server, which cuts a body off at the socket (serverGuard.ts), and for proxy.ts,
 * which refuses a declared oversize body before any route runs under `next start` and `next dev`.
 *
 * Loaded by scripts/serve.mjs through Node's type stripping: no imports but the limits module,
 * no TS-only syntax.
 */
import { MAX_BODY_BYTES } from "@agency/supabase/limits";

/**
 * The lead API's limit is the functions' own (64 KB), defined once in supabase/functions/_shared/limits.ts.
 * Also the limit of the other small JSON bodies (the publish webhook) and how much of a refused
 * cross-site body proxy.ts reads to its end.
 */
export const LEAD_API_BODY_LIMIT = MAX_BODY_BYTES;

/** Everything else: Server Actions' own default, the largest body any route of the site reads. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * The operator's upload of a deal room document (docs/decisions/0027-deal-room-documents.md): the
 * largest file, 25 MiB, plus room for the multipart envelope. Only this path, the seller's signed
 * direction (decision 0062) and a signer's offer (its proof of funds) take such a body.
 */
export const DEAL_ROOM_FILE_LIMIT = 25 * 1024 * 1024;
export const DEAL_ROOM_UPLOAD_LIMIT = DEAL_ROOM_FILE_LIMIT + 64 * 1024;
const DEAL_ROOM_UPLOAD_PATH = /^\/api\/operator\/deal-room\/[a-z0-9-]+\/(documents|directions)\/?$/;
// A signer's letter of intent carries an optional proof of funds under the same rules (issue 36).
const DEAL_ROOM_OFFER_PATH = /^\/self-storage\/listings\/[a-z0-9-]+\/deal-room\/offer\/?$/;

export function requestBodyLimit(pathname: string): number {
  if (pathname.startsWith("/api/leads/")) return LEAD_API_BODY_LIMIT;
  return DEAL_ROOM_UPLOAD_PATH.test(pathname) || DEAL_ROOM_OFFER_PATH.test(pathname) ? DEAL_ROOM_UPLOAD_LIMIT : DEFAULT_BODY_LIMIT;
}

/** The answer's message, the same wherever the limit is enforced. */
export function tooLargeMessage(limit: number): string {
  return `The submission is larger than ${limit / 1024} KB`;
}
