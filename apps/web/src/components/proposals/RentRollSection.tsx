import { RENT_ROLL_FIELD_LABELS, RENT_ROLL_FIELDS } from "@/src/proposals/columnMapping";
import { describeProblem } from "@/src/proposals/rentRoll";
import type { HeldFile } from "@/src/proposals/proposals.server";
import type { Proposal } from "@/src/proposals/store";
import { BUTTON, FIELD, SECONDARY, SECTION } from "./ProposalParts";

/** The first rows of the held file, as the team checks the mapping against them. */
function Preview({ held }: { held: HeldFile }) {
  const { preview } = held.reading;
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="min-w-full text-sm">
        <caption className="text-left font-medium">First rows of {held.fileName}</caption>
        <thead>
          <tr>
            <th scope="col" className="px-2 text-left">
              Row
            </th>
            {preview.headers.map((header, index) => (
              <th key={`${header}-${index}`} scope="col" className="px-2 text-left">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row) => (
            <tr key={row.row} className="border-t border-slate-200">
              <td className="px-2">{row.row}</td>
              {row.cells.map((cell, index) => (
                <td key={index} className="px-2">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Problems({ held }: { held: HeldFile }) {
  const { reading } = held;
  if (reading.status === "mapping-problem")
    return (
      <p role="alert" className="mt-3 text-red-800">
        {reading.message}
      </p>
    );
  if (reading.problems.length === 0)
    return <p className="mt-3 text-green-800">Every row reads: {reading.units.length.toLocaleString("en-CA")} units.</p>;
  const rows = [...new Set(reading.problems.map((problem) => problem.row))];
  return (
    <div role="alert" className="mt-3 rounded-md border border-red-300 p-3 text-red-800">
      <p className="font-semibold">
        {rows.length} {rows.length === 1 ? "row cannot" : "rows cannot"} be read. Nothing is saved from this file unless you skip{" "}
        {rows.length === 1 ? "it" : "them"} below or upload a corrected file.
      </p>
      <ul className="mt-2 list-disc pl-5" data-testid="rent-roll-problems">
        {reading.problems.slice(0, 50).map((problem) => (
          <li key={`${problem.row}-${problem.column}`}>{describeProblem(problem)}</li>
        ))}
      </ul>
      {reading.problems.length > 50 && <p>…and {reading.problems.length - 50} more.</p>}
    </div>
  );
}

function MappingForm({ proposalId, held }: { proposalId: string; held: HeldFile }) {
  const headers = held.reading.preview.headers.filter(Boolean);
  const problemRows = held.reading.status === "read" ? [...new Set(held.reading.problems.map((problem) => problem.row))] : [];
  return (
    <form method="post" action={`/api/operator/proposals/${proposalId}/mapping`} className="mt-4 grid gap-3 sm:grid-cols-3">
      {RENT_ROLL_FIELDS.map((field) => (
        <div key={field}>
          <label htmlFor={`map_${field}`} className="text-sm font-medium">
            {RENT_ROLL_FIELD_LABELS[field]}
          </label>
          <select id={`map_${field}`} name={`map_${field}`} defaultValue={held.mapping.columns[field] ?? ""} className={FIELD}>
            <option value="">Not in this file</option>
            {headers.map((header) => (
              <option key={header} value={header}>
                {header}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div>
        <label htmlFor="dateOrder" className="text-sm font-medium">
          Dates such as 03/04/2025 are
        </label>
        <select id="dateOrder" name="dateOrder" defaultValue={held.mapping.dateOrder} className={FIELD}>
          <option value="month-first">Month first (3 April)</option>
          <option value="day-first">Day first (4 March)</option>
        </select>
      </div>
      <div>
        <label htmlFor="formatName" className="text-sm font-medium">
          Name of this export format
        </label>
        <input id="formatName" name="formatName" required defaultValue={held.formatName ?? ""} className={FIELD} />
      </div>
      {problemRows.length > 0 && (
        <div className="sm:col-span-3">
          <input type="hidden" name="skipRows" value={problemRows.join(",")} />
          <label className="text-sm">
            <input type="checkbox" name="skip" className="mr-2" />
            Skip these rows ({problemRows.join(", ")}) and save the others
          </label>
        </div>
      )}
      <div className="sm:col-span-3">
        <button type="submit" className={BUTTON}>
          Save the mapping and the rent roll
        </button>
      </div>
    </form>
  );
}

export function RentRollSection({ proposal, held }: { proposal: Proposal; held: HeldFile | null }) {
  return (
    <section id="rent-roll" aria-labelledby="rent-roll-heading" className={SECTION}>
      <h2 id="rent-roll-heading" className="text-xl font-semibold">
        Rent roll
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {proposal.units.length > 0
          ? `Saved: ${proposal.units.length.toLocaleString("en-CA")} units from ${proposal.rentRollFile ?? "a file"}${proposal.skippedRows.length > 0 ? `, rows ${proposal.skippedRows.join(", ")} skipped` : ""}.`
          : "No rent roll saved yet."}
      </p>
      <form
        method="post"
        encType="multipart/form-data"
        action={`/api/operator/proposals/${proposal.id}/rent-roll`}
        className="mt-3 flex flex-wrap items-end gap-3"
      >
        <div>
          <label htmlFor="rent-roll-file" className="text-sm font-medium">
            Rent roll (CSV or XLSX, one row per unit)
          </label>
          <input id="rent-roll-file" name="file" type="file" required accept=".csv,.txt,.xlsx" className={FIELD} />
        </div>
        <button type="submit" className={BUTTON}>
          Upload the rent roll
        </button>
      </form>
      {held && (
        <div className="mt-4 border-t border-slate-200 pt-4">
          <h3 className="font-semibold">Uploaded, not saved: {held.fileName}</h3>
          <p className="text-sm text-slate-700">
            {held.formatName
              ? `Read with the saved mapping "${held.formatName}".`
              : "A format not mapped before: map its columns once; the mapping is saved for every file of this format."}
          </p>
          <Preview held={held} />
          <Problems held={held} />
          <MappingForm proposalId={proposal.id} held={held} />
          <form method="post" action={`/api/operator/proposals/${proposal.id}/discard-file`} className="mt-3">
            <button type="submit" className={SECONDARY}>
              Discard this file
            </button>
          </form>
        </div>
      )}
    </section>
  );
}
