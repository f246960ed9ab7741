import { readLimitedBody } from "@/src/http/limitedBody";
import { setWeeklyEmail } from "@/src/dealRoom/reports/reportOperator.server";
import { operatorJson, requireOperator } from "@/src/operator/access.server";

export const dynamic = "force-dynamic";

/**
 * POST /api/operator/deal-room/{listing}/weekly-report with {"weeklyEmail": "on"} or "off": the
 * team's Monday e-mail of the listing's owner's report (issue 36), on by default.
 */
export async function POST(request: Request, { params }: { params: Promise<{ listing: string }> }) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const { listing } = await params;
  const body = await readLimitedBody(request, 1024);
  if (body === null) return operatorJson(413, { error: "The request is larger than 1024 bytes" });
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(body));
  } catch {
    parsed = undefined;
  }
  const answer = await setWeeklyEmail(listing, parsed);
  return operatorJson(answer.status, answer.body);
}
