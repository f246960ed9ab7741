import { currentHealth } from "@/src/leads/currentHealth.server";
import { publicHealth } from "@/src/leads/health";
import { OPERATOR_HEADERS, requireOperator } from "@/src/operator/access.server";
import { SESSION_COOKIE } from "@/src/operator/session";

export const dynamic = "force-dynamic";

/** Whether the request carries operator credentials at all: most callers (the status badge) do not. */
function mayBeOperator(request: Request): boolean {
  return request.headers.has("authorization") || (request.headers.get("cookie") ?? "").includes(`${SESSION_COOKIE}=`);
}

/**
 * Database and mail state as JSON: 200 when leads can be stored, 503 when they cannot. Anyone gets
 * `{status, checkedAt}`; the signed-in operator (session cookie) gets the whole report, errors
 * included. The check runs at most once per few seconds (src/leads/health.ts).
 */
export async function GET(request: Request) {
  const { httpStatus, report } = await currentHealth();
  // 404 (operator access off), 401 and any other refusal all mean: not the operator.
  const operator = mayBeOperator(request) && !((await requireOperator(request)) instanceof Response);
  return Response.json(operator ? report : publicHealth(report), {
    status: httpStatus,
    headers: operator ? OPERATOR_HEADERS : { "cache-control": "no-store" },
  });
}
