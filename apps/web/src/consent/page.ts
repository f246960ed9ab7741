/**
 * The plain HTML page of the signed-link pages under /deal-emails/ (links.ts): no JavaScript, no
 * layout to load, forms that POST back to the same signed address. Every answer is
 * `Cache-Control: private, no-store` (it shows one investor's address and preferences, and the
 * token is the address) and `Referrer-Policy: no-referrer` (the token never reaches another site).
 */
import { escapeHtml } from "@agency/supabase/notification-email";

export const SIGNED_PAGE_HEADERS: Readonly<Record<string, string>> = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "private, no-store",
  "x-robots-tag": "noindex",
  "referrer-policy": "no-referrer",
};

const STYLE = [
  "body{font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5;margin:0;padding:1.5rem}",
  "main{max-width:40rem;margin:0 auto}",
  "fieldset{border:1px solid #ccc;margin:0 0 1rem;padding:.75rem 1rem}",
  "label{display:block;margin:.25rem 0}",
  "input[type=text],input[type=number]{font:inherit;padding:.25rem .5rem;max-width:12rem}",
  "button{font:inherit;padding:.5rem 1rem;margin:.25rem .5rem .25rem 0;cursor:pointer}",
  ".error{color:#b00020}",
  ".notice{background:#eef6ee;border-left:4px solid #2e7d32;padding:.5rem 1rem}",
].join("");

export function signedPage(status: number, title: string, body: string, agency: string): Response {
  const html = [
    "<!doctype html>",
    '<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(agency)}</title>`,
    // A few inline rules (the site's Content-Security-Policy allows inline styles, not scripts).
    `<style>${STYLE}</style></head>`,
    `<body><main><p>${escapeHtml(agency)}</p><h1>${escapeHtml(title)}</h1>`,
    body,
    '<p><a href="/">Back to the website</a></p></main></body></html>',
  ].join("\n");
  return new Response(html, { status, headers: { ...SIGNED_PAGE_HEADERS } });
}

/** The body of a POST form, up to `limit` bytes; null when larger (nothing is read past it). */
export async function readFormBody(request: Request, limit: number): Promise<URLSearchParams | null> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) return null;
  const body = await request.arrayBuffer().catch(() => null);
  if (body === null || body.byteLength > limit) return null;
  return new URLSearchParams(new TextDecoder().decode(body));
}
