/**
 * Who may use the operator pages and APIs (docs/decisions/0007-operator-access.md): nobody when
 * OPERATOR_PASSWORD is unset (404, never open by default); otherwise whoever holds a valid,
 * unexpired, not signed-out session cookie (or, for the server's own calls to the functions
 * route, the same token as a bearer).
 */
import "server-only";
import { cookies } from "next/headers";
import { serverEnv } from "@/src/env";
import { getOperatorBackend } from "./backend";
import { logError } from "@/src/log";
import { processWide } from "@/src/process/processWide";
import { createPasswordCheckPermits } from "./signIn";
import { readSessionToken, sessionKey, SESSION_COOKIE, SESSION_TTL_SECONDS, type OperatorSession } from "./session";

/** The few password checks that may run at once in this process (operator/signIn.ts). */
export const passwordCheckPermits = processWide("operator.passwordChecks", createPasswordCheckPermits);

export function configuredPassword(): string | undefined {
  return serverEnv().OPERATOR_PASSWORD;
}

/**
 * The HMAC keys of session cookies for the configured password (operator/session.ts), the one to
 * sign new cookies with first (src/server/serverState.ts).
 */
export async function currentSessionKeys(): Promise<Buffer[]> {
  const password = configuredPassword();
  if (!password) throw new Error("OPERATOR_PASSWORD is not set");
  return (await (await getOperatorBackend()).sessionSecrets()).map((secret) => sessionKey(secret, password));
}

export interface SignedInOperator {
  session: OperatorSession;
  /** The cookie's value, which the server forwards on its own calls to the functions route. */
  token: string;
}

/** The signed-in operator a token proves, or null. Throws when the backend cannot be started. */
export async function operatorFromToken(token: string | undefined): Promise<SignedInOperator | null> {
  if (!configuredPassword() || !token) return null;
  const session = readSessionToken(token, await currentSessionKeys());
  if (!session || (await (await getOperatorBackend()).signedOutSessions.has(session))) return null;
  return { session, token };
}

export type OperatorAccess = { state: "disabled" } | { state: "signed-in"; operator: SignedInOperator } | { state: "signed-out" };

/** For the /diagnostics page (a Server Component): reads the session cookie. */
export async function operatorAccess(): Promise<OperatorAccess> {
  if (!configuredPassword()) return { state: "disabled" };
  try {
    const operator = await operatorFromToken((await cookies()).get(SESSION_COOKIE)?.value);
    return operator ? { state: "signed-in", operator } : { state: "signed-out" };
  } catch (error) {
    // The sign-in form then says what is wrong when it is used (the session route answers 503).
    logError("Operator sessions cannot be checked", error);
    return { state: "signed-out" };
  }
}

/** Operator answers are personal data or secrets in the making: never stored by a CDN or indexed. */
export const OPERATOR_HEADERS = { "cache-control": "private, no-store", "x-robots-tag": "noindex, nofollow" } as const;

export function operatorJson(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...OPERATOR_HEADERS, ...headers } });
}

/** The 503 when sessions cannot be signed or checked: the server's backend did not start. */
export const SESSIONS_UNAVAILABLE = "Operator sign-in is unavailable right now: the server could not start its backend. Try again shortly.";

function tokenFrom(request: Request): string | undefined {
  const bearer = request.headers.get("authorization")?.match(/^Bearer (\S+)$/)?.[1];
  if (bearer) return bearer;
  const cookie = request.headers.get("cookie") ?? "";
  for (const part of cookie.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name !== SESSION_COOKIE) continue;
    try {
      return decodeURIComponent(value.join("="));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Every operator API starts here: 404 when operator access is off, 401 without a valid session,
 * 503 when sessions cannot be checked, otherwise the operator.
 */
export async function requireOperator(request: Request): Promise<SignedInOperator | Response> {
  if (!configuredPassword()) return operatorJson(404, { error: "Not found" });
  try {
    return (await operatorFromToken(tokenFrom(request))) ?? operatorJson(401, { error: "Sign in at /diagnostics first" });
  } catch (error) {
    logError("Operator sessions cannot be checked", error);
    return operatorJson(503, { error: SESSIONS_UNAVAILABLE });
  }
}

/** HttpOnly, SameSite=Strict, Secure in production (a local http server in development keeps working). */
export function sessionCookie(token: string, maxAgeSeconds = SESSION_TTL_SECONDS): string {
  const secure = serverEnv().NODE_ENV === "production" ? "; Secure" : "";
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

export const clearedSessionCookie = () => sessionCookie("", 0);
