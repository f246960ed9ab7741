/**
 * The operator's owner's report actions: the switch of a listing's Monday e-mail (issue 36,
 * decision 0051), called by POST /api/operator/deal-room/{listing}/weekly-report; and the report
 * links (issue 41, decision 0027 "Withdrawable links"), made by POST …/owner-report-links/ and
 * withdrawn by POST …/owner-report-links/{id}/withdraw/, each recorded and listed with who made
 * it, its expiry, whether it names buyers and how often it was opened. All after requireOperator.
 */
import "server-only";
import { createHash } from "node:crypto";
import { serverEnv } from "@/src/env";
import { logError } from "@/src/log";
import type { OperatorSession } from "@/src/operator/session";
import { getDealRoomBackend } from "@/src/dealRoom/backend";
import { isDealRoomListing } from "@/src/dealRoom/operator.server";
import { UNAVAILABLE, type OperatorAnswer } from "@/src/dealRoom/operatorAnswer";
import { OWNER_REPORT_DAYS, ownerReportExpiry, ownerReportUrl } from "./ownerReport";
import type { OwnerReportLinkRecord } from "./reportLinkStore";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOR_SALE: OperatorAnswer = { status: 404, body: { error: "No confidential listing for sale has that slug" } };

/**
 * Who made a link, as the session knows it: the site has one shared operator login (decision
 * 0007), so the record says that plainly, with a short hash of the session's nonce to tell two
 * sign-ins apart (never the nonce itself).
 */
export function operatorIdentity(session: OperatorSession): string {
  return `operator login (shared), session ${createHash("sha256").update(session.nonce).digest("hex").slice(0, 8)}`;
}

export interface ReportLinkFields {
  includeNames: unknown;
  days: unknown;
}

/** The names choice and the life of a new link, or the reason they are refused. */
export function readReportLinkFields(
  fields: ReportLinkFields,
): { ok: true; includeNames: boolean; days: number } | { ok: false; error: string } {
  const names = fields.includeNames;
  const includeNames =
    names === true || names === "1" || names === "on"
      ? true
      : names === false || names === undefined || names === null || names === "0"
        ? false
        : null;
  if (includeNames === null) return { ok: false, error: 'includeNames is true or false (the form\'s "names" box)' };
  const days = fields.days === undefined || fields.days === null || fields.days === "" ? OWNER_REPORT_DAYS : Number(fields.days);
  if (!Number.isInteger(days) || days < 1 || days > OWNER_REPORT_DAYS)
    return { ok: false, error: `A report link works for 1 to ${OWNER_REPORT_DAYS} whole days` };
  return { ok: true, includeNames, days };
}

/** A listing's report link as the operator page lists it: its address while it works. */
export interface ListedReportLink extends OwnerReportLinkRecord {
  url: string | null;
}

export async function listReportLinks(listing: string, now: Date): Promise<ListedReportLink[]> {
  const backend = await getDealRoomBackend();
  const [links, secret] = await Promise.all([(await backend.dealRoom()).ownerReportLinks(listing), backend.linkSecret()]);
  return links.map((link) => ({
    ...link,
    url:
      link.withdrawnAt || new Date(link.expiresAt).getTime() <= now.getTime()
        ? null
        : ownerReportUrl(serverEnv().SITE_URL, { id: link.id, expiresAt: new Date(link.expiresAt) }, secret),
  }));
}

export async function createReportLink(listing: string, fields: ReportLinkFields, session: OperatorSession): Promise<OperatorAnswer> {
  const read = readReportLinkFields(fields);
  if (!read.ok) return { status: 400, body: { error: read.error } };
  if (!(await isDealRoomListing(listing))) return NOT_FOR_SALE;
  try {
    const backend = await getDealRoomBackend();
    const at = new Date();
    const recorded = await (
      await backend.dealRoom()
    ).createOwnerReportLink(
      { listing, createdBy: operatorIdentity(session), includeNames: read.includeNames, expiresAt: ownerReportExpiry(at, read.days) },
      at,
    );
    const url = ownerReportUrl(
      serverEnv().SITE_URL,
      { id: recorded.id, expiresAt: new Date(recorded.expiresAt) },
      await backend.linkSecret(),
    );
    return {
      status: 201,
      body: { message: `The owner's report link is made: it works for ${read.days} days unless withdrawn.`, id: recorded.id, url },
    };
  } catch (error) {
    logError(`An owner's report link of ${listing} could not be made`, error);
    return UNAVAILABLE;
  }
}

export async function withdrawReportLink(listing: string, id: string): Promise<OperatorAnswer> {
  if (!UUID.test(id)) return { status: 400, body: { error: "That is not a report link's id" } };
  try {
    const withdrawn = await (await (await getDealRoomBackend()).dealRoom()).withdrawOwnerReportLink(id, listing, new Date());
    if (!withdrawn) return { status: 404, body: { error: "This listing has no report link with that id" } };
    return { status: 200, body: { message: "The link is withdrawn: the owner's report no longer opens from it." } };
  } catch (error) {
    logError(`An owner's report link of ${listing} could not be withdrawn`, error);
    return UNAVAILABLE;
  }
}

export async function setWeeklyEmail(listing: string, body: unknown): Promise<OperatorAnswer> {
  const choice = typeof body === "object" && body !== null ? (body as { weeklyEmail?: unknown }).weeklyEmail : undefined;
  if (choice !== "on" && choice !== "off") return { status: 400, body: { error: 'Send {"weeklyEmail": "on"} or {"weeklyEmail": "off"}' } };
  if (!(await isDealRoomListing(listing))) return NOT_FOR_SALE;
  try {
    await (await (await getDealRoomBackend()).dealRoom()).setWeeklyEmail(listing, choice === "on", new Date());
    return {
      status: 200,
      body: {
        message: choice === "on" ? "The team will receive this listing's report every Monday." : "No more Monday e-mail for this listing.",
      },
    };
  } catch (error) {
    logError(`The Monday e-mail of ${listing} could not be switched`, error);
    return UNAVAILABLE;
  }
}
