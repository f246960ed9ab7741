import { CSV_ROWS, reportWindow, trafficCsv } from "@/src/analytics/report";
import { logError } from "@/src/log";
import { OPERATOR_HEADERS, operatorJson, requireOperator } from "@/src/operator/access.server";
import { getBackend } from "@/src/server/backend.server";

export const dynamic = "force-dynamic";

/** GET /api/operator/traffic.csv: the operator page's traffic report over the last 28 days, every row of each list (decision 0048). */
export async function GET(request: Request) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const { from, to } = reportWindow(new Date());
  let csv: string;
  try {
    csv = trafficCsv(await (await (await getBackend()).analytics()).traffic(from, to, CSV_ROWS));
  } catch (error) {
    logError("The traffic report could not be read", error);
    return operatorJson(503, { error: "The traffic report could not be read from the database" });
  }
  return new Response(`\uFEFF${csv}`, {
    headers: {
      ...OPERATOR_HEADERS,
      "content-type": "text/csv; charset=utf-8; header=present",
      "content-disposition": `attachment; filename="traffic-${from}-to-${to}.csv"`,
    },
  });
}
