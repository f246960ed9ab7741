/**
 * What the operator sends to ask about an address (decision 0038): the address, and for an
 * erasure the same address typed again. One zod schema per request, used by the route; the form
 * posts JSON (with JavaScript) or a plain form body (the export's download form, which needs none).
 */
import { z } from "zod";

export const PERSONAL_INFORMATION_ACTIONS = ["find", "export", "erase"] as const;
export type PersonalInformationAction = (typeof PERSONAL_INFORMATION_ACTIONS)[number];

/** The largest request body the routes read: two addresses and their names fit many times over. */
export const MAX_REQUEST_BYTES = 2048;

export const ADDRESS_MESSAGE = "Enter the e-mail address the request is about (name@example.ca).";
export const CONFIRMATION_MESSAGE = "Type the same address again to confirm the erasure.";

/** The address as every table compares it (public.normalised_address in the migration). */
export const normalisedAddress = (email: string) => email.trim().toLowerCase();

/**
 * Deliberately looser than the forms' rule: the deal room accepted any one-line `x@y`, and an
 * address stored by it must still be found. One line, 3 to 254 characters, one @ between two parts.
 */
const address = z
  .string({ error: ADDRESS_MESSAGE })
  .trim()
  .min(3, ADDRESS_MESSAGE)
  .max(254, ADDRESS_MESSAGE)
  .regex(/^[^@\s\p{Cc}]+@[^@\s\p{Cc}]+$/u, ADDRESS_MESSAGE);

export const lookupRequestSchema = z.object({ email: address });

export const erasureRequestSchema = z
  .object({ email: address, confirmation: z.string({ error: CONFIRMATION_MESSAGE }).trim() })
  .refine((request) => normalisedAddress(request.confirmation) === normalisedAddress(request.email), {
    path: ["confirmation"],
    message: CONFIRMATION_MESSAGE,
  });

export type ParsedRequest =
  { ok: true; email: string } | { ok: false; error: string; fields: Partial<Record<"email" | "confirmation", string>> };

/** The body as fields: JSON from the page's script, a form body from a plain form. */
function fieldsOf(body: Uint8Array, contentType: string): unknown {
  const text = new TextDecoder("utf-8", { fatal: true }).decode(body);
  if (contentType.startsWith("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(text));
  return JSON.parse(text);
}

/** The request's address, or the field errors to answer with 400 (nothing is done then). */
export function parsePersonalInformationRequest(action: PersonalInformationAction, body: Uint8Array, contentType: string): ParsedRequest {
  let fields: unknown;
  try {
    fields = fieldsOf(body, contentType);
  } catch {
    return { ok: false, error: 'Send {"email": "…"} as JSON or a form body', fields: {} };
  }
  const parsed = (action === "erase" ? erasureRequestSchema : lookupRequestSchema).safeParse(fields);
  if (parsed.success) return { ok: true, email: parsed.data.email };
  const errors: Partial<Record<"email" | "confirmation", string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === "email" || field === "confirmation") && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, error: errors.email ?? errors.confirmation ?? ADDRESS_MESSAGE, fields: errors };
}
