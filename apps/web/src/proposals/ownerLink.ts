/**
 * The owner's link to the opinion of value (issue 44, decision 0052): a recorded link exactly as
 * the owner's report's (security/recordedLink.ts, decision 0027 "Withdrawable links"), under its
 * own purpose, at most 30 days, withdrawable; the refusal of each reason with its 4xx status.
 */
import type { LinkSecrets } from "@/src/security/signedLink";
import {
  checkRecordedLink,
  recordedLinkToken,
  type CheckedRecordedLink,
  type RecordedLinkRefusal,
  type RecordedLinkRow,
} from "@/src/security/recordedLink";

export const OPINION_OF_VALUE_PATH = "/opinion-of-value/";
export const OPINION_OF_VALUE_PURPOSE = "opinion-of-value";
/** The longest an owner's link works; the team may choose shorter. */
export const OPINION_OF_VALUE_DAYS = 30;
const DAY_MS = 86_400_000;

export function opinionOfValueUrl(siteUrl: string, link: RecordedLinkRow, secret: Buffer, pdf = false): string {
  const url = new URL(`${OPINION_OF_VALUE_PATH}${pdf ? "pdf/" : ""}`, siteUrl);
  url.searchParams.set("t", recordedLinkToken(OPINION_OF_VALUE_PURPOSE, link, secret));
  return url.toString();
}

export function checkOpinionOfValueLink(token: string | null | undefined, secrets: Buffer | LinkSecrets, now: Date): CheckedRecordedLink {
  return checkRecordedLink(OPINION_OF_VALUE_PURPOSE, token, secrets, now);
}

/** When a link made at `createdAt` for `days` stops (1 to 30 whole days), or null for any other life. */
export function opinionOfValueExpiry(createdAt: Date, days: number): Date | null {
  if (!Number.isInteger(days) || days < 1 || days > OPINION_OF_VALUE_DAYS) return null;
  return new Date(createdAt.getTime() + days * DAY_MS);
}

export type OpinionOfValueRefusal = RecordedLinkRefusal | "not-ready";

export const OPINION_OF_VALUE_REFUSALS: Record<OpinionOfValueRefusal, { status: number; heading: string; text: string }> = {
  missing: {
    status: 400,
    heading: "Open the opinion of value from your link",
    text: "The opinion of value opens from the personal link the team sent you. Open that link again, or ask the team for one.",
  },
  malformed: {
    status: 400,
    heading: "This link is incomplete",
    text: "The address was cut short or changed on its way to you. Open the link exactly as it arrived, or ask the team for a new one.",
  },
  forged: {
    status: 403,
    heading: "This link is not valid",
    text: "It was not issued by this site, or part of it was changed. Open the link exactly as it arrived, or ask the team for a new one.",
  },
  expired: {
    status: 410,
    heading: "This link has expired",
    text: `Links to an opinion of value work for ${OPINION_OF_VALUE_DAYS} days at most. Ask the team for a new one.`,
  },
  withdrawn: { status: 404, heading: "This link was withdrawn", text: "The team withdrew this link. Ask the team for a new one." },
  unknown: { status: 404, heading: "This link is not known", text: "The site keeps no record of this link. Ask the team for a new one." },
  "not-ready": {
    status: 409,
    heading: "The opinion of value is being revised",
    text: "The team is updating the figures behind this link. Please try again later, or call the team.",
  },
};
