import { erasingProofsOfFunds } from "@/src/dealRoom/offers/offerOperator.server";
import { erasingDueDiligenceProofs } from "@/src/dealRoom/dueDiligence/dueDiligenceOperator.server";
import { readLimitedBody } from "@/src/http/limitedBody";
import { logError } from "@/src/log";
import { OPERATOR_HEADERS, operatorJson, requireOperator } from "@/src/operator/access.server";
import { accessExportFileName, buildAccessExport, summariseFound } from "@/src/privacy/accessExport";
import { describeErasure } from "@/src/privacy/describe";
import { operatorLabel, personalInformationStore, PersonalInformationUnavailable } from "@/src/privacy/operator.server";
import {
  MAX_REQUEST_BYTES,
  PERSONAL_INFORMATION_ACTIONS,
  parsePersonalInformationRequest,
  type PersonalInformationAction,
} from "@/src/privacy/request";

export const dynamic = "force-dynamic";

/** What the operator asked for, done and logged (decision 0038). */
async function perform(action: PersonalInformationAction, email: string, operator: string): Promise<Response> {
  const store = await personalInformationStore();
  const now = new Date();
  if (action === "erase") {
    // The proof-of-funds files of the offers it deletes go with their rows (issue 36); offers within
    // their record term are kept, with their files (decision 0058).
    const steps = await erasingProofsOfFunds(email, now, () => erasingDueDiligenceProofs(email, () => store.erase(email, operator, now)));
    return operatorJson(200, { message: `Erased ${email}: ${describeErasure(steps)}`, steps });
  }
  const found = await store.find(email, action, operator, now);
  if (action === "export") {
    return new Response(`${JSON.stringify(buildAccessExport(email, found, now), null, 2)}\n`, {
      headers: {
        ...OPERATOR_HEADERS,
        "content-type": "application/json; charset=utf-8",
        "content-disposition": `attachment; filename="${accessExportFileName(now)}"`,
      },
    });
  }
  return operatorJson(200, { address: email, parts: summariseFound(found), requests: await store.requests(email, 20) });
}

/**
 * POST /api/operator/personal-information/{find|export|erase} with `{"email": "…"}` (an erasure
 * also `"confirmation"`: the address typed again), as JSON or a form body. find answers what is
 * kept per table and the earlier requests about the address; export downloads every row as one
 * JSON file; erase deletes or anonymises what decision 0038 does not keep. Each is logged.
 */
export async function POST(request: Request, { params }: { params: Promise<{ action: string }> }) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const { action } = await params;
  if (!(PERSONAL_INFORMATION_ACTIONS as readonly string[]).includes(action)) {
    return operatorJson(404, { error: `Unknown request: use ${PERSONAL_INFORMATION_ACTIONS.join(", ")}` });
  }
  const body = await readLimitedBody(request, MAX_REQUEST_BYTES);
  if (body === null) return operatorJson(413, { error: `The request is larger than ${MAX_REQUEST_BYTES} bytes` });
  const parsed = parsePersonalInformationRequest(action as PersonalInformationAction, body, request.headers.get("content-type") ?? "");
  if (!parsed.ok) return operatorJson(400, { error: parsed.error, fields: parsed.fields });
  try {
    return await perform(action as PersonalInformationAction, parsed.email, operatorLabel(operator.session));
  } catch (error) {
    if (error instanceof PersonalInformationUnavailable) return operatorJson(503, { error: error.message });
    logError(`The personal information ${action} failed`, error);
    return operatorJson(503, {
      error: "The database could not be reached; nothing was changed and nothing was logged. Try again in a moment.",
    });
  }
}
