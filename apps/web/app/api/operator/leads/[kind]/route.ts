import { LEAD_KINDS, type LeadKind } from "@agency/supabase/leads";
import { getBackend } from "@/src/server/backend.server";
import { logError } from "@/src/log";
import { OPERATOR_HEADERS, operatorJson, requireOperator } from "@/src/operator/access.server";
import { EXPORT_FORMATS, exportFileName, exportLeads, type ExportFormat } from "@/src/operator/leadExport";

export const dynamic = "force-dynamic";

/**
 * GET /api/operator/leads/{kind}?format=csv|json[&quarantined=include]: the whole table as a
 * download, test rows left out, and quarantined submissions too unless asked for.
 */
export async function GET(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const { kind } = await params;
  if (!(LEAD_KINDS as readonly string[]).includes(kind)) return operatorJson(404, { error: "Unknown lead kind" });
  const format = (new URL(request.url).searchParams.get("format") ?? "csv") as ExportFormat;
  if (!EXPORT_FORMATS.includes(format)) return operatorJson(400, { error: `format must be one of ${EXPORT_FORMATS.join(", ")}` });
  const quarantined = new URL(request.url).searchParams.get("quarantined") ?? "exclude";
  if (quarantined !== "exclude" && quarantined !== "include") return operatorJson(400, { error: "quarantined must be include or exclude" });

  let document: string;
  try {
    document = await exportLeads(await (await getBackend()).repository(), kind as LeadKind, format, {
      includeQuarantined: quarantined === "include",
    });
  } catch (error) {
    logError(`The ${kind} export failed`, error);
    return operatorJson(503, { error: "The leads could not be read from the database" });
  }
  return new Response(format === "csv" ? `\uFEFF${document}` : document, {
    headers: {
      ...OPERATOR_HEADERS,
      // The byte-order mark makes Excel read the file as UTF-8 (accents, CJK names).
      "content-type": format === "csv" ? "text/csv; charset=utf-8; header=present" : "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${exportFileName(kind as LeadKind, format)}"`,
    },
  });
}
