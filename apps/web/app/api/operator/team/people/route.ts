import { logError } from "@/src/log";
import { OPERATOR_HEADERS, operatorJson, requireOperator } from "@/src/operator/access.server";
import { personPath } from "@/src/team/paths";
import { parsePersonForm } from "@/src/team/personForm";
import { notSavedPage } from "@/src/team/notSavedPage";
import { teamMembers, teamStore } from "@/src/team/workspace.server";

export const dynamic = "force-dynamic";

/**
 * POST /api/operator/team/people (the person page's form, an ordinary form post: it works
 * without JavaScript): saves the status, owner, follow-up date and a note, each change recorded
 * with who and when, then 303 back to the person's page. A wrong field answers 400 with a page
 * naming it, and nothing is stored.
 */
export async function POST(request: Request) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return operatorJson(400, { error: "Send the person's form (application/x-www-form-urlencoded or multipart/form-data)" });
  }
  let members: string[];
  try {
    members = await teamMembers();
  } catch (error) {
    logError("The team's members could not be read", error);
    return operatorJson(503, { error: "The team's members could not be read from the content" });
  }
  const parsed = parsePersonForm(form, members);
  if (!parsed.ok) {
    const email = form.get("email");
    return new Response(notSavedPage(parsed.fieldErrors, typeof email === "string" ? email : null), {
      status: 400,
      headers: { ...OPERATOR_HEADERS, "content-type": "text/html; charset=utf-8" },
    });
  }
  const { email, status, owner, followUpOn, note, by } = parsed.value;
  try {
    await (await teamStore()).savePerson(email, { status, owner, followUpOn, note, by, at: new Date() });
  } catch (error) {
    logError("A person's record could not be saved", error);
    return operatorJson(503, { error: "The record could not be saved to the database" });
  }
  return new Response(null, { status: 303, headers: { ...OPERATOR_HEADERS, location: `${personPath(email)}&saved=1` } });
}
