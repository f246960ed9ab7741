/**
 * A lead submission's raw fields, from the bytes of an API request or the entries of a Server
 * Action's form data, refused with a specific message when the request itself is malformed
 * (docs/decisions/0012-hostile-input.md). Field-by-field rules are the zod schemas' job.
 */
import { MULTI_VALUE_FIELDS } from "@agency/supabase/lead-fields";

export type RequestFields =
  | { ok: true; fields: Record<string, unknown> }
  | { ok: false; httpStatus: 400 | 415; message: string; fieldErrors: Record<string, string> };

const refused = (httpStatus: 400 | 415, message: string, fieldErrors: Record<string, string> = {}): RequestFields => ({
  ok: false,
  httpStatus,
  message,
  fieldErrors,
});

/** Fields Next.js adds to a Server Action's form data ($ACTION_ID_…, $ACTION_REF_…), not the visitor's. */
const isFrameworkField = (name: string) => name.startsWith("$");

/**
 * One value per field: a field sent twice (`name=a&name=b`) is refused rather than silently
 * resolved, because whichever copy won, the team might not see what the visitor typed.
 */
export function fieldsFromEntries(entries: Iterable<[string, unknown]>): RequestFields {
  // A Map, then own properties: a field named "__proto__" stays a field, never a prototype.
  const fields = new Map<string, unknown>();
  const duplicated = new Set<string>();
  for (const [name, value] of entries) {
    if (isFrameworkField(name)) continue;
    // A group of checkboxes (the buy box's asset classes and regions): every value, as a list.
    if (MULTI_VALUE_FIELDS.has(name)) {
      const list = fields.get(name);
      if (Array.isArray(list)) list.push(value);
      else fields.set(name, [value]);
      continue;
    }
    if (fields.has(name)) duplicated.add(name);
    else fields.set(name, value);
  }
  if (duplicated.size > 0) {
    const fieldErrors = Object.fromEntries([...duplicated].map((name) => [name, "This field was sent more than once"]));
    return refused(400, `Each field may be sent only once (sent more than once: ${[...duplicated].join(", ")})`, fieldErrors);
  }
  return { ok: true, fields: Object.fromEntries(fields) };
}

/** application/x-www-form-urlencoded, strictly: a malformed percent-escape is an error, not "�". */
export function parseFormEncoded(body: string): RequestFields {
  const entries: [string, string][] = [];
  for (const pair of body.split("&")) {
    if (pair === "") continue;
    const separator = pair.indexOf("=");
    const [rawName, rawValue] = separator === -1 ? [pair, ""] : [pair.slice(0, separator), pair.slice(separator + 1)];
    try {
      entries.push([decodeURIComponent(rawName.replace(/\+/g, " ")), decodeURIComponent(rawValue.replace(/\+/g, " "))]);
    } catch {
      return refused(400, "The form data is not correctly encoded (a % must be followed by two hexadecimal digits of UTF-8)");
    }
  }
  return fieldsFromEntries(entries);
}

/** The media type of a Content-Type header, without parameters, lower-cased. */
export function mediaType(contentType: string | null): string {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

const UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/** The body of `POST /api/leads/{kind}`: JSON or URL-encoded, UTF-8. */
export function parseLeadBody(contentType: string | null, body: Uint8Array): RequestFields {
  const type = mediaType(contentType);
  if (type !== "application/json" && type !== "application/x-www-form-urlencoded") {
    return refused(415, "Send the form as application/json or application/x-www-form-urlencoded");
  }
  const charset = /;\s*charset="?([^";]+)"?/i.exec(contentType ?? "")?.[1]?.toLowerCase();
  if (charset && charset !== "utf-8" && charset !== "utf8") return refused(415, `Send the form in UTF-8, not ${charset}`);
  let text: string;
  try {
    text = UTF8.decode(body);
  } catch {
    return refused(400, "The body is not valid UTF-8");
  }
  if (type === "application/x-www-form-urlencoded") return parseFormEncoded(text);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refused(400, "The body is not valid JSON");
  }
  if (value === null || typeof value !== "object" || Array.isArray(value))
    return refused(400, "The body must be a JSON object of form fields");
  return { ok: true, fields: value as Record<string, unknown> };
}
