/**
 * Who is writing: the name and e-mail every lead form asks for, and the phone the valuation form
 * adds. Written once so the forms cannot drift apart in their labels, autocomplete hints and
 * length limits (the server's zod schema allows the same lengths: LIMITS). The caller places
 * them, alone or in its grid.
 */
import { LIMITS } from "@agency/supabase/lead-fields";
import { TextField } from "@agency/ui";
import type { FormState } from "@/src/leads/formState";

export function IdentityFields({
  values,
  fieldErrors,
  phone = false,
}: {
  /** What the visitor typed, refilled after an error. */
  values: FormState["values"];
  fieldErrors: FormState["fieldErrors"];
  /** Whether to ask for a phone number too (optional for the visitor). */
  phone?: boolean;
}) {
  return (
    <>
      <TextField
        id="name"
        label="Name"
        required
        autoComplete="name"
        maxLength={LIMITS.name}
        defaultValue={values.name}
        error={fieldErrors.name}
      />
      <TextField
        id="email"
        label="E-mail"
        type="email"
        required
        autoComplete="email"
        maxLength={LIMITS.email}
        defaultValue={values.email}
        error={fieldErrors.email}
      />
      {phone && (
        <TextField
          id="phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          maxLength={LIMITS.phone}
          hint="For example (416) 555-0148"
          defaultValue={values.phone}
          error={fieldErrors.phone}
        />
      )}
    </>
  );
}
