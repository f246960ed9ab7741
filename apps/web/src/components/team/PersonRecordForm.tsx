import { MAX_NOTE_LENGTH } from "@/src/team/personForm";
import { PERSON_STATUSES, type PersonRecord } from "@/src/team/store";
import { STATUS_LABELS } from "./labels";

const FIELD = "mt-1 block w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm";

/**
 * What the team records about a person: an ordinary form posted to /api/operator/team/people,
 * so saving works without JavaScript; the server answers with this page again (or a 400 naming
 * the wrong field). "Saved by" names who made the change in its history.
 */
export function PersonRecordForm({ record, members }: { record: PersonRecord; members: readonly string[] }) {
  return (
    <form
      method="post"
      action="/api/operator/team/people"
      className="mt-4 grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2"
    >
      <input type="hidden" name="email" value={record.email} />
      <div>
        <label htmlFor="status" className="text-sm font-medium">
          Status
        </label>
        <select id="status" name="status" defaultValue={record.status} className={FIELD}>
          {PERSON_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="owner" className="text-sm font-medium">
          Owner
        </label>
        <select id="owner" name="owner" defaultValue={record.owner ?? ""} className={FIELD}>
          <option value="">Nobody yet</option>
          {members.map((member) => (
            <option key={member} value={member}>
              {member}
            </option>
          ))}
          {record.owner && !members.includes(record.owner) && <option value={record.owner}>{record.owner} (no longer on the team)</option>}
        </select>
      </div>
      <div>
        <label htmlFor="followUpOn" className="text-sm font-medium">
          Follow-up date
        </label>
        <input id="followUpOn" name="followUpOn" type="date" defaultValue={record.followUpOn ?? ""} className={FIELD} />
      </div>
      <div>
        <label htmlFor="by" className="text-sm font-medium">
          Saved by
        </label>
        <select id="by" name="by" required defaultValue={members.length === 1 ? members[0] : ""} className={FIELD}>
          {members.length > 1 && <option value="">Choose your name</option>}
          {members.map((member) => (
            <option key={member} value={member}>
              {member}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="note" className="text-sm font-medium">
          Add a note
        </label>
        <textarea id="note" name="note" rows={3} maxLength={MAX_NOTE_LENGTH} className={FIELD} aria-describedby="note-hint" />
        <p id="note-hint" className="mt-1 text-xs text-slate-600">
          Kept in the history below with your name and the time; notes are never edited.
        </p>
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className="rounded-md bg-slate-900 px-4 py-2 text-sm font-semibold text-white">
          Save
        </button>
      </div>
    </form>
  );
}
