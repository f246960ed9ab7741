import { logError } from "@/src/log";
import { describeOutcome, requestActionWords } from "@/src/privacy/describe";
import { personalInformationStore } from "@/src/privacy/operator.server";
import type { LoggedRequest } from "@/src/privacy/store";
import { when } from "@/src/components/operator/LeadTable";
import { PersonalInformationLookup } from "./PersonalInformationLookup";

/** How many lines of the request log the page shows (newest first). */
export const REQUESTS_SHOWN = 20;

const HEAD = "bg-slate-100 text-xs tracking-wide text-slate-700 uppercase";
const CELL = "px-3 py-2";

function RequestLog({ requests }: { requests: readonly LoggedRequest[] }) {
  if (requests.length === 0) return <p className="mt-2 text-sm text-slate-600">No request yet.</p>;
  return (
    <div className="mt-2 overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm" data-personal-information-log>
        <thead className={HEAD}>
          <tr>
            {["When", "Request", "Address (hash)", "By", "Outcome"].map((heading) => (
              <th key={heading} scope="col" className={CELL}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {requests.map((entry) => (
            <tr key={entry.id} data-request={entry.action} className="border-t border-slate-200 align-top">
              <td className={`${CELL} whitespace-nowrap`}>{when(entry.requestedAt)}</td>
              <td className={CELL}>{requestActionWords(entry.action)}</td>
              <td className={`${CELL} font-mono text-xs`} title={entry.addressHash}>
                {entry.addressHash.slice(0, 12)}
              </td>
              <td className={`${CELL} font-mono text-xs`}>{entry.operator}</td>
              <td className={CELL}>{describeOutcome(entry)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
