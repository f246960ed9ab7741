import { logError } from "@/src/log";
import { describeOutcome, requestActionWords } from "@/src/privacy/describe";
import { personalInformationStore } from "@/src/privacy/operator.server";
import type { LoggedRequest } from "@/src/privacy/store";
import { when } from "@/src/components/operator/LeadTable";
import { PersonalInformationLookup } from "./PersonalInformationLookup";
import { OperatorTable } from "@/src/components/operator/OperatorTable";

/** How many lines of the request log the page shows (newest first). */
export const REQUESTS_SHOWN = 20;

function RequestLog({ requests }: { requests: readonly LoggedRequest[] }) {
  return (
    <OperatorTable
      caption={`The latest ${REQUESTS_SHOWN} requests, newest first`}
      name="personal-information-log"
      tableAttributes={{ "data-personal-information-log": "" }}
      rows={requests}
      rowKey={(entry) => entry.id}
      rowAttributes={(entry) => ({ "data-request": entry.action })}
      empty="No request yet. Each find, export and erasure would appear here, with who made it and what it did."
      columns={[
        { header: "When", cell: (entry) => <span className="whitespace-nowrap">{when(entry.requestedAt)}</span> },
        { header: "Request", cell: (entry) => requestActionWords(entry.action) },
        {
          header: "Address (hash)",
          cell: (entry) => (
            <span className="font-mono text-xs" title={entry.addressHash}>
              {entry.addressHash.slice(0, 12)}
            </span>
          ),
        },
        { header: "By", cell: (entry) => <span className="font-mono text-xs">{entry.operator}</span> },
        { header: "Outcome", cell: (entry) => describeOutcome(entry) },
      ]}
    />
  );
}

/**
 * Requests about personal information under PIPEDA (docs/decisions/0038-personal-information-requests.md):
 * find what is kept about an address, download it, erase it; and the log of every such request.
 */
export async function PersonalInformationRequests() {
  let requests: LoggedRequest[] | null;
  try {
    requests = await (await personalInformationStore()).requests(null, REQUESTS_SHOWN);
  } catch (error) {
    logError("The personal information request log could not be read", error);
    requests = null;
  }
  return (
    <section id="personal-information" aria-labelledby="personal-information-title" className="mt-10">
      <h2 id="personal-information-title" className="text-2xl font-bold tracking-tight">
        Requests about personal information
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        When someone asks what the team keeps about them, or asks for it to be erased (PIPEDA): find their e-mail address, download
        everything as one file to send them, or erase what the law does not require the team to keep. Each request is logged below under a
        hash of the address, never the address itself.
      </p>
      <PersonalInformationLookup />
      <h3 className="mt-8 text-lg font-semibold">Request log</h3>
      {requests === null ? (
        <p role="alert" className="mt-2 text-red-700">
          The request log could not be read from the database. Run the database test above for details.
        </p>
      ) : (
        <RequestLog requests={requests} />
      )}
    </section>
  );
}
