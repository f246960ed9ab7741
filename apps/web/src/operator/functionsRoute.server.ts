import "server-only";
import { FUNCTION_NAMES } from "@agency/supabase/functions";
import { getOperatorBackend } from "./backend";
import { logError } from "@/src/log";
import { OPERATOR_HEADERS, operatorJson, requireOperator } from "./access.server";

/**
 * The embedded mode's functions host: the in-process function handlers served over HTTP at
 * /api/operator/functions/<name>, for the operator only, so the network card's preflight, HEAD and
 * POST probes are real requests. Hosted, the functions live on Supabase and this route says so.
 */
export async function serveFunction(request: Request, name: string | null): Promise<Response> {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  let handlers;
  try {
    handlers = (await getOperatorBackend()).functionHandlers;
  } catch (error) {
    logError("The functions route could not start the backend", error);
    return operatorJson(503, { error: "Backend unavailable" });
  }
  if (!handlers) return operatorJson(404, { error: "Hosted mode: the functions run on Supabase (NEXT_PUBLIC_SUPABASE_URL/functions/v1)" });

  if (name === null) {
    // The root lists the functions, as a directory of the host.
    if (request.method === "HEAD") return new Response(null, { status: 200, headers: OPERATOR_HEADERS });
    return operatorJson(200, { functions: FUNCTION_NAMES });
  }
  const handler = (handlers as Record<string, ((request: Request) => Promise<Response>) | undefined>)[name];
  if (!handler) return operatorJson(404, { error: `Unknown function ${name}` });
  const response = await handler(request);
  const headers = new Headers(response.headers);
  for (const [header, value] of Object.entries(OPERATOR_HEADERS)) headers.set(header, value);
  return new Response(response.body, { status: response.status, headers });
}
