import { torontoDay } from "@/src/breachRecord/form";
import { breachRecordStore } from "@/src/breachRecord/operator.server";
import { BREACH_SECTION_ANCHOR } from "@/src/breachRecord/requests";
import type { BreachRecord } from "@/src/breachRecord/store";
import { when } from "@/src/components/operator/LeadTable";
import { OperatorTable } from "@/src/components/operator/OperatorTable";
import { logError } from "@/src/log";
import { teamMembers } from "@/src/team/workspace.server";
import { BreachRecordForm } from "./BreachRecordForm";

const Text = ({ children }: { children: string }) => <span className="whitespace-pre-line">{children}</span>;

function Occurred({ record }: { record: BreachRecord }) {
  return (
    <>
      {record.occurredUntil ? `${record.occurredFrom} to ${record.occurredUntil}` : record.occurredFrom}
      <br />
      <span className="text-slate-600">Discovered {record.discoveredOn}</span>
    </>
  );
}

function Risk({ record }: { record: BreachRecord }) {
  return (
    <div className="space-y-1">
      <p className="font-semibold">{record.realRiskOfSignificantHarm ? "Yes" : "No"}</p>
      <p>
        <span className="font-medium">Sensitivity:</span> <Text>{record.sensitivity}</Text>
      </p>
      <p>
        <span className="font-medium">Probability of misuse:</span> <Text>{record.misuseProbability}</Text>
      </p>
      <p>
        <span className="font-medium">Why:</span> <Text>{record.riskReasoning}</Text>
      </p>
    </div>
  );
}

/** What was reported and notified, and, with a real risk of significant harm, what the law still asks. */
function Notices({ record }: { record: BreachRecord }) {
  const owed = record.realRiskOfSignificantHarm;
  return (
    <div className="space-y-1">
      <p>
        Commissioner: {record.commissionerReportedOn ? `reported ${record.commissionerReportedOn}` : "not reported"}
        {owed && !record.commissionerReportedOn && (
          <strong className="block text-red-800">PIPEDA s. 10.1(1)–(2): report it as soon as feasible.</strong>
        )}
      </p>
      <p>
        People affected: {record.peopleNotifiedOn ? `notified ${record.peopleNotifiedOn}` : "not notified"}
        {owed && !record.peopleNotifiedOn && (
          <strong className="block text-red-800">PIPEDA s. 10.1(3), (6): notify them as soon as feasible.</strong>
        )}
      </p>
      {record.otherOrganisationsNotified && (
        <p>
          Others: <Text>{record.otherOrganisationsNotified}</Text>
        </p>
      )}
    </div>
  );
}

function BreachTable({ records }: { records: readonly BreachRecord[] }) {
  return (
    <OperatorTable
      caption="Breaches recorded, the latest determined first"
      name="breach-records"
      minWidth="min-w-[72rem]"
      rows={records}
      rowKey={(record) => record.id}
      empty="No breach recorded. Each breach of security safeguards recorded with the form below would appear here, with its assessment of harm, reports and notices, for 24 months after the day it was determined."
      csv={{
        href: "/api/operator/privacy/breaches.csv",
        label: `Download the breach record (CSV, ${records.length} ${records.length === 1 ? "row" : "rows"})`,
      }}
      columns={[
        {
          header: "Determined",
          rowHeader: true,
          cell: (record) => (
            <>
              {record.determinedOn}
              <br />
              <span className="font-normal text-slate-600">kept until {record.keptUntil}</span>
            </>
          ),
        },
        { header: "Occurred", cell: (record) => <Occurred record={record} /> },
        {
          header: "What happened",
          cell: (record) => (
            <div className="space-y-1">
              <Text>{record.description}</Text>
              <p>
                <span className="font-medium">Cause:</span> <Text>{record.cause}</Text>
              </p>
              <p>
                <span className="font-medium">Steps taken:</span> <Text>{record.stepsTaken}</Text>
              </p>
            </div>
          ),
        },
        {
          header: "Information and people",
          cell: (record) => (
            <>
              <Text>{record.personalInformation}</Text>
              <br />
              <span className="font-medium">
                {record.peopleAffected.toLocaleString("en-CA")} {record.peopleAffected === 1 ? "person" : "people"}
              </span>
            </>
          ),
        },
        { header: "Real risk of significant harm", cell: (record) => <Risk record={record} /> },
        { header: "Reports and notices", cell: (record) => <Notices record={record} /> },
        {
          header: "Recorded",
          cell: (record) => (
            <>
              {record.recordedBy}
              <br />
              <span className="whitespace-nowrap text-slate-600">{when(record.recordedAt)}</span>
            </>
          ),
        },
      ]}
    />
  );
}

/**
 * The record of breaches of security safeguards that PIPEDA asks the team to keep (s. 10.3,
 * SOR/2018-64 s. 6; docs/decisions/0055-breach-record.md): every record for 24 months after the
 * day the breach was determined, its CSV, and the form that records one.
 */
export async function BreachRecords({ now }: { now: Date }) {
  let data: { records: BreachRecord[]; members: string[] } | null;
  try {
    const [records, members] = await Promise.all([(await breachRecordStore()).list(), teamMembers()]);
    data = { records, members };
  } catch (error) {
    logError("The breach record could not be read", error);
    data = null;
  }
  return (
    <section id={BREACH_SECTION_ANCHOR} aria-labelledby="breach-record-title" className="mt-12">
      <h2 id="breach-record-title" className="text-2xl font-bold tracking-tight">
        Breaches of security safeguards
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        PIPEDA asks the team to keep a record of every breach of security safeguards involving personal information it controls, whether or
        not it creates a real risk of significant harm, for 24 months after the day the breach was determined, and to show it to the Privacy
        Commissioner on request. Recording a breach here does not report it: a breach with a real risk of significant harm is reported to
        the Commissioner and the people affected are notified, as soon as feasible, by the team itself.
      </p>
      {data === null ? (
        <p role="alert" className="mt-2 text-red-700">
          The breach record could not be read from the database. The System page&apos;s database test says why.
        </p>
      ) : (
        <>
          <BreachTable records={data.records} />
          <h3 className="mt-8 text-lg font-semibold">Record a breach</h3>
          <BreachRecordForm members={data.members} today={torontoDay(now)} />
        </>
      )}
    </section>
  );
}
