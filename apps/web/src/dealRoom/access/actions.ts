"use server";

import { headers } from "next/headers";
import { getConfidentialityAgreement, getDealRoomListings } from "@/src/content/content.server";
import { getDealRoomBackend } from "@/src/dealRoom/backend";
import { logError } from "@/src/log";
import { clientKeyFrom, UNIDENTIFIED } from "@/src/leads/clientKey";
import { fieldsFromEntries } from "@/src/leads/requestFields";
import { agreementVersion } from "./agreement";
import { signAgreement, type SigningState } from "./signing";

const FAILED = "Your signature could not be recorded. Nothing was stored: please try again in a moment, or call us.";

/** The agreement form's Server Action: works without JavaScript (the page re-renders with its answer). */
export async function submitAgreement(_previous: SigningState, formData: FormData): Promise<SigningState> {
  const submittedAt = Date.now();
  if (!(formData instanceof FormData)) {
    return {
      status: "invalid",
      message: "The form could not be read. Please fill it in and send it again.",
      fieldErrors: {},
      values: {},
      sentTo: null,
      submittedAt,
    };
  }
  const parsed = fieldsFromEntries(formData.entries());
  if (!parsed.ok)
    return { status: "invalid", message: parsed.message, fieldErrors: parsed.fieldErrors, values: {}, sentTo: null, submittedAt };
  try {
    const backend = await getDealRoomBackend();
    const requestHeaders = await headers();
    const client = clientKeyFrom(requestHeaders);
    return await signAgreement(
      {
        fields: parsed.fields,
        referer: requestHeaders.get("referer"),
        ip: client === UNIDENTIFIED ? null : client,
        userAgent: requestHeaders.get("user-agent"),
      },
      {
        store: backend.dealRoom,
        agreement: async () => agreementVersion(await getConfidentialityAgreement()),
        hasDealRoom: async (slug) => (await getDealRoomListings()).some((listing) => listing.slug === slug),
        attempt: (key) => backend.rateLimiter.attempt(key, Date.now()),
        wake: () => backend.notifier.wake(),
      },
    );
  } catch (error) {
    logError("A confidentiality agreement could not be signed", error);
    return { status: "failed", message: FAILED, fieldErrors: {}, values: {}, sentTo: null, submittedAt };
  }
}
