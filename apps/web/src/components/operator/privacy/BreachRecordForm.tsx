import type { ReactNode } from "react";
import { BREACH_FIELDS, BREACH_TEXT_LIMITS, EARLIEST_DAY, type BreachField } from "@/src/breachRecord/form";

const FIELD = "mt-1 block w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm";
const GROUP = "grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2";
const LEGEND = "px-1 text-base font-semibold text-slate-900";

const id = (field: BreachField) => `breach-${field}`;

function Field({ field, hint, wide, children }: { field: BreachField; hint?: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={id(field)} className="text-sm font-medium">
        {BREACH_FIELDS[field]}
      </label>
      {children}
      {hint && (
        <p id={`${id(field)}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

function Day({ field, today, required, hint }: { field: BreachField; today: string; required?: boolean; hint?: string }) {
  return (
    <Field field={field} hint={hint}>
      <input
        id={id(field)}
        name={field}
        type="date"
        min={EARLIEST_DAY}
        max={today}
        required={required}
        className={FIELD}
        aria-describedby={hint ? `${id(field)}-hint` : undefined}
      />
    </Field>
  );
}

function Prose({ field, hint, optional }: { field: keyof typeof BREACH_TEXT_LIMITS; hint?: string; optional?: boolean }) {
  return (
    <Field field={field} hint={hint} wide>
      <textarea
        id={id(field)}
        name={field}
        rows={3}
        maxLength={BREACH_TEXT_LIMITS[field]}
        required={!optional}
        className={FIELD}
        aria-describedby={hint ? `${id(field)}-hint` : undefined}
      />
    </Field>
  );
}

/** A Yes/No question: its own fieldset, so a screen reader reads the question with each answer. */
function YesNo({ field, question }: { field: BreachField; question: string }) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium">{question}</legend>
      <div className="mt-1 flex gap-6 text-sm">
        {(["yes", "no"] as const).map((answer) => (
          <label key={answer} className="flex items-center gap-2">
            <input type="radio" name={field} value={answer} required />
            {answer === "yes" ? "Yes" : "No"}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Records one breach of security safeguards (decision 0055): an ordinary form posted to
 * /api/operator/privacy/breaches, so it works without JavaScript; the server answers with this
 * page again, or a 400 naming the wrong field. Days are Toronto days, none after `today`.
 */
export function BreachRecordForm({ members, today }: { members: readonly string[]; today: string }) {
  return (
    <form method="post" action="/api/operator/privacy/breaches" className="mt-4 space-y-6" aria-describedby="breach-form-note">
      <p id="breach-form-note" className="max-w-3xl text-sm text-slate-700">
        Describe the incident, not the people: the kinds of information and how many people, never names or e-mail addresses (a record
        holding an address is refused). Every field except the end of the period and other organisations is required.
      </p>
      <fieldset className={GROUP}>
        <legend className={LEGEND}>When</legend>
        <Day field="occurredFrom" today={today} required hint="The day it happened, or the first day of the period." />
        <Day field="occurredUntil" today={today} hint="For a period only; leave empty for a single day." />
        <Day field="discoveredOn" today={today} required />
        <Day
          field="determinedOn"
          today={today}
          required
          hint="The day the team concluded a breach of security safeguards had occurred: the record is kept 24 months from this day."
        />
      </fieldset>
      <fieldset className={GROUP}>
        <legend className={LEGEND}>What happened</legend>
        <Prose field="description" hint="The circumstances: what was lost, accessed or disclosed, and how it came to light." />
        <Prose field="cause" hint="For example: a phishing e-mail, a lost laptop, a misdirected e-mail, a supplier's breach." />
        <Prose field="personalInformation" hint="The kinds of information: names, phone numbers, financial details, signed agreements…" />
        <Field field="peopleAffected" hint="A whole number, 0 or more; an estimate if the exact number is not known.">
          <input
            id={id("peopleAffected")}
            name="peopleAffected"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            required
            className={FIELD}
            aria-describedby={`${id("peopleAffected")}-hint`}
          />
        </Field>
      </fieldset>
      <fieldset className={GROUP}>
        <legend className={LEGEND}>Real risk of significant harm</legend>
        <Prose field="sensitivity" hint="How sensitive the information is, alone and together." />
        <Prose field="misuseProbability" hint="How likely it is that it has been, is being or will be misused, and why." />
        <YesNo field="realRisk" question="Is it reasonable to believe the breach creates a real risk of significant harm to someone?" />
        <Prose field="riskReasoning" hint="The reasoning behind the answer above." />
      </fieldset>
      <fieldset className={GROUP}>
        <legend className={LEGEND}>Reports and notices</legend>
        <YesNo field="commissionerReported" question="Reported to the Privacy Commissioner of Canada?" />
        <Day field="commissionerReportedOn" today={today} hint="Only when reported." />
        <YesNo field="peopleNotified" question="Were the people affected notified?" />
        <Day field="peopleNotifiedOn" today={today} hint="Only when notified." />
        <Prose
          field="otherOrganisationsNotified"
          optional
          hint="Organisations or government institutions told because they could reduce the risk of harm (a bank, the police, a supplier), and when."
        />
      </fieldset>
      <fieldset className={GROUP}>
        <legend className={LEGEND}>Response</legend>
        <Prose field="stepsTaken" hint="What was done to contain it, reduce the risk of harm and keep it from happening again." />
        <Field field="recordedBy">
          <select id={id("recordedBy")} name="recordedBy" required defaultValue={members.length === 1 ? members[0] : ""} className={FIELD}>
            {members.length > 1 && <option value="">Choose your name</option>}
            {members.map((member) => (
              <option key={member} value={member}>
                {member}
              </option>
            ))}
          </select>
        </Field>
      </fieldset>
      <button type="submit" className="rounded-md bg-slate-900 px-4 py-2 text-sm font-semibold text-white">
        Record the breach
      </button>
    </form>
  );
}
