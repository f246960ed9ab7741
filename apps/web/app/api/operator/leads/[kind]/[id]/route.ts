import { LEAD_KINDS, type LeadKind } from "@agency/supabase/leads";
import { readLimitedBody } from "@/src/http/limitedBody";
import { getBackend } from "@/src/server/backend.server";
import { logError } from "@/src/log";
import { operatorJson, requireOperator } from "@/src/operator/access.server";
import { LEAD_ACTIONS, leadActionOutcome, parseLeadAction, type LeadAction } from "@/src/operator/leadActions";
import { isUuid } from "@/src/http/uuid";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ kind: string; id: string }> };

/** The lead a URL names, or the answer for a URL that names none. */
async function target({ params }: Params): Promise<{ kind: LeadKind; id: string } | Response> {
  const { kind, id } = await params;
  if (!(LEAD_KINDS as readonly string[]).includes(kind)) return operatorJson(404, { error: "Unknown lead kind" });
  if (!isUuid(id)) return operatorJson(404, { error: "No lead has that id" });
  return { kind: kind as LeadKind, id };
}

async function act(kind: LeadKind, id: string, action: LeadAction): Promise<Response> {
  try {
    const backend = await getBackend();
    const repository = await backend.repository();
    const now = new Date();
    const done =
      action === "release"
        ? await repository.releaseQuarantined(kind, id, now)
        : action === "retry"
          ? await repository.retryNotification(kind, id, now)
          : action === "retry-webhook"
            ? ((await repository.webhooks?.retry(kind, id, now)) ?? false)
            : await repository.deleteQuarantined(kind, id);
    // A released or retried lead is due now: the notifier (and the CRM webhook beside it) sends it.
    if (done && action !== "delete") backend.notifier.wake();
    const outcome = leadActionOutcome(action, done);
    return operatorJson(outcome.status, outcome.body);
  } catch (error) {
    logError(`The operator's ${action} of a ${kind} lead failed`, error);
    return operatorJson(503, { error: "The database could not be reached; nothing was changed. Try again in a moment." });
  }
}

/**
 * POST /api/operator/leads/{kind}/{id} with `{"action": "release"}` (a quarantined submission
 * becomes an ordinary lead and the team is notified once) or `{"action": "retry"}` (a notification
 * that gave up starts again) or `{"action": "retry-webhook"}` (a CRM delivery that gave up starts again).
 */
export async function POST(request: Request, context: Params) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const lead = await target(context);
  if (lead instanceof Response) return lead;
  const body = await readLimitedBody(request, 1024);
  if (body === null) return operatorJson(413, { error: "The request is larger than 1024 bytes" });
  const action = parseLeadAction(body);
  if (!action || action === "delete") {
    return operatorJson(400, {
      error: `Send {"action": "release"} or {"action": "retry"} ({"action": "retry-webhook"} for a CRM delivery); delete with the DELETE method (actions: ${LEAD_ACTIONS.join(", ")})`,
    });
  }
  return act(lead.kind, lead.id, action);
}

/** DELETE /api/operator/leads/{kind}/{id}: deletes a quarantined submission (never an ordinary lead). */
export async function DELETE(request: Request, context: Params) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const lead = await target(context);
  if (lead instanceof Response) return lead;
  return act(lead.kind, lead.id, "delete");
}
