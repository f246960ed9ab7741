/**
 * The digest's unsubscribe link (issue 46, decision 0061), at QUESTION_UNSUBSCRIBE_PATH beside the
 * announcements' (outside the room's address: it works without the room's cookie): GET shows one button (a mail scanner
 * that follows links stops nothing), whose POST records that this signer wants no more digests of
 * the listing (every signature of the person on it). The token is signed for this purpose and
 * listing (questionMail.ts) and works for QUESTION_UNSUBSCRIBE_DAYS days, without the room's
 * cookie: a signer whose access has ended can still stop the e-mails.
 */
import "server-only";
import { escapeHtml } from "@agency/supabase/notification-email";
import { logError } from "@/src/log";
import { getDealRoomBackend } from "@/src/dealRoom/backend";
import { answerPage } from "@/src/dealRoom/access/answerPage";
import { PRIVATE_ANSWER_HEADERS } from "@/src/dealRoom/access/privateHeaders";
import { readLimitedBody } from "@/src/http/limitedBody";
import { QUESTION_UNSUBSCRIBE_PATH, readQuestionUnsubscribe } from "./questionMail";

const REFUSED = () =>
  answerPage(
    400,
    "This link does not work",
    "The link is incomplete or too old. Reply to the digest e-mail and the team will stop it for you.",
    null,
  );

function confirmPage(token: string): Response {
  const html = `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Stop the daily questions e-mail</title></head><body><main>
<h1>Stop the daily questions e-mail</h1>
<p>You will no longer be e-mailed the answers the team publishes for every buyer of this listing. They stay in the deal room.</p>
<form method="post" action="${escapeHtml(QUESTION_UNSUBSCRIBE_PATH)}"><input type="hidden" name="t" value="${escapeHtml(token)}"><button type="submit">Stop these e-mails</button></form>
</main></body></html>`;
  return new Response(html, { status: 200, headers: { ...PRIVATE_ANSWER_HEADERS, "content-type": "text/html; charset=utf-8" } });
}

export async function showQuestionUnsubscribe(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get("t");
  const backend = await getDealRoomBackend();
  if (!token || !readQuestionUnsubscribe(token, await backend.linkSecrets(), new Date())) return REFUSED();
  return confirmPage(token);
}

export async function recordQuestionUnsubscribe(request: Request): Promise<Response> {
  const body = await readLimitedBody(request, 4096);
  const token = body ? new URLSearchParams(new TextDecoder().decode(body)).get("t") : null;
  try {
    const backend = await getDealRoomBackend();
    const now = new Date();
    const link = readQuestionUnsubscribe(token, await backend.linkSecrets(), now);
    if (!link) return REFUSED();
    await (await backend.dealRoom()).unsubscribeQuestions(link.signatureId, now);
    return answerPage(
      200,
      "You will get no more daily questions e-mails",
      "The answers the team publishes for every buyer of this listing stay in its deal room.",
      null,
    );
  } catch (error) {
    logError("An unsubscribe from a deal room's questions could not be recorded", error);
    return answerPage(503, "This could not be recorded right now", "Please try again in a moment, or reply to the e-mail.", null);
  }
}
