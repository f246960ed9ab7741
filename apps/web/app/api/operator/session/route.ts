import { readLimitedBody } from "../../../../src/http/limitedBody";
import { clientKeyFrom } from "../../../../src/leads/clientKey";
import {
  clearedSessionCookie,
  configuredPassword,
  operatorJson,
  requireOperator,
  sessionCookie,
  signedOutSessions,
  signInGuard,
} from "../../../../src/operator/access.server";
import { WRONG_PASSWORD } from "../../../../src/operator/catalog";
import { verifyOperatorPassword } from "../../../../src/operator/password";
import { createSessionToken, sessionSecret } from "../../../../src/operator/session";

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

/** Sign in: `{ "password": "…" }` → 204 with the session cookie, 401, or 429 after repeated failures. */
export async function POST(request: Request) {
  const configured = configuredPassword();
  if (!configured) return operatorJson(404, { error: "Not found" });
  const client = clientKeyFrom(request.headers);
  const check = signInGuard.check(client);
  if (!check.allowed) {
    const minutes = Math.ceil(check.retryAfterSeconds / 60);
    return operatorJson(
      429,
      { error: `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.` },
      { "retry-after": String(check.retryAfterSeconds) },
    );
  }
  const input = await passwordFrom(request);
  if ("error" in input) return operatorJson(input.status, { error: input.error });
  if (!(await verifyOperatorPassword(input.password, configured))) {
    signInGuard.recordFailure(client);
    return operatorJson(401, { error: WRONG_PASSWORD });
  }
  signInGuard.reset(client);
  const token = createSessionToken(sessionSecret(configured));
  return new Response(null, { status: 204, headers: { "cache-control": "private, no-store", "set-cookie": sessionCookie(token) } });
}

/** Sign out: the cookie is deleted and its session refused from now on, even if it was copied. */
export async function DELETE(request: Request) {
  const operator = requireOperator(request);
  if (operator instanceof Response) return operator;
  signedOutSessions.add(operator.session);
  return new Response(null, { status: 204, headers: { "cache-control": "private, no-store", "set-cookie": clearedSessionCookie() } });
}
