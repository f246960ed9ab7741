"use client";

import { LIMITS, PROPERTY_TYPES } from "@agency/supabase/lead-fields";
import { SelectField, TextAreaField, TextField } from "@agency/ui";
import { submitPropertyValuation } from "@/src/leads/actions";
import { CarriedFigures } from "./CarriedFigures";
import { IdentityFields } from "./IdentityFields";
import { LeadForm } from "./LeadForm";

export function PropertyValuationForm({
  fallback,
  carriedQuery,
}: {
  fallback: { email: string; phone: string };
  /** The value calculator's query, when the server renders a link that carries figures. */
  carriedQuery?: string | undefined;
}) {
  return (
    <LeadForm
      kind="valuation"
      name="Sell Your Property"
      action={submitPropertyValuation}
      submitLabel="Request My Valuation"
      pendingLabel="Submitting..."
      successToast="Thank you! Your property valuation request has been submitted successfully."
      success={{
        heading: "Thank You!",
        text: "Your valuation request is in. We will review your property and contact you within one business day, in confidence.",
        againLabel: "Submit Another Property",
      }}
      fallback={fallback}
    >
      {(state) => (
        <>
          <CarriedFigures query={carriedQuery} />
          <div className="grid gap-x-4 sm:grid-cols-2">
            <IdentityFields values={state.values} fieldErrors={state.fieldErrors} phone />
            <SelectField
              id="property_type"
              label="Property type"
              placeholder="Select a property type"
              options={PROPERTY_TYPES}
              defaultValue={state.values.property_type ?? ""}
              error={state.fieldErrors.property_type}
            />
          </div>
          <TextField
            id="property_address"
            label="Property address"
            autoComplete="address-line1"
            maxLength={LIMITS.propertyAddress}
            defaultValue={state.values.property_address}
            error={state.fieldErrors.property_address}
          />
          <TextAreaField
            id="message"
            label="Property details"
            hint="Units, occupancy, rents, land area, anything that helps us value it"
            maxLength={LIMITS.message}
            defaultValue={state.values.message}
            error={state.fieldErrors.message}
          />
        </>
      )}
    </LeadForm>
  );
}
