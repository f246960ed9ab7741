import { readLimitedBody } from "@/src/http/limitedBody";
import { getBackend, type Backend } from "@/src/server/backend.server";
import { logError } from "@/src/log";
import { clientKeyFrom } from "@/src/leads/clientKey";
import {
  clearedSessionCookie,
  configuredPassword,
  currentSessionKeys,
  operatorJson,
  passwordCheckPermits,
  requireOperator,
  sessionCookie,
  SESSIONS_UNAVAILABLE,
} from "@/src/operator/access.server";
import { WRONG_PASSWORD } from "@/src/operator/catalog";
import { verifyOperatorPassword } from "@/src/operator/password";
import { createSessionToken } from "@/src/operator/session";
import { attemptSignIn } from "@/src/operator/signIn";

export const dynamic = "force-dynamic";

/** Far more than `{"password": …}` with any password a person types. */
const MAX_SIGN_IN_BYTES = 4096;

type PasswordInput = { password: string } | { status: 400 | 413; error: string };

async function passwordFrom(request: Request): Promise<PasswordInput> {
  const body = await readLimitedBody(request, MAX_SIGN_IN_BYTES);
  if (body === null) return { status: 413, error: `The sign-in request is larger than ${MAX_SIGN_IN_BYTES} bytes` };
  try {
    const value: unknown = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
    const password = value && typeof value === "object" && "password" in value ? value.password : undefined;
    // Longer than any password a person types: refused before scrypt spends time on it.
    return { password: typeof password === "string" && password.length <= 1024 ? password : "" };
  } catch {
    return { status: 400, error: 'Send the password as JSON: {"password": "…"}' };
  }
}

/**
 * Sign in: `{ "password": "…" }` → 204 with the session cookie, 401, or 429 after repeated failures
 * (or while too many sign-ins are being checked at once). The attempt is counted before the
 * password is checked (src/operator/signIn.ts).
 */
export async function POST(request: Request) {
  const configured = configuredPassword();
  if (!configured) return operatorJson(404, { error: "Not found" });
  const input = await passwordFrom(request);
  if ("error" in input) return operatorJson(input.status, { error: input.error });

  let backend: Backend;
  let keys: Buffer[];
  try {
    backend = await getBackend();
    keys = await currentSessionKeys();
  } catch (error) {
    logError("Operator sign-in is unavailable", error);
    return operatorJson(503, { error: SESSIONS_UNAVAILABLE });
  }
  const client = clientKeyFrom(request.headers);
  const outcome = await attemptSignIn(
    { guard: backend.signInGuard, verify: (password) => verifyOperatorPassword(password, configured), permits: passwordCheckPermits },
    client,
    input.password,
  );
  switch (outcome.status) {
    case "too-many-failures": {
      const minutes = Math.ceil(outcome.retryAfterSeconds / 60);
      return operatorJson(
        429,
        { error: `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.` },
        { "retry-after": String(outcome.retryAfterSeconds) },
      );
    }
    case "busy":
      return operatorJson(
        429,
        { error: `Too many sign-ins are being checked right now. Try again in ${outcome.retryAfterSeconds} seconds.` },
        { "retry-after": String(outcome.retryAfterSeconds) },
      );
    case "wrong-password":
      return operatorJson(401, { error: WRONG_PASSWORD });
    case "signed-in":
      return new Response(null, {
        status: 204,
        headers: { "cache-control": "private, no-store", "set-cookie": sessionCookie(createSessionToken(keys[0]!)) },
      });
  }
}

/** Sign out: the cookie is deleted and its session refused from now on, even if it was copied. */
export async function DELETE(request: Request) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  await (await getBackend()).signedOutSessions.add(operator.session);
  return new Response(null, { status: 204, headers: { "cache-control": "private, no-store", "set-cookie": clearedSessionCookie() } });
}
