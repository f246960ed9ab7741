/**
 * The operator's switch of a listing's Monday e-mail (issue 36, decision 0051), called by
 * POST /api/operator/deal-room/{listing}/weekly-report after requireOperator.
 */
import "server-only";
import { logError } from "@/src/log";
import { getDealRoomBackend } from "./backend";
import { isDealRoomListing } from "./operator.server";
import { UNAVAILABLE, type OperatorAnswer } from "./operatorAnswer";

export async function setWeeklyEmail(listing: string, body: unknown): Promise<OperatorAnswer> {
  const choice = typeof body === "object" && body !== null ? (body as { weeklyEmail?: unknown }).weeklyEmail : undefined;
  if (choice !== "on" && choice !== "off") return { status: 400, body: { error: 'Send {"weeklyEmail": "on"} or {"weeklyEmail": "off"}' } };
  if (!(await isDealRoomListing(listing))) return { status: 404, body: { error: "No confidential listing for sale has that slug" } };
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
