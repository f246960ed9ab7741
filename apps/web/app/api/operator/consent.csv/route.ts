import { getBackend } from "@/src/server/backend.server";
import { logError } from "@/src/log";
import { allConsentEvents, consentCsv } from "@/src/consent/recordCsv";
import { OPERATOR_HEADERS, operatorJson, requireOperator } from "@/src/operator/access.server";

export const dynamic = "force-dynamic";

/** GET /api/operator/consent.csv: the consent record of every investor address (decision 0037). */
export async function GET(request: Request) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  let csv: string;
  try {
    csv = consentCsv(await allConsentEvents(await (await getBackend()).consent()));
  } catch (error) {
    logError("The consent record could not be read", error);
    return operatorJson(503, { error: "The consent record could not be read from the database" });
  }
  return new Response(`\uFEFF${csv}`, {
    headers: {
      ...OPERATOR_HEADERS,
      "content-type": "text/csv; charset=utf-8; header=present",
      "content-disposition": 'attachment; filename="consent-record.csv"',
    },
  });
}
