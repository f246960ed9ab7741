import type { ProposalStatus } from "@/src/proposals/store";

export const FIELD = "mt-1 block w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm";
export const BUTTON = "rounded-md bg-slate-900 px-3 py-1.5 text-sm font-semibold text-white hover:bg-slate-700";
export const SECONDARY = "rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-100";
export const SECTION = "mt-8 rounded-lg border border-slate-200 bg-white p-4";

export const STATUS_LABELS: Record<ProposalStatus, string> = {
  open: "Open",
  sent: "Sent to the owner",
  listed: "Listed",
  lost: "Lost",
};

export function TextField({
  name,
  label,
  required = false,
  type = "text",
  defaultValue,
}: {
  name: string;
  label: string;
  required?: boolean;
  type?: string;
  defaultValue?: string;
}) {
  return (
    <div>
      <label htmlFor={name} className="text-sm font-medium">
        {label}
      </label>
      <input id={name} name={name} type={type} required={required} defaultValue={defaultValue} className={FIELD} />
    </div>
  );
}

/** A proposal for an owner who did not come through the valuation form. */
export function NewOwnerForm() {
  return (
    <section aria-labelledby="new-owner" className={SECTION}>
      <h2 id="new-owner" className="text-xl font-semibold">
        A new owner
      </h2>
      <form method="post" action="/api/operator/proposals" className="mt-3 grid gap-3 sm:grid-cols-2">
        <TextField name="name" label="Owner's name" required />
        <TextField name="email" label="Owner's e-mail" type="email" required />
        <TextField name="phone" label="Owner's phone (optional)" type="tel" />
        <TextField name="property" label="Property (address or name)" required />
        <div className="sm:col-span-2">
          <button type="submit" className={BUTTON}>
            Open a proposal
          </button>
        </div>
      </form>
    </section>
  );
}

/**
 * On a valuation lead (the Leads page's rows, the person's page): the proposal already opened for
 * that address, or a form post (no JavaScript needed) opening one from its latest valuation request.
 */
export function ValuationProposalAction({ email, proposalId }: { email: string; proposalId: string | null }) {
  if (proposalId)
    return (
      <a href={`/team/proposals/${proposalId}/`} className="mt-1 block text-sm font-semibold underline">
        Open its proposal
      </a>
    );
  return (
    <form method="post" action="/api/operator/proposals" className="mt-1">
      <input type="hidden" name="valuationEmail" value={email} />
      <button type="submit" className={SECONDARY}>
        Open a proposal
      </button>
    </form>
  );
}
