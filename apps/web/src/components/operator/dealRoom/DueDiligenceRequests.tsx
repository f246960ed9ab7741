import { formatTorontoTime } from "@agency/supabase/notification-email";
import { Badge } from "@agency/ui";
import { OperatorFormPost } from "@/src/components/operator/OperatorFormPost";
import { formatFileSize } from "@/src/dealRoom/documents/format";
import type { DocumentStage, ListingDueDiligenceRequest } from "@/src/dealRoom/dueDiligence/dueDiligenceStore";
import { FINANCING_LABELS } from "@/src/dealRoom/dueDiligence/requestForm";

const time = (iso: string) => formatTorontoTime(new Date(iso));

export const STAGE_LABELS: Record<DocumentStage, string> = {
  memorandum: "Memorandum (every confirmed signer)",
  due_diligence: "Due diligence (approved buyers only)",
};

/**
 * A document's stage on the operator page (issue 46, decision 0059): a plain form POST that works
 * without JavaScript (OperatorFormPost), the stage in force chosen.
 */
export function DocumentStageForm(props: { documentId: string; fileName: string; stage: DocumentStage; back: string }) {
  const { documentId, fileName, stage, back } = props;
  return (
    <OperatorFormPost
      action={`/api/operator/deal-room/documents/${documentId}/stage/`}
      label="Save stage"
      pendingLabel="Saving..."
      accessibleName={`Save stage of ${fileName}`}
      className="flex flex-wrap items-center gap-2 text-sm"
    >
      <input type="hidden" name="back" value={back} />
      <label className="flex items-center gap-2">
        Stage
        <select
          name="stage"
          defaultValue={stage}
          className="rounded-md border border-slate-300 px-2 py-1"
          aria-label={`Stage of ${fileName}`}
        >
          {(Object.keys(STAGE_LABELS) as DocumentStage[]).map((value) => (
            <option key={value} value={value}>
              {STAGE_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
    </OperatorFormPost>
  );
}

const STATE_BADGES: Record<ListingDueDiligenceRequest["state"], { tone: "warning" | "success" | "neutral" | "danger"; label: string }> = {
  asked: { tone: "warning", label: "Waiting for your decision" },
  approved: { tone: "success", label: "Approved" },
  declined: { tone: "danger", label: "Declined" },
  withdrawn: { tone: "neutral", label: "Approval withdrawn" },
};

/** The actions a request in this state allows, as the decision form's choices. */
function choices(request: ListingDueDiligenceRequest): [string, string][] {
  if (request.state === "asked")
    return [
      ["approve", "Approve"],
      ["decline", "Decline"],
    ];
  if (request.state === "approved") return [["withdraw", "Withdraw the approval"]];
  return request.holdsAccess ? [["approve", "Approve"]] : [];
}

/**
 * The listing's due-diligence requests for the team: who asked and when, their financing, the proof
 * of funds (downloaded by the team only), where each stands and whether the buyer's e-mail went,
 * and the decision in one form (approve, decline with a note, withdraw), a plain POST.
 */
export function DueDiligenceRequests(props: { slug: string; title: string; requests: ListingDueDiligenceRequest[]; back: string }) {
  const { slug, title, requests, back } = props;
  return (
    <div id="due-diligence-requests" className="mt-6 rounded-md border border-slate-200 p-3">
      <h4 className="font-semibold text-slate-900">Due-diligence requests ({requests.length})</h4>
      <p className="mt-1 text-sm text-slate-600">
        Buyers who signed ask here for the due-diligence documents. Approve or decline with a note; the buyer is e-mailed either way. An
        approval can be withdrawn; revoking the signer ends it too.
      </p>
      {requests.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No buyer has asked yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 text-sm" aria-label={`Due-diligence requests of ${title}`}>
          {requests.map((request) => (
            <li key={request.signatureId} className="py-3" data-due-diligence-request={request.signatureId}>
              <RequestSummary request={request} />
              <DecisionForm slug={slug} request={request} back={back} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function RequestSummary({ request }: { request: ListingDueDiligenceRequest }) {
  const badge = STATE_BADGES[request.state];
  return (
    <>
      <p>
        <span className="font-medium">{request.name}</span>
        {request.company ? ` (${request.company})` : ""} · {request.email} · asked {time(request.requestedAt)}
      </p>
      <p>
        Financing: {FINANCING_LABELS[request.financing]}
        {request.financingNote ? `: ${request.financingNote}` : ""} · Proof of funds:{" "}
        {request.proof ? (
          <a href={`/api/operator/deal-room/due-diligence/${request.signatureId}/proof`} className="underline" download>
            {request.proof.fileName} ({formatFileSize(request.proof.sizeBytes)})
          </a>
        ) : (
          "none sent"
        )}
      </p>
      <p className="mt-1">
        <Badge tone={badge.tone}>
          {badge.label}
          {request.decidedAt ? ` ${time(request.decidedAt)}` : ""}
        </Badge>{" "}
        {!request.holdsAccess && <Badge tone="neutral">Signer revoked: no access</Badge>}
        {request.decisionNote && <span className="ml-1">Note: “{request.decisionNote}”</span>}
        {request.decidedAt && (
          <span className="ml-1 text-slate-600">
            {request.notifiedAt
              ? `Buyer e-mailed ${time(request.notifiedAt)}`
              : request.mailFailedAt
                ? `E-mail failed: ${request.mailLastError ?? "unknown error"}`
                : "E-mail to the buyer: sending"}
          </span>
        )}
      </p>
    </>
  );
}

function DecisionForm({ slug, request, back }: { slug: string; request: ListingDueDiligenceRequest; back: string }) {
  const options = choices(request);
  if (options.length === 0) return null;
  return (
    <OperatorFormPost
      action={`/api/operator/deal-room/due-diligence/${request.signatureId}/`}
      label="Save the decision"
      pendingLabel="Saving..."
      accessibleName={`Save the decision for ${request.name}`}
      className="mt-2 flex flex-wrap items-end gap-2"
    >
      <input type="hidden" name="back" value={back} />
      <input type="hidden" name="listing" value={slug} />
      <label className="flex flex-col">
        Decision
        <select name="action" className="rounded-md border border-slate-300 px-2 py-1" aria-label={`Decision for ${request.name}`}>
          {options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-w-64 flex-1 flex-col">
        Note to the buyer (required to decline)
        <textarea
          name="note"
          rows={2}
          maxLength={1000}
          className="rounded-md border border-slate-300 px-2 py-1"
          aria-label={`Note to ${request.name}`}
        />
      </label>
    </OperatorFormPost>
  );
}
