/**
 * The 4xx page a proposal form answers when something it was sent cannot be used: each wrong field
 * named with what to do, and that nothing was stored. A plain HTML page, so it works without
 * JavaScript like the forms; private like the workspace.
 */
import { escapeHtml } from "@agency/supabase/notification-email";
import { PROPOSAL_FIELD_NAMES } from "./proposalForms";

export const PRIVATE_HTML = {
  "cache-control": "private, no-store",
  "x-robots-tag": "noindex, nofollow",
  "content-type": "text/html; charset=utf-8",
} as const;

const isList = (errors: Readonly<Record<string, string>> | readonly string[]): errors is readonly string[] => Array.isArray(errors);

export function proposalNotSavedPage(errors: Readonly<Record<string, string>> | readonly string[], back: string): string {
  const lines = isList(errors)
    ? errors.map((message) => `<li>${escapeHtml(message)}</li>`)
    : Object.entries(errors).map(
        ([name, message]) => `<li><strong>${escapeHtml(PROPOSAL_FIELD_NAMES[name] ?? name)}</strong>: ${escapeHtml(message)}</li>`,
      );
  return (
    `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>Not saved · Team workspace</title></head>` +
    `<body><main><h1>Not saved</h1><p>Nothing was stored. Correct this and try again:</p><ul>${lines.join("")}</ul>` +
    `<p><a href="${escapeHtml(back)}">Back to the proposal</a></p></main></body></html>`
  );
}

export function notSavedResponse(status: number, errors: Readonly<Record<string, string>> | readonly string[], back: string): Response {
  return new Response(proposalNotSavedPage(errors, back), { status, headers: PRIVATE_HTML });
}
