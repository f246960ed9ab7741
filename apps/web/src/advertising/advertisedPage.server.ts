/**
 * A route handler's HTML answer with the advertising footer (advertisedPage.ts), whatever it says:
 * the page, a refusal, a failure. Answers that are not HTML (a PDF, a redirect) and downloads pass
 * untouched and unread. Were the content unreadable, the page goes out as it was, logged: a refusal
 * must still reach the visitor.
 */
import "server-only";
import { logError } from "@/src/log";
import { withAdvertiser } from "./advertisedPage";
import { getAdvertisingIdentity } from "./identity.server";

export async function advertised(response: Response): Promise<Response> {
  const type = response.headers.get("content-type") ?? "";
  const attachment = (response.headers.get("content-disposition") ?? "").startsWith("attachment");
  if (!type.startsWith("text/html") || attachment || response.body === null) return response;
  let identity;
  try {
    identity = await getAdvertisingIdentity();
  } catch (error) {
    logError("A page went out without the brokerage's line: the site settings could not be read", error);
    return response;
  }
  const html = withAdvertiser(await response.text(), identity);
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
}
