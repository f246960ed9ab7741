/**
 * How engaged a signer is with a listing's deal room, as one number, and the operator's "Call
 * next" list built from it (issue 36). The formula is decision 0049's
 * (docs/decisions/0049-offers-and-engagement.md): each act counts by how strongly it signals a
 * buyer, and the acts anyone can repeat cheaply (opening the room, downloading the same file
 * again) are capped so they cannot outweigh an offer. No React or Next: table-tested in
 * engagement.test.ts.
 */
import type { SignerActivity } from "@/src/dealRoom/offers/offerStore";

/** The weights and caps of decision 0049, named so the operator page can print the formula. */
export const ENGAGEMENT_WEIGHTS = {
  visit: 1,
  maxVisits: 10,
  documentDownloaded: 3,
  repeatDownload: 1,
  maxRepeatDownloads: 5,
  enquiry: 5,
  maxEnquiries: 3,
  offer: 20,
  revision: 2,
  maxRevisions: 3,
} as const;

const w = ENGAGEMENT_WEIGHTS;

/** The score of one signer's activity: 0 for someone who signed and never came back. */
export function engagementScore(activity: Omit<SignerActivity, "signatureId" | "firstVisitAt" | "lastVisitAt" | "lastOfferAt">): number {
  const repeats = Math.max(0, activity.downloads - activity.documentsDownloaded);
  const revisions = Math.max(0, activity.offers - 1);
  return (
    Math.min(activity.visits, w.maxVisits) * w.visit +
    activity.documentsDownloaded * w.documentDownloaded +
    Math.min(repeats, w.maxRepeatDownloads) * w.repeatDownload +
    Math.min(activity.enquiries, w.maxEnquiries) * w.enquiry +
    (activity.offers > 0 ? w.offer : 0) +
    Math.min(revisions, w.maxRevisions) * w.revision
  );
}

/** The formula in the team's words, for the operator page. */
export const ENGAGEMENT_FORMULA =
  `${w.visit} point per visit (up to ${w.maxVisits}), ${w.documentDownloaded} per document downloaded, ` +
  `${w.repeatDownload} per repeat download (up to ${w.maxRepeatDownloads}), ${w.enquiry} per enquiry (up to ${w.maxEnquiries}), ` +
  `${w.offer} for an offer and ${w.revision} per revision (up to ${w.maxRevisions}).`;

export interface CallNextEntry<Signer> {
  signer: Signer;
  activity: SignerActivity;
  score: number;
  /** The latest of the last visit and the last offer: the tie-breaker, most recent first. */
  lastActiveAt: string | null;
}

/**
 * The signers worth a call, most engaged first (then the most recently active): signers with
 * access who did something after signing. A revoked signer is not called.
 */
export function callNext<Signer extends { id: string; revokedAt: string | null; barredAt?: string | null }>(
  signers: readonly Signer[],
  activity: readonly SignerActivity[],
): CallNextEntry<Signer>[] {
  const byId = new Map(activity.map((entry) => [entry.signatureId, entry]));
  const entries: CallNextEntry<Signer>[] = [];
  for (const signer of signers) {
    const entry = byId.get(signer.id);
    if (!entry || signer.revokedAt || signer.barredAt) continue;
    const score = engagementScore(entry);
    if (score === 0) continue;
    const times = [entry.lastVisitAt, entry.lastOfferAt].filter((time): time is string => time !== null).sort();
    entries.push({ signer, activity: entry, score, lastActiveAt: times.at(-1) ?? null });
  }
  return entries.sort((a, b) => b.score - a.score || (b.lastActiveAt ?? "").localeCompare(a.lastActiveAt ?? ""));
}
