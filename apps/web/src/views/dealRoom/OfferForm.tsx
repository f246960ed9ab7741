import { dealRoomOfferPath } from "@agency/paths";
import { SelectField, TextAreaField, TextField } from "@agency/ui";
import { DOCUMENT_TYPES } from "@/src/dealRoom/uploads/upload";
import { FINANCING_CHOICES, OFFER_LABELS } from "@/src/dealRoom/offers/offerForm";
import type { OfferTerms } from "@/src/dealRoom/offers/offerStore";

/**
 * The room's "Submit a letter of intent" form (issue 36): a plain multipart form POST to
 * deal-room/offer/, so it needs no JavaScript; the server checks every field (offerForm.ts) and
 * answers a refused one with what to fix. A signer who already sent an offer finds its terms
 * filled in, to revise.
 */
export function OfferForm({ slug, previous }: { slug: string; previous: OfferTerms | null }) {
  const dollars = (amount: number | undefined) => (amount === undefined ? undefined : String(amount));
  return (
    <form
      method="post"
      action={dealRoomOfferPath(slug)}
      encType="multipart/form-data"
      noValidate
      aria-label={previous ? "Send a revised offer" : "Submit a letter of intent"}
      className="mt-4 space-y-1"
    >
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField id="price" label={OFFER_LABELS.price} required inputMode="decimal" defaultValue={dollars(previous?.price)} />
        <TextField id="deposit" label={OFFER_LABELS.deposit} required inputMode="decimal" defaultValue={dollars(previous?.deposit)} />
        <TextField
          id="due_diligence_days"
          label={OFFER_LABELS.due_diligence_days}
          required
          inputMode="numeric"
          defaultValue={dollars(previous?.dueDiligenceDays)}
        />
        <TextField id="closing_date" label={OFFER_LABELS.closing_date} type="date" required defaultValue={previous?.closingDate} />
        <SelectField
          id="financing"
          label={OFFER_LABELS.financing}
          required
          options={FINANCING_CHOICES}
          placeholder="Choose…"
          defaultValue={previous?.financing ?? ""}
        />
        <TextField id="lender" label={OFFER_LABELS.lender} maxLength={150} defaultValue={previous?.lender ?? undefined} />
      </div>
      <TextAreaField
        id="conditions"
        label={OFFER_LABELS.conditions}
        maxLength={4000}
        rows={4}
        hint="Anything else the offer depends on: environmental report, estoppels, vendor take-back…"
        defaultValue={previous?.conditions ?? undefined}
      />
      <p className="pt-2">
        <label htmlFor="proof_of_funds" className="block font-medium text-slate-900">
          {OFFER_LABELS.proof_of_funds}
        </label>
        <span id="proof_of_funds-hint" className="block text-sm text-slate-600">
          A bank letter or statement, up to 25 MB ({Object.keys(DOCUMENT_TYPES).join(", ")}). Only the team can open it.
        </span>
        <input id="proof_of_funds" name="proof_of_funds" type="file" aria-describedby="proof_of_funds-hint" className="mt-1 block" />
      </p>
      <p className="pt-3">
        <label className="flex items-start gap-2 text-slate-900">
          <input type="checkbox" name="acknowledge" required className="mt-1 size-4" />
          <span>{OFFER_LABELS.acknowledge}</span>
        </label>
      </p>
      <p className="pt-3">
        <button type="submit" className="rounded-md bg-amber-500 px-5 py-3 font-semibold text-slate-900 hover:bg-amber-400">
          {previous ? "Send the revised offer" : "Submit the letter of intent"}
        </button>
      </p>
    </form>
  );
}
