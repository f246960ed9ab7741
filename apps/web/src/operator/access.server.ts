/**
 * Who may use the operator pages and APIs (docs/decisions/0007-operator-access.md): nobody when
 * OPERATOR_PASSWORD is unset (404, never open by default); otherwise whoever holds a valid,
 * unexpired, not signed-out session cookie (or, for the server's own calls to the functions
 * route, the same token as a bearer).
 */
import "server-only";
import { cookies } from "next/headers";
import { serverEnv } from "../env";
import { processWide } from "../processWide";
import { createSignInGuard } from "./signInGuard";
import { createSignOutList, readSessionToken, sessionSecret, SESSION_COOKIE, SESSION_TTL_SECONDS, type OperatorSession } from "./session";

export const signInGuard = processWide("operator.signInGuard", () => createSignInGuard());
export const signedOutSessions = processWide("operator.signedOut", () => createSignOutList());

export function configuredPassword(): string | undefined {
  return serverEnv().OPERATOR_PASSWORD;
}

export interface SignedInOperator {
  session: OperatorSession;
  /** The cookie's value, which the server forwards on its own calls to the functions route. */
  token: string;
}

/** The signed-in operator a token proves, or null. */
export function operatorFromToken(token: string | undefined): SignedInOperator | null {
  const password = configuredPassword();
  if (!password || !token) return null;
  const session = readSessionToken(token, sessionSecret(password));
  if (!session || signedOutSessions.has(session)) return null;
  return { session, token };
}

export type OperatorAccess = { state: "disabled" } | { state: "signed-out" } | { state: "signed-in"; operator: SignedInOperator };

/** For the /diagnostics page (a Server Component): reads the session cookie. */
export async function operatorAccess(): Promise<OperatorAccess> {
  if (!configuredPassword()) return { state: "disabled" };
  const operator = operatorFromToken((await cookies()).get(SESSION_COOKIE)?.value);
  return operator ? { state: "signed-in", operator } : { state: "signed-out" };
}

/** Operator answers are personal data or secrets in the making: never stored by a CDN or indexed. */
export const OPERATOR_HEADERS = { "cache-control": "private, no-store", "x-robots-tag": "noindex, nofollow" } as const;

export function operatorJson(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...OPERATOR_HEADERS, ...headers } });
}

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
 * otherwise the operator.
 */
export function requireOperator(request: Request): SignedInOperator | Response {
  if (!configuredPassword()) return operatorJson(404, { error: "Not found" });
  return operatorFromToken(tokenFrom(request)) ?? operatorJson(401, { error: "Sign in at /diagnostics first" });
}

/** HttpOnly, SameSite=Strict, Secure in production (a local http server in development keeps working). */
export function sessionCookie(token: string, maxAgeSeconds = SESSION_TTL_SECONDS): string {
  const secure = serverEnv().NODE_ENV === "production" ? "; Secure" : "";
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

export const clearedSessionCookie = () => sessionCookie("", 0);
