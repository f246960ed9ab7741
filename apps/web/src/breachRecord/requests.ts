/**
 * The breach record's two requests (decision 0055), behind the operator check their routes make:
 * `POST /api/operator/privacy/breaches` (the Privacy page's form, an ordinary form post that works
 * without JavaScript: 303 back to the page, or 400 with a page naming each wrong field and nothing
 * stored) and `GET /api/operator/privacy/breaches.csv`. The store, the team's names and the clock
 * are handed in, so the tests run them on a real database at a day they choose.
 */
import { breachCsvFileName, breachRecordCsv } from "./csv";
import { BREACH_FIELDS, parseBreachForm, torontoDay, type BreachField } from "./form";
import type { BreachRecordStore } from "./store";

export interface BreachRequestDeps {
  store: () => Promise<BreachRecordStore>;
  /** The team members who may be named as recording it. */
  members: () => Promise<string[]>;
  now: () => Date;
  /** The operator answers' headers (private, no-store, noindex). */
  headers: Readonly<Record<string, string>>;
  logError: (message: string, error: unknown) => void;
}

/** Where the form's answer sends the browser: the Privacy page's breach section, with its notice. */
export const BREACH_SECTION_PATH = "/team/privacy/";
export const BREACH_SECTION_ANCHOR = "breach-record";
export const RECORDED_LOCATION = `${BREACH_SECTION_PATH}?done=breach-recorded#${BREACH_SECTION_ANCHOR}`;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

const escape = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");

/** The page a refused record answers with (400): each wrong field by its label, and the way back. */
export function notRecordedPage(fieldErrors: Readonly<Partial<Record<BreachField, string>>>): string {
  const items = (Object.keys(BREACH_FIELDS) as BreachField[])
    .filter((field) => fieldErrors[field])
    .map((field) => `<li><strong>${escape(BREACH_FIELDS[field])}</strong>: ${escape(fieldErrors[field] ?? "")}</li>`)
    .join("");
  return (
    `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>Breach not recorded · Team workspace</title></head>` +
    `<body><main><h1>Breach not recorded</h1><p>Nothing was stored. Go back to the form, correct this and record the breach again:</p>` +
    `<ul>${items}</ul><p><a href="${BREACH_SECTION_PATH}#${BREACH_SECTION_ANCHOR}">Back to the Privacy page</a></p></main></body></html>`
  );
}

function json(status: number, error: string, headers: Readonly<Record<string, string>>): Response {
  return Response.json({ error }, { status, headers: { ...headers } });
}

export async function recordBreach(request: Request, deps: BreachRequestDeps): Promise<Response> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(type)) {
    return json(415, "Send the breach record's form (application/x-www-form-urlencoded or multipart/form-data)", deps.headers);
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return json(400, "The form could not be read: send it again from the Privacy page", deps.headers);
  }
  let members: string[];
  try {
    members = await deps.members();
  } catch (error) {
    deps.logError("The team's members could not be read", error);
    return json(503, "The team's members could not be read from the content; nothing was stored", deps.headers);
  }
  const now = deps.now();
  const parsed = parseBreachForm(form, members, torontoDay(now));
  if (!parsed.ok) {
    return new Response(notRecordedPage(parsed.fieldErrors), {
      status: 400,
      headers: { ...deps.headers, "content-type": "text/html; charset=utf-8" },
    });
  }
  try {
    await (await deps.store()).record(parsed.value, now);
  } catch (error) {
    deps.logError("A breach record could not be stored", error);
    return json(503, "The breach could not be recorded in the database; nothing was stored", deps.headers);
  }
  return new Response(null, { status: 303, headers: { ...deps.headers, location: RECORDED_LOCATION } });
}

export async function breachRecordDownload(deps: Pick<BreachRequestDeps, "store" | "now" | "headers" | "logError">): Promise<Response> {
  let csv: string;
  try {
    csv = breachRecordCsv(await (await deps.store()).list());
  } catch (error) {
    deps.logError("The breach record could not be read", error);
    return json(503, "The breach record could not be read from the database", deps.headers);
  }
  return new Response(`\uFEFF${csv}`, {
    headers: {
      ...deps.headers,
      "content-type": "text/csv; charset=utf-8; header=present",
      "content-disposition": `attachment; filename="${breachCsvFileName(torontoDay(deps.now()))}"`,
    },
  });
}
