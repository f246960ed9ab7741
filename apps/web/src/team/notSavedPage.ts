/**
 * The page a refused save of a person's record answers with (400): what was wrong, field by field,
 * and the way back. A plain document, because the form is posted without JavaScript.
 */
import { personPath } from "./paths";

const FIELD_NAMES: Record<string, string> = {
  email: "E-mail address",
  status: "Status",
  owner: "Owner",
  followUpOn: "Follow-up date",
  note: "Note",
  by: "Saved by",
};

const escape = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");

export function notSavedPage(fieldErrors: Readonly<Record<string, string>>, email: string | null): string {
  const items = Object.entries(fieldErrors)
    .map(([field, message]) => `<li><strong>${escape(FIELD_NAMES[field] ?? field)}</strong>: ${escape(message)}</li>`)
    .join("");
  const back = email && email.includes("@") ? personPath(email) : "/team/leads/";
  return (
    `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>Not saved · Team workspace</title></head>` +
    `<body><main><h1>Not saved</h1><p>Nothing was stored. Correct this and save again:</p><ul>${items}</ul>` +
    `<p><a href="${escape(back)}">Back to the person's page</a></p></main></body></html>`
  );
}
