import { getLeadsBackend } from "../../../src/leads/backend.server";
import { checkHealth } from "../../../src/leads/health";

export const dynamic = "force-dynamic";

/** Database and mail state as JSON: 200 when leads can be stored, 503 when they cannot. */
export async function GET() {
  let result;
  try {
    const backend = await getLeadsBackend();
    result = await checkHealth({
      mode: backend.mode,
      checkDatabase: async () => (await backend.repository()).ping(),
      checkMail: backend.checkMail,
    });
  } catch (error) {
    result = await checkHealth({
      mode: "embedded",
      checkDatabase: async () => {
        throw error;
      },
      checkMail: async () => {
        throw new Error("Backend not started");
      },
    });
  }
  return Response.json(result.report, { status: result.httpStatus, headers: { "cache-control": "no-store" } });
}
